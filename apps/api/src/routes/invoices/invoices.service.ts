import {
  INVOICES_DEFAULT_LIMIT,
  type FilterParams,
  type Invoice,
  type InvoicePaidState,
  type InvoiceListQuery,
  type MultipointInvoice,
  type MultipointListQuery,
  type filterParamFields,
  type payableObjectTypes,
} from '@portal/domain/schemas/invoices';
import type { Database } from '../../db/database';
import type { ServerLanguage } from '../../lib/language';
import * as repo from './invoices.repository';
import { pendingStateTexts } from './pending-state-texts';

/**
 * Where an invoice stands for payment: what is pending, what can be paid online now (an unpaid
 * invoice's pending amount, when both its flag and the retailer's setting allow paying online).
 */
function paymentState(
  row: { paidState: InvoicePaidState; paymentEnabled: boolean; amountPending: string | number },
  payments: boolean,
  relObjectType: (typeof payableObjectTypes)[number],
) {
  const payable = row.paymentEnabled && payments;
  const pending = Number(row.amountPending);
  return {
    amount_pending: pending,
    amount_to_pay: payable && row.paidState === 'unpaid' ? pending : 0,
    paid: row.paidState,
    online_payment: { payment_enabled: payable, rel_object_type: relObjectType },
  };
}

type Context = { userId: string; language: ServerLanguage; pageSize: number; payments: boolean };

/** GET invoices/: the customer's invoices of one energy, newest first, filtered and paged. */
export async function getInvoiceList(
  db: Database,
  energy: 'electricity' | 'gas',
  query: InvoiceListQuery,
  context: Context,
) {
  const offset = query.offset ?? 0;
  const limit = query.limit ?? context.pageSize ?? INVOICES_DEFAULT_LIMIT;
  const { rows, total } = await repo.listInvoices(db, {
    userId: context.userId,
    energy,
    conditions: query.filter ?? [],
    offset,
    limit,
  });
  const texts = pendingStateTexts[context.language];
  // Every field in the order of invoiceSchema: the route writes this answer with JSON.stringify
  // (see index.ts), so it must be what validating it against the schema would give.
  const items = rows.map((row): Invoice => {
    const payment = paymentState(
      {
        paidState: row.paid_state,
        paymentEnabled: row.payment_enabled,
        amountPending: row.amount_pending,
      },
      context.payments,
      'invoice',
    );
    return {
      id: row.id,
      invoice_id: row.id,
      number: row.number,
      date: row.date,
      start_date: row.start_date,
      end_date: row.end_date,
      cups: { name: row.cups, full_address: row.cups_full_address },
      energy_consumed: Number(row.energy_consumed),
      amount_total: Number(row.amount_total),
      amount_pending: payment.amount_pending,
      amount_to_pay: payment.amount_to_pay,
      paid: payment.paid,
      rectificative_type: row.rectificative_type,
      contract: { name: row.contract_name },
      vat: row.vat,
      pending_state_history: row.pending_states.map(([changeDate, state]) => ({
        change_date: changeDate,
        pending_state: { ov_description: texts[state] },
      })),
      online_payment: payment.online_payment,
      address_invoice_id: row.address_id,
      multipoint_invoice:
        row.multipoint_id === null
          ? null
          : {
              id: row.multipoint_id,
              number: row.multipoint_number!,
              amount_to_pay: paymentState(
                {
                  paidState: row.multipoint_paid_state!,
                  paymentEnabled: row.multipoint_payment_enabled!,
                  amountPending: row.multipoint_amount_pending!,
                },
                context.payments,
                'invoice_multipoint',
              ).amount_to_pay,
            },
      curve_available: row.curve_available,
    };
  });
  return { items, offset, limit, n_items: total };
}

/** GET invoices_multipoint/: the customer's invoices per invoice address, newest first. */
export async function getMultipointInvoiceList(
  db: Database,
  query: MultipointListQuery,
  context: Omit<Context, 'language'>,
) {
  const offset = query.offset ?? 0;
  const limit = query.limit ?? context.pageSize;
  const { rows, total } = await repo.listMultipointInvoices(db, {
    userId: context.userId,
    conditions: query.filter ?? [],
    offset,
    limit,
  });
  const items = rows.map((row): MultipointInvoice => ({
    id: row.id,
    number: row.number,
    date: row.date,
    address_invoice_id: row.addressId,
    full_address: row.fullAddress,
    amount_total: Number(row.amountTotal),
    ...paymentState(row, context.payments, 'invoice_multipoint'),
  }));
  return { items, n_items: total, offset, limit };
}

/** GET filter/params: the asked fields' values, all four when none is named. */
export async function getFilterParams(
  db: Database,
  userId: string,
  fields: (typeof filterParamFields)[number][] | undefined,
): Promise<FilterParams> {
  const values = await repo.filterValues(db, userId);
  const wanted = new Set(fields ?? ['cups', 'addresses', 'contracts', 'vats']);
  return {
    ...(wanted.has('contracts') && { contracts: values.contractRows.map((row) => row.name) }),
    ...(wanted.has('vats') && { vats: values.vatRows.map((row) => row.vat) }),
    ...(wanted.has('cups') && { cups: values.cupsRows.map((row) => row.cups) }),
    ...(wanted.has('addresses') && {
      addresses: values.addressRows.map((row) => ({ id: row.id, full_address: row.fullAddress })),
    }),
  };
}
