import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../portal';
import { patchPublicSettings } from './backoffice';
import { household } from './fixtures';

const portal = new URL(baseURL);

/** Leaves the login page for the provider. */
async function goToProvider(page: Page) {
  await page.getByRole('button', { name: 'Identificarse con el proveedor de identidad' }).click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
}

/** The provider's dev interaction form: any login name; consent is implied. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').click();
}

/**
 * The provider's way back to /connect, stopped before the portal's code runs (its scripts are held
 * back), so a test can change it; the sign-in values stay in sessionStorage.
 */
async function captureReturn(page: Page): Promise<URL> {
  await goToProvider(page);
  await page.route(`${baseURL}/assets/**`, (route) => route.abort());
  await signInAtProvider(page, household.user);
  await page.waitForURL((url) => url.host === portal.host && url.pathname === '/connect');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return new URL(page.url());
}

test.describe('OpenID Connect sign-in', () => {
  // The portal under test has a provider configured, so the settings say oidc (the server sets it).

  test('a customer signs in at the provider, lands signed in and signs out of both', async ({
    page,
  }) => {
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/acceso$/);
    // The provider vouches for the e-mail of the demo household: the same customer.
    await goToProvider(page);
    await signInAtProvider(page, 'laura.garcia@example.com');

    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByText(household.name)).toBeVisible();

    // Logout ends the provider's session too, which sends the visitor back to the portal.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/acceso$/);
  });

  test('a new customer lands on the welcome page', async ({ page }) => {
    await page.goto('/acceso');
    await goToProvider(page);
    await signInAtProvider(page, `nuevo.${Date.now()}@example.com`);
    await expect(page).toHaveURL(/\/bienvenido$/);
    await expect(
      page.getByText('Todavía no tienes ningún suministro con Energia Demo.'),
    ).toBeVisible();
  });

  test('a tampered state shows 403 Invalid state', async ({ page }) => {
    await page.goto('/acceso');
    const back = await captureReturn(page);
    const state = back.searchParams.get('state') ?? '';
    const [payload = '', signature = ''] = state.split('.');
    const forged = Buffer.from(JSON.stringify({ r: 'forged', p: '/perfil' })).toString('base64url');
    expect(forged).not.toBe(payload);
    back.searchParams.set('state', `${forged}.${signature}`);

    await page.goto(back.toString());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso denegado');
    await expect(page.getByText('Estado no válido')).toBeVisible();
    await expect(page).toHaveURL(/\/connect$/);
  });

  test('a return without the stored nonce shows 403 Nonce not present', async ({ page }) => {
    await page.goto('/acceso');
    const back = await captureReturn(page);
    await page.goto('/version');
    await page.evaluate(() => window.sessionStorage.removeItem('portal_oidc_nonce'));

    await page.goto(back.toString());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso denegado');
    await expect(page.getByText('Nonce no presente')).toBeVisible();
  });

  test('with OpenID as the only way in, login goes straight to the provider', async ({
    page,
    request,
  }) => {
    await patchPublicSettings(request, { login: { allowDefaultLogin: false } });
    try {
      await page.goto('/perfil');
      await signInAtProvider(page, 'laura.garcia@example.com');
      await expect(page).toHaveURL(/\/perfil$/);
      await expect(page.getByText(household.name)).toBeVisible();
    } finally {
      await patchPublicSettings(request, { login: { allowDefaultLogin: true } });
    }
  });

  test("a staff member signs in to the back office with the organisation's provider", async ({
    page,
  }) => {
    await page.goto('/backoffice');
    await page.getByRole('button', { name: 'Entrar con la cuenta de la organización' }).click();
    await signInAtProvider(page, 'agent@demo.portal');
    await expect(page).toHaveURL(/\/backoffice\/bandeja$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bandeja de entrada' })).toBeVisible();

    // A customer's e-mail at the provider opens no staff session (signed out of both first).
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acceso del personal' }),
    ).toBeVisible();
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Entrar con la cuenta de la organización' }).click();
    await signInAtProvider(page, 'laura.garcia@example.com');
    await expect(
      page.getByText(
        'La cuenta con la que ha entrado en el proveedor de identidad no es de ningún',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice$/);
  });
});
