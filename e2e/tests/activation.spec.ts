import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, rememberCookieChoice } from './fixtures';
import { waitForEmailTo } from './outbox';

/**
 * Account activation (issue 16, spec 3 point 2): the demo customer without online access activates
 * the account on a phone, in Catalan, and signs in with the password chosen through the e-mailed link.
 */
test.describe('account activation', () => {
  test('a customer without online access activates it and signs in (ca, 360 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await rememberCookieChoice(page);
    await page.goto('/activacio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activació del compte');
    await expectNoAxeViolations(page);

    // A contract that is not theirs: refused without saying which detail failed.
    await page.getByLabel(/^DNI, NIE o CIF del titular/).fill('45678912S');
    await page.getByLabel(/^Número de contracte/).fill('0100001');
    await page.getByLabel(/^Correu electrònic/).fill('jordi.serra@example.com');
    await page.getByLabel(/^Repeteix el correu electrònic/).fill('jordi.serra@example.com');
    await page.getByRole('checkbox', { name: /^Accepto/ }).check();
    await page.getByRole('button', { name: 'Activa el compte' }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('No podem activar el teu compte');
    await expect(refusal).toContainText('No trobem cap contracte amb aquestes dades');
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Número de contracte/).fill('0500001');
    await page.getByRole('button', { name: 'Activa el compte' }).click();
    await expect(page.getByRole('status')).toContainText(
      "T'hem enviat un correu a j***@example.com",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    const email = await waitForEmailTo('jordi.serra@example.com', 'Activa la teva oficina virtual');
    const link = /(http\S+\/recordar-clau\?token=[\w%-]+)/.exec(email)?.[1];
    expect(link).toBeDefined();
    // The link opens a page that says it activates the account, not that it recovers a password.
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activa el teu compte');
    await expect(page).toHaveTitle(/^Activa el teu compte · /);
    await page.getByLabel(/^Contrasenya nova/).fill('Activa-2026!');
    await page.getByLabel(/^Repeteix la contrasenya nova/).fill('Activa-2026!');
    await page.getByRole('button', { name: 'Activar el compte' }).click();
    await expect(page.getByRole('status')).toContainText('El teu compte està actiu.');

    await page.goto('/acces');
    await page.getByRole('textbox', { name: 'Usuari', exact: true }).fill('45678912S');
    await page.getByLabel(/^Contrasenya/).fill('Activa-2026!');
    await page.getByRole('button', { name: 'Accedeix' }).click();
    await expect(page).toHaveURL(/\/factures$/);
  });
});
