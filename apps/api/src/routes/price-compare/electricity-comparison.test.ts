import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLeads } from '../../db/schema/contact-leads';
import { productOffers } from '../../db/schema/contracting';
import { products } from '../../db/schema/contracts';
import { backofficeCaller } from '../../testing/app-calls';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { type Result, comparatorCalls, contact } from './testing/comparator-calls';

describe('the electricity comparator (spec 3 point 7, docs/decisions/021)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await calls.load();
  });
  afterAll(() => t.close());
  const calls = comparatorCalls(() => t);
  const { post, september, gasSeptember } = calls;
  const backoffice = backofficeCaller(() => t, 'admin');

  it('bills a September on the retailer’s product, line by line, to the cent', async () => {
    const response = await post('/api/v1/price-compare/', september());
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    // The three household products with these prices tie: the retailer's first one.
    expect(result.product.name).toBe('Tarifa Estable Hogar');
    expect(result.days).toBe(30);
    expect(result.operations.lines).toEqual([
      // 4.6 kW × 0.0887 €/kW·day × 30 days = 12.2406
      {
        type: 'potencia',
        name: 'Término de potencia P1',
        period: 'P1',
        quantity: 4.6,
        price_unit: 0.0887,
        multi: 30,
        amount: 12.24,
      },
      // 4.6 × 0.0101 × 30 = 1.3938
      {
        type: 'potencia',
        name: 'Término de potencia P2',
        period: 'P2',
        quantity: 4.6,
        price_unit: 0.0101,
        multi: 30,
        amount: 1.39,
      },
      {
        type: 'energia',
        name: 'Término de energía P1',
        period: 'P1',
        quantity: 60,
        price_unit: 0.2105,
        multi: 1,
        amount: 12.63,
      },
      // 70 × 0.1402 = 9.814
      {
        type: 'energia',
        name: 'Término de energía P2',
        period: 'P2',
        quantity: 70,
        price_unit: 0.1402,
        multi: 1,
        amount: 9.81,
      },
      // 120 × 0.1021 = 12.252
      {
        type: 'energia',
        name: 'Término de energía P3',
        period: 'P3',
        quantity: 120,
        price_unit: 0.1021,
        multi: 1,
        amount: 12.25,
      },
      // 30 days × 0.0266 €/day = 0.798
      {
        type: 'lloguer',
        name: 'Alquiler del contador',
        period: null,
        quantity: 1,
        price_unit: 0.0266,
        multi: 30,
        amount: 0.8,
      },
    ]);
    expect(result.operations.taxes).toEqual([
      // 48.32 € of power and energy × 5.11269632 % = 2.4704
      {
        type: 'iee',
        name: 'Impuesto especial sobre la electricidad (5,11269632\u00a0%)',
        rate: 5.11269632,
        base: 48.32,
        amount: 2.47,
      },
      // (48.32 + 2.47 + 0.80) × 21 % = 10.8339
      { type: 'iva', name: 'IVA (21\u00a0%)', rate: 21, base: 51.59, amount: 10.83 },
    ]);
    expect(result.total_amount).toBe(62.42);
    const cents = [...result.operations.lines, ...result.operations.taxes].reduce(
      (sum, entry) => sum + Math.round(entry.amount * 100),
      0,
    );
    expect(cents).toBe(6242);
    expect(result.invoice_amount).toBe(84.37);
    expect(result.saving).toBe(21.95);
    expect(result.saving_percent).toBe(26);
    expect(result.header).toBe(
      '<h2>Con Tarifa Estable Hogar habrías pagado 62,42\u00a0€</h2>' +
        '<p>Del 01/09/2026 al 30/09/2026 (30 días)</p>',
    );
    expect(result.content).toContain('Tu factura: 84,37\u00a0€.');
    expect(result.content).toContain('<strong>Ahorrarías 21,95\u00a0€ (26\u00a0%).</strong>');
    expect(result.content).toContain('Tres precios de la energía según la hora');
  });

  it('answers in the language asked for', async () => {
    const result = (
      await post('/api/v1/price-compare/', september(), { lang: 'en' })
    ).json<Result>();
    expect(result.header).toContain('With Stable Home Tariff you would have paid €62.42');
    expect(result.operations.lines[0]?.name).toBe('Power term P1');
    expect(result.operations.taxes.map((tax) => tax.name)).toEqual([
      'Electricity special tax (5.11269632%)',
      'VAT (21%)',
    ]);
    const catalan = (
      await post('/api/v1/price-compare/', september(), { lang: 'ca' })
    ).json<Result>();
    expect(catalan.header).toContain('Amb Tarifa Estable Llar hauries pagat 62,42');
    expect(catalan.operations.lines.at(-1)?.name).toBe('Lloguer del comptador');
  });

  it('chooses the cheapest product for the consumption', async () => {
    // Mostly at night: the night product costs 2.59 + 3.04 + 25.50 in energy against
    // 2.11 + 2.80 + 30.63 on the stable one.
    const result = (
      await post('/api/v1/price-compare/', { ...september(), p1: 10, p2: 20, p3: 300 })
    ).json<Result>();
    expect(result.product.name).toBe('Tarifa Noches y Findes');
    expect(result.operations.lines.filter((line) => line.type === 'energia')).toMatchObject([
      { amount: 2.59 },
      { amount: 3.04 },
      { amount: 25.5 },
    ]);
  });

  it('says when the visitor already pays less', async () => {
    const result = (
      await post('/api/v1/price-compare/', { ...september(), invoiceAmount: 50 })
    ).json<Result>();
    expect(result.saving).toBe(-12.42);
    expect(result.content).toContain('pagarías 12,42\u00a0€ más que ahora');
  });

  it('escapes what it writes into the HTML', async () => {
    const [estable] = await t.app.services.db
      .select({ id: products.id, names: productOffers.names })
      .from(products)
      .innerJoin(productOffers, eq(productOffers.productId, products.id))
      .where(eq(products.name, '2.0TD Estable'));
    await t.app.services.db
      .update(productOffers)
      .set({ names: { es: 'Estable <img src=x onerror=alert(1)> & Co' } })
      .where(eq(productOffers.productId, estable!.id));
    try {
      const result = (await post('/api/v1/price-compare/', september())).json<Result>();
      expect(result.header).toContain('Estable &#60;img src=x onerror=alert(1)&#62; &#38; Co');
      expect(result.header).not.toContain('<img');
    } finally {
      await t.app.services.db
        .update(productOffers)
        .set({ names: estable!.names })
        .where(eq(productOffers.productId, estable!.id));
    }
  });

  it('bills a 3.0TD supply on six periods', async () => {
    const result = (
      await post('/api/v1/price-compare/', {
        ...september(),
        accessTariff: calls.tariffId('3.0TD')!,
        power: 20,
        power2: 25,
        p1: 500,
        p2: 600,
        p3: 400,
        p4: 300,
        p5: 200,
        p6: 1000,
        invoiceAmount: 700,
      })
    ).json<Result>();
    expect(result.product.name).toBe('Empresa Plus');
    expect(result.operations.lines).toHaveLength(13);
    expect(result.total_amount).toBe(636.12);
  });

  it.each([
    [{ cups: '' }, { cups: ['required'] }],
    [{ cups: 'ES0021000000000001RA' }, { cups: ['cups_not_valid'] }],
    [{ comerOrigin: 0 }, { comerOrigin: ['invalid_value'] }],
    [{ comerOrigin: 987654 }, { comerOrigin: ['invalid_value'] }],
    [{ accessTariff: 987654 }, { accessTariff: ['invalid_value'] }],
    [{ accessTariff: undefined }, { accessTariff: ['required'] }],
    [{ power: 0 }, { power: ['positive_number'] }],
    [{ power: 4.6001 }, { power: ['invalid_value'] }],
    [{ power2: -2 }, { power2: ['positive_number'] }],
    [{ p1: undefined }, { p1: ['required'] }],
    [{ p2: 1.5 }, { p2: ['invalid_value'] }],
    [{ p4: 10 }, { p4: ['period_not_in_tariff'] }],
    [{ startDate: '2026-09-31' }, { startDate: ['date_not_valid'] }],
    [{ startDate: '2026-10-01' }, { endDate: ['date_range_invalid'] }],
    [{ startDate: '2025-01-01' }, { endDate: ['period_too_long'] }],
    [{ invoiceAmount: -1 }, { invoiceAmount: ['positive_number'] }],
    // 4.6 kW × 24 h × 30 days = 3,312 kWh at most.
    [{ p1: 3000, p2: 200, p3: 113 }, { p1: ['consumption_too_high'] }],
    [{ total_amount: 1 }, { total_amount: ['unknown_field'] }],
  ])('refuses %o', async (change, errors) => {
    const response = await post('/api/v1/price-compare/', { ...september(), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ errors });
  });

  it('takes the most the power can deliver', async () => {
    const response = await post('/api/v1/price-compare/', {
      ...september(),
      p1: 3000,
      p2: 200,
      p3: 112,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('cannot compare a tariff the retailer has no product for, or a gas tariff', async () => {
    const response = await post('/api/v1/price-compare/', {
      ...september(),
      accessTariff: calls.tariffId('6.1TD') ?? 987654,
      power2: undefined,
      p2: undefined,
      p3: undefined,
    });
    if (calls.tariffId('6.1TD') === undefined) {
      expect(response.statusCode).toBe(400);
    } else {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ error: 'comparison_not_available' });
    }
    const gasTariff = await post('/api/v1/price-compare/', {
      ...september(),
      accessTariff: calls.tariffId('RL.1')!,
    });
    expect(gasTariff.json()).toEqual({ errors: { accessTariff: ['invalid_value'] } });
  });

  it('is not there while the comparator is off, nor the gas one without gas', async () => {
    const count = () => t.app.services.db.$count(contactLeads);
    const before = await count();
    const off = await backoffice('PUT', '/settings', {
      public: { features: { comparator: false } },
      private: {},
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      for (const [url, body] of [
        ['/api/v1/price-compare/', september()],
        ['/api/v1/price-compare/confirm', { ...september(), mode: 'auto', ...contact }],
        ['/api/v2/gas/price-compare/', gasSeptember()],
        ['/api/v2/gas/price-compare/confirm', { ...gasSeptember(), mode: 'auto', ...contact }],
      ] as const) {
        const response = await post(url, body);
        expect(response.statusCode, url).toBe(404);
      }
      await backoffice('PUT', '/settings', {
        public: { features: { comparator: true, displayTypes: ['electricity'] } },
        private: {},
      });
      expect((await post('/api/v2/gas/price-compare/', gasSeptember())).statusCode).toBe(404);
      expect((await post('/api/v1/price-compare/', september())).statusCode).toBe(200);
    } finally {
      await backoffice('PUT', '/settings', {
        public: { features: { comparator: true, displayTypes: ['electricity', 'gas'] } },
        private: {},
      });
    }
    expect(await count()).toBe(before);
  });
});
