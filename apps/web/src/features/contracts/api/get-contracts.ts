import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listContractsEndpoint } from '@portal/domain/endpoints/contracts';
import type {
  ContractType,
  ElectricityContract,
  GasContract,
} from '@portal/domain/schemas/contracts';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

export interface ContractListParams {
  type: ContractType;
  offset: number;
  limit: number;
  /** Part of a contract name, supply address or CUPS; empty for all. */
  filter: string;
}

/** One page of contracts of either type, in one shape (the two list responses count differently). */
export type ContractList =
  | {
      type: 'electricity';
      items: ElectricityContract[];
      offset: number;
      limit: number;
      total: number;
    }
  | { type: 'gas'; items: GasContract[]; offset: number; limit: number; total: number };

/** A page of either list response, with the total that response counts in its own way. */
function pageOf<T>(list: { items: T[]; offset: number; limit: number }, total: number) {
  return { items: list.items, offset: list.offset, limit: list.limit, total };
}

/**
 * GET contracts?offset&limit&filter (v2; `type=gas` for gas). A failure is an error the page shows
 * (issue 12 replaces spec 2 point 8's empty list: "no contracts" was untrue).
 */
export async function getContracts(
  params: ContractListParams,
  signal?: AbortSignal,
): Promise<ContractList> {
  const list = await callEndpoint(listContractsEndpoint, {
    query: {
      offset: params.offset,
      limit: params.limit,
      filter: params.filter || undefined,
      type: params.type === 'gas' ? 'gas' : undefined,
    },
    signal,
  });
  // The two layouts count differently: gas has total_items, electricity n_items.
  const gas = 'total_items' in list;
  if (gas !== (params.type === 'gas')) throw new ApiError(200, 'invalid_response');
  return 'total_items' in list
    ? { type: 'gas', ...pageOf(list, list.total_items) }
    : { type: 'electricity', ...pageOf(list, list.n_items) };
}

/** The prefix of every contract query: a change invalidates it all (lists, details, selector). */
export const contractsQueryKey = [...userScope, 'contracts'] as const;

export const contractsQueryOptions = (params: ContractListParams) =>
  queryOptions({
    queryKey: [
      ...contractsQueryKey,
      'list',
      params.type,
      {
        offset: params.offset,
        limit: params.limit,
        filter: params.filter,
      },
    ],
    queryFn: ({ signal }) => getContracts(params, signal),
  });

/** A page of contracts; the previous page stays on screen while the next one loads. */
export function useContracts(params: ContractListParams) {
  return useQuery({ ...contractsQueryOptions(params), placeholderData: keepPreviousData });
}
