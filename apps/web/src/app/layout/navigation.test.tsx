import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteId } from '@/lib/paths';
import { mockApi } from '@/testing/api-mock';
import { expectNoLinkToPendingScreens } from '@/testing/pending-screens';
import { renderApp, testSettings } from '@/testing/render-app';
import { setViewportWidth, tokenWith } from '@/testing/viewport';
import { answerLookups } from '@/features/contracting/testing/fixtures';
import { buildNavigation, type NavEntry, type NavigationInput } from './navigation';

const nav = () => screen.getByRole('navigation', { name: 'Navegación principal' });
const topLinks = () =>
  within(nav())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const profileV2 = {
  profile: {
    name: 'Laura',
    vat: '12345678Z',
    email: 'laura@example.com',
    mobile: null,
    language: 'es',
  },
  newsletter_url: 'https://boletines.example/laura',
};
/** The contract list a customer without contracts gets. */
const noContracts = { items: [], offset: 0, limit: 10, n_items: 0 };

describe('navigation: horizontal header (spec 1 point 2, "Navigation")', () => {
  it('offers visitors home, contracting, contact and login: no entry leads to a screen not built yet', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(topLinks()).toEqual([
      'Inicio',
      'Contratar',
      'Contacto',
      'Herramientas',
      'Iniciar sesión',
      'Activar la cuenta',
    ]);
    // Three kinds of contracting make a menu, dual first (spec 1 point 2).
    await user.click(within(nav()).getByRole('button', { name: 'Contratar' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Luz y gas', '/nuevo-cliente-dual'],
      ['Electricidad', '/nuevo-cliente-electricidad'],
      ['Gas', '/nuevo-cliente-gas'],
    ]);
    await user.keyboard('{Escape}');
    expect(within(nav()).getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    expect(within(nav()).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expectNoLinkToPendingScreens(nav());
  });

  it('hides the contracting type being contracted; one left is a plain link', async () => {
    answerLookups();
    const settings = {
      ...testSettings,
      contractation: { ...testSettings.contractation, dual: false },
    };
    const { user } = await renderApp('/nuevo-cliente-gas', { settings });
    await screen.findByRole('heading', { level: 1, name: 'Contrata el gas' });
    expect(topLinks()).toEqual([
      'Inicio',
      'Electricidad',
      'Contacto',
      'Herramientas',
      'Iniciar sesión',
      'Activar la cuenta',
    ]);
    expect(within(nav()).getByRole('link', { name: 'Electricidad' })).toHaveAttribute(
      'href',
      '/nuevo-cliente-electricidad',
    );
    await user.click(within(nav()).getByRole('link', { name: 'Electricidad' }));
    await screen.findByRole('heading', { level: 1, name: 'Contrata la luz' });
    expect(topLinks()).toEqual([
      'Inicio',
      'Gas',
      'Contacto',
      'Herramientas',
      'Iniciar sesión',
      'Activar la cuenta',
    ]);
  });

  it('offers a customer every entry in eight, with the change actions in the contracts menu', async () => {
    mockApi('GET', '/api/v2/ov_customize/html_dinamic_routes', {
      body: [
        {
          id: 1,
          route_path: 'autoconsumo',
          btn_title: 'Autoconsumo',
          btn_description: 'Tus placas solares',
        },
      ],
    });
    const { user } = await renderApp('/facturas', { token: tokenWith({}) });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' });
    expect(topLinks()).toEqual([
      'Inicio',
      'Contratos',
      'Facturas',
      'Consumo',
      'Contratar',
      'Atención al cliente',
      'Herramientas',
      'Perfil',
    ]);
    // Customer service, the requests and claims share one menu, which opens on customer service.
    expect(within(nav()).getByRole('link', { name: 'Atención al cliente' })).toHaveAttribute(
      'href',
      '/atencion-al-cliente',
    );
    await user.click(
      within(nav()).getByRole('button', { name: 'Más opciones de Atención al cliente' }),
    );
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Atención al cliente', '/atencion-al-cliente'],
      ['Mis solicitudes', '/solicitudes'],
      ['Reclamaciones', '/reclamaciones'],
    ]);
    await user.keyboard('{Escape}');
    // The comparators, the calculator, the OMIP alerts and the retailer's pages share one menu.
    await user.click(within(nav()).getByRole('button', { name: 'Herramientas' }));
    const toolsMenu = await screen.findByRole('menu');
    await waitFor(() => expect(within(toolsMenu).getAllByRole('menuitem')).toHaveLength(4));
    expect(
      within(toolsMenu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Comparador de precios', '/comparador'],
      ['Calculadora de potencia', '/potencia'],
      ['Alertas OMIP', '/omipComponent'],
      ['AutoconsumoTus placas solares', '/d/autoconsumo/1'],
    ]);
    await user.keyboard('{Escape}');
    expectNoLinkToPendingScreens(nav());
    expect(within(nav()).getByRole('link', { name: 'Facturas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Consumo' })).toHaveAttribute(
      'href',
      '/consumo',
    );

    await user.click(within(nav()).getByRole('button', { name: 'Más opciones de Contratos' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Consultar mis contratos',
      'Descargar un contrato',
      'Modificar la potencia',
      'Modificar los datos bancarios',
      'Cambiar la dirección de notificación',
      'No ceder mis datos del SIPS',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Modificar la potencia' })).toHaveAttribute(
      'href',
      '/contratos?action=powChange',
    );
    expect(
      within(menu).getByRole('menuitem', { name: 'Cambiar la dirección de notificación' }),
    ).toHaveAttribute('href', '/contratos?action=notifAddrChange');
  });

  it('disables the change entries for a read-only token, with the tooltip', async () => {
    const { user } = await renderApp('/facturas', { token: tokenWith({ readonly: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' });
    await user.click(within(nav()).getByRole('button', { name: 'Más opciones de Contratos' }));
    const menu = await screen.findByRole('menu');
    const reason = 'Acción no disponible: has accedido en modo de solo lectura.';
    for (const name of [
      'Modificar la potencia',
      'Modificar los datos bancarios',
      'Cambiar la dirección de notificación',
      'No ceder mis datos del SIPS',
    ]) {
      const item = within(menu).getByRole('menuitem', { name });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).not.toHaveAttribute('href');
    }
    expect(
      within(menu).getByRole('menuitem', { name: 'Consultar mis contratos' }),
    ).not.toHaveAttribute('aria-disabled');
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', { name: 'Modificar la potencia' }),
      ).toHaveAccessibleDescription(reason),
    );
    await user.hover(within(menu).getByRole('menuitem', { name: 'Modificar la potencia' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  });

  it('pays online at the payment URL in a new tab when set, otherwise in invoices', async () => {
    const settings = { ...testSettings, payment: { url: 'https://pagos.example/portal' } };
    mockApi('GET', '/api/v2/contracts', { body: noContracts });
    const first = await renderApp('/contratos/electricidad', { token: tokenWith({}), settings });
    await screen.findByRole('heading', { level: 1, name: 'Contratos' });
    await first.user.click(within(nav()).getByRole('button', { name: 'Más opciones de Facturas' }));
    const pay = within(await screen.findByRole('menu')).getByRole('menuitem', {
      name: /^Pagar en línea/,
    });
    expect(pay).toHaveAttribute('href', 'https://pagos.example/portal');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    expect(pay).toHaveAccessibleName('Pagar en línea (se abre en una ventana nueva)');
    first.unmount();

    const { user, current } = await renderApp('/contratos/electricidad', { token: tokenWith({}) });
    await screen.findByRole('heading', { level: 1, name: 'Contratos' });
    await user.click(within(nav()).getByRole('button', { name: 'Más opciones de Facturas' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Consultar mis facturas', 'Descargar facturas', 'Pagar en línea']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Pagar en línea' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/facturas');
    expect(current.location.search).toBe('?action=pay');
  });

  it('has a profile menu with the newsletter page and the password change', async () => {
    mockApi('GET', '/api/v2/users/', { body: profileV2 });
    const { user } = await renderApp('/facturas', { token: tokenWith({}) });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' });
    expect(within(nav()).getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/perfil');
    await user.click(within(nav()).getByRole('button', { name: 'Más opciones de Perfil' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(3));
    const newsletter = within(menu).getByRole('menuitem', { name: /^Gestionar los boletines/ });
    expect(newsletter).toHaveAttribute('href', 'https://boletines.example/laura');
    expect(newsletter).toHaveAttribute('target', '_blank');
    expect(within(menu).getByRole('menuitem', { name: 'Cambiar la contraseña' })).toHaveAttribute(
      'href',
      '/cambio-de-clave',
    );
  });

  it('sends the password change to the provider with OpenID', async () => {
    mockApi('GET', '/api/v2/users/', { body: { ...profileV2, newsletter_url: null } });
    mockApi('GET', '/api/v2/ov_customize/ov_private_settings', {
      body: { changePasswordUrl: 'https://id.example/account/password' },
    });
    const settings = { ...testSettings, features: { ...testSettings.features, oidc: true } };
    const { user } = await renderApp('/facturas', { token: tokenWith({}), settings });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' });
    await user.click(within(nav()).getByRole('button', { name: 'Más opciones de Perfil' }));
    const menu = await screen.findByRole('menu');
    const change = await within(menu).findByRole('menuitem', { name: /^Cambiar la contraseña/ });
    expect(change).toHaveAttribute('href', 'https://id.example/account/password');
    expect(change).toHaveAttribute('target', '_blank');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  });

  it('signs out with the button of the header', async () => {
    mockApi('POST', '/api/v2/logout', { status: 204 });
    const { user, current } = await renderApp('/facturas', { token: tokenWith({}) });
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/acceso');
  });
});

describe('navigation: side drawer', () => {
  it('drawer-grouped keeps the groups under their names beside the page', async () => {
    mockApi('GET', '/api/v2/users/', { body: profileV2 });
    const settings = { ...testSettings, header: { variant: 'drawer-grouped' as const } };
    await renderApp('/facturas', { token: tokenWith({}), settings });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' });
    const side = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(side).getByRole('heading', { level: 2, name: 'Contratos' })).toBeInTheDocument();
    const contracts = within(side).getByRole('list', { name: 'Contratos' });
    expect(within(contracts).getByRole('link', { name: 'Modificar la potencia' })).toHaveAttribute(
      'href',
      '/contratos?action=powChange',
    );
    expect(within(side).getByRole('link', { name: 'Consultar mis facturas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await within(side).findByRole('link', { name: /^Gestionar los boletines/ }),
    ).toHaveAttribute('href', 'https://boletines.example/laura');
    // No menu button in the header: the drawer is open beside the page.
    expect(screen.queryByRole('button', { name: 'Abrir el menú' })).toBeNull();
  });

  it('drawer lists every entry without groups', async () => {
    mockApi('GET', '/api/v2/users/', { body: profileV2 });
    const settings = { ...testSettings, header: { variant: 'drawer' as const } };
    await renderApp('/facturas', { token: tokenWith({}), settings });
    const side = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(side).queryByRole('heading')).toBeNull();
    expect(
      within(side).getByRole('link', { name: 'No ceder mis datos del SIPS' }),
    ).toBeInTheDocument();
    expectNoLinkToPendingScreens(side);
  });

  it('opens as a drawer from the menu button on a small screen, with sign out', async () => {
    setViewportWidth(360);
    mockApi('GET', '/api/v2/users/', { body: profileV2 });
    mockApi('POST', '/api/v2/logout', { status: 204 });
    mockApi('GET', '/api/v2/contracts', { body: noContracts });
    const { user, current } = await renderApp('/facturas', { token: tokenWith({}) });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Idioma: Español' })).toBeInTheDocument();

    const open = screen.getByRole('button', { name: 'Abrir el menú' });
    await user.click(open);
    const side = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(side).getByRole('heading', { level: 2, name: 'Facturas' })).toBeInTheDocument();
    await user.click(within(side).getByRole('link', { name: 'Consultar mis contratos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contratos' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/contratos/electricidad');
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Abrir el menú' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/acceso');
  });

  it('closes with Escape and gives the focus back to the menu button', async () => {
    setViewportWidth(360);
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const open = screen.getByRole('button', { name: 'Abrir el menú' });
    await user.click(open);
    const side = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(side).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/acceso',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
    expect(open).toHaveFocus();
  });
});

describe('navigation entries of the screens to come, once built', () => {
  const noGuard = { disabled: false, reason: '' };
  const input = (patch: Partial<NavigationInput>): NavigationInput => ({
    settings: testSettings,
    isEnabled: () => true,
    signedIn: false,
    lang: 'es',
    currentRouteId: undefined,
    actions: { contracts: [], invoices: [], consumption: [] },
    passwordGuard: noGuard,
    dynamicRoutes: [],
    newsletterUrl: undefined,
    changePasswordUrl: undefined,
    label: (key) => key,
    ...patch,
  });
  const keys = (entries: NavEntry[]) =>
    entries.map((entry) =>
      entry.kind === 'group'
        ? `${entry.key}: ${entry.items.map((i) => i.key).join(' ')}`
        : entry.key,
    );

  it('offers visitors contracting as a menu, contact, the tools and activation', () => {
    expect(keys(buildNavigation(input({})))).toEqual([
      'home',
      'contracting: newDualCustomer newElectricityCustomer newGasCustomer',
      'contact',
      'tools: comparator gasComparator powerCalculator',
      'login',
      'activation',
    ]);
  });

  it('hides the contracting type being contracted; one left is a plain link', () => {
    const withoutDual = (id: RouteId) => id !== 'newDualCustomer';
    const entries = buildNavigation(
      input({ isEnabled: withoutDual, currentRouteId: 'newGasCustomer' }),
    );
    expect(keys(entries)).toContain('newElectricityCustomer');
    expect(entries.find((entry) => entry.key === 'newElectricityCustomer')).toMatchObject({
      kind: 'item',
      to: '/nuevo-cliente-electricidad',
    });
    expect(keys(entries).join()).not.toMatch(/newGasCustomer|newDualCustomer/);
  });

  it('offers a customer customer service, their requests and claims in one menu, not the visitor contact', () => {
    const customer = keys(buildNavigation(input({ signedIn: true })));
    expect(customer).toContain('support: customerService requests claims');
    expect(customer).toContain('tools: comparator gasComparator powerCalculator omip');
    expect(keys(buildNavigation(input({}))).join()).not.toContain('omip');
    expect(customer).not.toContain('contact');
    expect(customer).not.toContain('activation');
  });

  it("leaves out customer service and the customer's requests without the flag crm.case", () => {
    const withoutCases = (id: RouteId) =>
      !['customerService', 'requests', 'requestCreate', 'requestDetail'].includes(id);
    const customer = keys(buildNavigation(input({ signedIn: true, isEnabled: withoutCases })));
    expect(customer).not.toContain('customerService');
    expect(customer).not.toContain('requests');
    expect(customer).toContain('claims');
  });

  it('leaves out the screens that do not exist', () => {
    expect(keys(buildNavigation(input({ isEnabled: () => false })))).toEqual(['home', 'login']);
  });
});
