import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, getSessionToken, setSessionToken } from '@/lib/session';
import { mockApi, requests } from '@/testing/api-mock';
import { answerSignedInShellCalls } from '@/testing/signed-in-shell';
import { renderApp } from '@/testing/render-app';
import { refreshSessionOnStart } from '../api/refresh-token';

const profile = (name: string) => ({
  body: {
    profile: { name, vat: '12345678Z', email: null, mobile: null, language: 'es' },
    newsletter_url: null,
  },
});

const expired = { status: 401, body: { error: 'token_expired' } };

// Signing in empties the customer's cache: the shell then asks for its data again.
beforeEach(answerSignedInShellCalls);

describe('session-expired dialog (spec 1 point 4)', () => {
  it('opens on a 401 token_expired over the page; its button logs out to login and back', async () => {
    mockApi('GET', '/api/v2/users/', expired);
    const { user, current } = await renderApp('/perfil?tab=1', { token: 'old' });

    const dialog = await screen.findByRole('dialog', { name: 'La sesión ha caducado' });
    expect(within(dialog).getByText(/tu sesión ha caducado/)).toBeInTheDocument();
    // The page stays behind the modal dialog; the cookie is gone.
    expect(current.location.pathname).toBe('/perfil');
    expect(document.cookie).not.toContain('portal_token=old');
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/acceso');
    expect(current.location.state).toEqual({ from: '/perfil?tab=1' });
    expect(getSessionToken()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // An expired token is not sent to /logout: the server already ended it.
    expect(requests.map((r) => r.url.pathname)).not.toContain('/api/v2/logout');
  });

  it('closes by itself when a token cookie is present again (another tab signed in)', async () => {
    let calls = 0;
    mockApi('GET', '/api/v2/users/', () => (++calls === 1 ? expired : profile('Ana')));
    const { current } = await renderApp('/perfil', { token: 'old' });
    await screen.findByRole('dialog', { name: 'La sesión ha caducado' });

    document.cookie = 'portal_token=new-tab-token; Path=/';
    fireEvent.focus(window);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSessionToken()).toBe('new-tab-token');
    // What failed is fetched again with the new token.
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    const reads = requests.filter((r) => r.url.pathname === '/api/v2/users/');
    expect(reads.at(-1)?.headers.get('authorization')).toBe('Bearer new-tab-token');
    expect(current.location.pathname).toBe('/perfil');
  });
});

describe('refresh from the cookie on start (spec 1 point 4)', () => {
  it('replaces the token of the cookie by a fresh one', async () => {
    setSessionToken('old');
    mockApi('POST', '/api/v2/token/refresh', { body: { token: 'fresh' } });
    await refreshSessionOnStart();
    expect(getSessionToken()).toBe('fresh');
    expect(document.cookie).toContain('portal_token=fresh');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer old');
  });

  it('does nothing without a token', async () => {
    await refreshSessionOnStart();
    expect(requests).toHaveLength(0);
  });

  it('ends a revoked session (401 token_invalid)', async () => {
    setSessionToken('revoked');
    mockApi('POST', '/api/v2/token/refresh', { status: 401, body: { error: 'token_invalid' } });
    await refreshSessionOnStart();
    expect(getSession()).toMatchObject({ token: null, expired: false });
    expect(document.cookie).not.toContain('portal_token=revoked');
  });

  it('opens the session-expired dialog for an expired token', async () => {
    setSessionToken('old');
    mockApi('POST', '/api/v2/token/refresh', expired);
    await refreshSessionOnStart();
    expect(getSession().expired).toBe(true);

    await renderApp('/facturas');
    expect(await screen.findByRole('dialog', { name: 'La sesión ha caducado' })).toBeVisible();
    // The page is there, behind the modal dialog.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Facturas', hidden: true }),
    ).toBeInTheDocument();
  });
});
