import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { tokenWith } from '@/test/viewport';

describe('welcome, loading and version views (spec 1 point 2)', () => {
  it('welcomes a visitor with the ways in', async () => {
    await renderApp('/bienvenido');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Te damos la bienvenida a Energía Demo',
      }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/acceso',
    );
    expect(within(main).getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute(
      'href',
      '/registro',
    );
    expect(within(main).getByRole('link', { name: 'Contratar un suministro' })).toHaveAttribute(
      'href',
      '/nuevo-cliente-dual',
    );
  });

  it('welcomes a customer towards the office, in English', async () => {
    await renderApp('/welcome', { token: tokenWith({}) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Energía Demo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my virtual office' })).toHaveAttribute(
      'href',
      '/invoices',
    );
  });

  it('shows the loading view as a status', async () => {
    await renderApp('/carregant');
    expect(await screen.findByRole('status')).toHaveTextContent('Carregant, un moment…');
    expect(screen.getByRole('heading', { level: 1, name: 'Carregant' })).toBeInTheDocument();
  });

  it('shows the version, the build date and the API status', async () => {
    mockApi('GET', '/healthz', { body: { status: 'ok', database: 'pglite' } });
    await renderApp('/version');
    expect(await screen.findByRole('heading', { level: 1, name: 'Versión' })).toBeInTheDocument();
    const term = (text: string) =>
      screen.getByText(text, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Versión de la aplicación')).toBe(__APP_VERSION__);
    expect(term('Fecha de compilación')).toMatch(/\d{2}\/\d{2}\/\d{2,4}.* UTC$/);
    expect(
      await screen.findByText('En funcionamiento (base de datos: pglite)'),
    ).toBeInTheDocument();
  });

  it('says when the API is down and checks again on demand', async () => {
    let up = false;
    mockApi('GET', '/healthz', () =>
      up
        ? { body: { status: 'ok', database: 'postgres' } }
        : { status: 503, body: { error: 'service_unavailable' } },
    );
    const { user } = await renderApp('/version');
    expect(await screen.findByText('No disponible')).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Volver a comprobar' }));
    expect(
      await screen.findByText('En funcionamiento (base de datos: postgres)'),
    ).toBeInTheDocument();
  });
});
