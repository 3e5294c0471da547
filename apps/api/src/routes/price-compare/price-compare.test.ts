import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLeads, products } from '../../db/schema';
import { backofficeCaller, outboxCalls, storedFiles } from '../../test/app-calls';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../test/build-test-app';
import { userIdByTaxId } from '../../test/db';
import { samplePdf } from '../../test/sample-files';

/** The price comparators (spec 3 point 7, docs/decisions/021). */

const backofficeKey = 'c'.repeat(40);
const CUPS = 'ES0021000000000001RK';
const GAS_CUPS = 'ES0217010103485001TM';

let addresses = 0;
/** A client address of its own for each call, so the hourly lead limit stays out of the way. */
const nextAddress = () => {
  addresses += 1;
  return `10.88.${(addresses >> 8) & 255}.${addresses & 255}`;
};

const contact = {
  name: 'Laia',
  surname1: 'Puig',
  surname2: 'Serra',
  email: 'laia.puig@example.com',
  telephone: '612 34 56 78',
  contactHours: '15-19h',
  consent: true,
  invoice: null,
};

type Result = {
  header: string;
  content: string;
  product: { id: number; name: string };
  days: number;
  total_amount: number;
  invoice_amount: number;
  saving: number;
  saving_percent: number;
  operations: {
    lines: {
      type: string;
      name: string;
      period: string | null;
      quantity: number;
      price_unit: number;
      multi: number;
      amount: number;
    }[];
    taxes: { type: string; name: string; rate: number; base: number; amount: number }[];
  };
};

describe('the price comparators', () => {
  let t: TestApp;
  let tariff: Record<string, number>;
  let comer: number;
  let gasComer: number;

  const post = (
    url: string,
    body: unknown,
    options: { lang?: string; token?: string; address?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${url}?lang=${options.lang ?? 'es'}`,
      remoteAddress: options.address ?? nextAddress(),
      headers: options.token ? bearer(options.token) : {},
      payload: body as object,
    });
  const backoffice = backofficeCaller(() => t, backofficeKey);
  const { lastEmailId, emailsAfter } = outboxCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp({ BACKOFFICE_API_KEY: backofficeKey });
    const lists = await Promise.all(
      ['/api/v1/tariff', '/api/v2/gas/tariff'].map(async (url) =>
        (await t.app.inject({ url })).json<{ id: number; name: string }[]>(),
      ),
    );
    tariff = Object.fromEntries(lists.flat().map((entry) => [entry.name, entry.id]));
    const [electricityComers, gasComers] = await Promise.all(
      ['/api/v1/leads/comers', '/api/v2/gas/leads/comers'].map(async (url) =>
        (await t.app.inject({ url })).json<{ id: number; name: string }[]>(),
      ),
    );
    comer = electricityComers![0]!.id;
    gasComer = gasComers![0]!.id;
  });
  afterAll(() => t.close());

  /** A September bill of a flat: 4.6 kW, 250 kWh, 84.37 € paid. */
  const september = () => ({
    cups: CUPS,
    comerOrigin: comer,
    accessTariff: tariff['2.0TD']!,
    power: 4.6,
    power2: 4.6,
    p1: 60,
    p2: 70,
    p3: 120,
    startDate: '2026-09-01',
    endDate: '2026-09-30',
    invoiceAmount: 84.37,
  });
  const gasSeptember = () => ({
    cups: GAS_CUPS,
    comerOrigin: gasComer,
    access_tariff: tariff['RL.1']!,
    consumption: 300,
    startDate: '2026-09-01',
    endDate: '2026-09-30',
    invoiceAmount: 45.5,
  });

  describe('POST price-compare/', () => {
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
      expect(result.header).toContain('With Tarifa Estable Hogar you would have paid €62.42');
      expect(result.operations.lines[0]?.name).toBe('Power term P1');
      expect(result.operations.taxes.map((tax) => tax.name)).toEqual([
        'Electricity special tax (5.11269632%)',
        'VAT (21%)',
      ]);
      const catalan = (
        await post('/api/v1/price-compare/', september(), { lang: 'ca' })
      ).json<Result>();
      expect(catalan.header).toContain('Amb Tarifa Estable Hogar hauries pagat 62,42');
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
        .select()
        .from(products)
        .where(eq(products.name, '2.0TD Estable'));
      await t.app.services.db
        .update(products)
        .set({ commercialName: 'Estable <img src=x onerror=alert(1)> & Co' })
        .where(eq(products.id, estable!.id));
      try {
        const result = (await post('/api/v1/price-compare/', september())).json<Result>();
        expect(result.header).toContain('Estable &#60;img src=x onerror=alert(1)&#62; &#38; Co');
        expect(result.header).not.toContain('<img');
      } finally {
        await t.app.services.db
          .update(products)
          .set({ commercialName: estable!.commercialName })
          .where(eq(products.id, estable!.id));
      }
    });

    it('bills a 3.0TD supply on six periods', async () => {
      const result = (
        await post('/api/v1/price-compare/', {
          ...september(),
          accessTariff: tariff['3.0TD']!,
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
        accessTariff: tariff['6.1TD'] ?? 987654,
        power2: undefined,
        p2: undefined,
        p3: undefined,
      });
      if (tariff['6.1TD'] === undefined) {
        expect(response.statusCode).toBe(400);
      } else {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual({ error: 'comparison_not_available' });
      }
      const gasTariff = await post('/api/v1/price-compare/', {
        ...september(),
        accessTariff: tariff['RL.1']!,
      });
      expect(gasTariff.json()).toEqual({ errors: { accessTariff: ['invalid_value'] } });
    });
  });

  describe('POST gas/price-compare/', () => {
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
        comerOrigin: comer,
        access_tariff: tariff['2.0TD']!,
      });
      expect(electricityComer.json()).toEqual({
        errors: { comerOrigin: ['invalid_value'], access_tariff: ['invalid_value'] },
      });
    });
  });

  describe('the confirms', () => {
    const rowOf = async (id: string) => {
      const [row] = await t.app.services.db
        .select()
        .from(contactLeads)
        .where(eq(contactLeads.id, id));
      return row;
    };
    const invoice = {
      name: 'factura-septiembre.pdf',
      content: `data:application/pdf;base64,${samplePdf().toString('base64')}`,
    };

    it('stores the electricity comparison, made again on the server, with the contact', async () => {
      const since = await lastEmailId();
      const response = await post('/api/v1/price-compare/confirm', {
        ...september(),
        mode: 'auto',
        ...contact,
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<{ status: string; id: string }>();
      expect(answer.status).toBe('OK');
      const row = await rowOf(answer.id);
      expect(row).toMatchObject({
        kind: 'price_compare',
        cups: CUPS,
        name: 'Laia',
        email: 'laia.puig@example.com',
        contactHours: '15-19h',
        language: 'es',
        userId: null,
        fileName: null,
      });
      expect(row?.data).toMatchObject({
        product: { name: 'Tarifa Estable Hogar' },
        access_tariff: '2.0TD',
        power: 4.6,
        p1: 60,
        p2: 70,
        p3: 120,
        start_date: '2026-09-01',
        end_date: '2026-09-30',
        invoice_amount: 84.37,
        total_amount: 62.42,
        saving: 21.95,
      });
      const emails = await emailsAfter(since);
      expect(emails.map((email) => email.to)).toContain('laia.puig@example.com');
    });

    it('refuses the client’s own numbers and an invalid comparison', async () => {
      const forged = await post('/api/v1/price-compare/confirm', {
        ...september(),
        mode: 'auto',
        ...contact,
        total_amount: 1,
      });
      expect(forged.json()).toEqual({ errors: { total_amount: ['unknown_field'] } });
      const tooMuch = await post('/api/v1/price-compare/confirm', {
        ...september(),
        p1: 4000,
        mode: 'auto',
        ...contact,
      });
      expect(tooMuch.json()).toEqual({ errors: { p1: ['consumption_too_high'] } });
      const noConsent = await post('/api/v1/price-compare/confirm', {
        ...september(),
        mode: 'auto',
        ...contact,
        consent: false,
        telephone: '12',
      });
      expect(noConsent.statusCode).toBe(400);
      expect(noConsent.json()).toEqual({
        errors: { consent: ['consent_required'], telephone: ['phone_not_valid'] },
      });
    });

    it('stores the invoice of the manual mode', async () => {
      const before = storedFiles(t, 'contact-leads');
      const response = await post('/api/v1/price-compare/confirm', {
        mode: 'manual',
        ...contact,
        invoice,
      });
      expect(response.statusCode, response.body).toBe(200);
      const row = await rowOf(response.json<{ id: string }>().id);
      expect(row).toMatchObject({
        kind: 'price_compare_invoice',
        cups: null,
        fileName: 'factura-septiembre.pdf',
        fileType: 'application/pdf',
      });
      expect(storedFiles(t, 'contact-leads')).toBe(before + 1);
      const missing = await post('/api/v1/price-compare/confirm', { mode: 'manual', ...contact });
      expect(missing.json()).toEqual({ errors: { invoice: ['required'] } });
    });

    it('stores the gas comparison and the gas invoice', async () => {
      const auto = await post(
        '/api/v2/gas/price-compare/confirm',
        { ...gasSeptember(), mode: 'auto', ...contact },
        { lang: 'ca' },
      );
      expect(auto.statusCode, auto.body).toBe(200);
      expect(await rowOf(auto.json<{ id: string }>().id)).toMatchObject({
        kind: 'gas_price_compare',
        cups: GAS_CUPS,
        language: 'ca',
        data: { access_tariff: 'RL.1', consumption: 300, total_amount: 33.02 },
      });
      const manual = await post('/api/v2/gas/price-compare/confirm', {
        mode: 'manual',
        cups: GAS_CUPS,
        ...contact,
        invoice,
      });
      expect(manual.statusCode, manual.body).toBe(200);
      expect(await rowOf(manual.json<{ id: string }>().id)).toMatchObject({
        kind: 'gas_price_compare_invoice',
        cups: GAS_CUPS,
        fileName: 'factura-septiembre.pdf',
      });
    });

    it('names a signed-in customer', async () => {
      const token = await signIn(t.app, demoHousehold);
      const response = await post(
        '/api/v1/price-compare/confirm',
        { ...september(), mode: 'auto', ...contact },
        { token },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect((await rowOf(response.json<{ id: string }>().id))?.userId).toBe(
        await userIdByTaxId(t.app, demoHousehold.user),
      );
    });
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
