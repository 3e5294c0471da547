import type { Invoice, MultipointInvoice } from '@portal/domain/schemas/invoices';

/** A paid monthly electricity invoice of the household's home in Madrid. */
export function invoice(patch: Partial<Invoice> = {}): Invoice {
  return {
    id: 11,
    invoice_id: 11,
    number: 'F0100001-00011',
    date: '2026-10-03',
    start_date: '2026-09-01',
    end_date: '2026-09-30',
    cups: {
      name: 'ES0021000120300001AB0F',
      full_address: 'Calle de Alcalá, 120, 3º B, 28009 Madrid',
    },
    energy_consumed: 231,
    amount_total: 68.45,
    amount_pending: 0,
    amount_to_pay: 0,
    paid: 'paid',
    rectificative_type: 'N',
    contract: { name: '0100001' },
    vat: '12345678Z',
    pending_state_history: [],
    online_payment: { payment_enabled: true, rel_object_type: 'invoice' },
    address_invoice_id: null,
    multipoint_invoice: null,
    curve_available: true,
    ...patch,
  };
}

export function multipointInvoice(patch: Partial<MultipointInvoice> = {}): MultipointInvoice {
  return {
    id: 501,
    number: 'FM-000501',
    date: '2026-10-03',
    address_invoice_id: 41,
    full_address: 'Avinguda Diagonal, 640, 08017 Barcelona',
    amount_total: 1520.3,
    amount_pending: 0,
    amount_to_pay: 0,
    paid: 'paid',
    online_payment: { payment_enabled: false, rel_object_type: 'invoice_multipoint' },
    ...patch,
  };
}

export function invoiceList<T>(items: T[], total = items.length, offset = 0, limit = 100) {
  return { items, n_items: total, offset, limit };
}

/** The household's newest invoices: unpaid, partly paid, a pending direct debit, an annulment. */
export const householdInvoices: Invoice[] = [
  invoice({
    id: 12,
    invoice_id: 12,
    number: 'F0100001-00012',
    date: '2026-11-03',
    start_date: '2026-10-01',
    end_date: '2026-10-31',
    energy_consumed: 250,
    amount_total: 75.2,
    amount_pending: 75.2,
    amount_to_pay: 75.2,
    paid: 'unpaid',
    pending_state_history: [
      { change_date: '2026-11-03', pending_state: { ov_description: 'Factura emitida' } },
      {
        change_date: '2026-11-15',
        pending_state: { ov_description: 'Recibo devuelto por el banco' },
      },
    ],
  }),
  invoice({ amount_pending: 27.38, amount_to_pay: 27.38, paid: 'unpaid' }),
  invoice({
    id: 21,
    invoice_id: 21,
    number: 'F0100002-00021',
    contract: { name: '0100002' },
    amount_total: 31.1,
    amount_pending: 31.1,
    paid: 'pending_remesa',
  }),
  invoice({
    id: 9,
    invoice_id: 9,
    number: 'F0100001-00009',
    date: '2026-05-28',
    start_date: '2026-04-01',
    end_date: '2026-04-30',
    energy_consumed: -180,
    amount_total: -52.4,
    rectificative_type: 'A',
  }),
];
