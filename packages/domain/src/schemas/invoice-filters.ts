import * as z from 'zod/mini';
import { isDateRangeValid, parseDisplayDate, parseTransportDate } from '../format/dates';
import { parseDecimalInput } from '../format/units';
import { INTEGER_MAX, MONEY_MAX } from './limits';
import type { FilterCondition, InvoiceFilterField } from './invoices';

/**
 * The invoice filter panel (spec 2 point 5, "Invoice filters"): dates as YYYY-MM-DD with the end not
 * before the start, amounts as typed (comma or dot decimals), and the contract, supply point and
 * invoice address chosen from the values filter/params offers. Every field may be empty.
 */
export const invoiceFilterFormSchema = z
  .object({
    dateFrom: z.string().check(z.refine(isEmptyOrDate, 'invalid_date')),
    dateTo: z.string().check(z.refine(isEmptyOrDate, 'invalid_date')),
    amountMin: z.string().check(z.refine(isEmptyOrAmount, 'invalid_number')),
    amountMax: z.string().check(z.refine(isEmptyOrAmount, 'invalid_number')),
    contract: z.string(),
    cups: z.string(),
    address: z.string().check(z.refine((value) => value === '' || addressId(value) !== null)),
  })
  .check(
    z.refine(
      (form) => !form.dateFrom || !form.dateTo || isDateRangeValid(form.dateFrom, form.dateTo),
      { message: 'date_range_invalid', path: ['dateTo'] },
    ),
    z.refine(
      (form) => {
        const min = form.amountMin ? amountOf(form.amountMin) : null;
        const max = form.amountMax ? amountOf(form.amountMax) : null;
        return min === null || max === null || min <= max;
      },
      { message: 'amount_range_invalid', path: ['amountMax'] },
    ),
  );
export type InvoiceFilterForm = z.infer<typeof invoiceFilterFormSchema>;

/** A date as typed in the panel: dd/mm/yyyy becomes YYYY-MM-DD; anything else is left to refuse. */
const typedDate = (value: string): string => parseDisplayDate(value) ?? value.trim();

/**
 * The filter panel as the customer types it, dates as dd/mm/yyyy in every language (spec 1 point
 * 9): its output is the form the URL and the filter language hold, with YYYY-MM-DD dates.
 */
export const invoiceFilterInputSchema = z.pipe(
  z.pipe(
    z.object({
      dateFrom: z.string(),
      dateTo: z.string(),
      amountMin: z.string(),
      amountMax: z.string(),
      contract: z.string(),
      cups: z.string(),
      address: z.string(),
    }),
    z.transform((form) => ({
      ...form,
      dateFrom: typedDate(form.dateFrom),
      dateTo: typedDate(form.dateTo),
    })),
  ),
  invoiceFilterFormSchema,
);

export const emptyInvoiceFilterForm: InvoiceFilterForm = {
  dateFrom: '',
  dateTo: '',
  amountMin: '',
  amountMax: '',
  contract: '',
  cups: '',
  address: '',
};

function isEmptyOrDate(value: string): boolean {
  return value === '' || parseTransportDate(value) !== null;
}

/** An amount as typed, or null when it is none or more than the invoices' money columns hold. */
function amountOf(value: string): number | null {
  const amount = parseDecimalInput(value);
  return amount !== null && Math.abs(amount) <= MONEY_MAX ? amount : null;
}

function isEmptyOrAmount(value: string): boolean {
  return value === '' || amountOf(value) !== null;
}

/** The id of an invoice address chosen from the offered ones, or null. */
function addressId(value: string): number | null {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return id >= 1 && id <= INTEGER_MAX ? id : null;
}

/** What a numeric filter input keeps of what is typed: digits, comma, dot and minus (spec 2 point 5). */
export function cleanNumericInput(value: string): string {
  return value.replace(/[^\d.,-]/g, '');
}

/**
 * The filter language conditions of a valid form: dates and amounts as a closed interval over the
 * invoice date and total, the choices as equalities. Empty or unreadable fields add nothing.
 */
export function invoiceFilterConditions(
  form: Partial<InvoiceFilterForm>,
): FilterCondition<InvoiceFilterField>[] {
  const conditions: FilterCondition<InvoiceFilterField>[] = [];
  if (form.dateFrom && parseTransportDate(form.dateFrom)) {
    conditions.push({ field: 'date', operator: '>=', value: form.dateFrom });
  }
  if (form.dateTo && parseTransportDate(form.dateTo)) {
    conditions.push({ field: 'date', operator: '<=', value: form.dateTo });
  }
  const min = form.amountMin ? amountOf(form.amountMin) : null;
  if (min !== null) conditions.push({ field: 'amount_total', operator: '>=', value: min });
  const max = form.amountMax ? amountOf(form.amountMax) : null;
  if (max !== null) conditions.push({ field: 'amount_total', operator: '<=', value: max });
  if (form.contract) {
    conditions.push({ field: 'contract.name', operator: '=', value: form.contract });
  }
  if (form.cups) conditions.push({ field: 'cups.name', operator: '=', value: form.cups });
  const address = form.address ? addressId(form.address) : null;
  if (address !== null) {
    conditions.push({ field: 'address_invoice_id', operator: '=', value: address });
  }
  return conditions;
}
