import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseCategoriesEndpoint } from '@portal/domain/endpoints/cases';
import type { CaseCategory } from '@portal/domain/schemas/cases';
import { callStaff } from '../utils/call-staff';
import type { Lang } from '@/lib/i18n';
import { backofficeQueryKey } from './backoffice-key';

/**
 * The inbox's category filter: the customers' categories and the visitors' (GET
 * crm/cases/categories/, public, v2), each once, in the language shown.
 */
export async function getCaseCategories(signal?: AbortSignal): Promise<CaseCategory[]> {
  const [signed, unsigned] = await Promise.all([
    callStaff(caseCategoriesEndpoint, { signal }),
    callStaff(caseCategoriesEndpoint, { query: { unsigned: 'true' }, signal }),
  ]);
  const byId = new Map([...signed.items, ...unsigned.items].map((item) => [item.id, item]));
  return [...byId.values()];
}

export const caseCategoriesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: [...backofficeQueryKey, 'categories', lang],
    queryFn: ({ signal }) => getCaseCategories(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useCaseCategories(lang: Lang) {
  return useQuery(caseCategoriesQueryOptions(lang));
}
