import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractChangeRequests } from '../../db/schema/contract-changes';
import { contractTariffOptions, contracts } from '../../db/schema/contracts';
import { retailerDay as today } from '../../lib/retailer-day';
import {
  type TestApp,
  bearer,
  buildSignedInApp,
  demoHousehold,
} from '../../testing/build-test-app';
import { tokenForNewSession, userIdByTaxId } from '../../testing/db';
import { availableDoubleTariffs } from './tariff-option-changes';
import { changeCalls, ibanForm, newIban } from '../../testing/change-calls';

describe('contract change requests: signature and every call (decision 005)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  let householdId: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
    householdId = await userIdByTaxId(t.app, demoHousehold.user);
  });
  afterAll(() => t.close());
  const { call, detail, contractId, sign, setSettings, requestsOf } = changeCalls(() => t);

  describe('signature', () => {
    it('keeps every kind the retailer lists waiting until the back office signs it', async () => {
      const { db } = t.app.services;
      const id = await contractId('0300020');
      await db.insert(contractTariffOptions).values({ contractId: id });
      expect(
        (
          await setSettings({
            contracts: {
              changesRequiringSignature: [
                'iban',
                'notification_address',
                'invoice_sending',
                'e_invoice',
                'happy_hours',
              ],
            },
          })
        ).statusCode,
      ).toBe(200);
      try {
        const before = await detail('0300020', company);
        const calls = [
          () =>
            call(
              'POST',
              '/contracts/0300020/iban/',
              company,
              ibanForm({
                already_registered: 'no',
                iban: 'ES91 2100 0418 4502 0005 1332',
                owner_is_bank_owner: true,
              }),
            ),
          () =>
            call('POST', '/contracts/0300020/notification/', company, {
              address_type: 'new',
              name: 'Tallers Demo SL (Reus)',
              zipcode: '43201',
              city: 'Reus',
              municipi: '43123',
              state_id: '43',
              tv: 'AV',
              nv: 'de Prat de la Riba',
              pnp: '30',
              email: 'reus@tallers-demo.example',
              mobile: '612345678',
            }),
          () => call('POST', '/contracts/0300020', company, { invoice_online: 'postal' }),
          () => call('POST', '/contracts/0300020/', company, { invoice_online: true }),
          () => call('PUT', `/contract/${id}/happy-hours/`, company, { startHour: 2, endHour: 4 }),
        ];
        const answers = [];
        for (const send of calls) answers.push((await send()).json());
        expect(answers.map((answer) => answer.waiting_for_signature)).toEqual([
          true,
          true,
          true,
          true,
          true,
        ]);
        const [iban, address] = answers as { result: number }[];

        const waiting = await detail('0300020', company);
        expect(waiting).toMatchObject({
          bank_account: before.bank_account,
          notification_address: before.notification_address,
          invoice_online: 'email',
          e_invoice: false,
        });
        expect(waiting.pending_changes.map((pending) => pending.kind)).toEqual([
          'iban',
          'notification_address',
          'invoice_sending',
          'e_invoice',
          'happy_hours',
        ]);

        for (const pending of waiting.pending_changes) {
          expect((await sign(pending.id)).statusCode).toBe(200);
        }
        const signed = await detail('0300020', company);
        expect(signed).toMatchObject({
          bank_account: { id: iban!.result, printable_iban: 'ES91 **** **** **** **** 1332' },
          notification_address: {
            id: address!.result,
            street: 'Avenida de Prat de la Riba, 30',
            email: 'reus@tallers-demo.example',
          },
          invoice_online: 'postal',
          e_invoice: true,
          pending_changes: [],
        });
        expect((await call('GET', `/contract/${id}/happy-hours/`, company)).json()).toEqual({
          current: { startHour: 2, endHour: 4 },
        });
      } finally {
        await setSettings({
          contracts: { changesRequiringSignature: ['power', 'no_cession_sips'] },
        });
      }
    });

    it("refuses an agent (a supervisor's call), an unknown request, and a contract closed meanwhile", async () => {
      const response = await call('POST', '/contracts/0300021/no_cession_sips/', company, {
        noCessionSelection: true,
      });
      expect(response.json()).toEqual({ waiting_for_signature: true });
      const [request] = await requestsOf('0300021');
      const byAgent = await sign(request!.id, 'agent');
      expect(byAgent.statusCode).toBe(403);
      expect(byAgent.json()).toEqual({ error: 'insufficient_role' });
      expect((await sign(999_999)).json()).toEqual({ error: 'not_found' });

      const { db } = t.app.services;
      await db.update(contracts).set({ state: 'baixa' }).where(eq(contracts.name, '0300021'));
      const closed = await sign(request!.id);
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({ error: 'contract_not_active' });
      const [still] = await db
        .select({ state: contractChangeRequests.state })
        .from(contractChangeRequests)
        .where(and(eq(contractChangeRequests.id, request!.id)));
      expect(still?.state).toBe('waiting_for_signature');
    });
  });

  describe('every change call', () => {
    const ibanChange = () =>
      ibanForm({ already_registered: 'no', iban: newIban, owner_is_bank_owner: true });
    const changes = (gasId: number, optionId: number): [string, string, object][] => [
      ['POST', '/contracts/{name}/iban/', ibanChange()],
      ['POST', `/contracts/${gasId}/iban/`, ibanChange()],
      ['POST', '/contracts/{name}/power/', { phone: '612345678', power_p1: 7000 }],
      ['POST', '/contracts/{name}', { invoice_online: 'postal' }],
      ['POST', '/contracts/{name}/', { invoice_online: true }],
      ['POST', '/contracts/{name}/notification/', { address_type: 'existing', address_id: 1 }],
      ['PUT', '/contracts/{name}/notification/email/', { email: 'a@example.com' }],
      ['PUT', '/contracts/{name}/notification/phone/', { phone: '612345678' }],
      ['POST', '/contracts/{name}/no_cession_sips/', { noCessionSelection: true }],
      ['POST', '/contracts/{name}/electronic_notification/', {}],
      ['PUT', `/contract/${optionId}/double-tariff/`, availableDoubleTariffs(today())[0]!],
      ['PUT', `/contract/${optionId}/happy-hours/`, { startHour: 0, endHour: 2 }],
      ['PUT', `/contract/${optionId}/happy-day/`, { value: 'monday', label: 'Lunes' }],
    ];

    it('is refused to read-only tokens and impersonated sessions, changing nothing', async () => {
      const readonly = await tokenForNewSession(t.app, householdId, { readonly: true });
      const impersonated = await tokenForNewSession(t.app, householdId, {
        impersonator: 'agent@energia-demo.example',
      });
      const before = await t.app.services.db.$count(contractChangeRequests);
      const cases = changes(await contractId('0200001'), await contractId('0100001'));
      for (const [method, url, body] of cases) {
        const path = url.replace('{name}', '0100002');
        const first = await call(method as 'POST' | 'PUT', path, readonly, body);
        expect(first.statusCode, path).toBe(403);
        expect(first.json(), path).toEqual({ error: 'readonly_token' });
        const second = await call(method as 'POST' | 'PUT', path, impersonated, body);
        expect(second.json(), path).toEqual({ error: 'impersonation_forbidden' });
      }
      const users = await call('PUT', '/users/', readonly, {
        email: 'x@example.com',
        mobile: '612345678',
      });
      expect(users.json()).toEqual({ error: 'readonly_token' });
      expect(await t.app.services.db.$count(contractChangeRequests)).toBe(before);
    });

    it("answers 404 for another customer's contract and 409 for one not active", async () => {
      const cases = changes(await contractId('0400001'), await contractId('0100001'));
      for (const [method, url, body] of cases) {
        const path = url.replace('{name}', '0300022');
        const response = await call(method as 'POST' | 'PUT', path, household, body);
        if (path.includes('/contract/')) {
          // The tariff-option calls name the household's contract: the company cannot reach it.
          const foreign = await call(method as 'PUT', path, company, body);
          expect(foreign.statusCode, path).toBe(404);
          continue;
        }
        expect(response.statusCode, path).toBe(404);
        expect(response.json(), path).toEqual({ error: 'not_found' });
      }
      expect(await requestsOf('0300022')).toEqual([]);

      for (const name of ['0100000', '0300042']) {
        const token = name === '0100000' ? household : company;
        for (const [method, url, body] of changes(0, 0).filter(([, url]) =>
          url.includes('{name}'),
        )) {
          const path = url.replace('{name}', name);
          const response = await call(method as 'POST' | 'PUT', path, token, body);
          expect(response.statusCode, path).toBe(409);
          expect(response.json(), path).toEqual({ error: 'contract_not_active' });
        }
      }
    });

    it('needs a signed-in customer and is served under v2 only', async () => {
      for (const [method, url, body] of changes(1, 1)) {
        const path = url.replace('{name}', '0100002');
        const anonymous = await t.app.inject({ method, url: `/api/v2${path}`, payload: body });
        expect(anonymous.statusCode, path).toBe(401);
        const v1 = await t.app.inject({
          method,
          url: `/api/v1${path}`,
          headers: bearer(household),
          payload: body,
        });
        expect(v1.statusCode, path).toBe(404);
      }
    });
  });
});
