import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retailerDay as today } from '../../lib/retailer-day';
import { type TestApp, buildSignedInApp } from '../../testing/build-test-app';
import { changeCalls } from '../../testing/change-calls';

describe('contract changes: power (spec 2 point 7, decision 005)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
  });
  afterAll(() => t.close());
  const { call, detail, sign, requestsOf } = changeCalls(() => t);

  describe('power', () => {
    it('waits for the signature by default, refuses another meanwhile, and applies once signed', async () => {
      const response = await call('POST', '/contracts/0300001/power/', company, {
        phone: '612 345 678',
        power_p1: 9200,
        power_p2: 9200,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ waiting_for_signature: true });
      const waiting = await detail('0300001', company);
      expect(waiting.contracted_power_period).toEqual([
        { period: 'P1', power: 6.928 },
        { period: 'P2', power: 6.928 },
      ]);
      expect(waiting.pending_changes).toEqual([
        { id: expect.any(Number), kind: 'power', created_date: today() },
      ]);

      const again = await call('POST', '/contracts/0300001/power/', company, {
        phone: '612345678',
        power_p1: 10392,
      });
      expect(again.statusCode).toBe(406);
      expect(again.json()).toEqual({ error: 'power_same_error_modification_close' });

      expect(await requestsOf('0300001')).toMatchObject([
        {
          kind: 'power',
          state: 'waiting_for_signature',
          payload: { phone: '+34612345678', powers_kw: { p1: 9.2, p2: 9.2 } },
        },
      ]);

      const signed = await sign(waiting.pending_changes[0]!.id);
      expect(signed.statusCode).toBe(200);
      expect(signed.json()).toEqual({
        id: waiting.pending_changes[0]!.id,
        kind: 'power',
        state: 'applied',
      });
      const applied = await detail('0300001', company);
      expect(applied.contracted_power_period).toEqual([
        { period: 'P1', power: 9.2 },
        { period: 'P2', power: 9.2 },
      ]);
      expect(applied.pending_changes).toEqual([]);
      // Signed once: a second signature finds nothing waiting.
      expect((await sign(waiting.pending_changes[0]!.id)).statusCode).toBe(404);
    });

    it('answers 406 for the contract whose change is already on its way', async () => {
      const seeded = await detail('0300007', company);
      expect(seeded.pending_changes).toMatchObject([{ kind: 'power' }]);
      const response = await call('POST', '/contracts/0300007/power/', company, {
        phone: '612345678',
        power_p1: 13856,
        power_p2: 13856,
      });
      expect(response.statusCode).toBe(406);
      expect(response.json()).toEqual({ error: 'power_same_error_modification_close' });
    });

    it('gives field errors by period', async () => {
      const post = (name: string, body: object) =>
        call('POST', `/contracts/${name}/power/`, company, body);
      // 0300002: 2.0TD at 9.2 kW in both periods.
      const same = await post('0300002', { phone: '612345678', power_p1: 9200, power_p3: 5000 });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({
        errors: { power_p1: ['power_modification_same'], power_p3: ['invalid_value'] },
      });
      expect(
        (await post('0300002', { phone: '612345678', power_p1: 15001, power_p2: 10000 })).json(),
      ).toEqual({ errors: { power_p1: ['power_over_limit_2td'] } });
      // 0300004: 3.0TD at 35, 35, 40, 40, 45, 45 kW.
      expect(
        (await post('0300004', { phone: '612345678', power_p1: 36000, power_p2: 30000 })).json(),
      ).toEqual({ errors: { power_p2: ['power_decreasing_periods'] } });
      expect((await post('0300002', { power_p1: 0 })).json()).toEqual({
        errors: { phone: ['required'], power_p1: ['power_modification_validation'] },
      });
      expect(
        (await post('0300002', { phone: '612345678', power_p1: 10000, power_p7: 1 })).json(),
      ).toEqual({ errors: { power_p7: ['unknown_field'] } });
      expect(await requestsOf('0300002')).toEqual([]);
    });

    it('has no power for a gas contract', async () => {
      const response = await call('POST', '/contracts/0200001/power/', household, {
        phone: '612345678',
        power_p1: 5000,
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
