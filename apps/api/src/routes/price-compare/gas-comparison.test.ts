import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { type Result, comparatorCalls } from './testing/comparator-calls';

describe('the gas comparator (spec 3 point 7, docs/decisions/021)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await calls.load();
  });
  afterAll(() => t.close());
  const calls = comparatorCalls(() => t);
  const { post, gasSeptember } = calls;

  it('bills a September of gas: fixed term, energy, meter, hydrocarbon tax and VAT', async () => {
    const response = await post('/api/v2/gas/price-compare/', gasSeptember());
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    expect(result.product.name).toBe('Gas Hogar');
    expect(result.operations.lines.map((line) => [line.name, line.amount])).toEqual([
      ['Término fijo', 3.47], // 30 × 0.1156 = 3.468
      ['Término variable', 22.53], // 300 × 0.0751
      ['Alquiler del contador', 0.59], // 30 × 0.0197 = 0.591
    ]);
    expect(result.operations.taxes.map((tax) => [tax.name, tax.amount])).toEqual([
      ['Impuesto especial sobre hidrocarburos (0,00234 €/kWh)', 0.7], // 300 × 0.00234
      ['IVA (21\u00a0%)', 5.73], // 27.29 × 21 % = 5.7309
    ]);
    expect(result.total_amount).toBe(33.02);
    expect(result.saving).toBe(12.48);
  });

  it('requires every field', async () => {
    const response = await post('/api/v2/gas/price-compare/', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        cups: ['required'],
        comerOrigin: ['required'],
        access_tariff: ['required'],
        consumption: ['required'],
        startDate: ['required'],
        endDate: ['required'],
        invoiceAmount: ['required'],
      },
    });
    const crossed = await post('/api/v2/gas/price-compare/', {
      ...gasSeptember(),
      endDate: '2026-08-01',
    });
    expect(crossed.json()).toEqual({ errors: { endDate: ['date_range_invalid'] } });
    const electricityComer = await post('/api/v2/gas/price-compare/', {
      ...gasSeptember(),
      comerOrigin: calls.comerId(),
      access_tariff: calls.tariffId('2.0TD')!,
    });
    expect(electricityComer.json()).toEqual({
      errors: { comerOrigin: ['invalid_value'], access_tariff: ['invalid_value'] },
    });
  });
});
