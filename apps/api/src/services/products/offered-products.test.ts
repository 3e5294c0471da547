import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { household } from '../../db/demo-contracts';
import { productOffers } from '../../db/schema/contracting';
import { products } from '../../db/schema/contracts';
import { retailerDay } from '../../lib/retailer-day';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';

const home = household.contracts[0]!; // 0100001, 2.0TD

function shiftDay(day: string, days: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The product on offer is one query (decision 030): the wizard's pricelist, the comparator and the
 * curve simulation agree on it, sale dates included. The product tried is far cheaper than any
 * other, so that the comparator picks it and the simulation lists it whenever it is on offer.
 */
describe('the products on offer, in the wizard, the comparator and the curve simulation', () => {
  let t: TestApp;
  let laura: string;
  let productId: number;
  let range: { start: string; end: string };
  let comparison: Record<string, unknown>;

  beforeAll(async () => {
    t = await buildTestApp();
    const [tariffs, comers] = await Promise.all(
      ['/api/v1/tariff', '/api/v1/leads/comers'].map(async (url) =>
        (await t.app.inject({ url })).json<{ id: number; name: string }[]>(),
      ),
    );
    // A September bill of a flat, as the comparator's own tests compare it.
    comparison = {
      cups: 'ES0021000000000001RK',
      comerOrigin: comers![0]!.id,
      accessTariff: tariffs!.find((tariff) => tariff.name === '2.0TD')!.id,
      power: 4.6,
      power2: 4.6,
      p1: 60,
      p2: 70,
      p3: 120,
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      invoiceAmount: 84.37,
    };
    laura = await signIn(t.app, demoHousehold);
    const [row] = await t.app.services.db
      .insert(products)
      .values({
        name: '2.0TD Relámpago',
        commercialName: 'Tarifa Relámpago',
        energy: 'electricity',
        accessTariff: '2.0TD',
        powerPrices: ['0.001', '0.001'],
        energyPrices: ['0.001', '0.001', '0.001'],
      })
      .returning({ id: products.id });
    productId = row!.id;
    const invoices = await t.app.inject({
      url: '/api/v1/invoices/?limit=50',
      headers: bearer(laura),
    });
    const invoice = invoices
      .json<{ items: { start_date: string; end_date: string; contract: { name: string } }[] }>()
      .items.find((item) => item.contract.name === home.name)!;
    range = { start: invoice.start_date, end: invoice.end_date };
  });
  afterAll(async () => {
    await t.app.services.db.delete(products).where(eq(products.id, productId));
    await t.close();
  });

  const offer = (validFrom: string | null, validTo: string | null) =>
    t.app.services.db
      .insert(productOffers)
      .values({ productId, validFrom, validTo })
      .onConflictDoUpdate({ target: productOffers.productId, set: { validFrom, validTo } });

  /** Whether the wizard lists it, the comparator bills on it, the simulation prices it. */
  async function offeredBy() {
    const pricelist = await t.app.inject({ url: '/api/v1/pricelist?atr=1&power=4,6' });
    const compared = await t.app.inject({
      method: 'POST',
      url: '/api/v1/price-compare/',
      payload: comparison,
    });
    expect(compared.statusCode, compared.body).toBe(200);
    const simulation = await t.app.inject({
      url: `/api/v2/contracts/${home.name}/cch/simulation/?start=${range.start}&end=${range.end}`,
      headers: bearer(laura),
    });
    expect(simulation.statusCode, simulation.body).toBe(200);
    return {
      wizard: pricelist.json<{ id: number }[]>().some((product) => product.id === productId),
      comparator: compared.json<{ product: { id: number } }>().product.id === productId,
      curves: simulation
        .json<{ products: { name: string }[] }>()
        .products.some((product) => product.name === '2.0TD Relámpago'),
    };
  }
  const everywhere = { wizard: true, comparator: true, curves: true };
  const nowhere = { wizard: false, comparator: false, curves: false };

  it('is offered nowhere before it is published, and everywhere on its sale days', async () => {
    expect(await offeredBy()).toEqual(nowhere);
    const today = retailerDay();
    await offer(today, today);
    expect(await offeredBy()).toEqual(everywhere);
  });

  it('is offered nowhere once its sale ended, nor before it begins', async () => {
    const today = retailerDay();
    await offer(null, shiftDay(today, -1));
    expect(await offeredBy()).toEqual(nowhere);
    await offer(shiftDay(today, 1), null);
    expect(await offeredBy()).toEqual(nowhere);
    await offer(shiftDay(today, -30), null);
    expect(await offeredBy()).toEqual(everywhere);
  });

  it('is offered nowhere while the retailer does not offer it', async () => {
    await offer(null, null);
    await t.app.services.db
      .update(products)
      .set({ offered: false })
      .where(eq(products.id, productId));
    try {
      expect(await offeredBy()).toEqual(nowhere);
    } finally {
      await t.app.services.db
        .update(products)
        .set({ offered: true })
        .where(eq(products.id, productId));
    }
  });
});
