import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLeads } from '../../db/schema/contact-leads';
import { outboxCalls, storedFiles } from '../../testing/app-calls';
import { type TestApp, buildTestApp, demoHousehold, signIn } from '../../testing/build-test-app';
import { userIdByTaxId } from '../../testing/db';
import { samplePdf } from '../../testing/sample-files';
import { CUPS, GAS_CUPS, comparatorCalls, contact } from './testing/comparator-calls';

describe("the comparators' leads (spec 3 point 7, docs/decisions/021)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await calls.load();
  });
  afterAll(() => t.close());
  const calls = comparatorCalls(() => t);
  const { post, september, gasSeptember } = calls;
  const { lastEmailId, emailsAfter } = outboxCalls(() => t);

  const rowOf = async (id: string) => {
    const [row] = await t.app.services.db
      .select()
      .from(contactLeads)
      .where(eq(contactLeads.id, id));
    return row;
  };
  const invoice = {
    name: 'factura-septiembre.pdf',
    content: `data:application/pdf;base64,${samplePdf().toString('base64')}`,
  };

  it('stores the electricity comparison, made again on the server, with the contact', async () => {
    const since = await lastEmailId();
    const response = await post('/api/v1/price-compare/confirm', {
      ...september(),
      mode: 'auto',
      ...contact,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ status: string; id: string }>();
    expect(answer.status).toBe('OK');
    const row = await rowOf(answer.id);
    expect(row).toMatchObject({
      kind: 'price_compare',
      cups: CUPS,
      name: 'Laia',
      email: 'laia.puig@example.com',
      contactHours: '15-19h',
      language: 'es',
      userId: null,
      fileName: null,
    });
    expect(row?.data).toMatchObject({
      product: { name: 'Tarifa Estable Hogar' },
      access_tariff: '2.0TD',
      power: 4.6,
      p1: 60,
      p2: 70,
      p3: 120,
      start_date: '2026-09-01',
      end_date: '2026-09-30',
      invoice_amount: 84.37,
      total_amount: 62.42,
      saving: 21.95,
    });
    const emails = await emailsAfter(since);
    expect(emails.map((email) => email.to)).toContain('laia.puig@example.com');
  });

  it('refuses the client’s own numbers and an invalid comparison', async () => {
    const forged = await post('/api/v1/price-compare/confirm', {
      ...september(),
      mode: 'auto',
      ...contact,
      total_amount: 1,
    });
    expect(forged.json()).toEqual({ errors: { total_amount: ['unknown_field'] } });
    const tooMuch = await post('/api/v1/price-compare/confirm', {
      ...september(),
      p1: 4000,
      mode: 'auto',
      ...contact,
    });
    expect(tooMuch.json()).toEqual({ errors: { p1: ['consumption_too_high'] } });
    const noConsent = await post('/api/v1/price-compare/confirm', {
      ...september(),
      mode: 'auto',
      ...contact,
      consent: false,
      telephone: '12',
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toEqual({
      errors: { consent: ['consent_required'], telephone: ['phone_not_valid'] },
    });
  });

  it('stores the invoice of the manual mode', async () => {
    const before = storedFiles(t, 'contact-leads');
    const response = await post('/api/v1/price-compare/confirm', {
      mode: 'manual',
      ...contact,
      invoice,
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await rowOf(response.json<{ id: string }>().id);
    expect(row).toMatchObject({
      kind: 'price_compare_invoice',
      cups: null,
      fileName: 'factura-septiembre.pdf',
      fileType: 'application/pdf',
    });
    expect(storedFiles(t, 'contact-leads')).toBe(before + 1);
    const missing = await post('/api/v1/price-compare/confirm', { mode: 'manual', ...contact });
    expect(missing.json()).toEqual({ errors: { invoice: ['required'] } });
  });

  it('stores the gas comparison and the gas invoice', async () => {
    const auto = await post(
      '/api/v2/gas/price-compare/confirm',
      { ...gasSeptember(), mode: 'auto', ...contact },
      { lang: 'ca' },
    );
    expect(auto.statusCode, auto.body).toBe(200);
    expect(await rowOf(auto.json<{ id: string }>().id)).toMatchObject({
      kind: 'gas_price_compare',
      cups: GAS_CUPS,
      language: 'ca',
      data: { access_tariff: 'RL.1', consumption: 300, total_amount: 33.02 },
    });
    const manual = await post('/api/v2/gas/price-compare/confirm', {
      mode: 'manual',
      cups: GAS_CUPS,
      ...contact,
      invoice,
    });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(await rowOf(manual.json<{ id: string }>().id)).toMatchObject({
      kind: 'gas_price_compare_invoice',
      cups: GAS_CUPS,
      fileName: 'factura-septiembre.pdf',
    });
  });

  it('names a signed-in customer', async () => {
    const token = await signIn(t.app, demoHousehold);
    const response = await post(
      '/api/v1/price-compare/confirm',
      { ...september(), mode: 'auto', ...contact },
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowOf(response.json<{ id: string }>().id))?.userId).toBe(
      await userIdByTaxId(t.app, demoHousehold.user),
    );
  });
});
