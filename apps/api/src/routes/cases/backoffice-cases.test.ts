import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearer, buildSignedInApp } from '../../testing/build-test-app';
import { type FilePart, multipart } from '../../testing/multipart';
import { samplePng } from '../../testing/sample-files';
import { caseCalls, invoicePhoto, pdf } from './testing/case-calls';

type Message = {
  id: number;
  is_admin: boolean;
  author_name: string | null;
  body: string;
  status: string | null;
  attachments: { id: number; filename: string }[];
};
type StaffCase = {
  id: number;
  reference: string;
  status: string;
  awaiting_customer: boolean;
  customer: { name: string | null; email: string; mobile?: string | null };
  attachments: { id: number; filename: string }[];
  messages: Message[];
};
type StaffList = { items: StaffCase[]; n_items: number };

const meterPhoto: FilePart = {
  field: 'attachments',
  filename: 'contador.png',
  type: 'image/png',
  content: samplePng(),
};

describe('the back office of requests and claims (decision 017)', () => {
  let t: TestApp;
  let household: string;
  beforeAll(async () => {
    ({ t, household } = await buildSignedInApp());
  });
  afterAll(() => t.close());
  const { call, visit, backoffice, contractId, lastEmailId, emailsAfter, stored } = caseCalls(
    () => t,
  );

  const staffList = async (query = '') => {
    const response = await backoffice('GET', `/crm/cases${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<StaffList>();
  };
  const staffCase = async (id: number, query = '') => {
    const response = await backoffice('GET', `/crm/cases/${id}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<StaffCase>();
  };
  const answer = (id: number, fields: Record<string, string>, files: FilePart[] = []) =>
    backoffice('POST', `/crm/cases/${id}/messages/`, multipart(fields, files));
  /** A new request of the household's, with a file. */
  const newRequest = async () => {
    const response = await call(
      'POST',
      '/crm/cases/',
      household,
      multipart(
        {
          polissa_id: await contractId('0100002'),
          polissa_type: 'electricity',
          categ_id: 7,
          title: 'El contador hace ruido',
          message: 'Desde ayer el contador hace un zumbido constante.',
        },
        [invoicePhoto],
      ),
    );
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number; reference: string }>();
  };
  const closedDemoCase = async () =>
    (await staffList('?status=closed')).items.find((item) => item.status === 'accepted')!;

  it("wants a staff member's token: refuses no token and a customer's", async () => {
    for (const [method, url] of [
      ['GET', '/crm/cases'],
      ['GET', '/crm/cases/1'],
      ['POST', '/crm/cases/1/messages/'],
      ['PUT', '/crm/cases/1/status'],
      ['GET', '/crm/cases/1/attachments/1'],
    ] as const) {
      const none = await backoffice(method, url, undefined, {});
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      expect(none.json()).toEqual({ error: 'unauthorized' });
      const customer = await backoffice(method, url, undefined, bearer(household));
      expect(customer.statusCode, `${method} ${url}`).toBe(401);
      expect(customer.json()).toEqual({ error: 'token_invalid' });
    }
  });

  it('lists the open cases by default, with who sent each', async () => {
    const open = await staffList('?limit=100');
    expect(open.items.length).toBe(open.n_items);
    expect(open.items.every((item) => !['accepted', 'denied'].includes(item.status))).toBe(true);
    expect(open.items[0]!.customer).toEqual({
      name: 'Laura García Pérez',
      email: 'laura.garcia@example.com',
    });
    const closed = await staffList('?status=closed');
    expect(closed.items.map((item) => item.status)).toEqual(['accepted']);
    expect((await staffList('?kind=claim')).items).toHaveLength(1);
  });

  it("shows a case with the customer's name, e-mail and mobile", async () => {
    const { id } = await newRequest();
    const shown = await staffCase(id, '?lang=ca');
    expect(shown).toMatchObject({
      id,
      section: 'Tècnica',
      category: 'Comptador',
      customer: {
        name: 'Laura García Pérez',
        email: 'laura.garcia@example.com',
        mobile: '+34600111222',
      },
      attachments: [{ filename: 'factura-marzo.pdf' }],
    });
    const file = await backoffice(
      'GET',
      `/crm/cases/${id}/attachments/${shown.attachments[0]!.id}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(pdf);
    expect((await backoffice('GET', '/crm/cases/99999')).statusCode).toBe(404);
  });

  it('answers as staff, with the agent, a status and a file, and e-mails the customer', async () => {
    const { id, reference } = await newRequest();
    const since = await lastEmailId();
    const response = await answer(
      id,
      {
        message: '¿Nos mandas una foto del contador?\nAsí vemos el modelo.',
        author_name: 'Marta (Atención al cliente)',
        status: 'info_required',
      },
      [meterPhoto],
    );
    expect(response.statusCode).toBe(201);
    const message = response.json<Message>();
    expect(message).toMatchObject({
      is_admin: true,
      author_name: 'Marta (Atención al cliente)',
      status: 'info_required',
      attachments: [{ filename: 'contador.png' }],
    });

    const seen = (await call('GET', `/crm/cases/${id}`, household)).json<StaffCase>();
    expect(seen).toMatchObject({ status: 'info_required', awaiting_customer: true });
    expect(seen.messages).toEqual([message]);
    const file = await call(
      'GET',
      `/crm/cases/${id}/attachments/${message.attachments[0]!.id}`,
      household,
    );
    expect(file.headers['content-type']).toBe('image/png');

    const [email] = await emailsAfter(since);
    expect(email).toMatchObject({
      to: 'laura.garcia@example.com',
      subject: `Nueva respuesta a tu solicitud ${reference}`,
    });
    expect(email!.text).toContain('¿Nos mandas una foto del contador?\nAsí vemos el modelo.');
    expect(email!.text).toContain('Tu solicitud necesita más información.');
    expect(email!.text).toContain(`http://portal.test/solicitudes/${id}`);
    expect(email!.html).toContain('<blockquote>¿Nos mandas una foto del contador?<br>');
  });

  it('writes to a closed case, which stays closed unless staff reopen it', async () => {
    const closed = await closedDemoCase();
    const note = await answer(closed.id, { message: 'Nota: el cambio ya se ve en el recibo.' });
    expect(note.statusCode).toBe(201);
    expect(note.json<Message>()).toMatchObject({ author_name: null, status: null });
    expect((await staffCase(closed.id)).status).toBe('accepted');
    const reopened = await answer(closed.id, {
      message: 'Lo reabrimos para revisar el recibo de este mes.',
      status: 'being_processed',
    });
    expect(reopened.json<Message>().status).toBe('being_processed');
    expect((await staffCase(closed.id)).status).toBe('being_processed');
  });

  it('moves a case to another status, keeps the change in the conversation and e-mails it', async () => {
    const { id, reference } = await newRequest();
    const since = await lastEmailId();
    const response = await backoffice('PUT', `/crm/cases/${id}/status`, { status: 'accepted' });
    expect(response.statusCode).toBe(200);
    const changed = response.json<StaffCase>();
    expect(changed).toMatchObject({
      id,
      status: 'accepted',
      customer: { name: 'Laura García Pérez' },
    });
    expect(changed.messages).toEqual([
      expect.objectContaining({ is_admin: true, body: '', status: 'accepted', attachments: [] }),
    ]);
    const emails = await emailsAfter(since);
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      ['laura.garcia@example.com', `Tu solicitud ${reference} ha sido aceptada`],
    ]);

    const before = await stored();
    const again = await backoffice('PUT', `/crm/cases/${id}/status`, { status: 'accepted' });
    expect(again.json<StaffCase>().messages).toHaveLength(1);
    expect(await stored()).toEqual(before);

    const closedReply = await call(
      'POST',
      `/crm/cases/${id}/messages/`,
      household,
      multipart({ message: 'Gracias' }),
    );
    expect(closedReply.statusCode).toBe(409);

    const unknown = await backoffice('PUT', '/crm/cases/99999/status', { status: 'denied' });
    expect(unknown.statusCode).toBe(404);
    expect((await backoffice('PUT', `/crm/cases/${id}/status`, { status: 'lost' })).json()).toEqual(
      { errors: { status: ['invalid_value'] } },
    );
  });

  it("answers a visitor's message by e-mail, without a link", async () => {
    const sent = await visit(
      '/crm/unsigned/?lang=ca',
      multipart({
        email: 'pere@example.cat',
        mobile: '+34 677 000 111',
        category: 32,
        subject: 'No puc entrar',
        description: "No recordo l'usuari.",
      }),
    );
    const id = Number(sent.json<{ result: string }>().result.slice(-6));
    const since = await lastEmailId();
    expect((await answer(id, { message: 'Pots entrar amb el teu NIF.' })).statusCode).toBe(201);
    const [email] = await emailsAfter(since);
    expect(email).toMatchObject({ to: 'pere@example.cat' });
    expect(email!.subject).toContain('Nova resposta a la teva consulta CON-');
    expect(email!.text).toContain('Pots entrar amb el teu NIF.');
    expect(email!.text).not.toContain('http://');
  });

  it('checks the answer, and finds no case or file that is not there', async () => {
    const { id } = await newRequest();
    const before = await stored();
    expect((await answer(id, { message: ' ', status: 'lost' })).json()).toEqual({
      errors: { message: ['required_field'], status: ['invalid_value'] },
    });
    const seven = await answer(
      id,
      { message: 'Muchos' },
      Array.from({ length: 7 }, () => meterPhoto),
    );
    expect(seven.json()).toEqual({ errors: { attachments: ['too_long'] } });
    const unknown = await answer(99999, { message: 'Hola' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.connection).toBe('close');
    expect(await stored()).toEqual(before);

    const [file] = (await staffCase(id)).attachments;
    const closed = await closedDemoCase();
    const elsewhere = await backoffice('GET', `/crm/cases/${closed.id}/attachments/${file!.id}`);
    expect(elsewhere.statusCode).toBe(404);
  });
});
