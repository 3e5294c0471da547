import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

const NIF = /^DNI, NIE o CIF/;
const EMAIL = /^Correo electrónico/;
const NEW_PASSWORD = /^Nueva contraseña/;
const REPEAT = /^Repite la nueva contraseña/;

describe('reset password page, asking for the link', () => {
  it('shows required errors on an empty submit without calling the API', async () => {
    const { user } = await renderApp('/recordar-clave');
    await user.click(await screen.findByRole('button', { name: 'Recuperar la contraseña' }));

    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    const nif = screen.getByLabelText(NIF);
    expect(nif).toHaveAttribute('aria-invalid', 'true');
    expect(nif).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(nif).toHaveFocus();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('sends tax id and e-mail and says a link is on its way, with a way to login', async () => {
    mockApi('POST', '/api/v2/user/reset/', { status: 202, body: { status: 'accepted' } });
    const { user } = await renderApp('/recordar-clave');
    await user.type(await screen.findByLabelText(NIF), ' 12345678Z ');
    await user.type(screen.getByLabelText(EMAIL), 'laura.garcia@example.com');
    await user.click(screen.getByRole('button', { name: 'Recuperar la contraseña' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/te enviaremos|recibirás un correo electrónico/);
    expect(status).toHaveTextContent('caduca al cabo de una hora');
    expect(status).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ir al acceso' })).toHaveAttribute('href', '/acceso');
    expect(requests[0]?.body).toEqual({ nif: '12345678Z', email: 'laura.garcia@example.com' });
  });

  it('puts 400 field errors on their fields, joined by commas, and keeps the values', async () => {
    mockApi('POST', '/api/v2/user/reset/', {
      status: 400,
      body: {
        errors: { nif: ['vat_not_valid', 'too_long'], email: ['validation_email_name_not_valid'] },
      },
    });
    const { user } = await renderApp('/recordar-clave');
    await user.type(await screen.findByLabelText(NIF), '12345678Z');
    await user.type(screen.getByLabelText(EMAIL), 'laura.garcia@example.com');
    await user.click(screen.getByRole('button', { name: 'Recuperar la contraseña' }));

    expect(
      await screen.findByText('El DNI, NIE o CIF no es válido, El texto es demasiado largo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico no es válido.')).toBeInTheDocument();
    expect(screen.getByLabelText(NIF)).toHaveFocus();
    expect(screen.getByLabelText(NIF)).toHaveValue('12345678Z');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other failures as an alert', async () => {
    mockApi('POST', '/api/v2/user/reset/', {
      status: 429,
      body: { error: 'too_many_attempts', retry_after: 120 },
    });
    const { user } = await renderApp('/recordar-clave');
    await user.type(await screen.findByLabelText(NIF), '12345678Z');
    await user.type(screen.getByLabelText(EMAIL), 'laura.garcia@example.com');
    await user.click(screen.getByRole('button', { name: 'Recuperar la contraseña' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vuelve a intentarlo dentro de 2 minutos.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText(EMAIL)).toHaveValue('laura.garcia@example.com');
  });
});

describe('reset password page, with the link of the e-mail', () => {
  it('says an invalid or used link is no good and links to ask for a new one', async () => {
    mockApi('GET', '/api/v2/user/reset/used-token', {
      status: 400,
      body: { error: 'reset_token_invalid' },
    });
    const { user, current } = await renderApp('/recordar-clave?token=used-token');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ya se haya usado o que haya caducado');
    await user.click(within(alert).getByRole('link', { name: 'Solicitar un nuevo enlace' }));
    expect(await screen.findByLabelText(NIF)).toBeInTheDocument();
    expect(current.location.search).toBe('');
  });

  it('ticks the checklist as the new password is typed', async () => {
    mockApi('GET', '/api/v2/user/reset/good-token', { body: { valid: true, activation: false } });
    const { user } = await renderApp('/recordar-clave?token=good-token');
    const input = await screen.findByLabelText(NEW_PASSWORD);
    const list = screen.getByRole('list', { name: 'La contraseña debe tener:' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    for (const item of items) expect(item).toHaveTextContent(/: pendiente$/);

    await user.type(input, 'abc');
    expect(items[0]).toHaveTextContent('Al menos 6 caracteres: pendiente');
    expect(items[1]).toHaveTextContent('Una letra minúscula: cumplido');
    await user.type(input, 'D-12');
    for (const item of items) expect(item).toHaveTextContent(/: cumplido$/);
    expect(input).toHaveAccessibleDescription(/Al menos 6 caracteres: cumplido/);
  });

  it('sets the new password and offers the login', async () => {
    mockApi('GET', '/api/v2/user/reset/good-token', { body: { valid: true, activation: false } });
    mockApi('POST', '/api/v2/user/reset/confirm', { body: { status: 'ok' } });
    const { user } = await renderApp('/reset-password?token=good-token');
    await user.type(await screen.findByLabelText(/^New password/), 'Nueva-2026');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Nueva-2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(requests.at(-1)?.body).toEqual({ token: 'good-token', password: 'Nueva-2026' });
  });

  it('checks the repetition and the rules before sending', async () => {
    mockApi('GET', '/api/v2/user/reset/good-token', { body: { valid: true, activation: false } });
    const { user } = await renderApp('/recordar-clave?token=good-token');
    await user.click(await screen.findByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(screen.getByLabelText(NEW_PASSWORD)).toHaveFocus();

    await user.type(screen.getByLabelText(NEW_PASSWORD), 'Nueva-2026');
    await user.type(screen.getByLabelText(REPEAT), 'Nueva-2027');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByText('Las contraseñas deben coincidir.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('says so when the link was used meanwhile, keeping what was typed', async () => {
    mockApi('GET', '/api/v2/user/reset/good-token', { body: { valid: true, activation: false } });
    mockApi('POST', '/api/v2/user/reset/confirm', {
      status: 400,
      body: { error: 'reset_token_invalid' },
    });
    const { user } = await renderApp('/recordar-clave?token=good-token');
    await user.type(await screen.findByLabelText(NEW_PASSWORD), 'Nueva-2026');
    await user.type(screen.getByLabelText(REPEAT), 'Nueva-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('no es válido');
    expect(within(alert).getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute(
      'href',
      '/recordar-clave',
    );
    expect(screen.getByLabelText(NEW_PASSWORD)).toHaveValue('Nueva-2026');
  });

  it('puts a 400 password error on the field', async () => {
    mockApi('GET', '/api/v2/user/reset/good-token', { body: { valid: true, activation: false } });
    mockApi('POST', '/api/v2/user/reset/confirm', {
      status: 400,
      body: { errors: { password: ['password_invalid'] } },
    });
    const { user } = await renderApp('/recordar-clave?token=good-token');
    await user.type(await screen.findByLabelText(NEW_PASSWORD), 'Nueva-2026');
    await user.type(screen.getByLabelText(REPEAT), 'Nueva-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));

    expect(await screen.findByLabelText(NEW_PASSWORD)).toHaveAccessibleDescription(
      /^La contraseña debe incluir mayúsculas/,
    );
    expect(screen.getByLabelText(NEW_PASSWORD)).toHaveFocus();
  });

  it('names an activation link as such: its own title, texts and button, in Catalan', async () => {
    mockApi('GET', '/api/v2/user/reset/first-token', { body: { valid: true, activation: true } });
    mockApi('POST', '/api/v2/user/reset/confirm', { body: { status: 'ok' } });
    const { user } = await renderApp('/recordar-clau?token=first-token');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activa el teu compte' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Activa el teu compte · /));
    expect(screen.getByText(/Tria la contrasenya de la teva oficina virtual/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Contrasenya nova/), 'Nueva-2026');
    await user.type(screen.getByLabelText(/^Repeteix la contrasenya nova/), 'Nueva-2026');
    await user.click(screen.getByRole('button', { name: 'Activar el compte' }));
    expect(await screen.findByRole('status')).toHaveTextContent('El teu compte està actiu.');
  });
});
