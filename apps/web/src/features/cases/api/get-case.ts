import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCaseEndpoint } from '@portal/domain/endpoints/cases';
import type { CaseDetail } from '@portal/domain/schemas/cases';
import { callEndpoint } from '@/lib/api-client';
import { requestsQueryKey } from './requests-key';

/** GET crm/cases/{id} (v2): one of the customer's requests with its conversation. */
export function getCase(id: number, signal?: AbortSignal): Promise<CaseDetail> {
  return callEndpoint(getCaseEndpoint, { params: { id: String(id) }, signal });
}

export const caseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getCase(id, signal),
  });

export function useCase(id: number) {
  return useQuery(caseQueryOptions(id));
}
