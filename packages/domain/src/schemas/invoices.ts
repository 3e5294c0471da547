import * as z from 'zod/mini';
import { parseTransportDate } from '../format/dates';
import { ENERGY_MAX, INTEGER_MAX, MONEY_MAX, hasNulCharacter } from './limits';
import { langQuery, pagedListSchema, queryInt } from './query';

/**
 * Queries and responses of the invoice reading calls (spec 2 point 7 "Invoices", fields of spec 2
 * point 3 "Invoice"). Money in euros with two decimals, energy in kWh, dates as YYYY-MM-DD.
 */

/** Page sizes the invoice pager offers (spec 2 point 9); the default is 100 or invoices.itemsPerPage. */
export const INVOICE_PAGE_SIZES = [5, 10, 12, 25, 50, 100, 150] as const;
export const INVOICES_DEFAULT_LIMIT = 100;
/** The largest page a list call serves; the chart asks for a whole history of monthly invoices. */
export const INVOICES_MAX_LIMIT = 1000;

// ---------------------------------------------------------------------------------------------
// The filter language (spec 2 point 5 "Invoice filters"; decision 006)

export const invoiceFilterOperators = ['like', '=', '<', '>', '>=', '<=', 'in'] as const;
export type InvoiceFilterOperator = (typeof invoiceFilterOperators)[number];

type NumberKind = 'money' | 'energy' | 'id';
type FieldKind = 'text' | 'date' | NumberKind;

/** The invoice fields a filter may name, with the kind of value each takes. */
export const invoiceFilterFields = {
  number: 'text',
  date: 'date',
  start_date: 'date',
  end_date: 'date',
  energy_consumed: 'energy',
  amount_total: 'money',
  amount_pending: 'money',
  paid: 'text',
  rectificative_type: 'text',
  'contract.name': 'text',
  'cups.name': 'text',
  'cups.full_address': 'text',
  vat: 'text',
  address_invoice_id: 'id',
} as const satisfies Record<string, FieldKind>;
export type InvoiceFilterField = keyof typeof invoiceFilterFields;

/** The multipoint list filters over its own columns. */
export const multipointFilterFields = {
  number: 'text',
  date: 'date',
  amount_total: 'money',
  address_invoice_id: 'id',
} as const satisfies Record<string, FieldKind>;

export type FilterCondition<F extends string = string> =
  | { field: F; operator: Exclude<InvoiceFilterOperator, 'in'>; value: string | number }
  | { field: F; operator: 'in'; value: (string | number)[] };

export const FILTER_MAX_CONDITIONS = 20;
export const FILTER_MAX_IN_VALUES = 100;
export const FILTER_MAX_TEXT = 100;
/** The longest filter query string a call reads. */
export const FILTER_MAX_LENGTH = 4000;

const orderedOperators = ['=', '<', '>', '>=', '<=', 'in'] as const;
const operatorsByKind: Record<FieldKind, readonly InvoiceFilterOperator[]> = {
  text: ['like', '=', 'in'],
  date: orderedOperators,
  money: orderedOperators,
  energy: orderedOperators,
  id: orderedOperators,
};

/** The numbers a kind takes: what its column holds. */
const numberFits: Record<NumberKind, (value: number) => boolean> = {
  money: (value) => Math.abs(value) <= MONEY_MAX,
  energy: (value) => Math.abs(value) <= ENERGY_MAX,
  id: (value) => Number.isInteger(value) && Math.abs(value) <= INTEGER_MAX,
};

function filterValue(kind: FieldKind, value: unknown): string | number | null {
  if (kind === 'text') {
    return typeof value === 'string' && value.length <= FILTER_MAX_TEXT && !hasNulCharacter(value)
      ? value
      : null;
  }
  if (kind === 'date') {
    return typeof value === 'string' && parseTransportDate(value) ? value : null;
  }
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && numberFits[kind](number) ? number : null;
}

function filterCondition<F extends string>(
  fields: Record<F, FieldKind>,
  entry: unknown,
): FilterCondition<F> | null {
  if (!Array.isArray(entry) || entry.length !== 3) return null;
  const [field, operator, raw] = entry as [unknown, unknown, unknown];
  if (typeof field !== 'string' || !Object.hasOwn(fields, field)) return null;
  const kind = fields[field as F];
  if (!operatorsByKind[kind].includes(operator as InvoiceFilterOperator)) return null;
  if (operator === 'in') {
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > FILTER_MAX_IN_VALUES) return null;
    const values = raw.map((item) => filterValue(kind, item));
    if (values.some((value) => value === null)) return null;
    return { field: field as F, operator, value: values as (string | number)[] };
  }
  const value = filterValue(kind, raw);
  if (value === null) return null;
  return {
    field: field as F,
    operator: operator as Exclude<InvoiceFilterOperator, 'in'>,
    value,
  };
}

/**
 * Reads a filter: a JSON list of [field, operator, value] conditions, all of which must hold, e.g.
 * `[["date", ">=", "2025-01-01"], ["amount_total", "<", 100], ["paid", "in", ["unpaid"]]]`. Null
 * when it is not one (an unknown field, an operator the field's kind does not take, a value of the
 * wrong kind or one its column cannot hold: a number out of range, a text with a NUL).
 */
export function parseFilter<F extends string>(
  fields: Record<F, FieldKind>,
  raw: string,
): FilterCondition<F>[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length > FILTER_MAX_CONDITIONS) return null;
  const conditions = parsed.map((entry) => filterCondition(fields, entry));
  return conditions.some((condition) => condition === null)
    ? null
    : (conditions as FilterCondition<F>[]);
}

/** Writes conditions as the filter query parameter the list calls read. */
export function serializeFilter(conditions: FilterCondition[]): string {
  return JSON.stringify(conditions.map(({ field, operator, value }) => [field, operator, value]));
}

const filterQuery = <F extends string>(fields: Record<F, FieldKind>) =>
  z.optional(
    z.pipe(
      z.string().check(z.maxLength(FILTER_MAX_LENGTH, 'too_long')),
      z.transform((raw, context) => {
        const conditions = parseFilter(fields, raw);
        if (conditions) return conditions;
        context.issues.push({ code: 'custom', message: 'invalid_value', input: raw });
        return z.NEVER;
      }),
    ),
  );

/** GET invoices/?offset&limit&filter (electricity on v1, gas on v2). */
export const invoiceListQuerySchema = z.object({
  offset: z.optional(queryInt(0, 100_000_000)),
  limit: z.optional(queryInt(1, INVOICES_MAX_LIMIT)),
  filter: filterQuery(invoiceFilterFields),
  lang: langQuery,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** GET invoices_multipoint/?offset&limit&filter (v2). */
export const multipointListQuerySchema = z.object({
  offset: z.optional(queryInt(0, 100_000_000)),
  limit: z.optional(queryInt(1, INVOICES_MAX_LIMIT)),
  filter: filterQuery(multipointFilterFields),
  lang: langQuery,
});
export type MultipointListQuery = z.infer<typeof multipointListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** The paid states of spec 2 point 4 "Invoice paid status"; any other value shows nothing. */
export const invoicePaidStates = [
  'paid',
  'unpaid',
  'pending_remesa',
  'pending_transfer',
  'paid_without_transaction',
  'manual_verification_required',
] as const;
export type InvoicePaidState = (typeof invoicePaidStates)[number];

/** N normal, A annulling (cancels an invoice: counts negative), B annulling with reissue, R rectifying. */
export const rectificativeTypes = ['N', 'A', 'B', 'R'] as const;
export type RectificativeType = (typeof rectificativeTypes)[number];

/** What `pay` calls the thing paid (spec 2 point 7 "Payment": related_object_type). */
export const payableObjectTypes = ['invoice', 'invoice_multipoint'] as const;

const money = z.number();

export const onlinePaymentSchema = z.object({
  payment_enabled: z.boolean(),
  rel_object_type: z.enum(payableObjectTypes),
});

export const invoiceSchema = z.object({
  id: z.number(),
  /** The accounting invoice the payment platform charges: the same record here. */
  invoice_id: z.number(),
  number: z.string(),
  date: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  cups: z.object({ name: z.string(), full_address: z.string() }),
  energy_consumed: z.number(),
  amount_total: money,
  amount_pending: money,
  /** What the customer can pay online now: the pending amount of a payable unpaid invoice, else 0. */
  amount_to_pay: money,
  paid: z.enum(invoicePaidStates),
  rectificative_type: z.enum(rectificativeTypes),
  contract: z.object({ name: z.string() }),
  vat: z.string(),
  pending_state_history: z.array(
    z.object({
      change_date: z.string(),
      pending_state: z.object({ ov_description: z.string() }),
    }),
  ),
  online_payment: onlinePaymentSchema,
  address_invoice_id: z.nullable(z.number()),
  /**
   * The multipoint invoice that gathers this one, when one does: it is paid through that one, and
   * what of it can be paid online now (as `amount_to_pay`; beyond the spec, issue 25 point 13).
   */
  multipoint_invoice: z.nullable(
    z.object({ id: z.number(), number: z.string(), amount_to_pay: money }),
  ),
  /** Whether the meter readings of its period are stored: its `curve` download has something to give. */
  curve_available: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = pagedListSchema(invoiceSchema);
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const multipointInvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  address_invoice_id: z.number(),
  full_address: z.string(),
  amount_total: money,
  amount_pending: money,
  amount_to_pay: money,
  paid: z.enum(invoicePaidStates),
  online_payment: onlinePaymentSchema,
});
export type MultipointInvoice = z.infer<typeof multipointInvoiceSchema>;

export const multipointInvoiceListSchema = pagedListSchema(multipointInvoiceSchema);

/** GET filter/params?fields=cups,addresses,contracts,vats: the values the filter panel offers. */
export const filterParamFields = ['cups', 'addresses', 'contracts', 'vats'] as const;
export const filterParamsQuerySchema = z.object({
  fields: z.optional(
    z.pipe(
      z.string().check(z.maxLength(100, 'too_long')),
      z.transform((raw, context) => {
        const fields = raw.split(',').map((field) => field.trim());
        if (fields.every((field) => (filterParamFields as readonly string[]).includes(field))) {
          return fields as (typeof filterParamFields)[number][];
        }
        context.issues.push({ code: 'custom', message: 'invalid_value', input: raw });
        return z.NEVER;
      }),
    ),
  ),
});

export const filterParamsSchema = z.object({
  contracts: z.optional(z.array(z.string())),
  vats: z.optional(z.array(z.string())),
  cups: z.optional(z.array(z.string())),
  addresses: z.optional(z.array(z.object({ id: z.number(), full_address: z.string() }))),
});
export type FilterParams = z.infer<typeof filterParamsSchema>;
