import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionToken } from '@/lib/session';
import { mockApi, requests } from '@/testing/api-mock';
import { answerSignedInShellCalls } from '@/testing/signed-in-shell';
import { renderApp } from '@/testing/render-app';

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderApp>>['user'], name: string) {
  await user.type(await screen.findByLabelText(/^Usuario/), name);
  await user.type(screen.getByLabelText(/^Contraseña/), 'Demo-2026');
  await user.click(screen.getByRole('button', { name: 'Acceder' }));
}

// Signing in empties the customer's cache: the shell then asks for its data again.
beforeEach(answerSignedInShellCalls);

describe('login page', () => {
  it('shows required errors on an empty submit without calling the API', async () => {
    const { user } = await renderApp('/acceso');
    await user.click(await screen.findByRole('button', { name: 'Acceder' }));

    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Usuario/)).toHaveAttribute('aria-invalid', 'true');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('says the credentials are incorrect on 403 and keeps what was typed', async () => {
    mockApi('POST', '/api/v2/get_token', { status: 403, body: { error: 'invalid_credentials' } });
    const { user } = await renderApp('/acceso');
    await fillAndSubmit(user, '12345678Z');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Las credenciales introducidas no son correctas.',
    );
    expect(screen.getByLabelText(/^Usuario/)).toHaveValue('12345678Z');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveValue('Demo-2026');
    expect(getSessionToken()).toBeNull();
  });

  it('maps 429 to the retry minutes and 500 to the internal error', async () => {
    mockApi('POST', '/api/v2/get_token', {
      status: 429,
      body: { error: 'too_many_attempts', retry_after: 300 },
    });
    const { user } = await renderApp('/acceso');
    await fillAndSubmit(user, '12345678Z');
    expect(await screen.findByRole('alert')).toHaveTextContent('dentro de 5 minutos');

    mockApi('POST', '/api/v2/get_token', { status: 500, body: { error: 'internal_error' } });
    await user.click(screen.getByRole('button', { name: 'Acceder' }));
    expect(await screen.findByText(/Se ha producido un error interno/)).toBeInTheDocument();
  });

  it('puts server field errors on their fields', async () => {
    mockApi('POST', '/api/v2/get_token', {
      status: 400,
      body: { errors: { user: ['too_long'] } },
    });
    const { user } = await renderApp('/acceso');
    await fillAndSubmit(user, '12345678Z');
    expect(await screen.findByText('El texto es demasiado largo.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in, stores the token and goes to the homepage', async () => {
    mockApi('POST', '/api/v2/get_token', { body: { token: 'jwt-1' } });
    const { user, current } = await renderApp('/acceso');
    await fillAndSubmit(user, ' 12345678Z ');

    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/facturas');
    expect(getSessionToken()).toBe('jwt-1');
    expect(document.cookie).toContain('portal_token=jwt-1');
    // The schema trims the user before it is sent; the login call carries no token.
    expect(requests[0]?.body).toEqual({ user: '12345678Z', password: 'Demo-2026' });
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Perfil' })).toBeInTheDocument();
  });

  it('returns to the page that asked for sign-in', async () => {
    mockApi('POST', '/api/v2/get_token', { body: { token: 'jwt-1' } });
    mockApi('GET', '/api/v2/users/', {
      body: {
        profile: { name: 'Ana', vat: '12345678Z', email: null, mobile: null, language: 'es' },
        newsletter_url: null,
      },
    });
    const { user, current } = await renderApp('/perfil?tab=1');
    expect(await screen.findByRole('heading', { name: 'Acceso a la oficina virtual' }));
    expect(current.location.pathname).toBe('/acceso');
    await fillAndSubmit(user, '12345678Z');

    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(current.location.pathname).toBe('/perfil');
    expect(current.location.search).toBe('?tab=1');
  });

  it('goes to change password when the server asks for it', async () => {
    mockApi('POST', '/api/v2/get_token', { body: { token: 'jwt-1', change_password: true } });
    const { user, current } = await renderApp('/acceso');
    await fillAndSubmit(user, '12345678Z');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cambiar la contraseña' }),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/cambio-de-clave');
  });

  it('speaks the language of its path', async () => {
    await renderApp('/acces');
    expect(await screen.findByRole('button', { name: 'Accedeix' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Usuari/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Contrasenya/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(document.documentElement.lang).toBe('ca');
  });

  it('opens the help dialog with the organisation contact', async () => {
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    // The same help panel as the floating button of every other page.
    const dialog = await screen.findByRole('dialog', { name: 'Need help?' });
    expect(
      within(dialog).getByRole('link', { name: 'clientes@energia-demo.example' }),
    ).toHaveAttribute('href', 'mailto:clientes@energia-demo.example');
    expect(within(dialog).getByRole('link', { name: '900 123 456' })).toHaveAttribute(
      'href',
      'tel:900123456',
    );
    expect(within(dialog).getByText('From 8:00 to 17:00, 365 days a year.')).toBeInTheDocument();
  });

  it('links to password reset and registration in the current language', async () => {
    await renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
