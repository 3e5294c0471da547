import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionToken, setSessionToken } from '@/lib/session';
import { mockApi, requests, type MockReply } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';

const CURRENT = /^Contraseña actual/;
const NEW_PASSWORD = /^Nueva contraseña/;
const REPEAT = /^Repite la nueva contraseña/;
const SUBMIT = { name: 'Guardar la nueva contraseña' };

async function fillAndSubmit(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  values: { current: string; password: string; repeat?: string },
) {
  await user.type(await screen.findByLabelText(CURRENT), values.current);
  await user.type(screen.getByLabelText(NEW_PASSWORD), values.password);
  await user.type(screen.getByLabelText(REPEAT), values.repeat ?? values.password);
  await user.click(screen.getByRole('button', SUBMIT));
}

describe('change password page', () => {
  it('shows required errors on an empty submit without calling the API', async () => {
    const { user } = await renderApp('/cambio-de-clave', { token: 'jwt-old' });
    await user.click(await screen.findByRole('button', SUBMIT));

    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(screen.getByLabelText(CURRENT)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(CURRENT)).toHaveFocus();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('says why when the password must change before anything else (X1234567L)', async () => {
    setSessionToken('jwt-temporary', true);
    await renderApp('/cambio-de-clave');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Por seguridad, antes de seguir tienes que cambiar la contraseña: la que has usado es provisional',
    );
  });

  it('adds no such notice to a change the customer chose', async () => {
    await renderApp('/cambio-de-clave', { token: 'jwt-old' });
    await screen.findByLabelText(CURRENT);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('has the autocomplete hints password managers need', async () => {
    await renderApp('/cambio-de-clave', { token: 'jwt-old' });
    expect(await screen.findByLabelText(CURRENT)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByLabelText(NEW_PASSWORD)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(REPEAT)).toHaveAttribute('autocomplete', 'new-password');
  });

  it('checks the rules of spec 1 point 5 before sending', async () => {
    const { user } = await renderApp('/cambio-de-clave', { token: 'jwt-old' });
    await fillAndSubmit(user, { current: 'Demo-2026', password: 'abc', repeat: 'abd' });
    await waitFor(() =>
      expect(screen.getByLabelText(NEW_PASSWORD)).toHaveAccessibleDescription(
        /^La contraseña debe tener al menos 6 caracteres\./,
      ),
    );

    await user.clear(screen.getByLabelText(NEW_PASSWORD));
    await user.type(screen.getByLabelText(NEW_PASSWORD), 'abcdefg');
    await user.click(screen.getByRole('button', SUBMIT));
    expect(await screen.findByText(/debe incluir mayúsculas, minúsculas/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(NEW_PASSWORD));
    await user.type(screen.getByLabelText(NEW_PASSWORD), 'Demo-2026');
    await user.clear(screen.getByLabelText(REPEAT));
    await user.type(screen.getByLabelText(REPEAT), 'Otra-2026');
    await user.click(screen.getByRole('button', SUBMIT));
    expect(
      await screen.findByText('La nueva contraseña debe ser distinta de la actual.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas deben coincidir.')).toBeInTheDocument();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('ticks the checklist as the new password is typed', async () => {
    const { user } = await renderApp('/cambio-de-clave', { token: 'jwt-old' });
    const input = await screen.findByLabelText(NEW_PASSWORD);
    const items = within(
      screen.getByRole('list', { name: 'La contraseña debe tener:' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Al menos 6 caracteres: pendiente',
      'Una letra minúscula: pendiente',
      'Una letra mayúscula: pendiente',
      'Un número: pendiente',
      'Un símbolo (por ejemplo ! ? # -): pendiente',
    ]);
    await user.type(input, 'A1');
    expect(items.map((item) => item.textContent?.endsWith('cumplido'))).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('says the current password is incorrect on 403 wrong_password, on its field', async () => {
    mockApi('PUT', '/api/v2/user/password', { status: 403, body: { error: 'wrong_password' } });
    const { user } = await renderApp('/cambio-de-clave', { token: 'jwt-old' });
    await fillAndSubmit(user, { current: 'Wrong-2026', password: 'Nueva-2026' });

    const current = screen.getByLabelText(CURRENT);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('La contraseña no es correcta.'),
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(current).toHaveValue('Wrong-2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getSessionToken()).toBe('jwt-old');
  });

  it('puts 400 field errors on their fields', async () => {
    mockApi('PUT', '/api/v2/user/password', {
      status: 400,
      body: { errors: { password: ['password_must_differ'] } },
    });
    const { user } = await renderApp('/cambio-de-clave', { token: 'jwt-old' });
    await fillAndSubmit(user, { current: 'Demo-2026', password: 'Nueva-2026' });
    expect(await screen.findByLabelText(NEW_PASSWORD)).toHaveAccessibleDescription(
      /^La nueva contraseña debe ser distinta de la actual\./,
    );
  });

  it('explains read-only and impersonation tokens, and anything else as try later', async () => {
    mockApi('PUT', '/api/v2/user/password', { status: 403, body: { error: 'readonly_token' } });
    const { user } = await renderApp('/cambio-de-clave', { token: 'jwt-old' });
    await fillAndSubmit(user, { current: 'Demo-2026', password: 'Nueva-2026' });
    expect(await screen.findByRole('alert')).toHaveTextContent('acceso de solo lectura');

    mockApi('PUT', '/api/v2/user/password', {
      status: 403,
      body: { error: 'impersonation_forbidden' },
    });
    await user.click(screen.getByRole('button', SUBMIT));
    expect(await screen.findByRole('alert')).toHaveTextContent('mientras se suplanta');

    mockApi('PUT', '/api/v2/user/password', { status: 500, body: { error: 'internal_error' } });
    await user.click(screen.getByRole('button', SUBMIT));
    const alert = await screen.findByText(
      'No se ha podido cambiar la contraseña. Inténtalo de nuevo más tarde.',
    );
    expect(alert.closest('[role="alert"]')).toHaveFocus();
    expect(screen.getByLabelText(NEW_PASSWORD)).toHaveValue('Nueva-2026');
  });

  it('stores the new token and offers to continue to the homepage', async () => {
    mockApi('PUT', '/api/v2/user/password', { body: { status: 'ok', token: 'jwt-new' } });
    const { user, current } = await renderApp('/cambio-de-clave', { token: 'jwt-old' });
    await fillAndSubmit(user, { current: 'Demo-2026', password: 'Nueva-2026' });

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Tu contraseña se ha cambiado correctamente.');
    expect(status).toHaveFocus();
    expect(getSessionToken()).toBe('jwt-new');
    expect(document.cookie).toContain('portal_token=jwt-new');
    expect(requests[0]?.body).toEqual({ current: 'Demo-2026', password: 'Nueva-2026' });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer jwt-old');

    await user.click(screen.getByRole('link', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/facturas');
  });

  it('asks for sign-in first', async () => {
    const { current } = await renderApp('/change-password');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/login');
  });
});

describe('an account that must change its password (issue 12 point 7)', () => {
  it('signs in straight to the change, asks for nothing the server refuses, then has it all', async () => {
    // The server refuses the customer's data until the password has changed.
    let changed = false;
    const refusedUntilChanged = (body: unknown) => (): MockReply =>
      changed ? { body } : { status: 403, body: { error: 'password_change_required' } };
    mockApi('POST', '/api/v2/get_token', { body: { token: 'jwt-must', change_password: true } });
    mockApi(
      'GET',
      '/api/v2/users/',
      refusedUntilChanged({
        profile: { name: 'Marc', vat: 'X1234567L', email: null, mobile: null, language: 'es' },
        newsletter_url: 'https://boletines.example/marc',
      }),
    );
    mockApi(
      'GET',
      '/api/v2/ov_customize/ov_private_settings',
      refusedUntilChanged({ changePasswordUrl: 'https://id.example/password' }),
    );
    mockApi(
      'GET',
      '/api/v2/ov_customize/html_dinamic_routes',
      refusedUntilChanged([
        { id: 4, route_path: 'autoconsumo', btn_title: 'Autoconsumo', btn_description: '' },
      ]),
    );
    mockApi('GET', '/api/v2/user/coupons', refusedUntilChanged([]));
    mockApi('PUT', '/api/v2/user/password', () => {
      changed = true;
      return { body: { status: 'ok', token: 'jwt-new' } };
    });
    // The side navigation loads the profile at once, and with OpenID the private settings.
    const settings = {
      ...testSettings,
      header: { variant: 'drawer-grouped' as const },
      features: { ...testSettings.features, oidc: true },
    };
    const { user, current } = await renderApp('/acceso', { settings });
    await user.type(await screen.findByLabelText(/^Usuario/), 'X1234567L');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cambiar la contraseña' }),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/cambio-de-clave');
    const side = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(side).getByRole('link', { name: 'Ver mi perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const asked = () => requests.map((request) => `${request.method} ${request.url.pathname}`);
    expect(asked()).toEqual(['POST /api/v2/get_token']);

    await fillAndSubmit(user, { current: 'Demo-2026', password: 'Nueva-2026' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tu contraseña se ha cambiado correctamente.',
    );
    // What was held back is asked for with the new session's token.
    expect(await within(side).findByRole('link', { name: 'Autoconsumo' })).toBeInTheDocument();
    expect(
      await within(side).findByRole('link', { name: /^Gestionar los boletines/ }),
    ).toHaveAttribute('href', 'https://boletines.example/marc');
    expect(
      await within(side).findByRole('link', { name: /^Cambiar la contraseña/ }),
    ).toHaveAttribute('href', 'https://id.example/password');
    for (const request of requests.slice(2)) {
      expect(request.headers.get('authorization')).toBe('Bearer jwt-new');
    }

    await user.click(screen.getByRole('link', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
