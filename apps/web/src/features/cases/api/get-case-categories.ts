import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseCategoriesEndpoint } from '@portal/domain/endpoints/cases';
import type { CaseCategory } from '@portal/domain/schemas/cases';
import { callEndpoint } from '@/lib/api-client';
import { requestsQueryKey } from './requests-key';

/** GET crm/cases/categories/ (v2): the categories a customer's request may have (spec 2 point 7). */
export async function getCaseCategories(signal?: AbortSignal): Promise<CaseCategory[]> {
  return (await callEndpoint(caseCategoriesEndpoint, { signal })).items;
}

export const caseCategoriesQueryOptions = queryOptions({
  queryKey: [...requestsQueryKey, 'categories'],
  queryFn: ({ signal }) => getCaseCategories(signal),
});

export function useCaseCategories(enabled = true) {
  return useQuery({ ...caseCategoriesQueryOptions, enabled });
}
