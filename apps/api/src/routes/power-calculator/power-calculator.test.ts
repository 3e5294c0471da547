import type { PowerCalculatorLeadBodyInput } from '@portal/domain/schemas/power-calculator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLeads } from '../../db/schema/contact-leads';
import { outbox } from '../../db/schema/outbox';
import { backofficeCaller, outboxCalls, storedFiles } from '../../testing/app-calls';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { tokenForNewSession, userIdByTaxId } from '../../testing/db';
import { samplePdf, samplePng } from '../../testing/sample-files';

const ORGANIZATION_EMAIL = 'clientes@energia-demo.example';

let addresses = 0;
/** A client address of its own for each call, so the hourly limit stays out of the way. */
const nextAddress = () => {
  addresses += 1;
  return `10.77.${(addresses >> 8) & 255}.${addresses & 255}`;
};

const dataUrl = (bytes: Buffer, type = 'application/pdf') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A flat's lead, with totals forged by the client (the server computes its own). */
function leadBody(extra: Partial<PowerCalculatorLeadBodyInput> = {}): PowerCalculatorLeadBodyInput {
  return {
    cups: 'es0021000000000001rk',
    area: 80,
    numPersones: 3,
    cofSimul: 0.4,
    appliances: [
      { name: 'hob', enabled: true, quantity: 1, option: null, totalPower: 9 },
      { name: 'fridge', enabled: true, quantity: 2, option: null, totalPower: 9 },
      { name: 'waterHeater', enabled: true, quantity: 1, option: '80', totalPower: 9 },
      { name: 'heating', enabled: true, quantity: 1, option: null, totalPower: 9 },
      { name: 'dryer', enabled: false, quantity: 1, option: null, totalPower: 9 },
    ],
    optimalPower: 99,
    name: 'Laia',
    surname1: 'Puig',
    surname2: 'Serra',
    email: 'laia.puig@example.com',
    telephone: '612 34 56 78',
    contactHours: '15-19h',
    consent: true,
    invoice: null,
    ...extra,
  };
}

describe('POST leads/potencia (spec 3 point 7, docs/decisions/020)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const send = (
    body: unknown,
    options: { address?: string; token?: string; lang?: string; raw?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/potencia${options.lang ? `?lang=${options.lang}` : ''}`,
      remoteAddress: options.address ?? nextAddress(),
      headers: {
        'content-type': 'application/json',
        ...(options.token ? bearer(options.token) : {}),
      },
      payload: options.raw ?? JSON.stringify(body),
    });
  const { lastEmailId, emailsAfter } = outboxCalls(() => t);
  const rowOf = async (id: string) => {
    const [row] = await t.app.services.db
      .select()
      .from(contactLeads)
      .where(eq(contactLeads.id, id));
    return row;
  };
  const stored = async () => ({
    leads: await t.app.services.db.$count(contactLeads),
    emails: await t.app.services.db.$count(outbox),
    files: storedFiles(t, 'contact-leads'),
  });

  it('stores the lead with the powers computed on the server, its invoice and two e-mails', async () => {
    const before = await lastEmailId();
    const pdf = samplePdf(300);
    const response = await send(
      leadBody({ invoice: { name: 'factura-setembre.pdf', content: dataUrl(pdf) } }),
      { lang: 'en' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ status: string; id: string }>();
    expect(answer.status).toBe('OK');
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);

    const row = await rowOf(answer.id);
    expect(row).toMatchObject({
      kind: 'power',
      userId: null,
      language: 'en',
      name: 'Laia',
      surname1: 'Puig',
      surname2: 'Serra',
      email: 'laia.puig@example.com',
      phone: '+34612345678',
      contactHours: '15-19h',
      cups: 'ES0021000000000001RK',
      fileName: 'factura-setembre.pdf',
      fileType: 'application/pdf',
      fileSize: pdf.length,
      filePath: `contact-leads/${answer.id}/invoice.pdf`,
    });
    // hob 0.6 + fridges 0.6 + water heater 80 L 0.8 + heating 0.1 + 80 × 0.01 × 0.4 = 2.42.
    expect(row?.data).toMatchObject({
      area: 80,
      numPersones: 3,
      cofSimul: 0.4,
      optimalPower: 2.42,
      recommendedTariff: '2.0TD',
    });
    const totals = (row?.data.appliances as { name: string; totalPower: number }[]).map(
      ({ name, totalPower }) => [name, totalPower],
    );
    expect(totals).toEqual([
      ['hob', 0.6],
      ['fridge', 0.6],
      ['waterHeater', 0.8],
      ['heating', 0.42],
    ]);
    expect(await t.app.services.files.get(row!.filePath!)).not.toBeNull();

    const emails = await emailsAfter(before);
    expect(emails.map((email) => email.to)).toEqual([ORGANIZATION_EMAIL, 'laia.puig@example.com']);
    const reference = answer.id.slice(0, 8).toUpperCase();
    expect(emails[0]!.subject).toBe(`New contact request (power calculator) ${reference}`);
    expect(emails[0]!.text).toContain('Name: Laia Puig Serra');
    expect(emails[0]!.text).toContain('Phone: +34612345678');
    expect(emails[0]!.text).toContain('Hours to call: between 15:00 and 19:00');
    expect(emails[0]!.text).toContain('Invoice attached: factura-setembre.pdf');
    expect(emails[0]!.text).toContain('optimalPower: 2.42');
    expect(emails[1]!.subject).toBe(`We have received your contact request ${reference}`);
    expect(emails[1]!.text).toContain('We will call you between 15:00 and 19:00.');
    expect(emails[1]!.text).toContain('+34 900 100 200');
  });

  it('writes the receipt in the language of the call', async () => {
    const before = await lastEmailId();
    const response = await send(leadBody(), { lang: 'ca' });
    expect(response.statusCode, response.body).toBe(200);
    const [, receipt] = await emailsAfter(before);
    expect(receipt?.subject).toMatch(/^Hem rebut la teva sol·licitud de contacte /);
    expect((await rowOf(response.json<{ id: string }>().id))?.fileName).toBeNull();
  });

  it('answers field errors for bad input and stores nothing', async () => {
    const before = await stored();
    const response = await send(
      leadBody({
        cups: 'ES0021000000000001RX',
        area: 0,
        numPersones: 2.5,
        cofSimul: 0.5 as 0.4,
        name: ' ',
        email: 'laia@',
        telephone: '612',
        contactHours: '' as '9-13h',
        consent: false as true,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        cups: ['cups_not_valid'],
        area: ['positive_whole_number'],
        numPersones: ['positive_whole_number'],
        cofSimul: ['invalid_value'],
        name: ['required'],
        email: ['email_not_valid'],
        telephone: ['phone_not_valid'],
        contactHours: ['required'],
        consent: ['consent_required'],
      },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses unknown fields and a missing contact', async () => {
    const withoutEmail: Partial<PowerCalculatorLeadBodyInput> = leadBody();
    delete withoutEmail.email;
    const response = await send({ ...withoutEmail, extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { email: ['required'], extra: ['unknown_field'] } });
  });

  it('refuses an invoice whose bytes are not the type it declares, and stores nothing', async () => {
    const before = await stored();
    const response = await send(
      leadBody({ invoice: { name: 'factura.pdf', content: dataUrl(samplePng()) } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { invoice: ['invalid_attachment_type'] } });
    const other = await send(
      leadBody({
        invoice: { name: 'factura.exe', content: 'data:application/x-msdownload;base64,TVo=' },
      }),
    );
    expect(other.json()).toEqual({ errors: { invoice: ['invalid_attachment_type'] } });
    expect(await stored()).toEqual(before);
  });

  it('refuses an invoice over 15 MB', async () => {
    const before = await stored();
    const response = await send(
      leadBody({ invoice: { name: 'factura.pdf', content: dataUrl(samplePdf(15_000_000)) } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { invoice: ['file_too_large'] } });
    expect(await stored()).toEqual(before);
  });

  it('leaves nothing half-stored when the transaction fails', async () => {
    const { outbox: mailer } = t.app.services;
    const enqueue = mailer.enqueue;
    let calls = 0;
    mailer.enqueue = async (tx, email) => {
      calls += 1;
      if (calls === 2) throw new Error('the outbox is down');
      return enqueue(tx, email);
    };
    const address = '10.98.0.1';
    const before = await stored();
    try {
      const response = await send(
        leadBody({ invoice: { name: 'factura.pdf', content: dataUrl(samplePdf()) } }),
        { address },
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'internal_error' });
    } finally {
      mailer.enqueue = enqueue;
    }
    expect(calls).toBe(2);
    expect(await stored()).toEqual(before);
    // The failed lead gave its slot of the hour back.
    for (let i = 0; i < 10; i += 1) {
      expect((await send(leadBody(), { address })).statusCode).toBe(200);
    }
  });

  it('takes 10 contact leads an hour from one address', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < 10; i += 1) {
      const response = await send(leadBody(), { address });
      expect(response.statusCode, response.body).toBe(200);
    }
    const before = await stored();
    const refused = await send(leadBody(), { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_attempts' });
    expect(refused.json<{ retry_after: number }>().retry_after).toBeGreaterThan(0);
    expect(await stored()).toEqual(before);
    expect((await send(leadBody(), { address: '10.99.0.2' })).statusCode).toBe(200);
  });

  it("carries a signed-in customer's id, and refuses a read-only session", async () => {
    const token = await signIn(t.app, demoHousehold);
    const response = await send(leadBody(), { token });
    expect(response.statusCode, response.body).toBe(200);
    const userId = await userIdByTaxId(t.app, demoHousehold.user);
    expect((await rowOf(response.json<{ id: string }>().id))?.userId).toBe(userId);

    const readonly = await tokenForNewSession(t.app, userId, { readonly: true });
    expect((await send(leadBody(), { token: readonly })).statusCode).toBe(403);
    expect((await send(leadBody(), { token: 'not-a-token' })).statusCode).toBe(401);
  });

  it('is not there when the retailer has the calculator off', async () => {
    const backoffice = backofficeCaller(() => t, 'admin');
    const off = await backoffice('PUT', '/settings', {
      public: { features: { powerCalculator: false } },
      private: {},
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const before = await stored();
      const response = await send(leadBody());
      expect(response.statusCode).toBe(404);
      expect(await stored()).toEqual(before);
    } finally {
      await backoffice('PUT', '/settings', {
        public: { features: { powerCalculator: true } },
        private: {},
      });
    }
  });
});
