import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSessionToken } from '@/lib/session';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { tokenWith } from '@/testing/viewport';
import {
  INBOX,
  LOGIN,
  ME,
  STAFF_TOKEN,
  agent,
  answerCategories,
  authorizationOf,
  inboxItem,
  inboxList,
  resetStaffSession,
} from '../testing/fixtures';
import { STAFF_SESSION_KEY, getStaffSession } from '../utils/staff-session';

/** The inbox an agent lands on. */
function answerInbox(): void {
  mockApi('GET', ME, { body: agent });
  mockApi('GET', INBOX, { body: inboxList([inboxItem()], { in_process: 1 }) });
  answerCategories();
}

const loginCalls = () => requests.filter((request) => request.url.pathname === LOGIN);

describe('the staff sign-in (issue 27)', { timeout: 20_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('signs an agent in with e-mail and password and lands on the inbox', async () => {
    mockApi('POST', LOGIN, { body: { token: STAFF_TOKEN, staff: agent } });
    answerInbox();
    const { user, current } = await renderApp('/backoffice');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso del personal' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Correo electrónico/), 'agent@demo.portal');
    await user.type(screen.getByLabelText(/Contraseña/), 'Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bandeja de entrada' }),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/backoffice/bandeja');
    expect(loginCalls()[0]?.body).toEqual({ email: 'agent@demo.portal', password: 'Demo-2026' });
    // The frame says who is signed in, and offers the screens the role may use.
    const account = screen.getByRole('region', { name: 'Personal conectado' });
    expect(account).toHaveTextContent('Marta Agent');
    expect(account).toHaveTextContent('Agente');
    const nav = screen.getByRole('navigation', { name: 'Backoffice' });
    expect(nav).toHaveTextContent('Bandeja de entrada');
    expect(getStaffSession()?.token).toBe(STAFF_TOKEN);
    expect(window.localStorage.getItem(STAFF_SESSION_KEY)).toContain(STAFF_TOKEN);
  });

  it('asks for the one-time code when the API wants one, and says when it is wrong', async () => {
    mockApi('POST', LOGIN, (request) => {
      const { otp } = request.body as { otp?: string };
      if (otp === undefined) return { status: 403, body: { error: 'otp_required' } };
      if (otp !== '123456') return { status: 403, body: { error: 'otp_invalid' } };
      return { body: { token: STAFF_TOKEN, staff: { ...agent, role: 'admin' } } };
    });
    answerInbox();
    mockApi('GET', ME, { body: { ...agent, role: 'admin' } });
    const { user } = await renderApp('/backoffice');
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'admin@demo.portal');
    await user.type(screen.getByLabelText(/Contraseña/), 'Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Código de verificación' }),
    ).toBeInTheDocument();
    const code = screen.getByLabelText(/Código de un solo uso/);
    await waitFor(() => expect(code).toHaveFocus());
    // Not six digits: refused before any call.
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(await screen.findByText('El valor no es válido.')).toBeInTheDocument();
    expect(loginCalls()).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(
      await screen.findByText(
        'El código no es correcto o ha caducado. Escribe el que muestra ahora tu aplicación.',
      ),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(getStaffSession()).toBeNull();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bandeja de entrada' }),
    ).toBeInTheDocument();
    expect(loginCalls().map((call) => call.body)).toEqual([
      { email: 'admin@demo.portal', password: 'Demo-2026' },
      { email: 'admin@demo.portal', password: 'Demo-2026', otp: '654321' },
      { email: 'admin@demo.portal', password: 'Demo-2026', otp: '123456' },
    ]);
    expect(screen.getByRole('region', { name: 'Personal conectado' })).toHaveTextContent(
      'Administrador',
    );
  });

  it('says why a sign-in failed and keeps what was typed', async () => {
    let answer = { status: 403, body: { error: 'invalid_credentials' } as object };
    mockApi('POST', LOGIN, () => answer);
    const { user } = await renderApp('/backoffice');
    const email = await screen.findByLabelText(/Correo electrónico/);
    await user.type(email, 'agent@demo.portal');
    await user.type(screen.getByLabelText(/Contraseña/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('El correo electrónico o la contraseña no son correctos.'),
    ).toBeInTheDocument();
    expect(email).toHaveValue('agent@demo.portal');

    answer = { status: 429, body: { error: 'too_many_attempts', retry_after: 600 } };
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Demasiados intentos. Vuelve a intentarlo dentro de 10 minutos.'),
    ).toBeInTheDocument();

    answer = { status: 503, body: { error: 'service_unavailable' } };
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText(
        'El servicio no está disponible en este momento. Inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
    expect(email).toHaveValue('agent@demo.portal');
    expect(getStaffSession()).toBeNull();
  });

  it('checks the fields before calling', async () => {
    const { user } = await renderApp('/backoffice');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(loginCalls()).toHaveLength(0);
  });

  it("keeps a customer's session apart: neither token goes to the other's API", async () => {
    const customerToken = tokenWith({});
    mockApi('POST', LOGIN, { body: { token: STAFF_TOKEN, staff: agent } });
    answerInbox();
    const { user } = await renderApp('/backoffice', { token: customerToken });
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'agent@demo.portal');
    await user.type(screen.getByLabelText(/Contraseña/), 'Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Bandeja de entrada' });

    expect(authorizationOf(loginCalls()[0])).toBeNull();
    const staffCalls = requests.filter((request) =>
      request.url.pathname.startsWith('/api/v1/backoffice/'),
    );
    expect(staffCalls.length).toBeGreaterThan(1);
    for (const call of staffCalls.filter((request) => request.url.pathname !== LOGIN)) {
      expect(authorizationOf(call), call.url.pathname).toBe(`Bearer ${STAFF_TOKEN}`);
    }
    for (const call of requests.filter((request) => request.url.pathname.startsWith('/api/v2/'))) {
      expect(authorizationOf(call), call.url.pathname).not.toBe(`Bearer ${STAFF_TOKEN}`);
    }
    // The customer is still signed in.
    expect(getSessionToken()).toBe(customerToken);
  });

  it('sends a staff member without a session to the sign-in, and back after it', async () => {
    mockApi('POST', LOGIN, { body: { token: STAFF_TOKEN, staff: agent } });
    answerInbox();
    const { user, current } = await renderApp('/backoffice/bandeja?status=closed');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso del personal' }),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/backoffice');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'agent@demo.portal');
    await user.type(screen.getByLabelText(/Contraseña/), 'Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Bandeja de entrada' });
    expect(current.location.search).toBe('?status=closed');
  });
});
