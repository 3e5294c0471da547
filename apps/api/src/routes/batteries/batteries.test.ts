import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearer, buildSignedInApp } from '../../testing/build-test-app';

describe('virtual batteries, reading (spec 2 point 7 "Virtual batteries")', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  let entryId: number;
  let batteryId: number;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
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

  it.each([
    ['ca', 'Aplicar el saldo de la bateria a la propera factura'],
    ['en-GB', 'Apply the battery balance to the next invoice'],
    ['es', 'Aplicar el saldo de la batería en la próxima factura'],
  ])('describes the types in the language asked for (%s)', async (lang, apply) => {
    const response = await get(`/contract/bateria/types?lang=${lang}`, household);
    expect(response.statusCode).toBe(200);
    const types = response.json<{ name: string; description: string }[]>();
    expect(types.find((type) => type.name === 'aplicar')?.description).toBe(apply);
  });

  it("gives the shares of the entry's contract across its batteries", async () => {
    const response = await get(`/contract/bateria_virtual_percentages/${entryId}`, household);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ bateria_id: batteryId, percentage: 100 }]);
  });

  it('lists every battery of the contract when it holds several', async () => {
    const detail = await get('/contracts/0100002', household);
    const entries = detail.json<{
      bateria_virtual: { id: number; bateria: { id: number }; pes_percentatge: number }[];
    }>().bateria_virtual;
    expect(entries.map((entry) => entry.pes_percentatge)).toEqual([60, 20]);
    const expected = entries
      .map((entry) => ({ bateria_id: entry.bateria.id, percentage: entry.pes_percentatge }))
      .sort((a, b) => a.bateria_id - b.bateria_id);
    for (const entry of entries) {
      expect(
        (await get(`/contract/bateria_virtual_percentages/${entry.id}`, household)).json(),
      ).toEqual(expected);
    }
    // Another contract on the same battery does not change the first contract's shares.
    expect(entries[0]!.bateria.id).toBe(batteryId);
    expect(
      (await get(`/contract/bateria_virtual_percentages/${entryId}`, household)).json(),
    ).toEqual([{ bateria_id: batteryId, percentage: 100 }]);
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
