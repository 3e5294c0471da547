import { act, screen, within } from '@testing-library/react';
import type { Settings } from '@portal/domain/schemas/settings';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { CrashMessage } from '@/components/errors/crash-message';
import { showErrorPage } from '@/lib/app-error';
import { caseDetail } from '@/features/cases/testing/fixtures';
import { mockApi } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { answerNoSupplies } from '@/testing/signed-in-shell';
import { tokenWith } from '@/testing/viewport';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { isBuilt, pathFor, routes } from '@/lib/paths';

function withSettings(patch: (settings: Settings) => Settings): Settings {
  return patch(structuredClone(testSettings));
}

async function expectNotFound() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Código de error: 404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
}

const maintenance = (start: string | null, end: string | null) =>
  withSettings((s) => ({ ...s, maintenance: { enabled: true, start, end } }));

describe('access classes (spec 1 point 2)', () => {
  it('sends a signed-in customer from a public page to invoices', async () => {
    const { current } = await renderApp('/registro', { token: 'jwt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/facturas');
  });

  it.each([
    [
      '/invoices-multipoint',
      (s: Settings) => ({
        ...s,
        features: { ...s.features, displayTypes: ['electricity' as const] },
      }),
    ],
    ['/contratos-gas/0200001', (s: Settings) => s],
    [
      '/d/autoconsumo/1',
      (s: Settings) => ({ ...s, features: { ...s.features, enableServerElements: false } }),
    ],
  ])('shows 404 with go home at %s when its setting is off', async (path, patch) => {
    const { current } = await renderApp(path, { settings: withSettings(patch) });
    await expectNotFound();
    expect(current.location.pathname).toBe(path);
  });

  it.each(
    routes
      .filter((route) => !isBuilt(route))
      .map((route) => pathFor(route.id, 'es', { contractId: '1', id: '1' })),
  )('shows 404 at %s, whose screen is not built yet, with every setting on', async (path) => {
    const settings = withSettings((s) => ({
      ...s,
      features: { ...s.features, displayTypes: ['electricity', 'gas', 'multipoint'] },
    }));
    const { current } = await renderApp(path, { settings });
    await expectNotFound();
    expect(current.location.pathname).toBe(path);
  });
});

describe('customer service and requests (spec 1 point 2: private, flag crm.case)', () => {
  const casePaths = [
    '/atencion-al-cliente',
    '/solicitudes',
    '/solicitudes/crear',
    '/solicitudes/7',
  ];

  /** The calls these pages make while the flags load, when they still render. */
  function answerCasePages() {
    mockApi('GET', '/api/v2/crm/cases/', {
      body: { items: [], offset: 0, limit: 10, n_items: 0 },
    });
    mockApi('GET', '/api/v2/crm/cases/7', { body: caseDetail() });
    mockApi('GET', '/api/v2/crm/cases/categories/', { body: { items: [] } });
    answerNoSupplies();
  }

  it.each(casePaths)('sends a visitor from %s to login', async (path) => {
    const { current } = await renderApp(path);
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(current.location.state).toEqual({ from: path });
  });

  it.each(casePaths)('shows 404 at %s once the flags say crm.case is off', async (path) => {
    answerCasePages();
    mockApi('GET', '/api/v2/feature_flags/', {
      body: { feature_flags: { 'coupons.coupon': true, 'crm.case': false } },
    });
    await renderApp(path, { token: tokenWith({}) });
    await expectNotFound();
  });

  it('shows 404 at the claims when the claims menu is off', async () => {
    await renderApp('/reclamaciones', {
      token: tokenWith({}),
      settings: withSettings((s) => ({ ...s, features: { ...s.features, reclamATCMenu: false } })),
    });
    await expectNotFound();
  });

  it("sends a signed-in customer from the visitors' contact to invoices", async () => {
    const { current } = await renderApp('/contacto', { token: tokenWith({}) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/facturas');
  });
});

describe('maintenance mode (spec 1 point 2)', () => {
  it.each(['/facturas', '/acceso', '/no-existe', '/connect?code=x', '/'])(
    'leads %s to / and the 503 page',
    async (path) => {
      const { current } = await renderApp(path, {
        settings: maintenance(null, null),
        token: path === '/facturas' ? 'jwt' : undefined,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Servicio no disponible' }),
      ).toBeInTheDocument();
      expect(current.location.pathname).toBe('/');
      expect(screen.getByText('Código de error: 503')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
      expect(screen.queryByText(/Fuera de servicio/)).not.toBeInTheDocument();
    },
  );

  it('shows the out-of-service window as dd/MM/yyyy HH:mm in the current language', async () => {
    // Local times: the window is shown as the visitor's clock reads it.
    const start = new Date(2026, 11, 3, 22, 5).toISOString();
    const end = new Date(2026, 11, 4, 6, 30).toISOString();
    await renderApp('/perfil', { settings: maintenance(start, end) });
    expect(
      await screen.findByText(
        'Fuera de servicio desde el 03/12/2026 22:05 hasta el 04/12/2026 06:30.',
      ),
    ).toBeInTheDocument();
  });

  it('shows only the end when there is no start, in English', async () => {
    const end = new Date(2027, 0, 15, 9, 0).toISOString();
    await renderApp('/login', { settings: maintenance(null, end) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Out of service until 15/01/2027 09:00.')).toBeInTheDocument();
  });
});

describe('error pages (spec 1 point 2, "Other shell screens")', () => {
  it.each([
    [401, 'Acceso no autorizado'],
    [403, 'Acceso denegado'],
  ] as const)('%s offers continue, which clears the error', async (status, title) => {
    const { user, current } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Tu oficina virtual' });
    act(() =>
      showErrorPage({ status, message: 'Estado no válido', path: '/', continueTo: '/acceso' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Estado no válido')).toBeInTheDocument();
    expect(screen.getByText(`Código de error: ${status}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/acceso');
  });

  it('500 offers refresh and its own message', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Tu oficina virtual' });
    act(() => showErrorPage({ status: 500, path: '/' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Error interno' })).toBeVisible();
    expect(screen.getByText(/Se ha producido un error inesperado/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
  });

  it('an error page stays on its path: navigating elsewhere leaves it behind', async () => {
    const { user } = await renderApp('/registro');
    await screen.findByRole('heading', { level: 1, name: 'Registro' });
    act(() => showErrorPage({ status: 403, path: '/registro' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Energía Demo' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu oficina virtual' }),
    ).toBeInTheDocument();
  });

  it('the crash page shows a code and refresh', async () => {
    // React reports the caught error on the console; this test expects it.
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary fallback={<CrashMessage />}>
          <Broken />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Algo ha ido mal' })).toBeInTheDocument();
    const code = within(alert).getByText(/^Código del error: [0-9A-F]{8}$/);
    expect(within(alert).getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    const shown = code.textContent?.split(': ')[1];
    expect(logged.mock.calls.some((call) => call[0] === `Crash ${shown}`)).toBe(true);
  });
});
