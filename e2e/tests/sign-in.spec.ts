import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  household,
  newCustomer,
  passwordField,
  rememberCookieChoice,
  userField,
} from './fixtures';

test.describe('sign-in journey', () => {
  test('a customer signs in, sees the profile and signs out', async ({ page }) => {
    await page.goto('/acceso');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso a la oficina virtual');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoAxeViolations(page);

    await userField(page).fill(household.user);
    await passwordField(page).fill(household.password);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page).toHaveURL(/\/facturas$/);

    await page.getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByText(household.name)).toBeVisible();
    await expect(page.getByText('laura.garcia@example.com')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/acceso$/);
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/acceso/);
  });

  for (const { lang, path, viewport, texts } of [
    {
      lang: 'ca',
      path: '/acces',
      viewport: { width: 360, height: 740 },
      texts: {
        noSupplies: 'Encara no tens cap subministrament amb Energia Demo.',
        profile: 'Mostra el meu perfil',
        landing: /\/benvingut$/,
        contract: { name: 'Contracta un subministrament', href: '/nou-client-dual' },
      },
    },
    {
      lang: 'en',
      path: '/login',
      viewport: { width: 1280, height: 800 },
      texts: {
        noSupplies: 'You do not have any supply with Energia Demo yet.',
        profile: 'View my profile',
        landing: /\/welcome$/,
        contract: { name: 'Sign up for a supply', href: '/new-dual-customer' },
      },
    },
  ]) {
    test(`a new customer lands on the welcome page, which leads to contracting (${lang}, ${viewport.width} px)`, async ({
      page,
    }) => {
      await rememberCookieChoice(page);
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.getByRole('textbox', { name: /^(Usuari|User)$/ }).fill(newCustomer.user);
      await page.getByLabel(/^(Contrasenya|Password)/).fill(newCustomer.password);
      await page.getByRole('button', { name: /^(Accedeix|Sign in)$/ }).click();
      await expect(page).toHaveURL(texts.landing);
      const main = page.getByRole('main');
      await expect(main.getByText(texts.noSupplies)).toBeVisible();
      await expect(main.getByRole('link', { name: texts.contract.name })).toHaveAttribute(
        'href',
        texts.contract.href,
      );
      await expectNoAxeViolations(page);
      await main.getByRole('link', { name: texts.profile }).click();
      await expect(page.getByText(newCustomer.name)).toBeVisible();
    });
  }

  test('a partner signing in with a client id lands on electricity contracting, not a 404', async ({
    page,
  }) => {
    await rememberCookieChoice(page);
    // The demo API client of the README; its customer has no contracts yet.
    await page.goto('/acces?client_id=demo-partner&secret=demo-partner-secret&promocode=X');
    await expect(page).toHaveURL(/\/nou-client-electricitat\?promocode=X$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contracta la llum');
    await expect(page.getByRole('heading', { name: '404' })).toHaveCount(0);
  });

  test('a logout the server cannot complete keeps the session and says so', async ({ page }) => {
    await page.goto('/acceso');
    await userField(page).fill(household.user);
    await passwordField(page).fill(household.password);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page).toHaveURL(/\/facturas$/);

    await page.route('**/api/v2/logout?*', (route) =>
      route.fulfill({ status: 503, json: { error: 'service_unavailable' } }),
    );
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('alert')).toContainText('No ha sido posible cerrar la sesión');
    await expect(page).toHaveURL(/\/facturas$/);
    await expectNoAxeViolations(page);

    await page.unroute('**/api/v2/logout?*');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/acceso$/);
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/acceso/);
  });

  test('wrong credentials show the message and keep what was typed', async ({ page }) => {
    await page.goto('/acceso');
    await userField(page).fill(household.user);
    await passwordField(page).fill('Wrong-2026');
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Las credenciales introducidas no son correctas.',
    );
    await expect(userField(page)).toHaveValue(household.user);
  });

  test('a private page sends a visitor to sign in and back afterwards', async ({ page }) => {
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/acceso/);
    await userField(page).fill(household.user);
    await passwordField(page).fill(household.password);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByText(household.name)).toBeVisible();
  });

  test('the login page speaks the language of its path', async ({ page }) => {
    await page.goto('/acces');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(page.getByRole('button', { name: 'Accedeix' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the journey works on a 360 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/acceso');
    await userField(page).fill(household.user);
    await passwordField(page).fill(household.password);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page).toHaveURL(/\/facturas$/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
