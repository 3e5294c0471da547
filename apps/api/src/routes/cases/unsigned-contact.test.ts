import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/cases';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { type FilePart, multipart } from '../../testing/multipart';
import { caseCalls, disguisedExecutable, invoicePhoto } from './testing/case-calls';

const attachment: FilePart = { ...invoicePhoto, field: 'attachment' };

describe('the unsigned contact (spec 2 points 2, 5 and 7, decision 017)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const { visit, backoffice, setSettings, lastEmailId, emailsAfter, stored } = caseCalls(() => t);

  const contactForm = (fields: Record<string, string | number> = {}, files: FilePart[] = []) =>
    multipart(
      {
        email: 'jordi.serra@example.net',
        mobile: '612 345 678',
        category: 30,
        subject: 'Tarifa para un local',
        description: 'Tengo un local de 80 m² y quiero saber qué tarifa me conviene.',
        ...fields,
      },
      files,
    );
  const send = (form = contactForm(), address?: string, lang = 'es') =>
    visit(`/crm/unsigned/?lang=${lang}`, form, address);

  it('stores the message without an account and e-mails the sender their reference', async () => {
    const since = await lastEmailId();
    const response = await send(contactForm({}, [attachment]), '198.51.100.10');
    expect(response.statusCode).toBe(201);
    const { result } = response.json<{ result: string }>();
    expect(result).toMatch(/^CON-\d{4}-\d{6}$/);
    const id = Number(result.slice(-6));

    const [row] = await t.app.services.db.select().from(cases).where(eq(cases.id, id));
    expect(row).toMatchObject({
      kind: 'request',
      userId: null,
      contractId: null,
      sectionId: 2,
      categoryId: 30,
      senderEmail: 'jordi.serra@example.net',
      senderMobile: '+34612345678',
      language: 'es',
      status: 'in_process',
    });

    const emails = await emailsAfter(since);
    expect(emails.map((email) => email.to)).toEqual([
      'jordi.serra@example.net',
      'clientes@energia-demo.example',
    ]);
    const [toSender, toRetailer] = emails;
    expect(toSender!.subject).toBe(`Hemos recibido tu consulta ${result}: Tarifa para un local`);
    expect(toSender!.text).toContain('Tengo un local de 80 m² y quiero saber qué tarifa');
    expect(toSender!.text).not.toContain('http://');
    expect(toRetailer!.subject).toContain(result);
    expect(toRetailer!.text).toContain('De: <jordi.serra@example.net>');
    expect(toRetailer!.text).toContain('Móvil: +34612345678');

    const staffView = await backoffice('GET', `/crm/cases/${id}`);
    expect(staffView.json()).toMatchObject({
      reference: result,
      contract: null,
      section: 'Contratación',
      category: 'Hacerme cliente e información comercial',
      customer: { name: null, email: 'jordi.serra@example.net', mobile: '+34612345678' },
      attachments: [{ filename: 'factura-marzo.pdf', mime_type: 'application/pdf' }],
    });
  });

  it('takes nothing while the retailer has the form switched off', async () => {
    expect((await setSettings({ features: { unsignedContact: false } })).statusCode).toBe(200);
    try {
      const before = await stored();
      const response = await send(contactForm(), '198.51.100.90');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
      expect(await stored()).toEqual(before);
    } finally {
      await setSettings({ features: { unsignedContact: true } });
    }
  });

  it("writes to the sender in the call's language", async () => {
    const since = await lastEmailId();
    const response = await send(
      contactForm({ email: 'anna@example.org', category: 33 }),
      '198.51.100.11',
      'en',
    );
    const { result } = response.json<{ result: string }>();
    const [toSender] = await emailsAfter(since);
    expect(toSender!.subject).toBe(`We have received your enquiry ${result}: Tarifa para un local`);
    expect(toSender!.text).toContain(`quote the number ${result}`);
  });

  it('checks the fields as the form does', async () => {
    const before = await stored();
    const invalid = await send(contactForm({ email: 'jordi@' }), '198.51.100.12');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ errors: { email: ['validation_email_name_not_valid'] } });
    const empty = await visit('/crm/unsigned/', multipart({}), '198.51.100.12');
    expect(empty.json()).toEqual({
      errors: {
        email: ['validation_email_name_not_valid'],
        mobile: ['required_field'],
        category: ['required_field'],
        subject: ['required_field'],
        description: ['required_field'],
      },
    });
    const customersCategory = await send(contactForm({ category: 1 }), '198.51.100.12');
    expect(customersCategory.json()).toEqual({ errors: { category: ['invalid_value'] } });
    const twoFiles = await send(contactForm({}, [attachment, attachment]), '198.51.100.12');
    expect(twoFiles.json()).toEqual({ errors: { attachment: ['too_long'] } });
    const program = await send(
      contactForm({}, [{ ...disguisedExecutable, field: 'attachment' }]),
      '198.51.100.12',
    );
    expect(program.json()).toEqual({ errors: { attachment: ['invalid_attachment_type'] } });
    expect(await stored()).toEqual(before);
  });

  it('takes five messages an hour from one address, refusing the sixth before reading it', async () => {
    const address = '203.0.113.5';
    for (let i = 1; i <= 5; i += 1) {
      const response = await send(contactForm({ email: `visitante${i}@example.com` }), address);
      expect(response.statusCode, `message ${i}`).toBe(201);
    }
    const before = await stored();
    const refused = await send(contactForm({ email: 'visitante6@example.com' }), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_attempts', retry_after: expect.any(Number) });
    expect(refused.json<{ retry_after: number }>().retry_after).toBeGreaterThan(3500);
    expect(refused.headers['retry-after']).toBe(
      String(refused.json<{ retry_after: number }>().retry_after),
    );
    expect(refused.headers.connection).toBe('close');
    expect(await stored()).toEqual(before);
    expect(
      (await send(contactForm({ email: 'visitante6@example.com' }), '203.0.113.6')).statusCode,
    ).toBe(201);
  });

  it('takes three messages an hour from one e-mail address, whatever its case', async () => {
    for (const [i, email] of [
      'marta@example.com',
      'Marta@example.com',
      'MARTA@example.com',
    ].entries()) {
      expect((await send(contactForm({ email }), `203.0.113.${20 + i}`)).statusCode).toBe(201);
    }
    const before = await stored();
    const refused = await send(contactForm({ email: 'marta@example.com' }), '203.0.113.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_attempts' });
    expect(await stored()).toEqual(before);
    // The refusal did not take one of the address's five.
    for (let i = 1; i <= 5; i += 1) {
      const response = await send(contactForm({ email: `otra${i}@example.com` }), '203.0.113.30');
      expect(response.statusCode, `message ${i}`).toBe(201);
    }
  });

  it('counts only the messages it stores', async () => {
    const address = '203.0.113.40';
    for (let i = 1; i <= 6; i += 1) {
      expect((await send(contactForm({ email: 'nope' }), address)).statusCode).toBe(400);
    }
    expect((await send(contactForm({ email: 'valid@example.com' }), address)).statusCode).toBe(201);
  });

  it('lists no visitor’s message in any customer’s requests', async () => {
    const visitors = await t.app.services.db
      .select({ id: cases.id })
      .from(cases)
      .where(isNull(cases.userId));
    expect(visitors.length).toBeGreaterThan(0);
    const staffList = await backoffice('GET', '/crm/cases?limit=100');
    const listed = staffList.json<{ items: { id: number; customer: { name: string | null } }[] }>();
    expect(listed.items.filter((item) => item.customer.name === null).length).toBe(visitors.length);
  });
});
