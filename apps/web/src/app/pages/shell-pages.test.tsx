import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { expectNoLinkToPendingScreens } from '@/testing/pending-screens';
import { renderApp, testSettings } from '@/testing/render-app';
import { answerNoSupplies } from '@/testing/signed-in-shell';
import { tokenWith } from '@/testing/viewport';

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
    // Contracting: the first kind offered, dual.
    expect(within(main).getByRole('link', { name: 'Contratar un suministro' })).toHaveAttribute(
      'href',
      '/nuevo-cliente-dual',
    );
    expectNoLinkToPendingScreens(main);
  });

  it('welcomes a customer with supplies towards the office, in English', async () => {
    mockApi('GET', '/api/v2/contracts/list-info/', {
      body: { result: { electricity: [{ id: 1, name: '0100001' }], gas: [] } },
    });
    await renderApp('/welcome', { token: tokenWith({}) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Energía Demo' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to my virtual office' })).toHaveAttribute(
      'href',
      '/invoices',
    );
    expect(screen.queryByText(/You do not have any supply/)).toBeNull();
  });

  it.each([
    [
      '/bienvenido',
      'Todavía no tienes ningún suministro con Energía Demo.',
      'Contratar un suministro',
      '/nuevo-cliente-dual',
      'Ver mi perfil',
      '/perfil',
    ],
    [
      '/benvingut',
      'Encara no tens cap subministrament amb Energía Demo.',
      'Contracta un subministrament',
      '/nou-client-dual',
      'Mostra el meu perfil',
      '/perfil',
    ],
    [
      '/welcome',
      'You do not have any supply with Energía Demo yet.',
      'Sign up for a supply',
      '/new-dual-customer',
      'View my profile',
      '/profile',
    ],
  ])(
    'tells a new customer at %s there are no supplies yet and leads on to contracting',
    async (path, noSupplies, contract, contractPath, profile, profilePath) => {
      answerNoSupplies();
      await renderApp(path, { token: tokenWith({}) });
      const main = screen.getByRole('main');
      expect(await within(main).findByText(noSupplies)).toBeInTheDocument();
      expect(within(main).getByRole('link', { name: contract })).toHaveAttribute(
        'href',
        contractPath,
      );
      expect(within(main).getByRole('link', { name: profile })).toHaveAttribute(
        'href',
        profilePath,
      );
      expectNoLinkToPendingScreens(main);
    },
  );

  it('gives a new customer the retailer contact when no contracting is offered', async () => {
    answerNoSupplies();
    const settings = {
      ...testSettings,
      contractation: { ...testSettings.contractation, electricity: false, gas: false, dual: false },
    };
    await renderApp('/bienvenido', { token: tokenWith({}), settings });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByText('Todavía no tienes ningún suministro con Energía Demo.'),
    ).toBeInTheDocument();
    expect(
      within(main).getByText('Para contratar un suministro, ponte en contacto con nosotros:'),
    ).toBeInTheDocument();
    expect(
      within(main).getByRole('link', { name: 'clientes@energia-demo.example' }),
    ).toHaveAttribute('href', 'mailto:clientes@energia-demo.example');
    expect(within(main).getByRole('link', { name: '900 123 456' })).toHaveAttribute(
      'href',
      'tel:900123456',
    );
    expect(within(main).queryByRole('link', { name: 'Contratar un suministro' })).toBeNull();
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
    // dd/MM/yyyy HH:mm, with the year in full (spec 1 point 9).
    expect(term('Fecha de compilación')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC$/);
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
