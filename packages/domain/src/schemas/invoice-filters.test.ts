import { describe, expect, it } from 'vitest';
import {
  cleanNumericInput,
  emptyInvoiceFilterForm,
  invoiceFilterConditions,
  invoiceFilterFormSchema,
  invoiceFilterInputSchema,
} from './invoice-filters';
import { invoiceFilterFields, parseFilter, serializeFilter } from './invoices';

const form = (patch: Partial<typeof emptyInvoiceFilterForm>) => ({
  ...emptyInvoiceFilterForm,
  ...patch,
});
const issues = (value: ReturnType<typeof form>) => {
  const result = invoiceFilterFormSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('invoiceFilterFormSchema (spec 2 point 5)', () => {
  it('accepts an empty form and a full one', () => {
    expect(issues(emptyInvoiceFilterForm)).toEqual([]);
    expect(
      issues(
        form({
          dateFrom: '2025-01-01',
          dateTo: '2025-01-01',
          amountMin: '10,5',
          amountMax: '100',
          contract: '0100001',
          cups: 'ES0021000120300001AB0F',
          address: '7',
        }),
      ),
    ).toEqual([]);
  });

  it('refuses an end before the start', () => {
    expect(issues(form({ dateFrom: '2025-06-01', dateTo: '2025-05-31' }))).toEqual([
      'dateTo:date_range_invalid',
    ]);
  });

  it('refuses dates that do not exist and amounts that are not numbers', () => {
    expect(issues(form({ dateFrom: '2025-02-30', amountMin: '1-2' }))).toEqual([
      'dateFrom:invalid_date',
      'amountMin:invalid_number',
    ]);
  });

  it('refuses amounts and addresses no column holds', () => {
    expect(issues(form({ amountMin: '-10000000000', amountMax: '10000000000' }))).toEqual([
      'amountMin:invalid_number',
      'amountMax:invalid_number',
    ]);
    expect(invoiceFilterFormSchema.safeParse(form({ address: '2147483648' })).success).toBe(false);
    expect(issues(form({ amountMax: '9999999999,99', address: '2147483647' }))).toEqual([]);
  });

  it('refuses a maximum below the minimum', () => {
    expect(issues(form({ amountMin: '50', amountMax: '20,5' }))).toEqual([
      'amountMax:amount_range_invalid',
    ]);
  });
});

describe('invoiceFilterInputSchema (dates typed dd/mm/yyyy, spec 1 point 9)', () => {
  it('gives the form with YYYY-MM-DD dates', () => {
    const result = invoiceFilterInputSchema.safeParse(
      form({ dateFrom: '1/6/2025', dateTo: '30/06/2025', amountMin: '10,5' }),
    );
    expect(result.success && result.data).toEqual(
      form({ dateFrom: '2025-06-01', dateTo: '2025-06-30', amountMin: '10,5' }),
    );
  });

  it('refuses a day that does not exist and an end before the start, on their fields', () => {
    const issuesOf = (value: ReturnType<typeof form>) => {
      const result = invoiceFilterInputSchema.safeParse(value);
      return result.success
        ? []
        : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    };
    expect(issuesOf(form({ dateFrom: '30/02/2025' }))).toEqual(['dateFrom:invalid_date']);
    expect(issuesOf(form({ dateFrom: '01/06/2025', dateTo: '31/05/2025' }))).toEqual([
      'dateTo:date_range_invalid',
    ]);
  });
});

describe('cleanNumericInput', () => {
  it('keeps digits, comma, dot and minus only', () => {
    expect(cleanNumericInput('12a,5 €')).toBe('12,5');
    expect(cleanNumericInput('-3.2e1')).toBe('-3.21');
  });
});

describe('invoiceFilterConditions', () => {
  it('writes the filter language the invoice lists read', () => {
    const conditions = invoiceFilterConditions(
      form({
        dateFrom: '2025-01-01',
        dateTo: '2025-12-31',
        amountMin: '40,5',
        amountMax: '100',
        contract: '0100001',
        cups: 'ES0021',
        address: '3',
      }),
    );
    const filter = serializeFilter(conditions);
    expect(JSON.parse(filter)).toEqual([
      ['date', '>=', '2025-01-01'],
      ['date', '<=', '2025-12-31'],
      ['amount_total', '>=', 40.5],
      ['amount_total', '<=', 100],
      ['contract.name', '=', '0100001'],
      ['cups.name', '=', 'ES0021'],
      ['address_invoice_id', '=', 3],
    ]);
    expect(parseFilter(invoiceFilterFields, filter)).toEqual(conditions);
  });

  it('adds nothing for empty or unreadable fields', () => {
    expect(invoiceFilterConditions(emptyInvoiceFilterForm)).toEqual([]);
    expect(invoiceFilterConditions(form({ dateFrom: 'x', amountMax: 'abc' }))).toEqual([]);
  });
});
