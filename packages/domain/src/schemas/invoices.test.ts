import { describe, expect, it } from 'vitest';
import {
  type FilterCondition,
  filterParamsQuerySchema,
  invoiceFilterFields,
  invoiceListQuerySchema,
  parseFilter,
  serializeFilter,
} from './invoices';

const parse = (raw: string) => parseFilter(invoiceFilterFields, raw);

describe('invoice filter language', () => {
  it('reads conditions of every operator over the invoice fields', () => {
    expect(
      parse(
        JSON.stringify([
          ['date', '>=', '2025-01-01'],
          ['date', '<=', '2025-12-31'],
          ['amount_total', '>', '10.5'],
          ['amount_pending', '<', 0.01],
          ['energy_consumed', '=', 250],
          ['cups.full_address', 'like', 'Alcalá'],
          ['paid', 'in', ['unpaid', 'pending_remesa']],
        ]),
      ),
    ).toEqual([
      { field: 'date', operator: '>=', value: '2025-01-01' },
      { field: 'date', operator: '<=', value: '2025-12-31' },
      { field: 'amount_total', operator: '>', value: 10.5 },
      { field: 'amount_pending', operator: '<', value: 0.01 },
      { field: 'energy_consumed', operator: '=', value: 250 },
      { field: 'cups.full_address', operator: 'like', value: 'Alcalá' },
      { field: 'paid', operator: 'in', value: ['unpaid', 'pending_remesa'] },
    ]);
    expect(parse('[]')).toEqual([]);
  });

  it('takes numbers up to what their columns hold', () => {
    expect(
      parse(
        JSON.stringify([
          ['amount_total', '<', 9_999_999_999.99],
          ['amount_pending', '>', -9_999_999_999.99],
          ['energy_consumed', '<=', '999999999.999'],
          ['address_invoice_id', '=', 2_147_483_647],
        ]),
      )?.map((condition) => condition.value),
    ).toEqual([9_999_999_999.99, -9_999_999_999.99, 999_999_999.999, 2_147_483_647]);
  });

  it.each([
    ['not JSON', "[('date', '>=', '2025-01-01')]"],
    ['not a list', '{"date": "2025-01-01"}'],
    ['an unknown field', '[["partner.password", "=", "x"]]'],
    ['an unknown operator', '[["amount_total", "!=", 1]]'],
    ['like on a number', '[["amount_total", "like", "1"]]'],
    ['an order on text', '[["number", ">", "F"]]'],
    ['a date that does not exist', '[["date", ">=", "2025-02-30"]]'],
    ['a date in another format', '[["date", ">=", "01/02/2025"]]'],
    ['a number that is not one', '[["amount_total", "<", "ten"]]'],
    ['an empty in', '[["paid", "in", []]]'],
    ['a pair', '[["paid", "unpaid"]]'],
    ['a text too long', `[["number", "like", "${'x'.repeat(101)}"]]`],
    ['a text with a NUL character', '[["cups.name", "=", "ES\\u0000"]]'],
    ['a NUL character in a list', '[["paid", "in", ["unpaid", "\\u0000"]]]'],
    ['an amount no money column holds', '[["amount_total", "<", 10000000000]]'],
    ['an energy no energy column holds', '[["energy_consumed", ">", 1e9]]'],
    ['an address id no integer column holds', '[["address_invoice_id", "=", 2147483648]]'],
    ['an address id with decimals', '[["address_invoice_id", "in", [1.5]]]'],
  ])('refuses %s', (_case, raw) => {
    expect(parse(raw)).toBeNull();
  });

  it('writes what it reads', () => {
    const conditions: FilterCondition[] = [
      { field: 'date', operator: '>=', value: '2025-01-01' },
      { field: 'paid', operator: 'in', value: ['unpaid'] },
    ];
    expect(parse(serializeFilter(conditions))).toEqual(conditions);
  });

  it('gives the list query invalid_value for a filter it cannot read', () => {
    const result = invoiceListQuerySchema.safeParse({ filter: '[["date", "like", "2025"]]' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['filter'], message: 'invalid_value' });
    expect(invoiceListQuerySchema.parse({ offset: '10', limit: '12' })).toEqual({
      offset: 10,
      limit: 12,
    });
  });

  it('takes the filter parameter fields the panel asks for', () => {
    expect(filterParamsQuerySchema.parse({ fields: 'cups,addresses,contracts,vats' })).toEqual({
      fields: ['cups', 'addresses', 'contracts', 'vats'],
    });
    expect(filterParamsQuerySchema.safeParse({ fields: 'cups,passwords' }).success).toBe(false);
  });
});
