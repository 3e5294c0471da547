import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractVirtualBatteries, contracts } from '../../db/schema';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoCompany,
  demoHousehold,
  signIn,
} from '../../test/build-test-app';

describe('virtual batteries, reading (spec 2 point 7 "Virtual batteries")', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  let entryId: number;
  let batteryId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    household = await signIn(t.app, demoHousehold);
    company = await signIn(t.app, demoCompany);
    const detail = await t.app.inject({
      method: 'GET',
      url: '/api/v2/contracts/0100001',
      headers: bearer(household),
    });
    const [entry] = detail.json<{ bateria_virtual: { id: number; bateria: { id: number } }[] }>()
      .bateria_virtual;
    entryId = entry!.id;
    batteryId = entry!.bateria.id;
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: token ? bearer(token) : {} });

  it('lists the discount management types', async () => {
    const response = await get('/contract/bateria/types', household);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: 'acumular', description: expect.any(String) },
      { name: 'aplicar', description: expect.any(String) },
    ]);
  });

  it("gives the shares of the entry's contract across its batteries", async () => {
    const response = await get(`/contract/bateria_virtual_percentages/${entryId}`, household);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ bateria_id: batteryId, percentage: 100 }]);
  });

  it('lists every battery of the contract when it holds several', async () => {
    const { db } = t.app.services;
    const [second] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.name, '0100002'));
    // A second contract on the same battery does not change the first contract's shares.
    const [other] = await db
      .insert(contractVirtualBatteries)
      .values({
        contractId: second!.id,
        batteryId,
        pes: 10,
        pesPercentatge: 40,
        discountManagement: 'acumular',
        startDate: '2025-01-01',
      })
      .returning({ id: contractVirtualBatteries.id });
    try {
      expect(
        (await get(`/contract/bateria_virtual_percentages/${entryId}`, household)).json(),
      ).toEqual([{ bateria_id: batteryId, percentage: 100 }]);
      expect(
        (await get(`/contract/bateria_virtual_percentages/${other!.id}`, household)).json(),
      ).toEqual([{ bateria_id: batteryId, percentage: 40 }]);
    } finally {
      await db.delete(contractVirtualBatteries).where(eq(contractVirtualBatteries.id, other!.id));
    }
  });

  it("answers 404 for another customer's battery entry and for one that does not exist", async () => {
    for (const [id, token] of [
      [entryId, company],
      [999_999, household],
    ] as const) {
      const response = await get(`/contract/bateria_virtual_percentages/${id}`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await get('/contract/bateria_virtual_percentages/x1', household);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { batteryId: ['invalid_value'] } });
  });

  it('needs a signed-in customer', async () => {
    for (const url of [
      '/contract/bateria/types',
      `/contract/bateria_virtual_percentages/${entryId}`,
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});
