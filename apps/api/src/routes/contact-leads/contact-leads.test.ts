import type { StaffContactLeadList } from '@portal/domain/schemas/contact-leads';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { contactLeads } from '../../db/schema/contact-leads';
import { auditEntries } from '../../db/schema/staff';
import { purgeOldContactLeads } from '../../services/contracting/lead-retention';
import { backofficeCaller } from '../../testing/app-calls';
import { type TestApp, bearer, buildTestApp } from '../../testing/build-test-app';
import { tokenForNewSession } from '../../testing/db';
import { samplePdf } from '../../testing/sample-files';

const DAY_MS = 24 * 60 * 60 * 1000;
let addresses = 0;

describe("the back office's contact leads and their retention (decision 020)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const backoffice = backofficeCaller(() => t, 'agent');

  /** A power calculator lead, as the page sends it; answers its id. */
  const sendPowerLead = async (name: string, invoice: boolean) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/potencia',
      remoteAddress: `192.0.2.${(addresses += 1)}`,
      payload: {
        cups: 'ES0021000000000001RK',
        area: 70,
        numPersones: 2,
        cofSimul: 0.4,
        appliances: [{ name: 'hob', enabled: true, quantity: 1, option: null, totalPower: 1 }],
        optimalPower: 1,
        name,
        surname1: 'Serra',
        surname2: '',
        email: `${name.toLowerCase()}@example.com`,
        telephone: '612345678',
        contactHours: '9-13h',
        consent: true,
        invoice: invoice
          ? {
              name: 'factura.pdf',
              content: `data:application/pdf;base64,${samplePdf().toString('base64')}`,
            }
          : null,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: string }>().id;
  };

  it('lists the leads oldest first by kind, shows one and sends its invoice, to staff only', async () => {
    const older = await sendPowerLead('Aina', true);
    const newer = await sendPowerLead('Biel', false);
    const list = (
      await backoffice('GET', '/contact-leads?kind=power')
    ).json<StaffContactLeadList>();
    const ids = list.items.map((lead) => lead.id);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(list.items[ids.indexOf(older)]).toMatchObject({
      kind: 'power',
      state: 'open',
      name: 'Aina',
      email: 'aina@example.com',
      phone: '+34612345678',
      contact_hours: '9-13h',
      customer: false,
      invoice: { name: 'factura.pdf', type: 'application/pdf', size: samplePdf().length },
      data: expect.objectContaining({ optimalPower: expect.any(Number) }),
    });
    const otherKind = (
      await backoffice('GET', '/contact-leads?kind=price_compare')
    ).json<StaffContactLeadList>();
    expect(otherKind.items.map((lead) => lead.id)).not.toContain(older);

    const invoice = await backoffice('GET', `/contact-leads/${older}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload).toEqual(samplePdf());
    expect((await backoffice('GET', `/contact-leads/${newer}/invoice`)).statusCode).toBe(404);
    expect((await backoffice('GET', `/contact-leads/${newer}`)).json()).toMatchObject({
      name: 'Biel',
      invoice: null,
    });
    const withoutToken = await t.app.inject({
      method: 'GET',
      url: '/api/v1/backoffice/contact-leads',
    });
    expect(withoutToken.statusCode).toBe(401);
    expect(withoutToken.json()).toEqual({ error: 'unauthorized' });
  });

  it('deletes the leads past the retention with their invoices, and keeps the recent ones', async () => {
    const { db, files } = t.app.services;
    const old = await sendPowerLead('Carme', true);
    const recent = await sendPowerLead('Dani', false);
    await db
      .update(contactLeads)
      .set({ createdAt: new Date(Date.now() - 91 * DAY_MS) })
      .where(eq(contactLeads.id, old));
    const [row] = await db.select().from(contactLeads).where(eq(contactLeads.id, old));
    expect(await files.has(row!.filePath!)).toBe(true);

    expect(await purgeOldContactLeads(db, files, 90)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: contactLeads.id })
      .from(contactLeads)
      .where(inArray(contactLeads.id, [old, recent]));
    expect(left.map((lead) => lead.id)).toEqual([recent]);
    expect(await files.has(row!.filePath!)).toBe(false);
  });

  describe('states (issue 27)', () => {
    const mark = (id: string, state: unknown) =>
      backoffice('POST', `/contact-leads/${id}/state`, { state });
    const listOf = async (query: string) =>
      (await backoffice('GET', `/contact-leads${query}`)).json<StaffContactLeadList>();

    it('counts the leads by state and lists one state, oldest first', async () => {
      const first = await sendPowerLead('Elna', false);
      const second = await sendPowerLead('Ferran', false);
      const before = await listOf('');
      expect(before.n_items).toBe(Object.values(before.counts).reduce((sum, n) => sum + n, 0));
      expect((await mark(second, 'contacted')).statusCode).toBe(200);

      const contacted = await listOf('?state=contacted');
      expect(contacted.items.map((lead) => lead.id)).toContain(second);
      expect(contacted.items.every((lead) => lead.state === 'contacted')).toBe(true);
      expect(contacted.n_items).toBe(contacted.counts.contacted);
      expect(contacted.counts.contacted).toBe(before.counts.contacted + 1);
      expect(contacted.counts.open).toBe(before.counts.open - 1);
      const open = await listOf('?state=open&limit=100');
      expect(open.items.map((lead) => lead.id)).toContain(first);
      expect(open.items.map((lead) => lead.id)).not.toContain(second);
    });

    it('moves a lead forward only, each move audited', async () => {
      const id = await sendPowerLead('Gemma', false);
      const contacted = await mark(id, 'contacted');
      expect(contacted.statusCode, contacted.body).toBe(200);
      expect(contacted.json()).toMatchObject({ id, state: 'contacted', name: 'Gemma' });
      expect((await mark(id, 'signed')).json()).toMatchObject({ state: 'signed' });
      for (const state of ['contacted', 'discarded', 'signed']) {
        const refused = await mark(id, state);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ error: 'state_change_not_allowed' });
      }
      const discarded = await sendPowerLead('Hug', false);
      expect((await mark(discarded, 'discarded')).json()).toMatchObject({ state: 'discarded' });
      expect((await mark(discarded, 'contacted')).statusCode).toBe(409);

      const entries = await t.app.services.db
        .select()
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.action, 'contact_lead.state'),
            eq(auditEntries.target, `contact_lead:${id}`),
          ),
        )
        .orderBy(desc(auditEntries.id));
      expect(entries.map((entry) => entry.details)).toEqual([
        { from: 'contacted', to: 'signed' },
        { from: 'open', to: 'contacted' },
      ]);
      expect(entries[0]).toMatchObject({ staffEmail: 'agent@demo.portal' });
    });

    it('refuses hostile marks and filters: 4xx and the lead unchanged', async () => {
      const id = await sendPowerLead('Irene', false);
      for (const state of ['open', 'closed', 'contacted\u0000', 'x'.repeat(100_000), 3, null]) {
        expect((await mark(id, state)).statusCode, String(state).slice(0, 20)).toBe(400);
      }
      expect(
        (await backoffice('POST', `/contact-leads/${id}/state`, { state: 'contacted', by: 'x' }))
          .statusCode,
      ).toBe(400);
      expect((await backoffice('GET', '/contact-leads?state=closed')).statusCode).toBe(400);
      expect((await backoffice('GET', '/contact-leads?state=open%00')).statusCode).toBe(400);
      expect((await mark('not-a-uuid', 'contacted')).statusCode).toBe(400);
      expect((await mark('4b1e6bd2-7b1f-4f53-9d55-0a6f3c4a3c11', 'contacted')).statusCode).toBe(
        404,
      );
      const [customer] = await t.app.services.db.select().from(users).limit(1);
      const asCustomer = await t.app.inject({
        method: 'POST',
        url: `/api/v1/backoffice/contact-leads/${id}/state`,
        headers: bearer(await tokenForNewSession(t.app, customer!.id)),
        payload: { state: 'contacted' },
      });
      expect(asCustomer.statusCode).toBe(401);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/v1/backoffice/contact-leads/${id}/state`,
        payload: { state: 'contacted' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await backoffice('GET', `/contact-leads/${id}`)).json()).toMatchObject({
        state: 'open',
      });
    });
  });
});
