import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omipAlerts, omipPrices, omipProducts } from '../../db/schema/omip';
import { retailerDay } from '../../lib/retailer-day';
import { outboxCalls } from '../../testing/app-calls';
import { bearer, buildSignedInApp, type SignedInApp } from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

/** OMIP price alerts (spec 3 point 7) and the import that evaluates them (decision 022). */

type Product = {
  id: number;
  name: string;
  description: string | null;
  last_price: number | null;
  last_day: string | null;
};
type Alert = {
  id: number;
  product: string;
  product_id: number;
  type: '<' | '>' | '==';
  price: number;
  met: boolean;
};

const daysAgo = (days: number) =>
  new Date(Date.parse(`${retailerDay()}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe('OMIP price alerts', () => {
  let s: SignedInApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    s = await buildSignedInApp();
    admin = await staffAuthorization(s.t, 'admin');
  });
  afterAll(() => s.t.close());
  const emails = outboxCalls(() => s.t);

  const get = (token: string, url: string) =>
    s.t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: bearer(token) });
  const post = (token: string, url: string, payload: object) =>
    s.t.app.inject({ method: 'POST', url: `/api/v2${url}`, headers: bearer(token), payload });
  const addAlert = (token: string, payload: object) => post(token, '/omip/alerts/', payload);
  const deleteAlert = (token: string, id: number) => post(token, '/omip/delete/alerts/', { id });
  const alerts = async (token: string) => (await get(token, '/omip/alerts/')).json<Alert[]>();
  const importCsv = (csv: string, headers: Record<string, string> = {}) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/omip/prices',
      headers: { 'content-type': 'text/csv', ...admin, ...headers },
      payload: csv,
    });
  const storedPrices = async (name: string) =>
    s.t.app.services.db
      .select({ day: omipPrices.day, price: omipPrices.price })
      .from(omipPrices)
      .innerJoin(omipProducts, eq(omipProducts.id, omipPrices.productId))
      .where(eq(omipProducts.name, name))
      .orderBy(omipPrices.day);

  it('lists the demo products with their latest price, and a year of weekday prices for the chart', async () => {
    const response = await get(s.household, '/omip/products/');
    expect(response.statusCode, response.body).toBe(200);
    const products = response.json<Product[]>();
    const demo = products.filter((p) => p.name.startsWith('ES Base'));
    expect(demo.map((p) => p.name)).toEqual([
      'ES Base Cal-27',
      'ES Base Cal-28',
      'ES Base Dec-26',
      'ES Base Q1-27',
    ]);
    for (const product of demo) {
      expect(product.last_price).toBeGreaterThanOrEqual(55);
      expect(product.last_price).toBeLessThanOrEqual(90);
      expect(product.last_day! <= retailerDay()).toBe(true);
      expect(product.last_day! >= daysAgo(4)).toBe(true);
    }
    const cal27 = demo[0]!;
    const series = await get(s.household, `/omip/products/${cal27.id}/prices/`);
    expect(series.statusCode, series.body).toBe(200);
    const { name, prices } = series.json<{
      name: string;
      prices: { day: string; price: number }[];
    }>();
    expect(name).toBe('ES Base Cal-27');
    expect(prices.length).toBeGreaterThan(250);
    expect(prices.length).toBeLessThanOrEqual(262);
    expect(prices.map((p) => p.day)).toEqual(prices.map((p) => p.day).sort());
    expect(prices.at(-1)).toEqual({ day: cal27.last_day, price: cal27.last_price });
    for (const { day, price } of prices) {
      expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
      expect(price).toBeGreaterThanOrEqual(55);
      expect(price).toBeLessThanOrEqual(90);
    }
    const month = (await get(s.household, `/omip/products/${cal27.id}/prices/?days=30`)).json<{
      prices: { day: string }[];
    }>().prices;
    expect(month.length).toBeGreaterThan(15);
    expect(month.length).toBeLessThanOrEqual(23);
    expect((await get(s.household, '/omip/products/999999/prices/')).statusCode).toBe(404);
    expect((await get(s.household, '/omip/products/abc/prices/')).statusCode).toBe(400);
  });

  it('adds, lists and deletes the customer’s own alerts, and no one else’s', async () => {
    const before = await alerts(s.household);
    expect(before).toContainEqual(
      expect.objectContaining({ product: 'ES Base Cal-27', type: '<', price: 50, met: false }),
    );
    const added = await addAlert(s.household, {
      product: 'ES Base Q1-27',
      type: '>',
      price: 80.456,
    });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json<{ id: number }>();
    expect(Number.isInteger(id)).toBe(true);
    // The spec's payload names an id too: a new alert's is null and not read.
    const withNullId = await addAlert(s.household, {
      id: null,
      product: 'ES Base Dec-26',
      type: '==',
      price: 0,
    });
    expect(withNullId.statusCode, withNullId.body).toBe(200);

    const list = await alerts(s.household);
    expect(list[0]).toEqual(
      expect.objectContaining({ id: withNullId.json<{ id: number }>().id, type: '==', price: 0 }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({
        id,
        product: 'ES Base Q1-27',
        type: '>',
        price: 80.46,
        met: false,
      }),
    );
    expect((await alerts(s.company)).map((a) => a.id)).not.toContain(id);

    const theirs = await deleteAlert(s.company, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'not_found' });
    expect((await alerts(s.household)).map((a) => a.id)).toContain(id);

    const mine = await deleteAlert(s.household, id);
    expect(mine.statusCode).toBe(204);
    expect((await alerts(s.household)).map((a) => a.id)).not.toContain(id);
    expect((await deleteAlert(s.household, id)).statusCode).toBe(404);
    await deleteAlert(s.household, withNullId.json<{ id: number }>().id);
    expect(await alerts(s.household)).toEqual(before);
  });

  it('refuses an alert without a product it knows, a valid type or a price of at least 0', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ product: 'ES Base Q1-27', type: '<', price: -0.01 }, { price: ['invalid_value'] }],
      [{ product: 'ES Base Q1-27', type: '<', price: '55' }, { price: ['invalid_value'] }],
      [{ product: 'ES Base Q1-27', type: '<', price: 1e12 }, { price: ['invalid_value'] }],
      [{ product: 'ES Base Q1-27', type: '>=', price: 55 }, { type: ['invalid_value'] }],
      [{ product: 'ES Base Q1-27', price: 55 }, { type: ['required'] }],
      [{ product: 'ES Base Q1-27', type: '<' }, { price: ['required'] }],
      [{ product: '', type: '<', price: 55 }, { product: ['required'] }],
      [{ product: 'FTB YR-99', type: '<', price: 55 }, { product: ['invalid_value'] }],
      [{ product: 'ES Base Q1-27', type: '<', price: 55, user: 'x' }, { user: ['unknown_field'] }],
    ];
    const before = await alerts(s.household);
    for (const [payload, errors] of cases) {
      const response = await addAlert(s.household, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ errors });
    }
    expect(await alerts(s.household)).toEqual(before);
    const badId = await post(s.household, '/omip/delete/alerts/', { id: 'one' });
    expect(badId.statusCode).toBe(400);
  });

  it('imports the good lines of a CSV, replacing a known day, and counts the bad ones', async () => {
    const [d3, d2, d1] = [daysAgo(3), daysAgo(2), daysAgo(1)];
    const csv = [
      'Product,Day,Price',
      `FTB Import Test-98,${d3},61.35`,
      `"FTB Import Test-98",${d2},-1.5`,
      `FTB Import Test-98,${d1},60`,
      `FTB Import Test-98,${d1},62.10`,
      // Bad: comma decimals, three decimals, no price, a day that does not exist, a day to come,
      // no product, a word for a price, a column too many.
      `FTB Import Test-98,${d1},"61,5"`,
      `FTB Import Test-98,${d1},61.555`,
      `FTB Import Test-98,${d1},`,
      'FTB Import Test-98,2026-02-30,61',
      `FTB Import Test-98,${daysAgo(-2)},61`,
      `,${d1},61`,
      `FTB Import Test-98,${d1},cheap`,
      `FTB Import Test-98,${d1},61,extra`,
      '',
    ].join('\r\n');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 4,
      rejected: 8,
      products_created: 1,
      alerts_notified: 0,
    });
    expect(await storedPrices('FTB Import Test-98')).toEqual([
      { day: d3, price: 61.35 },
      { day: d2, price: -1.5 },
      { day: d1, price: 62.1 },
    ]);
    const again = await importCsv(`product,day,price\nFTB Import Test-98,${d1},63\n`);
    expect(again.json()).toMatchObject({ imported: 1, rejected: 0, products_created: 0 });
    expect((await storedPrices('FTB Import Test-98')).at(-1)).toEqual({ day: d1, price: 63 });

    const noPrice = await importCsv(`product,day\nFTB Import Test-98,${d1}\n`);
    expect(noPrice.json()).toMatchObject({ imported: 0, rejected: 1 });
  });

  it('reads the file as it arrives over a real connection', async () => {
    // inject() hands the route a light stream; a socket's request is a graph of its own, which a
    // check that walked the body as fields once ran out of memory on.
    const address = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/v1/backoffice/omip/prices`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', ...admin },
      body: `product,day,price\nFTB Socket Test-96,${daysAgo(1)},52.25\n`,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ imported: 1, rejected: 0, products_created: 1 });
    expect(await storedPrices('FTB Socket Test-96')).toEqual([{ day: daysAgo(1), price: 52.25 }]);
  });

  it('takes the import from an admin only, as text/csv', async () => {
    const csv = `product,day,price\nFTB Import Test-97,${daysAgo(1)},50\n`;
    const withoutToken = await s.t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/omip/prices',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(withoutToken.statusCode).toBe(401);
    expect(withoutToken.json()).toEqual({ error: 'unauthorized' });
    const customer = await importCsv(csv, bearer(s.household));
    expect(customer.statusCode).toBe(401);
    expect(customer.json()).toEqual({ error: 'token_invalid' });
    for (const role of ['agent', 'supervisor'] as const) {
      const refused = await importCsv(csv, await staffAuthorization(s.t, role));
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toEqual({ error: 'insufficient_role' });
    }
    const json = await s.t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/omip/prices',
      headers: admin,
      payload: { product: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await storedPrices('FTB Import Test-97')).toEqual([]);
  });

  it('e-mails the customer once when an import crosses the alert, and again after it reset', async () => {
    const product = 'FTB Alert Test-99';
    const line = (days: number, price: number) => `${product},${daysAgo(days)},${price}`;
    await importCsv(`product,day,price\n${line(10, 45)}\n`);
    const below = await addAlert(s.household, { product, type: '<', price: 40 });
    const { id } = below.json<{ id: number }>();
    // The company writes in Catalan: its e-mail is in Catalan.
    const equal = await addAlert(s.company, { product, type: '==', price: 39.5 });
    const state = async (alertId: number) =>
      (
        await s.t.app.services.db
          .select({ met: omipAlerts.met, notified: omipAlerts.lastNotifiedAt })
          .from(omipAlerts)
          .where(and(eq(omipAlerts.id, alertId)))
      )[0]!;

    const start = await emails.lastEmailId();
    const crossed = await importCsv(`product,day,price\n${line(9, 39.5)}\n`);
    expect(crossed.json()).toMatchObject({ imported: 1, alerts_notified: 2 });
    const sent = await emails.emailsAfter(start);
    expect(sent.map((e) => e.to).sort()).toEqual([
      'admin@tallers-demo.example',
      'laura.garcia@example.com',
    ]);
    const laura = sent.find((e) => e.to === 'laura.garcia@example.com')!;
    expect(laura.subject).toBe('Alerta OMIP: FTB Alert Test-99 por debajo de 40,00\u00a0€/MWh');
    expect(laura.text).toContain('Hola Laura García Pérez,');
    expect(laura.text).toContain(
      `El precio de liquidación de FTB Alert Test-99 del ${daysAgo(9).split('-').reverse().join('/')} es 39,50\u00a0€/MWh`,
    );
    expect(laura.text).toContain('http://portal.test/omipComponent');
    expect(laura.html).toContain('<a href="http://portal.test/omipComponent">');
    const company = sent.find((e) => e.to === 'admin@tallers-demo.example')!;
    expect(company.subject).toBe('Alerta OMIP: FTB Alert Test-99 igual a 39,50\u00a0€/MWh');
    expect(company.text).toContain('El preu de liquidació de FTB Alert Test-99');
    expect(await state(id)).toMatchObject({ met: true, notified: expect.any(Date) });
    expect(await s.t.app.services.outbox.deliverPending()).toBeGreaterThanOrEqual(2);
    expect(await alerts(s.household)).toContainEqual(expect.objectContaining({ id, met: true }));

    // Still below: no second e-mail. The equal alert stops being met (38 is not 39.50).
    const still = await importCsv(`product,day,price\n${line(8, 38)}\n`);
    expect(still.json()).toMatchObject({ alerts_notified: 0 });
    expect(await emails.emailsAfter(start)).toHaveLength(2);
    expect((await state(equal.json<{ id: number }>().id)).met).toBe(false);

    // Back above the limit: reset, no e-mail. An older day's price does not count as the latest.
    const above = await importCsv(`product,day,price\n${line(7, 41)}\n${line(20, 10)}\n`);
    expect(above.json()).toMatchObject({ imported: 2, alerts_notified: 0 });
    expect((await state(id)).met).toBe(false);
    expect(await emails.emailsAfter(start)).toHaveLength(2);

    // Crossing again: e-mailed again.
    const again = await importCsv(`product,day,price\n${line(6, 39.99)}\n`);
    expect(again.json()).toMatchObject({ alerts_notified: 1 });
    const all = await emails.emailsAfter(start);
    expect(all).toHaveLength(3);
    expect(all[2]).toMatchObject({ to: 'laura.garcia@example.com' });
    expect(all[2]!.text).toContain('39,99\u00a0€/MWh');
    expect((await state(id)).met).toBe(true);

    // A deleted alert is not evaluated any more.
    await deleteAlert(s.household, id);
    await importCsv(`product,day,price\n${line(5, 50)}\n${line(4, 30)}\n`);
    expect(await emails.emailsAfter(start)).toHaveLength(3);
  });
});
