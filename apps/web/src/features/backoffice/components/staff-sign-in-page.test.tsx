import type { OpenidConfig } from '@portal/domain/schemas/auth';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { createAuthorizationUrl, oidcStorageKeys } from '@/lib/oidc';
import { getSessionToken } from '@/lib/session';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
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

describe("an admin's first sign-in (issue 27)", { timeout: 20_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('shows the secret to add to the authenticator app, then takes a code of it', async () => {
    mockApi('POST', LOGIN, (request) =>
      (request.body as { otp?: string }).otp === '123456'
        ? { body: { token: STAFF_TOKEN, staff: { ...agent, role: 'admin' } } }
        : {
            status: 403,
            body: {
              error: 'otp_setup_required',
              otp_secret: 'JBSWY3DPEHPK3PXP',
              otp_uri: 'otpauth://totp/Portal:admin%40demo.portal?secret=JBSWY3DPEHPK3PXP',
            },
          },
    );
    answerInbox();
    mockApi('GET', ME, { body: { ...agent, role: 'admin' } });
    const { user } = await renderApp('/backoffice');
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'new.admin@demo.portal');
    await user.type(screen.getByLabelText(/Contraseña/), 'Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Código de un solo uso/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Bandeja de entrada' });
    expect(loginCalls().at(-1)?.body).toEqual({
      email: 'new.admin@demo.portal',
      password: 'Demo-2026',
      otp: '123456',
    });
  });
});

const OPENID_CONFIG = '/api/v1/backoffice/openid/config';
const OPENID_LOGIN = '/api/v1/backoffice/openid';
const OPENID_OTP = '/api/v1/backoffice/openid/otp';

const staffOpenidConfig: OpenidConfig = {
  authorization_endpoint: 'https://id.example/authorize',
  end_session_endpoint: null,
  client_id: 'portal',
  redirect_uri: 'http://localhost:3000/backoffice',
  scope: 'openid email profile',
  post_logout_redirect_uri: 'http://localhost:3000',
};

const withOidc = { ...testSettings, features: { ...testSettings.features, oidc: true } };

/** The provider's return to the sign-in page of a sign-in started here. */
async function providerReturn(): Promise<string> {
  const url = new URL(await createAuthorizationUrl(staffOpenidConfig, null));
  const state = url.searchParams.get('state') ?? '';
  return `/backoffice?${new URLSearchParams({ code: 'the-code', state }).toString()}`;
}

const openidCalls = (path: string) => requests.filter((request) => request.url.pathname === path);

describe(
  "the staff sign-in through the organisation's provider (issue 27)",
  { timeout: 20_000 },
  () => {
    beforeEach(resetStaffSession);
    afterEach(() => {
      resetStaffSession();
      window.sessionStorage.clear();
      vi.restoreAllMocks();
    });

    it('is offered only when OpenID is on, and leaves for the provider with the back office as return', async () => {
      const { unmount } = await renderApp('/backoffice');
      await screen.findByRole('button', { name: 'Entrar' });
      expect(
        screen.queryByRole('button', { name: 'Entrar con la cuenta de la organización' }),
      ).toBeNull();
      unmount();

      mockApi('GET', OPENID_CONFIG, { body: staffOpenidConfig });
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
      const { user } = await renderApp('/backoffice', { settings: withOidc });
      await user.click(
        await screen.findByRole('button', { name: 'Entrar con la cuenta de la organización' }),
      );
      await waitFor(() => expect(assign).toHaveBeenCalledOnce());
      const url = new URL(String(assign.mock.calls[0]?.[0]));
      expect(`${url.origin}${url.pathname}`).toBe('https://id.example/authorize');
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/backoffice');
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(window.sessionStorage.getItem(oidcStorageKeys.nonce)).toBe(
        url.searchParams.get('nonce'),
      );
    });

    it('exchanges the code on the return and lands on the inbox', async () => {
      mockApi('POST', OPENID_LOGIN, { body: { token: STAFF_TOKEN, staff: agent } });
      answerInbox();
      const back = await providerReturn();
      const nonce = window.sessionStorage.getItem(oidcStorageKeys.nonce);
      const { current } = await renderApp(back, { settings: withOidc });

      await screen.findByRole('heading', { level: 1, name: 'Bandeja de entrada' });
      expect(current.location.pathname).toBe('/backoffice/bandeja');
      expect(openidCalls(OPENID_LOGIN)).toHaveLength(1);
      expect(openidCalls(OPENID_LOGIN)[0]?.body).toEqual({
        code: 'the-code',
        nonce,
        code_verifier: expect.stringMatching(/^[A-Za-z0-9]{64}$/),
      });
      expect(getStaffSession()?.token).toBe(STAFF_TOKEN);
    });

    it('asks an admin for the code after the provider and sends it with the proof', async () => {
      mockApi('POST', OPENID_LOGIN, {
        status: 403,
        body: { error: 'otp_required', pending_sign_in: 'the-proof' },
      });
      mockApi('POST', OPENID_OTP, {
        body: { token: STAFF_TOKEN, staff: { ...agent, role: 'admin' } },
      });
      answerInbox();
      mockApi('GET', ME, { body: { ...agent, role: 'admin' } });
      const { user, current } = await renderApp(await providerReturn(), { settings: withOidc });

      const code = await screen.findByLabelText(/Código de un solo uso/);
      // The used code and state have left the address bar.
      expect(current.location.search).toBe('');
      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
      await screen.findByRole('heading', { level: 1, name: 'Bandeja de entrada' });
      expect(openidCalls(OPENID_OTP)[0]?.body).toEqual({
        pending_sign_in: 'the-proof',
        otp: '123456',
      });
    });

    it("says why the provider's return failed, and offers the sign-in again", async () => {
      mockApi('POST', OPENID_LOGIN, { status: 403, body: { error: 'openid_not_staff' } });
      const { current } = await renderApp(await providerReturn(), { settings: withOidc });
      expect(
        await screen.findByText(
          'La cuenta con la que ha entrado en el proveedor de identidad no es de ningún miembro del personal.',
        ),
      ).toBeInTheDocument();
      expect(current.location.search).toBe('');
      expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
      expect(getStaffSession()).toBeNull();
    });

    it('refuses a return whose state it did not sign, without calling the API', async () => {
      await renderApp('/backoffice?code=stolen&state=forged.state', { settings: withOidc });
      expect(
        await screen.findByText(
          /no se ha podido completar el acceso con el proveedor de identidad/,
        ),
      ).toBeInTheDocument();
      expect(openidCalls(OPENID_LOGIN)).toHaveLength(0);
    });
  },
);
