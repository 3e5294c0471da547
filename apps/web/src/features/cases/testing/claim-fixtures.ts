import type { CaseListItem } from '@portal/domain/schemas/cases';
import { mockApi } from '@/testing/api-mock';

export const claimTypes = {
  items: [
    { code: '01', label: 'Facturación y medida' },
    { code: '02', label: 'Contratación' },
  ],
};

export const claimSubtypes: Record<string, { items: { name: string; desc: string }[] }> = {
  '01': {
    items: [
      { name: '036', desc: 'Lectura incorrecta' },
      { name: '037', desc: 'Factura con importe excesivo' },
    ],
  },
  '02': { items: [{ name: '009', desc: 'Alta no realizada' }] },
};

export const contractListInfo = {
  result: {
    electricity: [
      { id: 1, name: '0100001' },
      { id: 2, name: '0100002' },
    ],
    gas: [{ id: 5, name: '0200001' }],
  },
};

/** The calls the claim form makes to fill its selects. */
export function answerClaimOptions(listInfo: unknown = contractListInfo) {
  mockApi('GET', '/api/v2/contracts/list-info/', { body: listInfo });
  mockApi('GET', '/api/v2/atc/tipus', { body: claimTypes });
  for (const [code, body] of Object.entries(claimSubtypes)) {
    mockApi('GET', `/api/v2/atc/tipus/${code}/subtipus`, { body });
  }
}

export function claimItem(overrides: Partial<CaseListItem> = {}): CaseListItem {
  return {
    id: 125,
    reference: 'ATC-2026-000125',
    kind: 'claim',
    section: 'Reclamaciones',
    category: 'Facturación y medida',
    contract: { id: 1, name: '0100001', type: 'electricity' },
    subject: 'Lectura incorrecta',
    status: 'in_process',
    created_date: '2026-03-02T09:15:00.000Z',
    updated_date: '2026-03-02T09:15:00.000Z',
    awaiting_customer: false,
    ...overrides,
  };
}

/** The multipart body of the first POST: its text fields, and its files by field. */
export function sentMultipart(body: unknown) {
  if (!(body instanceof FormData)) throw new Error('the call was not sent as FormData');
  const fields: Record<string, string> = {};
  const files: { field: string; file: File }[] = [];
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files.push({ field: name, file: value });
  }
  return { fields, files };
}
