import type {
  StaffCase,
  StaffCaseList,
  StaffCaseListItem,
} from '@portal/domain/schemas/backoffice-cases';
import type { CaseStatus } from '@portal/domain/schemas/cases';
import { mockApi, requests, type RecordedRequest } from '@/testing/api-mock';
import type { Staff } from '../api/staff-endpoints';
import { clearStaffSession, setStaffSession } from '../utils/staff-session';

/** The back office's calls, as its client makes them. */
export const LOGIN = '/api/v1/backoffice/login';
export const ME = '/api/v1/backoffice/me';
export const LOGOUT = '/api/v1/backoffice/logout';
export const INBOX = '/api/v1/backoffice/crm/cases';
export const CATEGORIES = '/api/v2/crm/cases/categories/';
export const casePath = (id: number) => `/api/v1/backoffice/crm/cases/${id}`;

export const agent: Staff = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'agent@demo.portal',
  name: 'Marta Agent',
  role: 'agent',
  language: 'es',
};
export const STAFF_TOKEN = 'staff-token';

/** Signs the agent in to the back office, as a sign-in would. */
export function signInAgent(): void {
  setStaffSession({ token: STAFF_TOKEN, staff: agent });
}

/** A test starts with no staff session (the module keeps it between tests of a file). */
export const resetStaffSession = () => clearStaffSession();

export function inboxItem(overrides: Partial<StaffCaseListItem> = {}): StaffCaseListItem {
  return {
    id: 7,
    reference: 'SOL-2026-000007',
    kind: 'request',
    section: 'Facturación',
    category: 'Lecturas y consumo',
    contract: { id: 1, name: '0100001', type: 'electricity' },
    subject: 'Lectura estimada en marzo',
    status: 'in_process',
    created_date: '2026-03-02T09:15:00Z',
    updated_date: '2026-03-04T11:40:00Z',
    awaiting_customer: false,
    customer: { name: 'Laura García Pérez', email: 'laura.garcia@example.com' },
    assignee: null,
    ...overrides,
  };
}

export function inboxList(
  items: StaffCaseListItem[],
  counts: Partial<Record<CaseStatus, number>> = {},
): StaffCaseList {
  return {
    items,
    offset: 0,
    limit: 20,
    n_items: items.length,
    counts: {
      in_process: 0,
      being_processed: 0,
      info_required: 0,
      accepted: 0,
      denied: 0,
      ...counts,
    },
  };
}

export function staffCase(overrides: Partial<StaffCase> = {}): StaffCase {
  return {
    ...inboxItem(),
    description: 'La factura de marzo lleva una lectura estimada muy alta.',
    attachments: [],
    readings: null,
    claim: null,
    messages: [],
    customer: {
      name: 'Laura García Pérez',
      email: 'laura.garcia@example.com',
      mobile: '+34600111222',
    },
    ...overrides,
  };
}

export const categories = {
  items: [
    { id: 1, name: 'Facturación' },
    { id: 7, name: 'Contador' },
  ],
};

/** The categories the inbox's filter offers: the customers' and the visitors'. */
export function answerCategories(): void {
  mockApi('GET', CATEGORIES, (request) => ({
    body: request.url.searchParams.get('unsigned')
      ? { items: [{ id: 32, name: 'Acceso a la oficina virtual' }] }
      : categories,
  }));
}

/** The inbox's calls made so far, each as its query reads. */
export const inboxCalls = () =>
  requests
    .filter((request) => request.url.pathname === INBOX)
    .map((request) => Object.fromEntries(request.url.searchParams));

export const authorizationOf = (request: RecordedRequest | undefined) =>
  request?.headers.get('authorization') ?? null;
