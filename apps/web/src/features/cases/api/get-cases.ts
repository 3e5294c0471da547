import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listCasesEndpoint } from '@portal/domain/endpoints/cases';
import type { CaseList } from '@portal/domain/schemas/cases';
import { callEndpoint } from '@/lib/api-client';
import { requestsQueryKey } from './requests-key';

/** The list's status filter: the open cases, the closed ones, or all of them. */
export const caseListFilters = ['all', 'open', 'closed'] as const;
export type CaseListFilter = (typeof caseListFilters)[number];

export interface CaseListParams {
  filter: CaseListFilter;
  offset: number;
  limit: number;
}

/** GET crm/cases/?offset&limit&status (v2): a page of the customer's requests and claims. */
export function getCases(params: CaseListParams, signal?: AbortSignal): Promise<CaseList> {
  return callEndpoint(listCasesEndpoint, {
    query: {
      offset: params.offset,
      limit: params.limit,
      status: params.filter === 'all' ? undefined : params.filter,
    },
    signal,
  });
}

export const casesQueryOptions = (params: CaseListParams) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'list', params],
    queryFn: ({ signal }) => getCases(params, signal),
  });

/** A page of requests; the previous page stays on screen while the next one loads. */
export function useCases(params: CaseListParams) {
  return useQuery({ ...casesQueryOptions(params), placeholderData: keepPreviousData });
}
