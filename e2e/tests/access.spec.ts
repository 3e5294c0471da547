import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../portal';
import { expiredToken, mintToken, patchPublicSettings } from './backoffice';
import { expectNoAxeViolations, household, passwordField, userField } from './fixtures';

const languages = [
  {
    lang: 'es',
    notFound: 'Página no encontrada',
    goHome: 'Ir al inicio',
    unavailable: 'Servicio no disponible',
    unauthorized: 'Acceso no autorizado',
    forbidden: 'Acceso denegado',
  },
  {
    lang: 'ca',
    notFound: 'Pàgina no trobada',
    goHome: "Ves a l'inici",
    unavailable: 'Servei no disponible',
    unauthorized: 'Accés no autoritzat',
    forbidden: 'Accés denegat',
  },
  {
    lang: 'en',
    notFound: 'Page not found',
    goHome: 'Go to the home page',
    unavailable: 'Service unavailable',
    unauthorized: 'Unauthorized',
    forbidden: 'Access denied',
  },
] as const;

/** Paths shared by every language (/, /connect, unknown ones) speak the visitor's last choice. */
async function chooseLanguage(page: Page, lang: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('portal_language', value);
  }, lang);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('access', () => {
  test('an expired token opens the session-expired dialog; its button logs out', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'portal_token', value: expiredToken(), url: baseURL }]);
    await page.goto('/perfil');

    const dialog = page.getByRole('dialog', { name: 'La sesión ha caducado' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/perfil$/);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Volver a iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/acceso$/);
    await expect(dialog).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'portal_token')).toBeUndefined();

    // Signing in again brings the customer back to the page.
    await userField(page).fill(household.user);
    await passwordField(page).fill(household.password);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByText(household.name)).toBeVisible();
  });

  test('a read-only token in the URL keeps the session and leaves the URL', async ({
    page,
    request,
  }) => {
    const token = await mintToken(request, { user: household.user, readonly: true });
    await page.goto(`/perfil?token=${token}`);
    await expect(page).toHaveURL(/\/perfil$/);
    // Exact: the view's banner names the customer too (the token is a supervisor's).
    await expect(page.getByText(household.name, { exact: true })).toBeVisible();

    // A reload keeps the session (refreshed from the cookie).
    await page.reload();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByText(household.name, { exact: true })).toBeVisible();

    // Read-only: what would change data is disabled, with the reason.
    await page.goto('/cambio-de-clave');
    await expect(page.getByRole('button', { name: 'Guardar la nueva contraseña' })).toBeDisabled();
    await expect(
      page.getByText('Acción no disponible: has accedido en modo de solo lectura.').first(),
    ).toBeVisible();
  });

  test('an invalid token in the URL shows the 401 page; continue goes on to sign in', async ({
    page,
  }) => {
    await page.goto('/perfil?token=not-a-token');
    await expect(heading(page)).toHaveText('Acceso no autorizado');
    await expect(page.getByText('El token no es válido.')).toBeVisible();
    await expect(page).toHaveURL(/\/perfil$/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/acceso$/);
  });

  test('an unknown path shows 404 with a way home', async ({ page }) => {
    await page.goto('/no-existe?x=1');
    await expect(heading(page)).toHaveText('Página no encontrada');
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  for (const texts of languages) {
    test(`the error pages pass axe in ${texts.lang}`, async ({ page }) => {
      await chooseLanguage(page, texts.lang);

      await page.goto('/no-existe');
      await expect(heading(page)).toHaveText(texts.notFound);
      await expect(page.getByRole('link', { name: texts.goHome })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', texts.lang);
      await expectNoAxeViolations(page);

      await page.goto('/connect?code=forged&state=forged.state');
      await expect(heading(page)).toHaveText(texts.forbidden);
      await expectNoAxeViolations(page);

      const profile = { es: '/perfil', ca: '/perfil', en: '/profile' }[texts.lang];
      await page.goto(`${profile}?token=not-a-token`);
      await expect(heading(page)).toHaveText(texts.unauthorized);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('maintenance mode', () => {
  // The window is shown in the visitor's clock: Madrid is UTC+1 in December.
  test.use({ timezoneId: 'Europe/Madrid' });

  test.beforeEach(async ({ request }) => {
    await patchPublicSettings(request, {
      maintenance: {
        enabled: true,
        start: '2026-12-03T21:05:00.000Z',
        end: '2026-12-04T05:30:00.000Z',
      },
    });
  });

  test.afterEach(async ({ request }) => {
    await patchPublicSettings(request, {
      maintenance: { enabled: false, start: null, end: null },
    });
  });

  test('every path leads to / and the 503 page with the out-of-service window', async ({
    page,
  }) => {
    for (const path of ['/', '/facturas', '/acceso', '/no-existe', '/perfil?token=x']) {
      await page.goto(path);
      await expect(heading(page)).toHaveText('Servicio no disponible');
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(
        page.getByText('Fuera de servicio desde el 03/12/2026 22:05 hasta el 04/12/2026 06:30.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Recargar la página' })).toBeVisible();
    }
  });

  for (const texts of languages) {
    test(`the 503 page passes axe in ${texts.lang}`, async ({ page }) => {
      await chooseLanguage(page, texts.lang);
      await page.goto('/');
      await expect(heading(page)).toHaveText(texts.unavailable);
      await expect(page.locator('html')).toHaveAttribute('lang', texts.lang);
      await expectNoAxeViolations(page);
    });
  }
});
