import type { StaffCase, StaffCaseList } from '@portal/domain/schemas/backoffice-cases';
import { caseStatuses } from '@portal/domain/schemas/cases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/cases';
import { type TestApp, buildSignedInApp } from '../../testing/build-test-app';
import { multipart } from '../../testing/multipart';
import { caseCalls } from './testing/case-calls';
import { staffAuthorization } from '../../testing/staff';
import { staff } from '../../db/schema/staff';

describe('the back office inbox (issue 27)', () => {
  let t: TestApp;
  let household: string;
  /** The cases this file opens, by what they are. */
  const opened = { request: 0, unsigned: 0, oldRequest: 0 };
  beforeAll(async () => {
    ({ t, household } = await buildSignedInApp());
    const { call, visit, contractId } = caseCalls(() => t);
    const request = async (categ_id: number, title: string) => {
      const response = await call(
        'POST',
        '/crm/cases/',
        household,
        multipart({
          polissa_id: await contractId('0100002'),
          polissa_type: 'electricity',
          categ_id,
          title,
          message: 'Una consulta de prueba.',
        }),
      );
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    };
    opened.request = await request(7, 'El contador hace ruido');
    opened.oldRequest = await request(2, 'Cambiar la cuenta de cargo');
    // Opened 20 days ago: the oldest open case.
    await t.app.services.db
      .update(cases)
      .set({ createdAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(cases.id, opened.oldRequest));
    const sent = await visit(
      '/crm/unsigned/',
      multipart({
        email: 'pere@example.cat',
        mobile: '+34 677 000 111',
        category: 32,
        subject: 'No puc entrar',
        description: "No recordo l'usuari.",
      }),
    );
    expect(sent.statusCode).toBe(201);
    opened.unsigned = Number(sent.json<{ result: string }>().result.slice(-6));
  });
  afterAll(() => t.close());
  const { backoffice, stored } = caseCalls(() => t);

  const inbox = async (query = '') => {
    const response = await backoffice('GET', `/crm/cases${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json<StaffCaseList>();
  };
  const ids = (list: StaffCaseList) => list.items.map((item) => item.id);
  /** "Assign to me" as the demo agent, or as the staff member whose headers are given. */
  const assign = (id: number, headers?: Record<string, string>) =>
    backoffice('POST', `/crm/cases/${id}/assign`, undefined, headers);
  const staffNamed = async (email: string) => {
    const [row] = await t.app.services.db
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(eq(staff.email, email));
    return row!;
  };

  it('lists the open cases oldest first, whatever their last activity', async () => {
    const list = await inbox('?limit=100');
    const opening = list.items.map((item) => Date.parse(item.created_date));
    expect(opening).toEqual([...opening].sort((a, b) => a - b));
    expect(ids(list)[0]).toBe(opened.oldRequest);
    // The visitor's message came last.
    expect(ids(list).at(-1)).toBe(opened.unsigned);
    expect(list.items.every((item) => !['accepted', 'denied'].includes(item.status))).toBe(true);
    expect(list.n_items).toBe(list.items.length);
  });

  it('pages the list as the portal pages its other lists', async () => {
    const all = await inbox('?limit=100');
    const first = await inbox('?limit=2');
    const second = await inbox('?limit=2&offset=2');
    expect(first).toMatchObject({ offset: 0, limit: 2, n_items: all.n_items });
    expect(second).toMatchObject({ offset: 2, limit: 2, n_items: all.n_items });
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 4));
  });

  it('filters by status: open, closed or one of them', async () => {
    expect((await inbox('?status=closed')).items.map((item) => item.status)).toEqual(['accepted']);
    const infoRequired = await inbox('?status=info_required');
    expect(infoRequired.items.map((item) => item.subject)).toEqual([
      'Consumo muy alto en la última factura',
    ]);
    const inProcess = await inbox('?status=in_process&limit=100');
    expect(inProcess.items.every((item) => item.status === 'in_process')).toBe(true);
    expect(ids(inProcess)).toEqual(expect.arrayContaining(Object.values(opened)));
  });

  it("filters by kind: customers' requests, claims and visitors' messages", async () => {
    const claims = await inbox('?kind=claim&status=open');
    expect(claims.items.map((item) => [item.kind, item.reference.slice(0, 4)])).toEqual([
      ['claim', 'ATC-'],
    ]);
    const visitors = await inbox('?kind=unsigned&limit=100');
    expect(ids(visitors)).toEqual([opened.unsigned]);
    expect(visitors.items[0]).toMatchObject({
      kind: 'request',
      contract: null,
      customer: { name: null, email: 'pere@example.cat' },
    });
    const requests = await inbox('?kind=request&limit=100');
    expect(ids(requests)).not.toContain(opened.unsigned);
    expect(requests.items.every((item) => item.reference.startsWith('SOL-'))).toBe(true);
    expect(ids(requests)).toEqual(expect.arrayContaining([opened.request, opened.oldRequest]));
  });

  it('filters by category', async () => {
    const meter = await inbox('?category=7&lang=es');
    expect(ids(meter)).toEqual([opened.request]);
    expect(meter.items[0]!.category).toBe('Contador');
    expect((await inbox('?category=7&status=closed')).items).toEqual([]);
    expect((await inbox('?category=999')).n_items).toBe(0);
  });

  it('filters the cases opened more than some days ago', async () => {
    expect(ids(await inbox('?older_than_days=10'))).toEqual([opened.oldRequest]);
    // The demo's request opened 6 days ago; the claim yesterday, and this file's today.
    const week = await inbox('?older_than_days=5');
    expect(week.items.map((item) => item.subject)).toEqual([
      'Cambiar la cuenta de cargo',
      'Consumo muy alto en la última factura',
    ]);
    expect((await inbox('?older_than_days=3650')).n_items).toBe(0);
  });

  it('counts the cases of each status under the other filters', async () => {
    const all = await inbox('?status=open&limit=100');
    expect(Object.keys(all.counts).sort()).toEqual([...caseStatuses].sort());
    for (const status of caseStatuses) {
      expect(all.counts[status], status).toBe((await inbox(`?status=${status}`)).n_items);
    }
    expect(all.counts.accepted).toBe(1);
    // The status filter leaves the counts alone; the others narrow them.
    expect((await inbox('?status=accepted')).counts).toEqual(all.counts);
    expect((await inbox('?kind=unsigned')).counts).toEqual({
      in_process: 1,
      being_processed: 0,
      info_required: 0,
      accepted: 0,
      denied: 0,
    });
  });

  it('assigns a case to the staff member who asks, shows who has it and filters by it', async () => {
    const agent = await staffNamed('agent@demo.portal');
    const supervisor = await staffNamed('supervisor@demo.portal');
    const nobody = ids(await inbox('?assignee=nobody&limit=100'));
    expect(nobody).toEqual(ids(await inbox('?limit=100')));
    expect((await inbox('?assignee=me')).n_items).toBe(0);

    const response = await assign(opened.request);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffCase>()).toMatchObject({
      id: opened.request,
      assignee: { id: agent.id, name: agent.name },
    });
    expect((await inbox('?limit=100')).items.find((item) => item.id === opened.request)).toEqual(
      expect.objectContaining({ assignee: { id: agent.id, name: agent.name } }),
    );
    expect(ids(await inbox('?assignee=me'))).toEqual([opened.request]);
    expect(ids(await inbox('?assignee=nobody&limit=100'))).toEqual(
      nobody.filter((id) => id !== opened.request),
    );
    expect((await inbox('?assignee=nobody&status=in_process')).counts.in_process).toBe(
      (await inbox('?status=in_process')).counts.in_process - 1,
    );

    // The supervisor takes it over: it is theirs, and no longer the agent's.
    const supervisorHeaders = await staffAuthorization(t, 'supervisor');
    const taken = await assign(opened.request, supervisorHeaders);
    expect(taken.json<StaffCase>().assignee).toEqual({ id: supervisor.id, name: supervisor.name });
    expect((await inbox('?assignee=me')).n_items).toBe(0);
    const mine = await backoffice('GET', '/crm/cases?assignee=me', undefined, supervisorHeaders);
    expect(mine.json<StaffCaseList>().items.map((item) => item.id)).toEqual([opened.request]);
    expect((await backoffice('GET', `/crm/cases/${opened.unsigned}`)).json()).toMatchObject({
      assignee: null,
    });
  });

  it('refuses a bad filter or assignment and changes nothing', async () => {
    for (const query of [
      '?kind=visitor',
      '?status=lost',
      '?category=0',
      '?category=x',
      '?older_than_days=0',
      '?older_than_days=3651',
      '?assignee=someone',
      '?limit=101',
      '?colour=red',
    ]) {
      const response = await backoffice('GET', `/crm/cases${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const before = await stored();
    const assigned = (await backoffice('GET', `/crm/cases/${opened.oldRequest}`)).json<StaffCase>()
      .assignee;
    expect((await assign(99999)).statusCode).toBe(404);
    expect((await backoffice('POST', '/crm/cases/0/assign')).statusCode).toBe(400);
    const anonymous = await backoffice(
      'POST',
      `/crm/cases/${opened.oldRequest}/assign`,
      undefined,
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    const customer = await backoffice('POST', `/crm/cases/${opened.oldRequest}/assign`, undefined, {
      authorization: `Bearer ${household}`,
    });
    expect(customer.statusCode).toBe(401);
    expect(
      (await backoffice('GET', `/crm/cases/${opened.oldRequest}`)).json<StaffCase>().assignee,
    ).toEqual(assigned);
    expect(await stored()).toEqual(before);
  });
});
