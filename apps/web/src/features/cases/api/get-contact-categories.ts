import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseCategoriesEndpoint } from '@portal/domain/endpoints/cases';
import type { CaseCategory } from '@portal/domain/schemas/cases';
import { callEndpoint } from '@/lib/api-client';

/** GET crm/cases/categories/?unsigned=true (v2): the reasons a visitor can write about. */
export async function getContactCategories(signal?: AbortSignal): Promise<CaseCategory[]> {
  return (await callEndpoint(caseCategoriesEndpoint, { query: { unsigned: 'true' }, signal }))
    .items;
}

export const contactCategoriesQueryOptions = queryOptions({
  queryKey: ['contact', 'categories'],
  queryFn: ({ signal }) => getContactCategories(signal),
});

export function useContactCategories() {
  return useQuery(contactCategoriesQueryOptions);
}
