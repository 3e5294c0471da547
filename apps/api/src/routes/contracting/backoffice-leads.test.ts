import type { LeadAnswer, StaffLeadList } from '@portal/domain/schemas/contracting';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { auditEntries } from '../../db/schema/staff';
import { contracts } from '../../db/schema/contracts';
import { retailerDay } from '../../lib/retailer-day';
import { type TestApp, bearer, buildTestApp } from '../../testing/build-test-app';
import { tokenForNewSession } from '../../testing/db';
import { staffAuthorization } from '../../testing/staff';
import { samplePdf } from '../../testing/sample-files';
import {
  type OfferedProducts,
  electricityBody,
  gasBody,
  leadCalls,
  newApplicant,
  offerProducts,
} from './testing/lead-calls';

describe("the back office's leads (decision 018)", () => {
  let t: TestApp;
  let products: OfferedProducts;
  beforeAll(async () => {
    t = await buildTestApp();
    products = await offerProducts(t);
  });
  afterAll(() => t.close());
  const { electricity, gas, backoffice, electricitySteps, lastEmailId, emailsAfter } = leadCalls(
    () => t,
  );
  const list = async (query = '') => {
    const response = await backoffice('GET', `/leads${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StaffLeadList>();
  };

  it('lists the leads oldest first, by state and energy, a page at a time, with counts', async () => {
    const a = newApplicant();
    const older = await electricitySteps(products, a, 2);
    const newer = (await gas(gasBody(products, newApplicant(), 1))).json<LeadAnswer>().lead_id;

    const all = await list('?limit=100');
    const ids = all.items.map((item) => item.id);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(all).toMatchObject({ offset: 0, limit: 100 });
    expect(all.n_items).toBeGreaterThanOrEqual(2);
    expect(all.n_items).toBe(Object.values(all.counts).reduce((sum, n) => sum + n, 0));
    expect(all.counts.open).toBeGreaterThanOrEqual(2);
    expect(all.items[ids.indexOf(older)]).toMatchObject({
      energy: 'electricity',
      state: 'open',
      step: 2,
      cups: a.cups,
      holder_name: 'Júlia Ferrer Costa',
      holder_vat: a.vat,
      email: a.email,
      mobile: '+34612345678',
      contract_name: null,
      electricity_lead_id: null,
      solvency_ok: null,
      dni_valid: null,
    });

    const gasOnly = await list('?energy=gas&state=open');
    expect(gasOnly.items.every((item) => item.energy === 'gas' && item.state === 'open')).toBe(
      true,
    );
    expect(gasOnly.items.map((item) => item.id)).toContain(newer);
    expect(gasOnly.n_items).toBe(gasOnly.counts.open);
    const at = ids.indexOf(older);
    const page = await list(`?offset=${at}&limit=1`);
    expect(page).toMatchObject({ offset: at, limit: 1, n_items: all.n_items });
    expect(page.items.map((item) => item.id)).toEqual([older]);
    expect((await list('?state=signed')).items.every((item) => item.state === 'signed')).toBe(true);
  });

  it("shows a lead with its data and its files, and needs a staff member's token", async () => {
    const a = newApplicant();
    const leadId = await electricitySteps(products, a, 3);
    const detail = await backoffice('GET', `/leads/${leadId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: leadId,
      step: 3,
      data: { cups: a.cups, power: 4.6, owner: { vat: a.vat } },
      files: [
        {
          id: expect.any(Number),
          field: 'nif_faceup',
          name: 'dni-delante.pdf',
          size: expect.any(Number),
        },
      ],
    });
    expect(
      (await backoffice('GET', '/leads/4b1e6bd2-7b1f-4f53-9d55-0a6f3c4a3c11')).statusCode,
    ).toBe(404);
    const withoutToken = await t.app.inject({
      method: 'GET',
      url: `/api/v1/backoffice/leads/${leadId}`,
    });
    expect(withoutToken.statusCode).toBe(401);
    expect(withoutToken.json()).toEqual({ error: 'unauthorized' });
  });

  it("downloads a lead's file as the visitor sent it, and only that lead's", async () => {
    const leadId = await electricitySteps(products, newApplicant(), 3);
    const other = await electricitySteps(products, newApplicant(), 3);
    const [file] = (await backoffice('GET', `/leads/${leadId}`)).json<{
      files: { id: number }[];
    }>().files;
    const download = await backoffice('GET', `/leads/${leadId}/files/${file!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('dni-delante.pdf');
    expect(download.rawPayload).toEqual(samplePdf());
    expect((await backoffice('GET', `/leads/${other}/files/${file!.id}`)).statusCode).toBe(404);
    expect((await backoffice('GET', `/leads/${leadId}/files/999999`)).statusCode).toBe(404);
    const withoutKey = await t.app.inject({
      method: 'GET',
      url: `/api/v1/backoffice/leads/${leadId}/files/${file!.id}`,
    });
    expect(withoutKey.statusCode).toBe(401);
  });

  it('signs a confirmed lead: the contract is active from today and the customer is told', async () => {
    const a = newApplicant();
    const leadId = await electricitySteps(products, a, 4);
    expect((await backoffice('POST', `/leads/${leadId}/sign`)).json()).toEqual({
      error: 'lead_closed',
    });
    const confirmed = await electricity(
      electricityBody(products, a, 5, { lead_id: leadId, confirm: true }),
      { lang: 'en' },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [user] = await t.app.services.db.select().from(users).where(eq(users.taxId, a.vat));
    expect(user!.isNewCustomer).toBe(true);
    const session = await tokenForNewSession(t.app, user!.id);
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v2/contracts?type=electricity',
          headers: bearer(session),
        })
      ).json<{ items: { name: string; state: string; sign_date: string | null }[] }>().items;
    const [draft] = await listed();
    expect(draft).toMatchObject({ state: 'esborrany', sign_date: null });

    const since = await lastEmailId();
    const signed = await backoffice('POST', `/leads/${leadId}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({
      id: leadId,
      state: 'signed',
      contract_name: draft!.name,
    });
    const today = retailerDay();
    const [contract] = await t.app.services.db
      .select()
      .from(contracts)
      .where(eq(contracts.name, draft!.name));
    expect(contract).toMatchObject({ state: 'activa', signDate: today });
    // Supplied now: the account's sign-ins land on its invoices, not the welcome page.
    const [supplied] = await t.app.services.db.select().from(users).where(eq(users.id, user!.id));
    expect(supplied!.isNewCustomer).toBe(false);
    expect(await listed()).toEqual([
      expect.objectContaining({ name: draft!.name, state: 'activa', sign_date: today }),
    ]);
    const emails = await emailsAfter(since);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: a.email,
      subject: `Your contract ${draft!.name} is now active`,
    });
    const [year, month, day] = today.split('-');
    expect(emails[0]!.text).toContain(`is active since ${day}/${month}/${year}`);

    const again = await backoffice('POST', `/leads/${leadId}/sign`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'lead_closed' });
    expect(
      (await backoffice('POST', '/leads/4b1e6bd2-7b1f-4f53-9d55-0a6f3c4a3c11/sign')).statusCode,
    ).toBe(404);
  });

  describe('marks (issue 27)', () => {
    const mark = (leadId: string, state: unknown, headers?: Record<string, string>) =>
      headers
        ? t.app.inject({
            method: 'POST',
            url: `/api/v1/backoffice/leads/${leadId}/state`,
            headers,
            payload: { state },
          })
        : backoffice('POST', `/leads/${leadId}/state`, { state });
    const stateOf = async (leadId: string) =>
      (await backoffice('GET', `/leads/${leadId}`)).json<{ state: string }>().state;

    it('marks a lead contacted, then discarded, each audited, and nothing else', async () => {
      const leadId = await electricitySteps(products, newApplicant(), 2);
      const contacted = await mark(leadId, 'contacted');
      expect(contacted.statusCode, contacted.body).toBe(200);
      expect(contacted.json()).toMatchObject({ id: leadId, state: 'contacted', step: 2 });
      expect((await list('?state=contacted')).items.map((item) => item.id)).toContain(leadId);

      const again = await mark(leadId, 'contacted');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'state_change_not_allowed' });

      expect((await mark(leadId, 'discarded')).json()).toMatchObject({ state: 'discarded' });
      expect((await mark(leadId, 'contacted')).statusCode).toBe(409);
      expect(await stateOf(leadId)).toBe('discarded');

      const entries = await t.app.services.db
        .select()
        .from(auditEntries)
        .where(
          and(eq(auditEntries.action, 'lead.state'), eq(auditEntries.target, `lead:${leadId}`)),
        )
        .orderBy(desc(auditEntries.id));
      expect(entries.map((entry) => entry.details)).toEqual([
        { from: 'contacted', to: 'discarded' },
        { from: 'open', to: 'contacted' },
      ]);
      expect(entries[0]).toMatchObject({ staffEmail: 'agent@demo.portal', staffRole: 'agent' });
    });

    it('lets the visitor finish a contacted lead, and leaves a confirmed one to signing', async () => {
      const a = newApplicant();
      const leadId = await electricitySteps(products, a, 4);
      expect((await mark(leadId, 'contacted')).statusCode).toBe(200);
      const confirmed = await electricity(
        electricityBody(products, a, 5, { lead_id: leadId, confirm: true }),
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await stateOf(leadId)).toBe('confirmed');
      for (const state of ['contacted', 'discarded']) {
        const refused = await mark(leadId, state);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ error: 'state_change_not_allowed' });
      }
      expect(await stateOf(leadId)).toBe('confirmed');
    });

    it('refuses hostile marks: 4xx and the lead unchanged', async () => {
      const leadId = await electricitySteps(products, newApplicant(), 1);
      for (const state of ['signed', 'open', 'confirmed', 'contacted\u0000', 'x'.repeat(100_000)]) {
        const refused = await mark(leadId, state);
        expect(refused.statusCode, state.slice(0, 20)).toBe(400);
      }
      const extra = await backoffice('POST', `/leads/${leadId}/state`, {
        state: 'contacted',
        note: 'x',
      });
      expect(extra.statusCode).toBe(400);
      const huge = await t.app.inject({
        method: 'POST',
        url: `/api/v1/backoffice/leads/${leadId}/state`,
        headers: { ...(await staffAuthorization(t, 'agent')), 'content-type': 'application/json' },
        payload: JSON.stringify({ state: 'contacted', pad: 'x'.repeat(2_000_000) }),
      });
      expect(huge.statusCode).toBeGreaterThanOrEqual(400);
      expect(huge.statusCode).toBeLessThan(500);
      expect((await mark('not-a-uuid', 'contacted')).statusCode).toBe(400);
      expect((await mark('4b1e6bd2-7b1f-4f53-9d55-0a6f3c4a3c11', 'contacted')).statusCode).toBe(
        404,
      );

      const [customer] = await t.app.services.db.select().from(users).limit(1);
      const customerToken = await tokenForNewSession(t.app, customer!.id);
      const asCustomer = await mark(leadId, 'contacted', bearer(customerToken));
      expect(asCustomer.statusCode).toBe(401);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/v1/backoffice/leads/${leadId}/state`,
        payload: { state: 'contacted' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await stateOf(leadId)).toBe('open');
    });
  });
});
