import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { sendUploadsThroughFetch } from '@/testing/upload-request';
import {
  ME,
  STAFF_TOKEN,
  agent,
  authorizationOf,
  casePath,
  resetStaffSession,
  signInAgent,
  staffCase,
} from '../testing/fixtures';

const MESSAGES = `${casePath(7)}/messages/`;
const pdf = (name = 'lectura.pdf') =>
  new File([new Uint8Array(8)], name, { type: 'application/pdf' });

async function renderCase(detail = staffCase()) {
  sendUploadsThroughFetch();
  signInAgent();
  mockApi('GET', ME, { body: agent });
  mockApi('GET', casePath(7), { body: detail });
  const view = await renderApp('/backoffice/casos/7');
  await screen.findByRole('heading', { level: 1, name: 'Lectura estimada en marzo' });
  return view;
}

/** The last multipart answer sent: its text fields and files. */
function sentAnswer() {
  const body = requests.findLast((request) => request.url.pathname === MESSAGES)?.body;
  if (!(body instanceof FormData)) throw new Error('no answer was sent as FormData');
  const fields: Record<string, FormDataEntryValue> = {};
  const files: File[] = [];
  for (const [name, value] of body.entries()) {
    if (name === 'attachments' && value instanceof File) files.push(value);
    else fields[name] = value;
  }
  return { fields, files };
}

const message = () => screen.getByLabelText(/^Respuesta/);

describe('a case in the back office (issue 27)', { timeout: 30_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it("shows the case, the customer's contact and the conversation", async () => {
    await renderCase(
      staffCase({
        messages: [
          {
            id: 2,
            is_admin: true,
            author_name: 'Jordi',
            body: '¿Nos mandas una foto?',
            created_date: '2026-03-03T10:00:00Z',
            status: 'info_required',
            attachments: [],
          },
          {
            id: 3,
            is_admin: false,
            author_name: null,
            body: 'Aquí la tenéis.',
            created_date: '2026-03-04T10:00:00Z',
            status: null,
            attachments: [],
          },
        ],
      }),
    );
    const contact = screen.getByRole('region', { name: 'Contacto' });
    expect(within(contact).getByRole('link', { name: 'laura.garcia@example.com' })).toHaveAttribute(
      'href',
      'mailto:laura.garcia@example.com',
    );
    expect(within(contact).getByRole('link', { name: '+34600111222' })).toHaveAttribute(
      'href',
      'tel:+34600111222',
    );
    const conversation = screen.getByRole('region', { name: 'Conversación' });
    const entries = within(conversation).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Jordi · Administrador');
    expect(entries[0]).toHaveTextContent(
      'La solicitud ha pasado a «Se necesita información adicional».',
    );
    expect(entries[1]).toHaveTextContent('Laura García Pérez · Cliente');
    expect(screen.getByRole('region', { name: 'Datos del caso' })).toHaveTextContent('Sin asignar');
  });

  it('answers with a file and a new status, and empties the form once sent', async () => {
    let sent = false;
    mockApi('POST', MESSAGES, () => {
      sent = true;
      return {
        status: 201,
        body: {
          id: 5,
          is_admin: true,
          author_name: agent.name,
          body: 'Necesitamos una foto del contador.',
          created_date: '2026-03-06T10:00:00Z',
          status: 'info_required',
          attachments: [],
        },
      };
    });
    const { user } = await renderCase();
    mockApi('GET', casePath(7), () => ({
      body: staffCase({ status: sent ? 'info_required' : 'in_process' }),
    }));
    await user.type(message(), 'Necesitamos una foto del contador.');
    await user.upload(screen.getByLabelText(/Archivos adjuntos/), pdf());
    await user.selectOptions(
      screen.getByLabelText(/Estado del caso/),
      'Se necesita información adicional',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar la respuesta' }));

    expect(await screen.findByText('Respuesta enviada.')).toBeInTheDocument();
    const { fields, files } = sentAnswer();
    expect(fields).toEqual({
      message: 'Necesitamos una foto del contador.',
      author_name: agent.name,
      status: 'info_required',
    });
    expect(files.map((file) => file.name)).toEqual(['lectura.pdf']);
    expect(authorizationOf(requests.findLast((r) => r.url.pathname === MESSAGES))).toBe(
      `Bearer ${STAFF_TOKEN}`,
    );
    await waitFor(() => expect(message()).toHaveValue(''));
    expect(screen.queryByText('lectura.pdf')).toBeNull();
  });

  it('keeps the answer and its files when sending fails, and says why', async () => {
    let answer: { status: number; body: object } = {
      status: 500,
      body: { error: 'internal_error' },
    };
    mockApi('POST', MESSAGES, () => answer);
    const { user } = await renderCase();
    await user.type(message(), 'Lo revisamos.');
    await user.upload(screen.getByLabelText(/Archivos adjuntos/), pdf());
    await user.click(screen.getByRole('button', { name: 'Enviar la respuesta' }));
    expect(
      await screen.findByText('Se ha producido un error interno. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
    expect(message()).toHaveValue('Lo revisamos.');
    expect(screen.getByText('lectura.pdf')).toBeInTheDocument();

    answer = { status: 400, body: { errors: { attachments: ['invalid_attachment_type'] } } };
    await user.click(screen.getByRole('button', { name: 'Enviar la respuesta' }));
    expect(await screen.findByText(/PDF, PNG o JPEG/, { selector: 'p' })).toBeInTheDocument();
    expect(message()).toHaveValue('Lo revisamos.');
  });

  it('refuses an empty answer before calling', async () => {
    const { user } = await renderCase();
    await user.click(screen.getByRole('button', { name: 'Enviar la respuesta' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === MESSAGES)).toBe(false);
  });

  it('changes the status without an answer', async () => {
    mockApi('PUT', `${casePath(7)}/status`, {
      body: staffCase({ status: 'being_processed' }),
    });
    const { user } = await renderCase();
    const panel = screen.getByRole('region', { name: 'Cambiar el estado sin responder' });
    await user.click(within(panel).getByRole('button', { name: 'Cambiar el estado' }));
    expect(await within(panel).findByText('El caso ya está en «En proceso».')).toBeInTheDocument();
    await user.selectOptions(within(panel).getByLabelText('Nuevo estado'), 'En tramitación');
    await user.click(within(panel).getByRole('button', { name: 'Cambiar el estado' }));
    expect(await screen.findByText('El caso ha pasado a «En tramitación».')).toBeInTheDocument();
    expect(requests.findLast((r) => r.method === 'PUT')?.body).toEqual({
      status: 'being_processed',
    });
  });
});
