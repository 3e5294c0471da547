import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { expectNoLinkToPendingScreens } from '@/testing/pending-screens';
import { renderApp, testSettings } from '@/testing/render-app';
import { answerNoSupplies } from '@/testing/signed-in-shell';
import { setViewportWidth, tokenWith } from '@/testing/viewport';

/** A customer with one electricity supply. */
const answerOneSupply = () =>
  mockApi('GET', '/api/v2/contracts/list-info/', {
    body: { result: { electricity: ['0100001'], gas: [] } },
  });

const tiles = (name: string) =>
  within(screen.getByRole('region', { name })).getAllByRole('listitem');

describe('home (spec 1 point 2, "Home")', () => {
  it('shows visitors the hero and the three action columns with their tiles', async () => {
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu oficina virtual' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/acceso',
    );
    // Contracting leads to the first kind offered (dual); an existing customer activates the account.
    expect(within(main).getByRole('link', { name: 'Contratar' })).toHaveAttribute(
      'href',
      '/nuevo-cliente-dual',
    );
    expect(within(main).getByRole('link', { name: 'Activar la cuenta' })).toHaveAttribute(
      'href',
      '/activacion',
    );
    expectNoLinkToPendingScreens(main);

    expect(tiles('Contratos').map((tile) => tile.textContent)).toEqual([
      'Consultar mis contratos',
      'Contratar un suministro',
      'Descargar un contrato',
      'Modificar la potencia',
      'Modificar los datos bancarios',
      'Modificar los datos de contacto',
      'No ceder mis datos del SIPS',
    ]);
    expect(tiles('Facturas').map((tile) => tile.textContent)).toEqual([
      'Consultar mis facturas',
      'Descargar facturas',
      'Pagar en línea',
    ]);
    expect(tiles('Consumo').map((tile) => tile.textContent)).toEqual(['Ver el consumo por horas']);

    const link = (name: string) => within(main).getByRole('link', { name });
    expect(link('Consultar mis contratos')).toHaveAttribute('href', '/contratos');
    expect(link('Modificar la potencia')).toHaveAttribute('href', '/contratos?action=powChange');
    expect(link('No ceder mis datos del SIPS')).toHaveAttribute(
      'href',
      '/contratos?action=noCesionSips',
    );
    expect(link('Descargar facturas')).toHaveAttribute('href', '/facturas?action=download');
    expect(link('Ver el consumo por horas')).toHaveAttribute('href', '/consumo?granularity=hourly');
  });

  it('greets a customer without the hero and follows the settings', async () => {
    const settings = {
      ...testSettings,
      features: {
        ...testSettings.features,
        powerChange: false,
        disableDownloadContractReport: true,
      },
    };
    answerOneSupply();
    await renderApp('/', { token: tokenWith({}), settings });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu oficina virtual' }),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Contratos' });
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: 'Iniciar sesión' }),
    ).toBeNull();
    const contracts = tiles('Contratos').map((tile) => tile.textContent);
    expect(contracts).not.toContain('Modificar la potencia');
    expect(contracts).not.toContain('Descargar un contrato');
    expect(
      within(screen.getByRole('region', { name: 'Contratos' })).getByRole('link', {
        name: 'Contratar un suministro',
      }),
    ).toHaveAttribute('href', '/nuevo-cliente-dual');
    expectNoLinkToPendingScreens(screen.getByRole('main'));
  });

  it('disables the read-only actions with the tooltip', async () => {
    answerOneSupply();
    const { user } = await renderApp('/', { token: tokenWith({ readonly: true }) });
    const reason = 'Acción no disponible: has accedido en modo de solo lectura.';
    // The tooltip describes the action (its code loads on first use).
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Modificar la potencia' }),
      ).toHaveAccessibleDescription(reason),
    );
    const power = screen.getByRole('button', { name: 'Modificar la potencia' });
    expect(power).toHaveAttribute('aria-disabled', 'true');
    expect(power).not.toHaveAttribute('href');
    for (const name of [
      'Modificar los datos bancarios',
      'Modificar los datos de contacto',
      'No ceder mis datos del SIPS',
    ]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    // The other actions stay links.
    expect(screen.getByRole('link', { name: 'Consultar mis contratos' })).toBeInTheDocument();

    await user.hover(power);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
    expect(power).toHaveAccessibleDescription(reason);
  });

  it('pays online at the configured payment page in a new tab, else in invoices', async () => {
    const settings = { ...testSettings, payment: { url: 'https://pagos.example/portal' } };
    answerOneSupply();
    const first = await renderApp('/', { token: tokenWith({}), settings });
    const external = await screen.findByRole('link', { name: /^Pagar en línea/ });
    expect(external).toHaveAttribute('href', 'https://pagos.example/portal');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    first.unmount();

    await renderApp('/', { token: tokenWith({}) });
    expect(await screen.findByRole('link', { name: 'Pagar en línea' })).toHaveAttribute(
      'href',
      '/facturas?action=pay',
    );
  });

  it('offers a customer without supplies contracting, the profile and help, and no contract actions', async () => {
    answerNoSupplies();
    await renderApp('/', { token: tokenWith({}) });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByText(
        'Todavía no tienes ningún suministro con nosotros. Esto es lo que puedes hacer:',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(main)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toContain('Escribir a atención al cliente'),
    );
    expect(
      within(main)
        .getAllByRole('link')
        .filter((link) => !link.getAttribute('href')?.startsWith('mailto:'))
        .filter((link) => !link.getAttribute('href')?.startsWith('tel:'))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Contratar un suministro', '/nuevo-cliente-dual'],
      ['Ver mi perfil', '/perfil'],
      ['Escribir a atención al cliente', '/atencion-al-cliente'],
    ]);
    expect(within(main).queryByText('Modificar la potencia')).toBeNull();
    expect(within(main).queryByText('Descargar un contrato')).toBeNull();
    expect(
      within(main).getByRole('heading', { level: 2, name: '¿Necesitas ayuda?' }),
    ).toBeVisible();
  });

  it.each(['dashboard', 'other'] as const)(
    'goes to invoices for the home type %s',
    async (type) => {
      const settings = { ...testSettings, home: { ...testSettings.home, type } };
      const { current } = await renderApp('/', { token: tokenWith({}), settings });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Facturas' }),
      ).toBeInTheDocument();
      expect(current.location.pathname).toBe('/facturas');
    },
  );

  it('offers the tab-group home at /altHome whatever the home type', async () => {
    const settings = {
      ...testSettings,
      home: { ...testSettings.home, type: 'dashboard' as const },
    };
    await renderApp('/altHome', { settings });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu oficina virtual' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Facturas' })).toBeInTheDocument();
  });

  it('shows one column at a time behind tabs on a small screen', async () => {
    setViewportWidth(360);
    const { user } = await renderApp('/');
    const contracts = await screen.findByRole('tab', { name: 'Contratos' });
    expect(contracts).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Contratos');
    expect(screen.getByRole('link', { name: 'Consultar mis contratos' })).toBeInTheDocument();

    await user.click(contracts);
    await user.keyboard('{ArrowRight}');
    const invoices = screen.getByRole('tab', { name: 'Facturas' });
    expect(invoices).toHaveFocus();
    expect(invoices).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Consultar mis facturas' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Consultar mis contratos' })).toBeNull();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Consumo' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Contratos' })).toHaveFocus();
  });
});
