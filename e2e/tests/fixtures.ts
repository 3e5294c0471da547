import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const household = { user: '12345678Z', password: 'Demo-2026', name: 'Laura García Pérez' };
/** The demo customer without contracts (README). */
export const newCustomer = { user: '87654321X', password: 'Demo-2026', name: 'Nora Vidal Ruiz' };

/** A well-formed PDF: the server checks the whole structure, its cross-reference included. */
export const pdf = {
  name: 'certificado.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
      '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
      'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n' +
      'trailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n110\n%%EOF\n',
  ),
};

/**
 * Fails with the list of violations when axe finds any (WCAG 2.1 A and AA rules). Waits first for
 * finite animations and transitions to end: a menu still fading out has the contrast of its opacity.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** The login form's fields by their accessible names (Spanish login page). */
export const userField = (page: Page) =>
  page.getByRole('textbox', { name: 'Usuario', exact: true });
export const passwordField = (page: Page) => page.getByLabel(/^Contraseña/);

/** The visitor has already answered the cookie banner: for journeys about something else. */
export async function rememberCookieChoice(page: Page) {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('portal_cookie_consent')) return;
    window.localStorage.setItem(
      'portal_cookie_consent',
      JSON.stringify({
        version: 1,
        necessary: true,
        preferences: false,
        statistics: false,
        marketing: false,
        decidedAt: new Date().toISOString(),
      }),
    );
  });
}

/** Signs in on the Spanish login page and waits for the landing page, invoices. */
export async function signIn(page: Page, account: { user: string; password: string } = household) {
  await page.goto('/acceso');
  await userField(page).fill(account.user);
  await passwordField(page).fill(account.password);
  await page.getByRole('button', { name: 'Acceder' }).click();
  await expect(page).toHaveURL(/\/facturas$/);
}

/** Signs in as a visitor who answered the cookie banner before: for journeys about something else. */
export async function signInPastCookies(
  page: Page,
  account: { user: string; password: string } = household,
) {
  await rememberCookieChoice(page);
  await signIn(page, account);
}

/** Scrolls down until `target` is visible: content below the fold loads when it reaches the screen. */
export async function scrollUntilVisible(page: Page, target: Locator) {
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(target).toBeVisible({ timeout: 500 });
  }).toPass();
}
