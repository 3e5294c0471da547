import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractVirtualBatteries, contracts, virtualBatteries } from '../../db/schema/contracts';
import { retailerDay } from '../../lib/retailer-day';
import {
  type TestApp,
  bearer,
  buildSignedInApp,
  demoHousehold,
} from '../../testing/build-test-app';
import { tokenForNewSession, userIdByTaxId } from '../../testing/db';

type Entry = {
  id: number;
  bateria: { id: number; name: string };
  pes_percentatge: number;
  gestio_descomptes: string;
  data_inici: string;
  es_origen: boolean;
};

/*
 * The demo data (db/demo-contracts.ts) has what these calls need: the household's home 0100001
 * fills battery BV-0100001 (origin, 100 %); its second home 0100002 takes 60 % of that battery and
 * 20 % of BV-COM-17255; the company's 0300002 has a share at 0 % and 0300003 one that starts in 2030.
 */
describe('virtual battery changes (spec 2 points 4 and 7, decision 005)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  /** The second home's shares: of the home's battery (60 %) and of the community one (20 %). */
  let alcala: { id: number; batteryId: number };
  let begur: { id: number; batteryId: number };
  let homeEntryId: number;

  async function shareOf(contractName: string, batteryCode: string) {
    const [row] = await t.app.services.db
      .select({ id: contractVirtualBatteries.id, batteryId: contractVirtualBatteries.batteryId })
      .from(contractVirtualBatteries)
      .innerJoin(contracts, eq(contracts.id, contractVirtualBatteries.contractId))
      .innerJoin(virtualBatteries, eq(virtualBatteries.id, contractVirtualBatteries.batteryId))
      .where(and(eq(contracts.name, contractName), eq(virtualBatteries.code, batteryCode)));
    if (!row) throw new Error(`no share of ${batteryCode} on ${contractName}`);
    return row;
  }

  async function contractId(name: string) {
    const [row] = await t.app.services.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.name, name));
    return row!.id;
  }

  /** The shares of a contract by battery id. */
  async function percentagesOf(name: string) {
    const rows = await t.app.services.db
      .select({
        batteryId: contractVirtualBatteries.batteryId,
        percentage: contractVirtualBatteries.pesPercentatge,
      })
      .from(contractVirtualBatteries)
      .where(eq(contractVirtualBatteries.contractId, await contractId(name)));
    return Object.fromEntries(rows.map((row) => [row.batteryId, row.percentage]));
  }

  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
    alcala = await shareOf('0100002', 'BV-0100001');
    begur = await shareOf('0100002', 'BV-COM-17255');
    homeEntryId = (await shareOf('0100001', 'BV-0100001')).id;
  });
  afterAll(() => t.close());

  // Each test starts from the demo's shares of the second home, whatever the one before did.
  beforeEach(async () => {
    const { db } = t.app.services;
    const secondHome = await contractId('0100002');
    await db
      .delete(contractVirtualBatteries)
      .where(
        and(
          eq(contractVirtualBatteries.contractId, secondHome),
          notInArray(contractVirtualBatteries.batteryId, [alcala.batteryId, begur.batteryId]),
        ),
      );
    for (const [share, percentage, management] of [
      [alcala, 60, 'aplicar'],
      [begur, 20, 'acumular'],
    ] as const) {
      await db
        .update(contractVirtualBatteries)
        .set({ pesPercentatge: percentage, discountManagement: management, endDate: null })
        .where(eq(contractVirtualBatteries.id, share.id));
    }
  });

  const send = (
    method: 'PUT' | 'POST',
    url: string,
    payload: unknown,
    token: string | null = household,
  ) =>
    t.app.inject({
      method,
      url: `/api/v2${url}`,
      payload: payload as Record<string, unknown>,
      headers: token ? bearer(token) : {},
    });
  const setPercentage = (name: string, entryId: number, payload: unknown, token?: string | null) =>
    send('PUT', `/contract/${name}/change_bateria_pes_percentatge/${entryId}`, payload, token);
  const move = (name: string, entryId: number, payload: unknown, token?: string | null) =>
    send(
      'POST',
      `/contract/${name}/bateria_virtual_move_virtual_battery/${entryId}`,
      payload,
      token,
    );
  const setDiscount = (name: string, entryId: number, payload: unknown, token?: string | null) =>
    send('PUT', `/contract/${name}/bateria/${entryId}`, payload, token);

  describe('PUT contract/{name}/change_bateria_pes_percentatge/{entryId}', () => {
    it('sets the share and answers the updated entry', async () => {
      const response = await setPercentage('0100002', alcala.id, { pes_percentatge: 80 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: alcala.id,
        bateria: { id: alcala.batteryId, name: 'Batería virtual Alcalá 120' },
        pes: 111.84,
        pes_percentatge: 80,
        total_descompte: 31.2,
        gestio_descomptes: 'aplicar',
        data_inici: '2024-06-01',
        data_final: null,
        es_origen: false,
      });
      expect(await percentagesOf('0100002')).toEqual({
        [alcala.batteryId]: 80,
        [begur.batteryId]: 20,
      });
    });

    it("refuses a share that takes the contract's total above 100 %", async () => {
      const response = await setPercentage('0100002', alcala.id, { pes_percentatge: 81 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { pes_percentatge: ['battery_percentage_over_total'] },
      });
      expect((await percentagesOf('0100002'))[alcala.batteryId]).toBe(60);
    });

    it('lets a share go to 0 %, after which it is locked', async () => {
      expect((await setPercentage('0100002', begur.id, { pes_percentatge: 0 })).statusCode).toBe(
        200,
      );
      const response = await setPercentage('0100002', begur.id, { pes_percentatge: 10 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'battery_locked' });
    });

    it('refuses the demo share at 0 % and shares outside their dates (battery_locked)', async () => {
      const zero = await shareOf('0300002', 'BV-0300001');
      const future = await shareOf('0300003', 'BV-0300001');
      for (const [name, id] of [
        ['0300002', zero.id],
        ['0300003', future.id],
      ] as const) {
        const response = await setPercentage(name, id, { pes_percentatge: 10 }, company);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ error: 'battery_locked' });
      }
    });

    it('does not count a share that has ended, and refuses to change it', async () => {
      await t.app.services.db
        .update(contractVirtualBatteries)
        .set({ endDate: '2025-12-31' })
        .where(eq(contractVirtualBatteries.id, begur.id));
      expect((await setPercentage('0100002', alcala.id, { pes_percentatge: 100 })).statusCode).toBe(
        200,
      );
      const ended = await setPercentage('0100002', begur.id, { pes_percentatge: 0 });
      expect(ended.statusCode).toBe(409);
      expect(ended.json()).toEqual({ error: 'battery_locked' });
    });

    it('takes only whole percentages from 0 to 100', async () => {
      for (const [payload, code] of [
        [{ pes_percentatge: 101 }, 'invalid_value'],
        [{ pes_percentatge: 1.5 }, 'invalid_value'],
        [{ pes_percentatge: -1 }, 'invalid_value'],
        [{ pes_percentatge: '50' }, 'invalid_type'],
        [{ pes_percentatge: 'cincuenta' }, 'invalid_type'],
        [{}, 'required'],
      ] as const) {
        const response = await setPercentage('0100002', alcala.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ errors: { pes_percentatge: [code] } });
      }
      const extra = await setPercentage('0100002', alcala.id, { pes_percentatge: 10, x: 1 });
      expect(extra.json()).toEqual({ errors: { x: ['unknown_field'] } });
      expect((await percentagesOf('0100002'))[alcala.batteryId]).toBe(60);
    });

    it('refuses a contract that is not active', async () => {
      const { db } = t.app.services;
      const closed = await contractId('0100000');
      const [entry] = await db
        .insert(contractVirtualBatteries)
        .values({
          contractId: closed,
          batteryId: begur.batteryId,
          pes: 1,
          pesPercentatge: 10,
          discountManagement: 'aplicar',
          startDate: '2024-01-01',
        })
        .returning({ id: contractVirtualBatteries.id });
      try {
        const response = await setPercentage('0100000', entry!.id, { pes_percentatge: 5 });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ error: 'contract_not_active' });
      } finally {
        await db.delete(contractVirtualBatteries).where(eq(contractVirtualBatteries.id, entry!.id));
      }
    });
  });

  describe('POST contract/{name}/bateria_virtual_move_virtual_battery/{entryId}', () => {
    it('moves points between two shares of the contract and answers its detail', async () => {
      const response = await move('0100002', alcala.id, {
        pes_percentatge: 15,
        bateria_desti: begur.batteryId,
      });
      expect(response.statusCode).toBe(200);
      const detail = response.json<{ name: string; bateria_virtual: Entry[] }>();
      expect(detail.name).toBe('0100002');
      expect(
        detail.bateria_virtual.map((entry) => [entry.bateria.id, entry.pes_percentatge]),
      ).toEqual([
        [alcala.batteryId, 45],
        [begur.batteryId, 35],
      ]);
    });

    it('moves every point of a share, which then stays at 0 %', async () => {
      const response = await move('0100002', begur.id, {
        pes_percentatge: 20,
        bateria_desti: alcala.batteryId,
      });
      expect(response.statusCode).toBe(200);
      expect(await percentagesOf('0100002')).toEqual({
        [alcala.batteryId]: 80,
        [begur.batteryId]: 0,
      });
    });

    it("creates the share of another of the customer's batteries, from today", async () => {
      const { db } = t.app.services;
      const [battery] = await db
        .insert(virtualBatteries)
        .values({ code: 'BV-TEST-MOVE', name: 'Batería de prueba' })
        .returning({ id: virtualBatteries.id });
      // The customer takes part in it through the home: a destination the move may choose.
      await db.insert(contractVirtualBatteries).values({
        contractId: await contractId('0100001'),
        batteryId: battery!.id,
        pes: 0,
        pesPercentatge: 0,
        discountManagement: 'acumular',
        startDate: '2024-01-01',
      });
      try {
        const response = await move('0100002', alcala.id, {
          pes_percentatge: 10,
          bateria_desti: battery!.id,
        });
        expect(response.statusCode).toBe(200);
        const created = response
          .json<{ bateria_virtual: Entry[] }>()
          .bateria_virtual.find((entry) => entry.bateria.id === battery!.id);
        expect(created).toMatchObject({
          bateria: { id: battery!.id, name: 'Batería de prueba' },
          pes_percentatge: 10,
          gestio_descomptes: 'aplicar',
          data_inici: retailerDay(),
          es_origen: false,
        });
        expect(await percentagesOf('0100002')).toEqual({
          [alcala.batteryId]: 50,
          [begur.batteryId]: 20,
          [battery!.id]: 10,
        });
      } finally {
        await db
          .delete(contractVirtualBatteries)
          .where(eq(contractVirtualBatteries.batteryId, battery!.id));
        await db.delete(virtualBatteries).where(eq(virtualBatteries.id, battery!.id));
      }
    });

    it('refuses a contract that is the origin of an active battery (self-consumption)', async () => {
      const response = await move('0100001', homeEntryId, {
        pes_percentatge: 10,
        bateria_desti: begur.batteryId,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'battery_self_consumption' });
      const roof = await shareOf('0300001', 'BV-0300001');
      const companyMove = await move(
        '0300001',
        roof.id,
        { pes_percentatge: 10, bateria_desti: begur.batteryId },
        company,
      );
      expect(companyMove.statusCode).toBe(409);
      expect(companyMove.json()).toEqual({ error: 'battery_self_consumption' });
    });

    it('refuses to move from a locked share and into one', async () => {
      const zero = await shareOf('0300002', 'BV-0300001');
      const fromZero = await move(
        '0300002',
        zero.id,
        { pes_percentatge: 1, bateria_desti: alcala.batteryId },
        company,
      );
      expect(fromZero.statusCode).toBe(409);
      expect(fromZero.json()).toEqual({ error: 'battery_locked' });

      await t.app.services.db
        .update(contractVirtualBatteries)
        .set({ pesPercentatge: 0 })
        .where(eq(contractVirtualBatteries.id, begur.id));
      const intoZero = await move('0100002', alcala.id, {
        pes_percentatge: 10,
        bateria_desti: begur.batteryId,
      });
      expect(intoZero.statusCode).toBe(409);
      expect(intoZero.json()).toEqual({ error: 'battery_locked' });
      expect((await percentagesOf('0100002'))[alcala.batteryId]).toBe(60);
    });

    it("takes as destination only another of the customer's batteries", async () => {
      const companyBattery = (await shareOf('0300001', 'BV-0300001')).batteryId;
      for (const destination of [alcala.batteryId, companyBattery, 999_999]) {
        const response = await move('0100002', alcala.id, {
          pes_percentatge: 10,
          bateria_desti: destination,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errors: { bateria_desti: ['invalid_value'] } });
      }
    });

    it('moves at most the points the share has', async () => {
      const response = await move('0100002', begur.id, {
        pes_percentatge: 21,
        bateria_desti: alcala.batteryId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { pes_percentatge: ['battery_move_over_share'] } });
      for (const payload of [
        { pes_percentatge: 0, bateria_desti: alcala.batteryId },
        { pes_percentatge: 2.5, bateria_desti: alcala.batteryId },
        { pes_percentatge: 5 },
      ]) {
        expect((await move('0100002', begur.id, payload)).statusCode).toBe(400);
      }
      expect(await percentagesOf('0100002')).toEqual({
        [alcala.batteryId]: 60,
        [begur.batteryId]: 20,
      });
    });
  });

  describe('PUT contract/{name}/bateria/{entryId}', () => {
    it('sets the discount management to a type of GET contract/bateria/types', async () => {
      const response = await setDiscount('0100002', begur.id, { valor_descomptes: 'aplicar' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: begur.id,
        gestio_descomptes: 'aplicar',
        pes_percentatge: 20,
      });
    });

    it('refuses a name that is not a type', async () => {
      const response = await setDiscount('0100002', begur.id, { valor_descomptes: 'regalar' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { valor_descomptes: ['invalid_value'] } });
    });

    it('refuses a share outside its dates', async () => {
      const future = await shareOf('0300003', 'BV-0300001');
      const response = await setDiscount(
        '0300003',
        future.id,
        { valor_descomptes: 'aplicar' },
        company,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'battery_locked' });
    });
  });

  describe('whose calls', () => {
    const calls = (name: string, entryId: number, token: string | null) => [
      setPercentage(name, entryId, { pes_percentatge: 10 }, token),
      move(name, entryId, { pes_percentatge: 1, bateria_desti: begur.batteryId }, token),
      setDiscount(name, entryId, { valor_descomptes: 'aplicar' }, token),
    ];

    it("answers 404 for another customer's contract or entry and for an entry of another contract", async () => {
      const roof = await shareOf('0300001', 'BV-0300001');
      const cases: [string, number, string][] = [
        ['0100002', alcala.id, company],
        ['0300001', alcala.id, household],
        ['0300001', roof.id, household],
        ['0100002', roof.id, household],
        ['0100002', homeEntryId, household],
        ['0200001', alcala.id, household],
        ['0999999', alcala.id, household],
        ['0100002', 999_999, household],
      ];
      for (const [name, entryId, token] of cases) {
        for (const response of await Promise.all(calls(name, entryId, token))) {
          expect(response.statusCode, `${name} ${entryId}`).toBe(404);
          expect(response.json()).toEqual({ error: 'not_found' });
        }
      }
      expect(await percentagesOf('0100002')).toEqual({
        [alcala.batteryId]: 60,
        [begur.batteryId]: 20,
      });
    });

    it('refuses read-only and impersonated sessions with 403, and needs a token', async () => {
      const userId = await userIdByTaxId(t.app, demoHousehold.user);
      const readonly = await tokenForNewSession(t.app, userId, { readonly: true });
      const impersonated = await tokenForNewSession(t.app, userId, {
        impersonator: 'agent@energia-demo.example',
      });
      for (const [token, status, body] of [
        [readonly, 403, { error: 'readonly_token' }],
        [impersonated, 403, { error: 'impersonation_forbidden' }],
        [null, 401, { error: 'unauthorized' }],
      ] as const) {
        for (const response of await Promise.all(calls('0100002', alcala.id, token))) {
          expect(response.statusCode).toBe(status);
          expect(response.json()).toEqual(body);
        }
      }
    });
  });

  describe('concurrent changes of one contract (row locks; PostgreSQL runs them truly in parallel)', () => {
    it('keeps the shares within 100 % when two changes would each fit alone', async () => {
      for (let round = 0; round < 5; round += 1) {
        await setPercentage('0100002', alcala.id, { pes_percentatge: 60 });
        await setPercentage('0100002', begur.id, { pes_percentatge: 20 });
        // 80 + 20 and 60 + 40 fit; 80 + 40 does not.
        const responses = await Promise.all([
          setPercentage('0100002', alcala.id, { pes_percentatge: 80 }),
          setPercentage('0100002', begur.id, { pes_percentatge: 40 }),
        ]);
        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
        const shares = await percentagesOf('0100002');
        expect(shares[alcala.batteryId]! + shares[begur.batteryId]!).toBe(100);
      }
    });

    it('lets only one of two moves take the same points', async () => {
      for (let round = 0; round < 5; round += 1) {
        await setPercentage('0100002', begur.id, { pes_percentatge: 20 });
        await setPercentage('0100002', alcala.id, { pes_percentatge: 60 });
        const responses = await Promise.all([
          move('0100002', alcala.id, { pes_percentatge: 40, bateria_desti: begur.batteryId }),
          move('0100002', alcala.id, { pes_percentatge: 40, bateria_desti: begur.batteryId }),
        ]);
        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
        expect(await percentagesOf('0100002')).toEqual({
          [alcala.batteryId]: 20,
          [begur.batteryId]: 60,
        });
      }
    });
  });
});
