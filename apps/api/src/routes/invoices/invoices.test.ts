import {
  type InvoiceList,
  type MultipointInvoice,
  invoiceListSchema,
} from '@portal/domain/schemas/invoices';
import { defaultSettings } from '@portal/domain/schemas/settings';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/contracts';
import { curveDays } from '../../db/schema/curves';
import { invoiceLines, invoices } from '../../db/schema/invoices';
import { backofficeCaller } from '../../testing/app-calls';
import { type TestApp, bearer, buildSignedInApp } from '../../testing/build-test-app';

describe('invoice lists (spec 2 point 7 "Invoices")', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const list = async (url: string, token: string) => {
    const response = await get(url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InvoiceList>();
  };
  const filtered = (conditions: unknown[], extra = '') =>
    `/api/v1/invoices/?filter=${encodeURIComponent(JSON.stringify(conditions))}${extra}`;

  describe('electricity (v1) and gas (v2)', () => {
    it("lists the household's electricity invoices newest first, with the spec's fields", async () => {
      const page = await list('/api/v1/invoices/', household);
      expect(page.offset).toBe(0);
      expect(page.limit).toBe(defaultSettings.invoices.itemsPerPage);
      expect(page.n_items).toBeGreaterThan(36 + 12);
      const dates = page.items.map((invoice) => invoice.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set(page.items.map((invoice) => invoice.contract.name))).toEqual(
        new Set(['0100001', '0100002']),
      );
      const [newest] = page.items;
      expect(newest).toMatchObject({
        invoice_id: newest!.id,
        cups: { full_address: expect.stringContaining(', ') },
        vat: '12345678Z',
        online_payment: { rel_object_type: 'invoice' },
        address_invoice_id: null,
      });
      expect(newest!.start_date <= newest!.end_date).toBe(true);
    });

    it('shows the unpaid, partly paid, direct-debit and annulled cases of the demo', async () => {
      const { items } = await list('/api/v1/invoices/?limit=1000', household);
      const home = items.filter((invoice) => invoice.contract.name === '0100001');
      const normal = home.filter((invoice) => invoice.rectificative_type === 'N');
      const [unpaid, partial] = normal;
      expect(unpaid).toMatchObject({ paid: 'unpaid', online_payment: { payment_enabled: true } });
      expect(unpaid!.amount_pending).toBe(unpaid!.amount_total);
      expect(unpaid!.amount_to_pay).toBe(unpaid!.amount_total);
      expect(
        unpaid!.pending_state_history.map((entry) => entry.pending_state.ov_description),
      ).toEqual([
        'Factura emitida',
        'Enviada al banco para su cobro',
        'Recibo devuelto por el banco',
        'Aviso de pago enviado',
      ]);
      expect(partial!.paid).toBe('unpaid');
      expect(partial!.amount_pending).toBeGreaterThan(0);
      expect(partial!.amount_pending).toBeLessThan(partial!.amount_total);

      const annulling = home.find((invoice) => invoice.rectificative_type === 'A')!;
      const original = home.find(
        (invoice) =>
          invoice.rectificative_type === 'N' && invoice.start_date === annulling.start_date,
      )!;
      expect(annulling.amount_total).toBe(-original.amount_total);
      expect(annulling.energy_consumed).toBe(-original.energy_consumed);
      const reissued = home.find((invoice) => invoice.rectificative_type === 'R')!;
      expect(reissued.start_date).toBe(original.start_date);
      expect(reissued.energy_consumed).toBeLessThan(original.energy_consumed);

      const second = items.find((invoice) => invoice.contract.name === '0100002')!;
      expect(second).toMatchObject({ paid: 'pending_remesa', amount_to_pay: 0 });
      const paid = normal.at(-1)!;
      // Collected by direct debit: paid, with no card transaction to summarise.
      expect(paid).toMatchObject({
        paid: 'paid_without_transaction',
        amount_pending: 0,
        amount_to_pay: 0,
      });
      expect(paid.pending_state_history).toEqual([]);
    });

    it('tells the collection history in the language asked for', async () => {
      const { items } = await list('/api/v1/invoices/?limit=1&lang=ca', household);
      expect(items[0]!.pending_state_history[0]!.pending_state.ov_description).toBe(
        'Factura emesa',
      );
    });

    it('says which invoices have their readings stored, so a curve to download', async () => {
      const { items } = await list('/api/v1/invoices/?limit=1000', household);
      const [readingsFrom] = await t.app.services.db
        .select({ day: sql<string>`min(${curveDays.day})::text` })
        .from(curveDays)
        .innerJoin(contracts, eq(contracts.supplyPointId, curveDays.supplyPointId))
        .where(eq(contracts.name, '0100001'));
      const home = items.filter((invoice) => invoice.contract.name === '0100001');
      const recent = home.filter(
        (invoice) => invoice.rectificative_type !== 'A' && invoice.start_date >= readingsFrom!.day,
      );
      const old = home.filter((invoice) => invoice.end_date < readingsFrom!.day);
      expect(recent.length).toBeGreaterThan(0);
      expect(old.length).toBeGreaterThan(0);
      expect(recent.every((invoice) => invoice.curve_available)).toBe(true);
      expect(old.some((invoice) => invoice.curve_available)).toBe(false);
      // An annulling invoice bills no consumption of its own.
      const annulling = home.find((invoice) => invoice.rectificative_type === 'A')!;
      expect(annulling.curve_available).toBe(false);
      // What the list says is what the download does.
      const offered = await get(`/api/v1/invoices/${recent[0]!.id}/curve/`, household);
      expect(offered.statusCode).toBe(200);
      const refused = await get(`/api/v1/invoices/${old[0]!.id}/curve/`, household);
      expect(refused.statusCode).toBe(404);

      const gas = await list('/api/v2/invoices/?limit=1000', household);
      expect(gas.items.some((invoice) => invoice.curve_available)).toBe(false);
    });

    it('lists gas on v2 only', async () => {
      const gas = await list('/api/v2/invoices/', household);
      expect(gas.n_items).toBe(36);
      expect(new Set(gas.items.map((invoice) => invoice.contract.name))).toEqual(
        new Set(['0200001']),
      );
      expect(gas.items[0]!.paid).toBe('pending_transfer');
    });

    it('pages with offset and limit', async () => {
      const all = await list('/api/v1/invoices/?limit=1000', household);
      const page = await list('/api/v1/invoices/?offset=12&limit=12', household);
      expect(page).toMatchObject({ offset: 12, limit: 12, n_items: all.n_items });
      expect(page.items.map((invoice) => invoice.id)).toEqual(
        all.items.slice(12, 24).map((invoice) => invoice.id),
      );
    });

    it('counts the matching invoices on a page past the end, and on a filter that keeps none', async () => {
      const all = await list('/api/v1/invoices/?limit=1000', household);
      const past = await list(`/api/v1/invoices/?offset=${all.n_items}&limit=12`, household);
      expect(past).toMatchObject({ items: [], n_items: all.n_items });
      const none = await list(filtered([['amount_total', '<', -1_000_000]]), household);
      expect(none).toMatchObject({ items: [], n_items: 0 });
    });
  });

  describe('filters (spec 2 point 5)', () => {
    it('filters by a date range and an amount', async () => {
      const all = (await list('/api/v1/invoices/?limit=1000', household)).items;
      const year = all[0]!.date.slice(0, 4);
      const conditions = [
        ['date', '>=', `${year}-01-01`],
        ['date', '<=', `${year}-12-31`],
        ['amount_total', '>', 40],
      ];
      const { items, n_items } = await list(filtered(conditions, '&limit=1000'), household);
      const expected = all.filter(
        (invoice) => invoice.date.startsWith(year) && invoice.amount_total > 40,
      );
      expect(n_items).toBe(expected.length);
      expect(items.map((invoice) => invoice.id)).toEqual(expected.map((invoice) => invoice.id));
    });

    it('filters by text in part, by contract and by a list of states', async () => {
      const begur = await list(filtered([['cups.full_address', 'like', 'begur']]), household);
      expect(begur.n_items).toBeGreaterThan(0);
      expect(begur.items.every((invoice) => invoice.contract.name === '0100002')).toBe(true);

      const states = await list(
        filtered([
          ['contract.name', '=', '0100001'],
          ['paid', 'in', ['unpaid', 'pending_remesa']],
        ]),
        household,
      );
      expect(states.items.map((invoice) => invoice.paid)).toEqual(['unpaid', 'unpaid']);

      const annulling = await list(filtered([['amount_total', '<', 0]]), household);
      expect(annulling.items.map((invoice) => invoice.rectificative_type)).toEqual(['A']);
    });

    it('treats like wildcards as text', async () => {
      const none = await list(filtered([['number', 'like', '%']]), household);
      expect(none.n_items).toBe(0);
    });

    it.each([
      ['not JSON', 'date>=2025-01-01'],
      ['an unknown field', JSON.stringify([['password', '=', 'x']])],
      ['a date that is not one', JSON.stringify([['date', '>=', '2025-13-01']])],
      ['an order on text', JSON.stringify([['number', '<', 'F']])],
    ])('refuses %s with invalid_value', async (_case, filter) => {
      const response = await get(
        `/api/v1/invoices/?filter=${encodeURIComponent(filter)}`,
        household,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { filter: ['invalid_value'] } });
    });
  });

  describe("one customer never reaches another's invoices", () => {
    it("finds nothing of the company's for the household, whatever the filter", async () => {
      const other = await list(filtered([['contract.name', '=', '0300001']]), household);
      expect(other.n_items).toBe(0);
      const byVat = await list(filtered([['vat', '=', 'B12345674']]), household);
      expect(byVat.n_items).toBe(0);
      const multipoint = await list('/api/v2/invoices_multipoint/', household);
      expect(multipoint.n_items).toBe(0);
    });

    it('asks for a session', async () => {
      for (const url of [
        '/api/v1/invoices/',
        '/api/v2/invoices/',
        '/api/v2/invoices_multipoint/',
        '/api/v2/filter/params',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(401);
      }
    });
  });

  describe('the company', () => {
    it('has thousands of invoices across its supply points, and pages through them', async () => {
      const page = await list('/api/v1/invoices/?limit=150', company);
      expect(page.n_items).toBeGreaterThan(1900);
      expect(page.items).toHaveLength(150);
      expect(new Set(page.items.map((invoice) => invoice.contract.name)).size).toBeGreaterThan(30);
      expect(page.items[0]).toMatchObject({
        vat: 'B12345674',
        address_invoice_id: expect.any(Number),
        online_payment: { payment_enabled: false },
        amount_to_pay: 0,
      });
    });

    it('writes the list exactly as its schema would (the route skips the zod serializer)', async () => {
      for (const [url, token] of [
        ['/api/v1/invoices/?limit=1000', household],
        ['/api/v2/invoices/?lang=en', household],
        ['/api/v1/invoices/', company],
        [filtered([['paid', 'in', ['unpaid']]], '&offset=3&limit=20'), company],
      ] as const) {
        const response = await get(url, token);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(
          JSON.stringify(invoiceListSchema.parse(JSON.parse(response.body))),
        );
      }
    });

    it("lists its multipoint invoices, each the sum of its supply points' invoices", async () => {
      const response = await get('/api/v2/invoices_multipoint/?limit=5', company);
      expect(response.statusCode).toBe(200);
      const { items, n_items } = response.json<{ items: MultipointInvoice[]; n_items: number }>();
      expect(n_items).toBe(60);
      const [newest, previous] = items;
      expect(newest).toMatchObject({
        paid: 'unpaid',
        online_payment: { payment_enabled: true, rel_object_type: 'invoice_multipoint' },
        full_address: expect.stringContaining('Indústria'),
      });
      expect(newest!.amount_to_pay).toBe(newest!.amount_total);
      expect(previous).toMatchObject({ paid: 'paid_without_transaction', amount_to_pay: 0 });

      // Each of its invoices names it: they are paid through it.
      const members = await list('/api/v1/invoices/?limit=100', company);
      const gathered = members.items.filter(
        (invoice) => invoice.multipoint_invoice?.id === newest!.id,
      );
      expect(gathered.length).toBeGreaterThan(1);
      expect(gathered[0]!.multipoint_invoice).toEqual({
        id: newest!.id,
        number: newest!.number,
        amount_to_pay: newest!.amount_to_pay,
      });
      expect(gathered[0]!.amount_to_pay).toBe(0);

      const [sum] = await t.app.services.db
        .select({ total: sql<string>`sum(${invoices.amountTotal})` })
        .from(invoices)
        .where(eq(invoices.multipointInvoiceId, newest!.id));
      expect(Number(sum!.total)).toBeCloseTo(newest!.amount_total, 2);

      const byAddress = await list(
        `/api/v2/invoices_multipoint/?filter=${encodeURIComponent(
          JSON.stringify([['address_invoice_id', '=', newest!.address_invoice_id]]),
        )}`,
        company,
      );
      expect(byAddress.n_items).toBe(60);
    });

    it('offers the filter panel its own contracts, tax ids, CUPS and invoice addresses', async () => {
      const response = await get(
        '/api/v2/filter/params?fields=cups,addresses,contracts,vats',
        company,
      );
      expect(response.statusCode).toBe(200);
      const params = response.json<{
        contracts: string[];
        vats: string[];
        cups: string[];
        addresses: { id: number; full_address: string }[];
      }>();
      expect(params.vats).toEqual(['B12345674']);
      expect(params.contracts).toContain('0300001');
      expect(params.contracts).not.toContain('0100001');
      expect(params.cups.length).toBe(params.contracts.length);
      expect(params.addresses).toEqual([
        { id: expect.any(Number), full_address: expect.stringContaining('Indústria') },
      ]);

      const some = await get('/api/v2/filter/params?fields=vats', household);
      expect(some.json()).toEqual({ vats: ['12345678Z'] });
      const bad = await get('/api/v2/filter/params?fields=vats,passwords', household);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ errors: { fields: ['invalid_value'] } });
    });
  });

  it('offers nothing to pay online when the retailer turns payment off', async () => {
    const admin = backofficeCaller(() => t, 'admin');
    const setPayment = (enablePayment: boolean) =>
      admin('PUT', '/settings', {
        public: { invoices: { ...defaultSettings.invoices, enablePayment } },
      });
    expect((await setPayment(false)).statusCode).toBe(200);
    try {
      const [unpaid] = (await list(filtered([['paid', '=', 'unpaid']]), household)).items;
      expect(unpaid).toMatchObject({
        amount_to_pay: 0,
        online_payment: { payment_enabled: false },
      });
      expect(unpaid!.amount_pending).toBeGreaterThan(0);
    } finally {
      await setPayment(true);
    }
  });

  it('stores lines that add up to every invoice to the cent', async () => {
    const rows = await t.app.services.db
      .select({
        untaxed: invoices.amountUntaxed,
        vat: invoices.amountVat,
        total: invoices.amountTotal,
        lines: sql<string>`sum(${invoiceLines.amount})`,
      })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .groupBy(invoices.id);
    expect(rows.length).toBeGreaterThan(2000);
    const wrong = rows.filter(
      (row) =>
        Number(row.lines) !== Number(row.untaxed) ||
        Math.round((Number(row.untaxed) + Number(row.vat)) * 100) !==
          Math.round(Number(row.total) * 100),
    );
    expect(wrong).toEqual([]);
  });
});
