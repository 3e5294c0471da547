import type { StaffContactLead } from '@portal/domain/schemas/contact-leads';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLeads } from '../../db/schema/contact-leads';
import { purgeOldContactLeads } from '../../services/contracting/lead-retention';
import { backofficeCaller } from '../../testing/app-calls';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { samplePdf } from '../../testing/sample-files';

const DAY_MS = 24 * 60 * 60 * 1000;
let addresses = 0;

type StaffContactLeadList = { items: StaffContactLead[]; n_items: number };

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

  it('lists the leads newest first by kind, shows one and sends its invoice, to staff only', async () => {
    const older = await sendPowerLead('Aina', true);
    const newer = await sendPowerLead('Biel', false);
    const list = (
      await backoffice('GET', '/contact-leads?kind=power')
    ).json<StaffContactLeadList>();
    expect(list.items.map((lead) => lead.id).slice(0, 2)).toEqual([newer, older]);
    expect(list.items[1]).toMatchObject({
      kind: 'power',
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
});
