import type {
  CustomerPage,
  CustomerSearchResult,
} from '@portal/domain/schemas/backoffice-customers';
import { requests } from '@/testing/api-mock';
import type { Staff } from '../api/staff-endpoints';
import { setStaffSession } from '../utils/staff-session';
import { STAFF_TOKEN, agent } from './fixtures';

/** The customer screens' calls, as the back office's client makes them. */
export const CUSTOMERS = '/api/v1/backoffice/customers';
export const customerPath = (id: string) => `${CUSTOMERS}/${id}`;
export const TOKENS = '/api/v1/backoffice/tokens';

export const householdId = '22222222-2222-4222-8222-222222222222';

export const supervisor: Staff = {
  ...agent,
  id: '33333333-3333-4333-8333-333333333333',
  email: 'supervisor@demo.portal',
  name: 'Jordi Supervisor',
  role: 'supervisor',
};

export function signInSupervisor(): void {
  setStaffSession({ token: STAFF_TOKEN, staff: supervisor });
}

export const household: CustomerSearchResult['items'][number] = {
  id: householdId,
  tax_id: '12345678Z',
  name: 'Laura García Pérez',
  email: 'laura.garcia@example.com',
  mobile: '600111222',
  customer_type: 'person',
  language: 'es_ES',
  online_access: true,
  contracts: 2,
};

export function searchResult(
  items: CustomerSearchResult['items'],
  page: { offset?: number; total?: number } = {},
): CustomerSearchResult {
  return { items, offset: page.offset ?? 0, limit: 20, n_items: page.total ?? items.length };
}

export function customerPage(overrides: Partial<CustomerPage> = {}): CustomerPage {
  const { id, tax_id, name, email, mobile, customer_type, language, online_access } = household;
  return {
    customer: {
      ...{ id, tax_id, name, email, mobile, customer_type, language, online_access },
      created_at: '2024-02-01T10:00:00Z',
    },
    contracts: [
      {
        id: 1,
        name: '0100001',
        type: 'electricity',
        state: 'activa',
        cups: 'ES0021000280050045MH',
        address: 'Carrer Major 1, 08001 Barcelona',
        access_tariff: '2.0TD',
        powers: [
          { period: 'P1', kw: 4.6 },
          { period: 'P2', kw: 4.6 },
        ],
        product: 'Tarifa Hogar',
        start_date: '2024-02-01',
        end_date: null,
      },
      {
        id: 2,
        name: '0200001',
        type: 'gas',
        state: 'activa',
        cups: 'ES0230000000000001AB',
        address: 'Carrer Major 1, 08001 Barcelona',
        access_tariff: 'RL.1',
        powers: [],
        product: 'Gas Hogar',
        start_date: '2024-02-01',
        end_date: null,
      },
    ],
    invoices: [
      {
        id: 10,
        number: 'F2026-000123',
        contract: '0100001',
        date: '2026-03-01',
        amount_total: 61.5,
        amount_pending: 0,
        paid_state: 'paid',
        rectificative_type: 'N',
      },
    ],
    cases: [
      {
        id: 7,
        reference: 'SOL-2026-000007',
        kind: 'request',
        subject: 'Lectura estimada en marzo',
        status: 'in_process',
        created_at: '2026-03-02T09:15:00Z',
      },
    ],
    leads: [
      {
        id: '44444444-4444-4444-8444-444444444444',
        energy: 'electricity',
        state: 'confirmed',
        cups: 'ES0021000000000002CD',
        created_at: '2026-01-05T12:00:00Z',
      },
    ],
    ...overrides,
  };
}

/** The searches made so far, each by its query. */
export const searchCalls = () =>
  requests
    .filter((request) => request.url.pathname === CUSTOMERS)
    .map((request) => Object.fromEntries(request.url.searchParams));
