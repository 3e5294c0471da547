import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caseAttachments } from '../../db/schema/cases';
import { contracts } from '../../db/schema/contracts';
import { type TestApp, buildSignedInApp } from '../../testing/build-test-app';
import { multipart } from '../../testing/multipart';
import { samplePng } from '../../testing/sample-files';
import { caseCalls, disguisedExecutable, invoicePhoto, pdf } from './testing/case-calls';

describe('opening a request (spec 2 points 5 and 7, decision 017)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
  });
  afterAll(() => t.close());
  const {
    call,
    contractId,
    setSettings,
    lastEmailId,
    emailsAfter,
    stored,
    requestForm,
    openRequest,
    caseDetail,
  } = caseCalls(() => t);
  const open = (token: string, form: Awaited<ReturnType<typeof requestForm>>, lang = '') =>
    openRequest(token, form, lang);
  const detail = (id: number, token = household, query = '') => caseDetail(token, id, query);

  describe('opening a request', () => {
    it('stores the request with its PDF and answers its id and reference', async () => {
      const since = await lastEmailId();
      const response = await open(household, await requestForm());
      expect(response.statusCode).toBe(201);
      const { id, reference } = response.json<{ id: number; reference: string }>();
      const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric' })
        .format(new Date())
        .slice(0, 4);
      expect(reference).toBe(`SOL-${year}-${String(id).padStart(6, '0')}`);

      const opened = await detail(id);
      expect(opened).toMatchObject({
        id,
        reference,
        kind: 'request',
        section: 'Facturación',
        category: 'Consulta sobre una factura',
        contract: { id: await contractId('0100001'), name: '0100001', type: 'electricity' },
        subject: 'Factura de marzo duplicada',
        description: 'Me habéis cobrado dos veces la factura de marzo.\nAdjunto el extracto.',
        status: 'in_process',
        awaiting_customer: false,
        readings: null,
        claim: null,
        messages: [],
      });
      expect(opened.attachments).toEqual([
        {
          id: expect.any(Number),
          filename: 'factura-marzo.pdf',
          size: pdf.length,
          mime_type: 'application/pdf',
          created_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
      const [row] = await t.app.services.db
        .select()
        .from(caseAttachments)
        .where(eq(caseAttachments.caseId, id));
      expect(row!.storageKey).toBe(`cases/${id}/opening-1.pdf`);
      expect(await t.app.services.files.get(row!.storageKey)).toEqual(pdf);

      const download = await call(
        'GET',
        `/crm/cases/${id}/attachments/${opened.attachments[0]!.id}`,
        household,
      );
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain(
        "filename*=UTF-8''factura-marzo.pdf",
      );
      expect(download.rawPayload).toEqual(pdf);

      const emails = await emailsAfter(since);
      expect(emails.map((email) => email.to)).toEqual([
        'laura.garcia@example.com',
        'clientes@energia-demo.example',
      ]);
      const [toCustomer, toRetailer] = emails;
      expect(toCustomer!.subject).toBe(
        `Hemos recibido tu solicitud ${reference}: Factura de marzo duplicada`,
      );
      expect(toCustomer!.text).toContain(`http://portal.test/solicitudes/${id}`);
      expect(toCustomer!.html).toContain(`href="http://portal.test/solicitudes/${id}"`);
      expect(toRetailer!.subject).toBe(`Nueva solicitud ${reference}: Factura de marzo duplicada`);
      expect(toRetailer!.text).toContain('De: Laura García Pérez <laura.garcia@example.com>');
      expect(toRetailer!.text).toContain('Contrato: 0100001');
      expect(toRetailer!.text).toContain('Tema: Facturación · Consulta sobre una factura');
      expect(toRetailer!.html).toContain('cobrado dos veces la factura de marzo.<br>Adjunto');
    });

    it("writes the customer's e-mail in the call's language, with its own link", async () => {
      const since = await lastEmailId();
      const response = await open(household, await requestForm({ categ_id: 8 }, []), 'ca');
      const { id, reference } = response.json<{ id: number; reference: string }>();
      const [toCustomer] = await emailsAfter(since);
      expect(toCustomer!.subject).toBe(
        `Hem rebut la teva sol·licitud ${reference}: Factura de marzo duplicada`,
      );
      expect(toCustomer!.text).toContain(`http://portal.test/sollicituds/${id}`);
      expect((await detail(id, household, '?lang=en')).section).toBe('Customer service');
    });

    it('names each missing field with required_field', async () => {
      const response = await call('POST', '/crm/cases/', household, multipart({ title: '  ' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: {
          polissa_id: ['required_field'],
          polissa_type: ['required_field'],
          categ_id: ['required_field'],
          title: ['required_field'],
          message: ['required_field'],
        },
      });
    });

    it('takes only a category of the customers’ form', async () => {
      for (const categ_id of [99, 30, 20]) {
        const response = await open(household, await requestForm({ categ_id }));
        expect(response.json(), String(categ_id)).toEqual({
          errors: { categ_id: ['invalid_value'] },
        });
      }
    });

    it('refuses seven attachments and keeps nothing', async () => {
      const before = await stored();
      const response = await open(
        household,
        await requestForm(
          {},
          Array.from({ length: 7 }, () => invoicePhoto),
        ),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { attachments: ['too_long'] } });
      expect(await stored()).toEqual(before);
    });

    it('refuses a program renamed .pdf and keeps nothing', async () => {
      const before = await stored();
      const response = await open(household, await requestForm({}, [disguisedExecutable]));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { attachments: ['invalid_attachment_type'] } });
      expect(await stored()).toEqual(before);
    });

    it('takes six images and PDFs, stored each with the type it is', async () => {
      const image = {
        field: 'attachments',
        filename: 'contador.png',
        type: 'image/png',
        content: samplePng(),
      };
      const files = [invoicePhoto, image, invoicePhoto, image, invoicePhoto, image];
      const response = await open(household, await requestForm({}, files));
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: number }>();
      expect((await detail(id)).attachments.map((file) => file.mime_type)).toEqual(
        files.map((file) => file.type),
      );
    });

    it('leaves no file, row or e-mail behind when storing fails halfway', async () => {
      const { files } = t.app.services;
      const put = files.put.bind(files);
      const keys: string[] = [];
      const before = await stored();
      const spy = vi.spyOn(files, 'put').mockImplementation(async (key, content) => {
        keys.push(key);
        if (keys.length === 2) throw new Error('disk full');
        await put(key, content);
      });
      try {
        const response = await open(household, await requestForm({}, [invoicePhoto, invoicePhoto]));
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ error: 'internal_error' });
      } finally {
        spy.mockRestore();
      }
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(await files.has(key), key).toBe(false);
      expect(await stored()).toEqual(before);
      expect(readdirSync(t.app.services.config.uploads.temporaryDir)).toEqual([]);
    });

    it("answers 404 for another customer's contract, or a contract of another type", async () => {
      const foreign = await open(
        household,
        await requestForm({ polissa_id: await contractId('0300001') }),
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: 'not_found' });
      const wrongType = await open(household, await requestForm({ polissa_type: 'gas' }));
      expect(wrongType.statusCode).toBe(404);
    });
  });

  describe('auto-reads (category 20)', () => {
    const readingsForm = async (contract: string, type: string, readings: number[]) =>
      requestForm(
        {
          polissa_id: await contractId(contract),
          polissa_type: type,
          categ_id: 20,
          title: 'Autolectura',
          message: 'Lectura de hoy',
          ...Object.fromEntries(readings.map((value, index) => [`lectura_p${index + 1}`, value])),
        },
        [],
      );

    beforeAll(async () => {
      expect((await setSettings({ features: { contactAutoReads: true } })).statusCode).toBe(200);
    });
    afterAll(async () => {
      await setSettings({ features: { contactAutoReads: false } });
    });

    it('takes one reading per energy period of a 2.0TD contract', async () => {
      const missing = await open(household, await readingsForm('0100001', 'electricity', []));
      expect(missing.json()).toEqual({
        errors: {
          lectura_p1: ['required_field'],
          lectura_p2: ['required_field'],
          lectura_p3: ['required_field'],
        },
      });
      const extra = await open(
        household,
        await readingsForm('0100001', 'electricity', [1, 2, 3, 4]),
      );
      expect(extra.json()).toEqual({ errors: { lectura_p4: ['invalid_value'] } });

      const response = await open(
        household,
        await readingsForm('0100001', 'electricity', [10_234, 5_120, 8_001]),
      );
      expect(response.statusCode).toBe(201);
      const opened = await detail(response.json<{ id: number }>().id);
      expect(opened.readings).toEqual([
        { period: 'P1', value: 10_234 },
        { period: 'P2', value: 5_120 },
        { period: 'P3', value: 8_001 },
      ]);
      expect(opened).toMatchObject({ section: 'Técnica', category: 'Autolectura' });
    });

    it('takes six on 3.0TD and 6.xTD, and one on gas', async () => {
      const sixPeriods = await open(
        company,
        await readingsForm('0300004', 'electricity', [1, 2, 3]),
      );
      expect(Object.keys(sixPeriods.json<{ errors: object }>().errors)).toEqual([
        'lectura_p4',
        'lectura_p5',
        'lectura_p6',
      ]);
      expect(
        (await open(company, await readingsForm('0300004', 'electricity', [1, 2, 3, 4, 5, 6])))
          .statusCode,
      ).toBe(201);

      await t.app.services.db
        .update(contracts)
        .set({ accessTariff: '6.1TD' })
        .where(eq(contracts.name, '0300008'));
      expect(
        (await open(company, await readingsForm('0300008', 'electricity', [1, 2, 3]))).json(),
      ).toEqual({
        errors: {
          lectura_p4: ['required_field'],
          lectura_p5: ['required_field'],
          lectura_p6: ['required_field'],
        },
      });

      expect(
        (await open(household, await readingsForm('0200001', 'gas', [4_380, 1]))).json(),
      ).toEqual({ errors: { lectura_p2: ['invalid_value'] } });
      const gas = await open(household, await readingsForm('0200001', 'gas', [4_380]));
      expect(gas.statusCode).toBe(201);
      expect((await detail(gas.json<{ id: number }>().id)).readings).toEqual([
        { period: 'P1', value: 4_380 },
      ]);
    });

    it('takes no readings in another category', async () => {
      const response = await open(household, await requestForm({ lectura_p1: 5 }));
      expect(response.json()).toEqual({ errors: { lectura_p1: ['invalid_value'] } });
    });
  });
});
