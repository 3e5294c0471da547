import type { StaffChangeRequestList } from '@portal/domain/schemas/contract-changes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/staff';
import { backofficeCaller } from '../../testing/app-calls';
import { type TestApp, bearer, buildSignedInApp, demoCompany } from '../../testing/build-test-app';
import { certificate, changeCalls, ibanForm, newIban, pdf } from '../../testing/change-calls';

describe("the supervisors' queue of change requests (issue 27)", () => {
  let t: TestApp;
  let company: string;
  let household: string;
  beforeAll(async () => {
    ({ t, company, household } = await buildSignedInApp());
  });
  afterAll(() => t.close());
  const { call, sign, setSettings, requestsOf } = changeCalls(() => t);
  const supervisor = backofficeCaller(() => t, 'supervisor');
  const agent = backofficeCaller(() => t, 'agent');
  const list = async (query = '') => {
    const response = await supervisor('GET', `/change_requests${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StaffChangeRequestList>();
  };

  /** The company asks for an IBAN change of 0300010 that waits for its signature. */
  const waitingIbanChange = async () => {
    await setSettings({
      contracts: { changesRequiringSignature: ['power', 'no_cession_sips', 'iban'] },
    });
    try {
      const response = await call(
        'POST',
        '/contracts/0300010/iban/',
        company,
        ibanForm({ already_registered: 'no', iban: newIban, owner_is_bank_owner: true }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ waiting_for_signature: true });
    } finally {
      await setSettings({ contracts: { changesRequiringSignature: ['power', 'no_cession_sips'] } });
    }
    const requests = await requestsOf('0300010');
    return requests.at(-1)!.id;
  };

  it('lists the waiting requests oldest first with contract, customer and documents', async () => {
    const iban = await waitingIbanChange();
    const sips = await call('POST', '/contracts/0300011/no_cession_sips/', company, {
      noCessionSelection: true,
    });
    expect(sips.json()).toEqual({ waiting_for_signature: true });
    const [sipsRequest] = await requestsOf('0300011');

    const waiting = await list();
    const ids = waiting.items.map((item) => item.id);
    expect(ids.indexOf(iban)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(iban)).toBeLessThan(ids.indexOf(sipsRequest!.id));
    expect(waiting.items.every((item) => item.state === 'waiting_for_signature')).toBe(true);
    expect(waiting).toMatchObject({ offset: 0, limit: 20, n_items: waiting.items.length });
    const item = waiting.items[ids.indexOf(iban)]!;
    expect(item).toMatchObject({
      id: iban,
      kind: 'iban',
      applied_at: null,
      contract: { name: '0300010', type: 'electricity', cups: expect.stringMatching(/^ES/) },
      customer: { tax_id: demoCompany.user, email: expect.any(String) },
      documents: [{ id: expect.any(Number), name: certificate.filename, size: pdf.length }],
    });

    const file = await supervisor('GET', `/change_requests/${iban}/files/${item.documents[0]!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload).toEqual(pdf);
    const elsewhere = await supervisor(
      'GET',
      `/change_requests/${sipsRequest!.id}/files/${item.documents[0]!.id}`,
    );
    expect(elsewhere.statusCode).toBe(404);

    const page = await list(`?offset=${ids.indexOf(iban)}&limit=1`);
    expect(page.items.map((row) => row.id)).toEqual([iban]);
  });

  it('signs one: it leaves the queue, shows as applied, and the audit trail names it', async () => {
    const iban = await waitingIbanChange();
    const signed = await sign(iban);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ id: iban, kind: 'iban', state: 'applied' });
    expect((await list()).items.map((item) => item.id)).not.toContain(iban);
    const applied = await list('?state=applied&limit=100');
    expect(applied.items.find((item) => item.id === iban)).toMatchObject({
      state: 'applied',
      applied_at: expect.any(String),
    });
    const [entry] = await t.app.services.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'change_request.sign'),
          eq(auditEntries.target, `change_request:${iban}`),
        ),
      );
    expect(entry).toMatchObject({
      staffEmail: 'supervisor@demo.portal',
      details: { kind: 'iban' },
    });
    expect((await sign(iban)).statusCode).toBe(404);
  });

  it('refuses an agent, a customer, no token and hostile queries, and changes nothing', async () => {
    const iban = await waitingIbanChange();
    const byAgent = await agent('GET', '/change_requests');
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json()).toEqual({ error: 'insufficient_role' });
    expect((await agent('GET', `/change_requests/${iban}/files/1`)).statusCode).toBe(403);
    expect((await sign(iban, 'agent')).statusCode).toBe(403);
    for (const token of [household, company]) {
      const asCustomer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/backoffice/change_requests',
        headers: bearer(token),
      });
      expect(asCustomer.statusCode).toBe(401);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/backoffice/change_requests',
    });
    expect(anonymous.statusCode).toBe(401);
    for (const query of [
      '?state=signed',
      '?state=waiting_for_signature%00',
      '?offset=-1',
      `?limit=${'9'.repeat(5000)}`,
    ]) {
      const response = await supervisor('GET', `/change_requests${query}`);
      expect(response.statusCode, query.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, query.slice(0, 30)).toBeLessThan(500);
    }
    expect((await supervisor('GET', '/change_requests/abc/files/1')).statusCode).toBe(400);
    expect((await list()).items.find((item) => item.id === iban)).toMatchObject({
      state: 'waiting_for_signature',
    });
  });
});
