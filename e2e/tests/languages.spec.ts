import { expect, test, type Page } from '@playwright/test';

async function switchLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

test.describe('languages', () => {
  test('switching es → ca → en and back keeps the query string', async ({ page }) => {
    await page.goto('/?campaign=winter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await switchLanguage(page, 'Idioma: Español', 'Català');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(page).toHaveURL(/\/\?campaign=winter$/);

    await switchLanguage(page, 'Idioma: Català', 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/\?campaign=winter$/);

    await switchLanguage(page, 'Language: English', 'Español');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL(/\/\?campaign=winter$/);
  });

  test('the path is translated at each switch', async ({ page }) => {
    await page.goto('/registro?campaign=winter');
    await switchLanguage(page, 'Idioma: Español', 'Català');
    await expect(page).toHaveURL(/\/registre\?campaign=winter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registre');

    await switchLanguage(page, 'Idioma: Català', 'English');
    await expect(page).toHaveURL(/\/register\?campaign=winter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register');

    await switchLanguage(page, 'Language: English', 'Español');
    await expect(page).toHaveURL(/\/registro\?campaign=winter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro');
  });

  for (const path of ['/acceso', '/acces', '/login']) {
    test(`${path} reaches the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('textbox', { name: /^(Usuario|Usuari|User)$/ })).toBeVisible();
    });
  }
});
