import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSessionToken } from '@/lib/session';
import { mockApi, requests } from '@/testing/api-mock';
import { answerNoSupplies, answerSignedInShellCalls } from '@/testing/signed-in-shell';
import { renderApp, testSettings } from '@/testing/render-app';

const profile = {
  body: {
    profile: { name: 'Ana', vat: '12345678Z', email: null, mobile: null, language: 'es' },
    newsletter_url: null,
  },
};

const withoutElectricityContracting = {
  ...testSettings,
  contractation: { ...testSettings.contractation, electricity: false },
};

// Signing in empties the customer's cache: the shell then asks for its data again.
beforeEach(answerSignedInShellCalls);

describe('token in the URL (spec 1 point 4)', () => {
  it('validates it, keeps it as the session and drops it from the URL', async () => {
    mockApi('POST', '/api/v2/is_token_valid', { body: { token_is_valid: true } });
    mockApi('GET', '/api/v2/users/', profile);
    const { current } = await renderApp('/perfil?token=backoffice-jwt&tab=1');

    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(current.location.pathname).toBe('/perfil');
    expect(current.location.search).toBe('?tab=1');
    expect(getSessionToken()).toBe('backoffice-jwt');
    expect(document.cookie).toContain('portal_token=backoffice-jwt');
    const validation = requests.find((r) => r.url.pathname === '/api/v2/is_token_valid');
    expect(validation?.body).toEqual({ token: 'backoffice-jwt' });
    // The profile is read with the new token.
    const read = requests.find((r) => r.url.pathname === '/api/v2/users/');
    expect(read?.headers.get('authorization')).toBe('Bearer backoffice-jwt');
  });

  it('replaces the session of another customer', async () => {
    mockApi('POST', '/api/v2/is_token_valid', { body: { token_is_valid: true } });
    const { current } = await renderApp('/facturas?token=second', { token: 'first' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
    // The page of the signed-in customer may show while the new token is checked.
    await waitFor(() => expect(getSessionToken()).toBe('second'));
    await waitFor(() => expect(current.location.search).toBe(''));
  });

  it.each([
    [419, 'token_expired', 'La sesión ha caducado. Vuelve a iniciar sesión.'],
    [401, 'token_invalid', 'El token no es válido.'],
  ])('on %s shows the 401 page with its message', async (status, error, message) => {
    mockApi('POST', '/api/v2/is_token_valid', { status, body: { error, token_is_valid: false } });
    const { user, current } = await renderApp('/perfil?token=bad');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso no autorizado' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(current.location.pathname).toBe('/perfil');
    await waitFor(() => expect(current.location.search).toBe(''));
    expect(getSessionToken()).toBeNull();

    // Continue clears the error: the private page then asks for sign-in.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/acceso');
  });

  it('keeps the token in the URL when the server fails, so that refresh tries again', async () => {
    mockApi('POST', '/api/v2/is_token_valid', {
      status: 503,
      body: { error: 'service_unavailable' },
    });
    const { current } = await renderApp('/perfil?token=t');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error interno' })).toBeVisible();
    expect(
      screen.getByText('No se ha podido validar tu sesión. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    expect(current.location.search).toBe('?token=t');
  });
});

describe('client id and secret (spec 1 point 4)', () => {
  // Without electricity contracting, the welcome page leads a customer without contracts on
  // (the landing on electricity contracting: app/contracting-entries.test.tsx).
  it('signs in and lands on the welcome page, keeping the other parameters', async () => {
    mockApi('POST', '/api/v2/user/client_id', { body: { token: 'client-jwt' } });
    answerNoSupplies();
    const { current } = await renderApp(
      '/nuevo-cliente-dual?client_id=acme&secret=s3cret&promocode=X',
      { settings: withoutElectricityContracting },
    );

    await waitFor(() => expect(current.location.pathname).toBe('/bienvenido'));
    expect(
      await screen.findByText('Todavía no tienes ningún suministro con Energía Demo.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Página no encontrada')).not.toBeInTheDocument();
    expect(current.location.search).toBe('?promocode=X');
    expect(getSessionToken()).toBe('client-jwt');
    expect(requests[0]?.body).toEqual({ client_id: 'acme', secret: 's3cret' });
  });

  it('works on any route, in its language', async () => {
    mockApi('POST', '/api/v2/user/client_id', { body: { token: 'client-jwt' } });
    answerNoSupplies();
    const { current } = await renderApp('/login?client_id=acme&secret=s3cret', {
      settings: withoutElectricityContracting,
    });
    await waitFor(() => expect(current.location.pathname).toBe('/welcome'));
    expect(
      await screen.findByText('You do not have any supply with Energía Demo yet.'),
    ).toBeInTheDocument();
  });

  it('says the ClientID data is not valid on 403 and drops the secret from the URL', async () => {
    mockApi('POST', '/api/v2/user/client_id', { status: 403, body: { error: 'invalid_client' } });
    const { current } = await renderApp('/nuevo-cliente-electricidad?client_id=acme&secret=nope');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Los datos de ClientID no son válidos.')).toBeInTheDocument();
    await waitFor(() => expect(current.location.search).toBe(''));
    expect(getSessionToken()).toBeNull();
  });
});
