import {
  CUSTOMER_SEARCH_DEFAULT_LIMIT,
  customerSearchQuerySchema,
} from '@portal/domain/schemas/backoffice-customers';
import * as z from 'zod/mini';

/** The search's page size: the API's default. */
export const CUSTOMER_PAGE_SIZE = CUSTOMER_SEARCH_DEFAULT_LIMIT;

/** The search as the address holds it, so that back and forward go through the searches. */
export interface CustomerSearchState {
  q: string;
  offset: number;
}

export function readCustomerSearch(params: URLSearchParams): CustomerSearchState {
  const offset = Number(params.get('offset') ?? '0');
  return {
    q: params.get('q') ?? '',
    offset: Number.isInteger(offset) && offset > 0 ? offset - (offset % CUSTOMER_PAGE_SIZE) : 0,
  };
}

export function customerSearchString({ q, offset }: CustomerSearchState): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (offset > 0) params.set('offset', String(offset));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * What the API would say of the text, judged by its own schema before asking: `required` when
 * it is too short, `too_long`, `invalid_value`; null when it may be searched.
 */
export function searchTextProblem(q: string): string | null {
  const parsed = z.safeParse(customerSearchQuerySchema, { q });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid_value');
}
