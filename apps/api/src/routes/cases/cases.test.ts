import type { CaseMessage } from '@portal/domain/schemas/cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildSignedInApp } from '../../testing/build-test-app';
import { type FilePart, multipart } from '../../testing/multipart';
import { samplePng } from '../../testing/sample-files';
import { caseCalls, invoicePhoto, pdf } from './testing/case-calls';

describe('requests (spec 2 point 7 "Cases and claims", decision 017)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
  });
  afterAll(() => t.close());
  const {
    call,
    lastEmailId,
    emailsAfter,
    stored,
    requestForm,
    openRequest,
    listCases,
    caseDetail,
  } = caseCalls(() => t);

  const open = (token: string, form: Awaited<ReturnType<typeof requestForm>>, lang = '') =>
    openRequest(token, form, lang);
  const list = (query = '', token = household) => listCases(token, query);
  const detail = (id: number, token = household, query = '') => caseDetail(token, id, query);
  const demoCase = async (subject: string) => {
    const found = (await list('?limit=100')).items.find((item) => item.subject === subject);
    return found!;
  };
  const reply = (id: number, token: string, message: string, files: FilePart[] = []) =>
    call('POST', `/crm/cases/${id}/messages/`, token, multipart({ message }, files));

  describe('categories', () => {
    it("lists the customers' categories in the asked language, the auto-reads one left out", async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v2/crm/cases/categories/' });
      expect(response.statusCode).toBe(200);
      const { items } = response.json<{ items: { id: number; name: string }[] }>();
      expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(items[0]).toEqual({ id: 1, name: 'Consulta sobre una factura' });
      const catalan = await t.app.inject({
        method: 'GET',
        url: '/api/v2/crm/cases/categories/?lang=ca-ES&unsigned=false',
      });
      expect(catalan.json<{ items: { name: string }[] }>().items[2]).toEqual({
        id: 3,
        name: 'Canvi de titular',
      });
    });

    it("lists the visitors' categories with unsigned=true", async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v2/crm/cases/categories/?unsigned=true&lang=en',
      });
      expect(response.json()).toEqual({
        items: [
          { id: 30, name: 'Becoming a customer and product information' },
          { id: 31, name: 'Invoice query' },
          { id: 32, name: 'Access to the online account' },
          { id: 33, name: 'Other queries' },
        ],
      });
    });
  });

  describe('the list and the detail', () => {
    it("lists the customer's cases, latest activity first, with the total", async () => {
      const all = await list('?limit=100');
      expect(all.n_items).toBe(all.items.length);
      const updated = all.items.map((item) => item.updated_date);
      expect(updated).toEqual([...updated].sort().reverse());
      const page = await list('?offset=1&limit=2');
      expect(page).toMatchObject({ offset: 1, limit: 2, n_items: all.n_items });
      expect(page.items.map((item) => item.id)).toEqual(
        all.items.slice(1, 3).map((item) => item.id),
      );
      expect((await list()).limit).toBe(10);
    });

    it('filters by status and kind', async () => {
      const all = (await list('?limit=100')).items;
      const closed = await list('?status=closed');
      expect(closed.items.map((item) => item.status)).toEqual(['accepted']);
      const open = await list('?status=open&limit=100');
      expect(open.n_items).toBe(all.length - 1);
      expect((await list('?status=info_required')).items.map((item) => item.subject)).toEqual([
        'Consumo muy alto en la última factura',
      ]);
      const claims = await list('?kind=claim');
      expect(claims.items).toEqual([
        expect.objectContaining({
          kind: 'claim',
          section: 'Reclamaciones',
          category: 'Facturación y medida',
          contract: expect.objectContaining({ name: '0200001', type: 'gas' }),
        }),
      ]);
      expect((await call('GET', '/crm/cases/?status=lost', household)).json()).toEqual({
        errors: { status: ['invalid_value'] },
      });
    });

    it('marks the case whose last message is staff’s, and shows its conversation', async () => {
      const waiting = await demoCase('Consumo muy alto en la última factura');
      expect(waiting.awaiting_customer).toBe(true);
      const closed = await demoCase('Cambiar el día de cargo de los recibos');
      expect(closed.awaiting_customer).toBe(false);
      const conversation = (await detail(closed.id)).messages;
      expect(conversation.map((message) => [message.is_admin, message.status])).toEqual([
        [true, 'info_required'],
        [false, 'being_processed'],
        [true, 'accepted'],
      ]);
      expect(conversation[0]!.author_name).toBe('Marta (Atención al cliente)');
      expect(conversation[1]!.author_name).toBeNull();
    });
  });

  describe('replies', () => {
    it('adds the customer’s message with its files, and tells the retailer', async () => {
      const { id, reference } = (await open(household, await requestForm({}, []))).json<{
        id: number;
        reference: string;
      }>();
      const since = await lastEmailId();
      const response = await reply(id, household, 'Os adjunto también el recibo.', [invoicePhoto]);
      expect(response.statusCode).toBe(201);
      const message = response.json<CaseMessage>();
      expect(message).toMatchObject({
        is_admin: false,
        author_name: null,
        body: 'Os adjunto también el recibo.',
        status: null,
        attachments: [{ filename: 'factura-marzo.pdf', mime_type: 'application/pdf' }],
      });
      const after = await detail(id);
      expect(after.status).toBe('in_process');
      expect(after.messages).toEqual([message]);
      expect(after.attachments).toEqual([]);
      expect((await list()).items[0]!.id).toBe(id);

      const [notice] = await emailsAfter(since);
      expect(notice).toMatchObject({
        to: 'clientes@energia-demo.example',
        subject: `Nuevo mensaje del cliente en ${reference}`,
      });
      expect(notice!.text).toContain('Os adjunto también el recibo.');

      const file = await call(
        'GET',
        `/crm/cases/${id}/attachments/${message.attachments[0]!.id}`,
        household,
      );
      expect(file.rawPayload).toEqual(pdf);
    });

    it('puts a case that needed information back in process when the customer answers', async () => {
      const waiting = await demoCase('Consumo muy alto en la última factura');
      const response = await reply(waiting.id, household, 'Os envío la foto del contador.', [
        { ...invoicePhoto, filename: 'contador.png', type: 'image/png', content: samplePng() },
      ]);
      expect(response.statusCode).toBe(201);
      expect(response.json<CaseMessage>().status).toBe('being_processed');
      const after = await detail(waiting.id);
      expect(after.status).toBe('being_processed');
      expect(after.awaiting_customer).toBe(false);
    });

    it('refuses a message on a closed case before reading it', async () => {
      const closed = await demoCase('Cambiar el día de cargo de los recibos');
      const before = await stored();
      const response = await reply(closed.id, household, '¿Y para el gas?', [invoicePhoto]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'case_closed' });
      expect(response.headers.connection).toBe('close');
      expect(await stored()).toEqual(before);
    });

    it('needs the message and takes six files at most', async () => {
      const { id } = (await open(household, await requestForm({}, []))).json<{ id: number }>();
      const before = await stored();
      expect((await reply(id, household, ' ')).json()).toEqual({
        errors: { message: ['required_field'] },
      });
      const seven = await reply(
        id,
        household,
        'Más facturas',
        Array.from({ length: 7 }, () => invoicePhoto),
      );
      expect(seven.json()).toEqual({ errors: { attachments: ['too_long'] } });
      expect(await stored()).toEqual(before);
    });
  });

  describe("another customer's cases", () => {
    it('are 404 through every call and never listed', async () => {
      const mine = await demoCase('Cambiar el día de cargo de los recibos');
      const { id } = (await open(household, await requestForm())).json<{ id: number }>();
      const [file] = (await detail(id)).attachments;

      const theirs = await list('?limit=100', company);
      expect(theirs.items.filter((item) => [mine.id, id].includes(item.id))).toEqual([]);
      const before = await stored();
      for (const response of [
        await call('GET', `/crm/cases/${id}`, company),
        await reply(id, company, 'Hola'),
        await call('GET', `/crm/cases/${id}/attachments/${file!.id}`, company),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found' });
      }
      expect(await stored()).toEqual(before);
    });

    it("find no file of one case through another of the customer's", async () => {
      const { id } = (await open(household, await requestForm())).json<{ id: number }>();
      const [file] = (await detail(id)).attachments;
      const other = await demoCase('Cambiar el día de cargo de los recibos');
      const response = await call(
        'GET',
        `/crm/cases/${other.id}/attachments/${file!.id}`,
        household,
      );
      expect(response.statusCode).toBe(404);
      expect((await call('GET', '/crm/cases/99999', household)).statusCode).toBe(404);
    });
  });
});
