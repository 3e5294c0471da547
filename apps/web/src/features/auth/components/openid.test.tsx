import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { OpenidConfig } from '@portal/domain/schemas/auth';
import type { Settings } from '@portal/domain/schemas/settings';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { getOpenidToken, getSessionToken, setOpenidToken, setSessionToken } from '@/lib/session';
import { mockApi, requests } from '@/testing/api-mock';
import { answerNoSupplies, answerSignedInShellCalls } from '@/testing/signed-in-shell';
import { renderApp, testSettings } from '@/testing/render-app';
import { useLogout } from '../api/logout';
import { codeChallenge, createAuthorizationUrl, oidcStorageKeys, verifyState } from '@/lib/oidc';

const config: OpenidConfig = {
  authorization_endpoint: 'https://id.example/authorize',
  end_session_endpoint: 'https://id.example/logout',
  client_id: 'portal',
  redirect_uri: 'http://localhost:3000/connect',
  scope: 'openid email profile',
  post_logout_redirect_uri: 'http://localhost:3000',
};

const withOidc = (allowDefaultLogin: boolean): Settings => ({
  ...testSettings,
  features: { ...testSettings.features, oidc: true },
  login: { allowDefaultLogin },
});

const profile = {
  body: {
    profile: { name: 'Ana', vat: '12345678Z', email: null, mobile: null, language: 'es' },
    newsletter_url: null,
  },
};

/** Stubs the browser's leaving for the provider and returns the URL it would have gone to. */
function captureRedirect() {
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  return async () => {
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    return new URL(String(assign.mock.calls[0]?.[0]));
  };
}

/** A sign-in started as the login page would, and the state the provider sends back. */
async function startedSignIn(returnTo: string | null): Promise<string> {
  const url = new URL(await createAuthorizationUrl(config, returnTo));
  return url.searchParams.get('state') ?? '';
}

// Signing in empties the customer's cache: the shell then asks for its data again.
beforeEach(answerSignedInShellCalls);

describe('OpenID Connect sign-in (spec 1 point 4)', () => {
  it('offers the provider beside the form and redirects with state, nonce and PKCE', async () => {
    mockApi('GET', '/api/v2/user/openid/config', { body: config });
    const redirected = captureRedirect();
    const { user } = await renderApp('/acceso', { settings: withOidc(true) });
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    // The provider's button is a lazy chunk of its own: wait for it.
    await user.click(
      await screen.findByRole('button', { name: 'Identificarse con el proveedor de identidad' }),
    );

    const url = await redirected();
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example/authorize');
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('portal');
    expect(params.get('redirect_uri')).toBe('http://localhost:3000/connect');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');

    const storage = window.sessionStorage;
    const key = storage.getItem(oidcStorageKeys.stateKey) ?? '';
    const nonce = storage.getItem(oidcStorageKeys.nonce) ?? '';
    const verifier = storage.getItem(oidcStorageKeys.codeVerifier) ?? '';
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(nonce).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(params.get('nonce')).toBe(nonce);
    expect(verifier).toMatch(/^[A-Za-z0-9]{43,128}$/);
    expect(params.get('code_challenge')).toBe(await codeChallenge(verifier));
    const state = await verifyState(params.get('state') ?? '', key);
    expect(state?.random).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(state?.returnTo).toBeNull();
  });

  it('with OpenID as the only way in, login shows the loading view and goes to the provider', async () => {
    mockApi('GET', '/api/v2/user/openid/config', { body: config });
    const redirected = captureRedirect();
    const { current } = await renderApp('/perfil?tab=1', { settings: withOidc(false) });

    expect(await screen.findByText('Te llevamos al proveedor de identidad…')).toBeInTheDocument();
    expect(current.location.pathname).toBe('/acceso');
    expect(screen.queryByRole('button', { name: 'Acceder' })).not.toBeInTheDocument();
    const url = await redirected();
    const key = window.sessionStorage.getItem(oidcStorageKeys.stateKey) ?? '';
    const state = await verifyState(url.searchParams.get('state') ?? '', key);
    expect(state?.returnTo).toBe('/perfil?tab=1');
  });

  it('without the provider configuration says it cannot sign in', async () => {
    // Both versions of the call answer 404 while OpenID is off.
    for (const version of [1, 2]) {
      mockApi('GET', `/api/v${version}/user/openid/config`, {
        status: 404,
        body: { error: 'not_found' },
      });
    }
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await renderApp('/acceso', { settings: withOidc(false) });
    expect(await screen.findByText('No se ha encontrado lo que buscas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('on return, exchanges the code and goes back to the saved path', async () => {
    const state = await startedSignIn('/perfil?tab=1');
    const nonce = window.sessionStorage.getItem(oidcStorageKeys.nonce);
    const verifier = window.sessionStorage.getItem(oidcStorageKeys.codeVerifier);
    mockApi('POST', '/api/v2/user/openid', {
      body: { token: 'our-jwt', openid_token: 'id-token', new_customer: false },
    });
    mockApi('GET', '/api/v2/users/', profile);
    const { current } = await renderApp(
      `/connect?code=the-code&state=${encodeURIComponent(state)}`,
      {
        settings: withOidc(true),
      },
    );

    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(current.location.pathname).toBe('/perfil');
    expect(current.location.search).toBe('?tab=1');
    expect(getSessionToken()).toBe('our-jwt');
    expect(getOpenidToken()).toBe('id-token');
    expect(requests[0]?.body).toEqual({ code: 'the-code', nonce, code_verifier: verifier });
    // Each value served one return.
    for (const key of Object.values(oidcStorageKeys)) {
      expect(window.sessionStorage.getItem(key)).toBeNull();
    }
  });

  it('sends a new customer to the welcome page', async () => {
    const state = await startedSignIn(null);
    mockApi('POST', '/api/v2/user/openid', {
      body: { token: 'our-jwt', openid_token: 'id-token', new_customer: true },
    });
    answerNoSupplies();
    const { current } = await renderApp(`/connect?code=c&state=${encodeURIComponent(state)}`, {
      settings: withOidc(true),
    });
    expect(
      await screen.findByText('Todavía no tienes ningún suministro con Energía Demo.'),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/bienvenido');
  });

  it('without a saved path goes to the configured homepage', async () => {
    const state = await startedSignIn(null);
    mockApi('POST', '/api/v2/user/openid', {
      body: { token: 'our-jwt', openid_token: 'id-token', new_customer: false },
    });
    mockApi('GET', '/api/v2/contracts', { body: { items: [], offset: 0, limit: 10, n_items: 0 } });
    const settings = {
      ...withOidc(true),
      home: { ...testSettings.home, homepage: 'contracts' as const },
    };
    const { current } = await renderApp(`/connect?code=c&state=${encodeURIComponent(state)}`, {
      settings,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contratos' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/contratos/electricidad');
  });

  it('refuses a tampered state: 403 Invalid state', async () => {
    const state = await startedSignIn('/perfil');
    const [payload, signature] = state.split('.');
    const forged = `${btoa(JSON.stringify({ r: 'x', p: '/evil' })).replace(/=+$/, '')}.${signature}`;
    expect(forged).not.toBe(`${payload}.${signature}`);
    const { user, current } = await renderApp(
      `/connect?code=c&state=${encodeURIComponent(forged)}`,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
    expect(screen.getByText('Estado no válido')).toBeInTheDocument();
    expect(screen.getByText('Código de error: 403')).toBeInTheDocument();
    await waitFor(() => expect(current.location.search).toBe(''));
    expect(getSessionToken()).toBeNull();
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/acceso');
  });

  it('refuses a return nobody started (no key): 403 Invalid state', async () => {
    await renderApp('/connect?code=c&state=abc.def');
    expect(await screen.findByText('Estado no válido')).toBeInTheDocument();
  });

  it('refuses a return without the stored nonce: 403 Nonce not present', async () => {
    const state = await startedSignIn('/perfil');
    window.sessionStorage.removeItem(oidcStorageKeys.nonce);
    await renderApp(`/connect?code=c&state=${encodeURIComponent(state)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
    expect(screen.getByText('Nonce no presente')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the 403 page when the server refuses the code', async () => {
    const state = await startedSignIn(null);
    mockApi('POST', '/api/v2/user/openid', { status: 403, body: { error: 'openid_invalid' } });
    await renderApp(`/connect?code=c&state=${encodeURIComponent(state)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
    expect(screen.getByText(/Estado no válido: no se ha podido completar el acceso/)).toBeVisible();
    expect(getSessionToken()).toBeNull();
  });
});

describe('logout after an OpenID sign-in', () => {
  function wrapper({ children }: { children: ReactNode }) {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }

  it('ends the server session, then the provider session', async () => {
    setSessionToken('our-jwt');
    setOpenidToken('id-token');
    mockApi('GET', '/api/v2/user/openid/config', { body: config });
    mockApi('POST', '/api/v2/logout', { status: 204 });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync());

    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toContain('POST /api/v2/logout');
    expect(getSessionToken()).toBeNull();
    expect(getOpenidToken()).toBeNull();
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example/logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id_token_hint: 'id-token',
      post_logout_redirect_uri: 'http://localhost:3000',
      client_id: 'portal',
    });
  });

  it('stays in the portal after a sign-in without OpenID', async () => {
    setSessionToken('our-jwt');
    mockApi('POST', '/api/v2/logout', { status: 204 });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(assign).not.toHaveBeenCalled();
    expect(getSessionToken()).toBeNull();
  });
});
