import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session';
import { mockApi } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { tokenWith } from '@/testing/viewport';

describe('app shell', () => {
  it.each([
    ['/acceso', 'es', 'Acceder'],
    ['/acces', 'ca', 'Accedeix'],
    ['/login', 'en', 'Sign in'],
  ])('%s reaches login in %s', async (path, lang, submit) => {
    await renderApp(path);
    expect(await screen.findByRole('button', { name: submit })).toBeInTheDocument();
    expect(i18n.language).toBe(lang);
    expect(document.documentElement.lang).toBe(lang);
  });

  it('has landmarks, a skip link and the organisation name', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu oficina virtual' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute(
      'href',
      '#main',
    );
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/acceso',
    );
    expect(screen.getByRole('link', { name: 'Energía Demo' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor from a private page to login', async () => {
    const { current } = await renderApp('/factures');
    expect(await screen.findByRole('button', { name: 'Accedeix' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/acces');
    expect(current.location.state).toEqual({ from: '/factures' });
  });

  it('sends a signed-in customer from login to invoices', async () => {
    const { current } = await renderApp('/login', { token: 'jwt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/invoices');
  });

  it.each([
    ['/solicitudes', 'es', 'Solicitudes'],
    ['/sollicituds', 'ca', 'Sol·licituds'],
    ['/requests', 'en', 'Requests'],
  ])("%s reaches the customer's requests in %s", async (path, lang, title) => {
    mockApi('GET', '/api/v2/crm/cases/', {
      body: { items: [], offset: 0, limit: 10, n_items: 0 },
    });
    await renderApp(path, { token: tokenWith({}) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(i18n.language).toBe(lang);
  });

  it('shows the 404 page for unknown paths', async () => {
    await renderApp('/no-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('switches language, rewriting the path and keeping the query string', async () => {
    mockApi('GET', '/api/v2/contracts', {
      body: { items: [], offset: 10, limit: 10, n_items: 0 },
    });
    const { user, current } = await renderApp('/contratos/electricidad?page=2', { token: 'jwt' });
    await screen.findByRole('heading', { level: 1, name: 'Contratos' });
    await user.click(screen.getByRole('button', { name: 'Idioma: Español' }));
    const options = await screen.findAllByRole('menuitem');
    // Partners ca-ES and es-ES, plus English.
    expect(options.map((o) => o.textContent)).toEqual(['Español', 'Català', 'English']);
    await user.click(screen.getByRole('menuitem', { name: 'Català' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contractes' }),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/contractes/electricitat');
    expect(current.location.search).toBe('?page=2');
    expect(document.documentElement.lang).toBe('ca');
    expect(window.localStorage.getItem('portal_language')).toBe('ca');
  });

  it.each([
    ['/contratos/electricity?page=2', '/contratos/electricidad', 'Contratos'],
    ['/contractes/electricity?page=2', '/contractes/electricitat', 'Contractes'],
    ['/contracts?page=2', '/contracts/electricity', 'Contracts'],
    ['/contratos?page=2', '/contratos/electricidad', 'Contratos'],
  ])(
    'leads %s, an earlier or bare contract list path, to the list in its language',
    async (path, pathname, title) => {
      mockApi('GET', '/api/v2/contracts', {
        body: { items: [], offset: 10, limit: 10, n_items: 0 },
      });
      const { current } = await renderApp(path, { token: 'jwt' });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(current.location.pathname).toBe(pathname);
      expect(current.location.search).toBe('?page=2');
    },
  );

  it('offers only the partner languages', async () => {
    const settings = {
      ...testSettings,
      languages: { default: 'es-ES' as const, partners: ['es-ES' as const] },
    };
    const { user } = await renderApp('/', { settings });
    await user.click(await screen.findByRole('button', { name: 'Idioma: Español' }));
    const options = await screen.findAllByRole('menuitem');
    expect(options.map((o) => o.textContent)).toEqual(['Español']);
  });

  it('signs out: calls logout, clears the cookie and goes to login', async () => {
    mockApi('POST', '/api/v2/logout', { status: 204 });
    const { user, current } = await renderApp('/facturas', { token: 'jwt' });
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/acceso');
    expect(getSessionToken()).toBeNull();
    expect(document.cookie).not.toContain('portal_token=jwt');
  });

  it('keeps the customer signed in and says so when the server cannot end the session', async () => {
    mockApi('POST', '/api/v2/logout', { status: 503, body: { error: 'service_unavailable' } });
    const { user, current } = await renderApp('/facturas', { token: 'jwt' });
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No ha sido posible cerrar la sesión',
    );
    expect(current.location.pathname).toBe('/facturas');
    expect(getSessionToken()).toBe('jwt');

    mockApi('POST', '/api/v2/logout', { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getSessionToken()).toBeNull();
  });

  it('signs out when the server no longer knows the session', async () => {
    mockApi('POST', '/api/v2/logout', { status: 401, body: { error: 'unauthorized' } });
    const { user, current } = await renderApp('/facturas', { token: 'jwt' });
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/acceso');
    expect(getSessionToken()).toBeNull();
  });
});
