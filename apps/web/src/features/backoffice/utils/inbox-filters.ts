import { type CaseStatusFilter, caseStatusFilters } from '@portal/domain/schemas/cases';
import {
  type CaseAssigneeFilter,
  type StaffCaseKind,
  type StaffCaseListQuery,
  caseAssigneeFilters,
  staffCaseKinds,
} from '@portal/domain/schemas/backoffice-cases';

/** The inbox's page size. */
export const INBOX_PAGE_SIZE = 20;

/** The ages the filter offers, in days. */
export const inboxAges = [1, 3, 7, 15, 30] as const;

/** The inbox's filters as the address holds them (so that going back to the inbox keeps them). */
export interface InboxFilters {
  status: CaseStatusFilter;
  kind: StaffCaseKind | '';
  category: string;
  age: string;
  assignee: CaseAssigneeFilter | '';
  offset: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/** The filters of an address's query; what is not a filter's value reads as that filter unset. */
export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const category = params.get('category') ?? '';
  const age = params.get('age') ?? '';
  const offset = Number(params.get('offset') ?? '0');
  return {
    status: oneOf(caseStatusFilters, params.get('status')) ?? 'open',
    kind: oneOf(staffCaseKinds, params.get('kind')) ?? '',
    category: /^\d{1,9}$/.test(category) && Number(category) > 0 ? category : '',
    age: (inboxAges as readonly number[]).includes(Number(age)) ? age : '',
    assignee: oneOf(caseAssigneeFilters, params.get('assignee')) ?? '',
    offset: Number.isInteger(offset) && offset > 0 ? offset - (offset % INBOX_PAGE_SIZE) : 0,
  };
}

/** The address's query of the filters: a filter at its default is left out. */
export function inboxSearch(filters: InboxFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'open') params.set('status', filters.status);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.category) params.set('category', filters.category);
  if (filters.age) params.set('age', filters.age);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.offset > 0) params.set('offset', String(filters.offset));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The inbox call's query of the filters. */
export function inboxQuery(filters: InboxFilters): StaffCaseListQuery {
  return {
    status: filters.status,
    limit: String(INBOX_PAGE_SIZE),
    ...(filters.offset > 0 && { offset: String(filters.offset) }),
    ...(filters.kind && { kind: filters.kind }),
    ...(filters.category && { category: filters.category }),
    ...(filters.age && { older_than_days: filters.age }),
    ...(filters.assignee && { assignee: filters.assignee }),
  };
}

/** Whether any filter but the status narrows the list. */
export const isFiltered = (filters: InboxFilters) =>
  Boolean(filters.kind || filters.category || filters.age || filters.assignee);

/**
 * Who opened a case, as the inbox's kind filter names it: a visitor's message is a request without
 * a contract (a customer's request is always on one of their contracts, decision 017).
 */
export const staffKindOf = (item: {
  kind: 'request' | 'claim';
  contract: unknown;
}): StaffCaseKind =>
  item.kind === 'claim' ? 'claim' : item.contract === null ? 'unsigned' : 'request';
