import { screen, waitFor, within } from '@testing-library/react';
import type { Settings } from '@portal/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { testSettings } from '@/testing/render-app';
import { sendUploadsThroughFetch } from '@/testing/upload-request';
import { answerContactCategories, renderContact } from '../testing/render-contact';
import { UnsignedContactPage } from './unsigned-contact-page';

const UNSIGNED = '/api/v2/crm/unsigned/';
const posts = () => requests.filter((request) => request.method === 'POST');

/** The multipart body of the message: its text fields, and its files by field. */
function sentMessage() {
  const body = posts()[0]?.body;
  if (!(body instanceof FormData)) throw new Error('the message was not sent as FormData');
  const fields: Record<string, string> = {};
  const files: [string, string][] = [];
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files.push([name, value.name]);
  }
  return { fields, files };
}

type User = Awaited<ReturnType<typeof renderContact>>['user'];

async function fillMessage(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Móvil' }), '612 345 678');
  const category = screen.getByRole('combobox', { name: 'Motivo' });
  await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(3));
  await user.selectOptions(category, '3');
  await user.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Oferta para mi casa');
  await user.type(
    screen.getByRole('textbox', { name: 'Mensaje' }),
    '¿Qué tarifa me recomendáis para 4,6 kW?',
  );
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Enviar el mensaje' }));

// Forms typed key by key: slow on a busy machine.
describe('unsigned contact (spec 2 points 2 and 5)', { timeout: 20_000 }, () => {
  it('shows the form and the retailer’s phone and e-mail', async () => {
    answerContactCategories();
    await renderContact(<UnsignedContactPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Escríbenos' });
    expect(within(form).getByText(/solo para responder a tu mensaje/)).toBeInTheDocument();
    const other = screen.getByRole('complementary', { name: 'Otras formas de contactar' });
    expect(within(other).getByRole('link', { name: '900 123 456' })).toHaveAttribute(
      'href',
      'tel:900123456',
    );
    expect(
      within(other).getByRole('link', { name: 'clientes@energia-demo.example' }),
    ).toHaveAttribute('href', 'mailto:clientes@energia-demo.example');
    const asked = requests.find((r) => r.url.pathname === '/api/v2/crm/cases/categories/');
    expect(asked?.url.searchParams.get('unsigned')).toBe('true');
  });

  it('links the privacy policy when the retailer has one', async () => {
    answerContactCategories();
    const settings: Settings = {
      ...testSettings,
      links: {
        ...testSettings.links,
        privacyPolicy: 'https://www.energia-demo.example/privacidad',
      },
    };
    await renderContact(<UnsignedContactPage />, { settings });
    const link = screen.getByRole('link', { name: /Política de privacidad/ });
    expect(link).toHaveAttribute('href', 'https://www.energia-demo.example/privacidad');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks for every field, and for a valid e-mail, before sending', async () => {
    answerContactCategories();
    const { user } = await renderContact(<UnsignedContactPage />);
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example');
    await send(user);

    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('El correo electrónico no es válido.');
    for (const field of [
      screen.getByRole('textbox', { name: 'Móvil' }),
      screen.getByRole('combobox', { name: 'Motivo' }),
      screen.getByRole('textbox', { name: 'Asunto' }),
      screen.getByRole('textbox', { name: 'Mensaje' }),
    ]) {
      expect(field).toHaveAccessibleDescription('Este campo es obligatorio.');
    }
    expect(posts()).toHaveLength(0);
  });

  it('sends the message and shows its reference and where the copy went', async () => {
    answerContactCategories();
    mockApi('POST', UNSIGNED, { status: 201, body: { result: 'CON-2026-000124' } });
    const { user } = await renderContact(<UnsignedContactPage />);
    await fillMessage(user);
    await send(user);

    const confirmation = await screen.findByText(
      'Hemos recibido tu mensaje. Te hemos enviado una copia a ana@example.com.',
    );
    expect(confirmation.closest('[role="status"]')).toHaveFocus();
    const form = screen.getByRole('region', { name: 'Escríbenos' });
    expect(within(form).getByRole('term')).toHaveTextContent('Referencia');
    expect(within(form).getByRole('definition')).toHaveTextContent('CON-2026-000124');
    expect(sentMessage()).toEqual({
      fields: {
        email: 'ana@example.com',
        mobile: '+34612345678',
        category: '3',
        subject: 'Oferta para mi casa',
        description: '¿Qué tarifa me recomendáis para 4,6 kW?',
      },
      files: [],
    });
    // A visitor's call: no token goes with it.
    expect(posts()[0]?.headers.get('authorization')).toBeNull();

    // Another message starts empty but for who sends it.
    await user.click(screen.getByRole('button', { name: 'Enviar otro mensaje' }));
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      'ana@example.com',
    );
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
  });

  it('sends a file as the attachment and shows how far the upload is', async () => {
    sendUploadsThroughFetch();
    answerContactCategories();
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    mockApi('POST', UNSIGNED, () => new Promise((resolve) => (answer = resolve)));
    const { user } = await renderContact(<UnsignedContactPage />);
    await fillMessage(user);
    await user.upload(
      screen.getByLabelText('Documento adjunto (opcional)'),
      new File(['\x89PNG'], 'factura.png', { type: 'image/png' }),
    );
    await send(user);

    const progress = await screen.findByRole('progressbar', { name: 'Enviando el mensaje' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    answer({ status: 201, body: { result: 'CON-2026-000125' } });
    expect(await screen.findByText('CON-2026-000125')).toBeInTheDocument();
    expect(sentMessage().files).toEqual([['attachment', 'factura.png']]);
  });

  it('refuses a file over the size limit before sending, with the limit in MB', async () => {
    answerContactCategories();
    const settings: Settings = { ...testSettings, fileUploadSizeLimit: 3_000_000 };
    const { user } = await renderContact(<UnsignedContactPage />, { settings });
    await fillMessage(user);
    await user.upload(
      screen.getByLabelText('Documento adjunto (opcional)'),
      new File([new Uint8Array(3_000_001)], 'escaneo.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText('El archivo supera el tamaño máximo de 3 MB.'),
    ).toBeInTheDocument();
    await send(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Elegir archivo' })).toHaveFocus(),
    );
    expect(posts()).toHaveLength(0);
  });

  it('says when to try again after too many messages', async () => {
    answerContactCategories();
    mockApi('POST', UNSIGNED, {
      status: 429,
      headers: { 'retry-after': '1800' },
      body: { error: 'too_many_attempts', retry_after: 1800 },
    });
    const { user } = await renderContact(<UnsignedContactPage />);
    await fillMessage(user);
    await send(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Demasiados intentos. Vuelve a intentarlo dentro de 30 minutos.',
    );
    expect(alert).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Oferta para mi casa');
  });

  it("puts the server's field errors on their fields", async () => {
    answerContactCategories();
    mockApi('POST', UNSIGNED, {
      status: 400,
      body: { errors: { mobile: ['phone_not_valid'] } },
    });
    const { user } = await renderContact(<UnsignedContactPage />);
    await fillMessage(user);
    await send(user);

    const mobile = screen.getByRole('textbox', { name: 'Móvil' });
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveAccessibleDescription('El número de teléfono no es válido.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Catalan', async () => {
    answerContactCategories();
    const { user } = await renderContact(<UnsignedContactPage />, {
      lang: 'ca',
      path: '/contacte',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Contacte' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envia el missatge' }));
    expect(await screen.findByText('El correu electrònic no és vàlid.')).toBeInTheDocument();
  });
});
