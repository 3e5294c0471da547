import type {
  CaseAttachment,
  CaseDetail,
  CaseListItem,
  CaseMessage,
} from '@portal/domain/schemas/cases';
import { mockApi, requests } from '@/testing/api-mock';

/** The calls of the requests' screens, as the client makes them. */
export const CASES = '/api/v2/crm/cases/';
export const CATEGORIES = '/api/v2/crm/cases/categories/';
export const LIST_INFO = '/api/v2/contracts/list-info/';
export const CONTRACTS = '/api/v2/contracts';
export const caseDetailPath = (id: number) => `/api/v2/crm/cases/${id}`;
export const caseMessagesPath = (id: number) => `/api/v2/crm/cases/${id}/messages/`;

/** A request of the household's list: a reading they think wrong, waiting for staff. */
export function caseListItem(overrides: Partial<CaseListItem> = {}): CaseListItem {
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
    ...overrides,
  };
}

export const caseList = (items: CaseListItem[], total = items.length, offset = 0) => ({
  items,
  offset,
  limit: 10,
  n_items: total,
});

export function caseAttachment(overrides: Partial<CaseAttachment> = {}): CaseAttachment {
  return {
    id: 31,
    filename: 'foto-contador.jpg',
    size: 245_800,
    mime_type: 'image/jpeg',
    created_date: '2026-03-02T09:15:00Z',
    ...overrides,
  };
}

export function caseMessage(overrides: Partial<CaseMessage> = {}): CaseMessage {
  return {
    id: 1,
    is_admin: false,
    author_name: null,
    body: 'Adjunto la foto del contador.',
    created_date: '2026-03-03T08:00:00Z',
    status: null,
    attachments: [],
    ...overrides,
  };
}

/** The request's page: its description with a photo, and staff asking for more. */
export function caseDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...caseListItem({ status: 'info_required', awaiting_customer: true }),
    description:
      'La factura de marzo lleva una lectura estimada muy alta.\nEl contador marca menos.',
    attachments: [caseAttachment()],
    readings: null,
    claim: null,
    messages: [
      caseMessage({
        id: 2,
        is_admin: true,
        author_name: 'Marta',
        body: '¿Puedes enviarnos una foto del contador con la fecha?',
        created_date: '2026-03-04T11:40:00Z',
        status: 'info_required',
      }),
    ],
    ...overrides,
  };
}

/** The household's contracts: two of electricity and one of gas. */
export const contractsInfo = {
  result: {
    electricity: [
      { id: 1, name: '0100001' },
      { id: 2, name: '0100002' },
    ],
    gas: [{ id: 5, name: '0200001' }],
  },
};

export const categories = {
  items: [
    { id: 3, name: 'Lecturas y consumo' },
    { id: 4, name: 'Facturas y pagos' },
  ],
};

/** Answers the contracts and the categories the request form offers. */
export function answerFormOptions(): void {
  mockApi('GET', LIST_INFO, { body: contractsInfo });
  mockApi('GET', CATEGORIES, { body: categories });
}

/** The multipart body of the last POST: its text fields, and its files (all under `attachments`). */
export function sentMultipart() {
  const body = requests.findLast((request) => request.method === 'POST')?.body;
  if (!(body instanceof FormData)) throw new Error('the call was not sent as FormData');
  const fields: Record<string, FormDataEntryValue> = {};
  const files: File[] = [];
  for (const [name, value] of body.entries()) {
    if (name === 'attachments' && value instanceof File) files.push(value);
    else fields[name] = value;
  }
  return { fields, files };
}

export const pdf = (name = 'factura.pdf', size = 8) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/**
 * A contract of GET contracts as the tariff lookup reads it: `tariff` is what matters, the rest is
 * what the list carries for every contract.
 */
export function contractListItem(name: string, tariff: string, id = 1) {
  return {
    id,
    name,
    state: 'activa',
    sign_date: '2021-06-01',
    amount_debt: 0,
    atr_available: true,
    no_cession_sips: 'unactive',
    invoice_online: 'email',
    owner_partner: { name: 'Laura García Pérez' },
    fiscal_partner: { name: 'Laura García Pérez', vat: '12345678Z' },
    fiscal_address: { full_address: 'Calle de Alcalá, 120, 3º B, 28009 Madrid' },
    pricelist: { name: 'Tarifa Estable', nom_comercial: null },
    tariff: { name: tariff },
    bank_account: null,
    notification_address: null,
    cups: {
      name: 'ES0021000120300001AB0F',
      street: 'Calle de Alcalá, 120, 3º B',
      city: 'Madrid',
      full_address: 'Calle de Alcalá, 120, 3º B, 28009 Madrid',
      ref_catastral: null,
    },
    dso: { name: 'i-DE Redes Eléctricas Inteligentes', website: null },
    dso_reference: null,
    dso_phone: null,
    electronic_notification: false,
    date_start_electronic_notification: null,
    date_request_electronic_notification: null,
  };
}

/** Answers the tariff lookup (GET contracts filtered by name) for each contract of `tariffs`. */
export function answerTariffs(tariffs: Record<string, string>): void {
  mockApi('GET', CONTRACTS, (request) => {
    const filter = request.url.searchParams.get('filter') ?? '';
    // The filter matches in part: a contract whose name contains another's comes too.
    const items = Object.entries(tariffs)
      .filter(([name]) => name.includes(filter))
      .map(([name, tariff], index) => contractListItem(name, tariff, index + 1));
    if (request.url.searchParams.get('type') === 'gas') {
      const gas = items.map((item) => ({ ...item, pressio: 1.2, caudal: 6 }));
      return {
        body: {
          items: gas,
          offset: 0,
          limit: 500,
          offset_items: 0,
          page_items: gas.length,
          total_items: gas.length,
        },
      };
    }
    const electricity = items.map((item) => ({
      ...item,
      contracted_power_period: [{ period: 'P1', power: 4.6 }],
    }));
    return { body: { items: electricity, offset: 0, limit: 500, n_items: electricity.length } };
  });
}
