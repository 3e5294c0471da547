import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, passwordField, userField } from './fixtures';
import { waitForEmailTo } from './outbox';

test.describe('passwords', () => {
  test('a customer resets the password with the e-mailed link, which works once', async ({
    page,
  }) => {
    await page.goto('/recordar-clave');
    await expectNoAxeViolations(page);
    await page.getByLabel(/^DNI, NIE o CIF/).fill('B12345674');
    await page.getByLabel(/^Correo electrónico/).fill('admin@tallers-demo.example');
    await page.getByRole('button', { name: 'Recuperar la contraseña' }).click();
    await expect(page.getByRole('status')).toContainText('recibirás un correo electrónico');

    const email = await waitForEmailTo('admin@tallers-demo.example', 'token=');
    const link = /(http\S+\?token=[\w-]+)/.exec(email)?.[1];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByLabel(/^Nueva contraseña/).fill('Tallers-2026!');
    await page.getByLabel(/^Repite la nueva contraseña/).fill('Tallers-2026!');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(page.getByRole('status')).toContainText('Tu contraseña se ha cambiado');
    // The account hears that its password changed, in its language (Catalan), and what to do if it
    // was not the customer.
    const changed = await waitForEmailTo('admin@tallers-demo.example', 'acaba de canviar');
    expect(changed).toContain('Si no has estat tu, tria una contrasenya nova ara');

    await page.goto(link!);
    await expect(page.getByRole('alert')).toContainText('no es válido');

    await page.goto('/acceso');
    await userField(page).fill('B12345674');
    await passwordField(page).fill('Demo-2026');
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Las credenciales introducidas no son correctas.',
    );
    await passwordField(page).fill('Tallers-2026!');
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page).toHaveURL(/\/facturas$/);
  });

  test('a customer who must change the password is sent to do it, with the live checklist', async ({
    page,
  }) => {
    // Until it changes, the server refuses the session everything else: the portal asks nothing.
    const failedCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) {
        failedCalls.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
    await page.goto('/acceso');
    await userField(page).fill('X1234567L');
    await passwordField(page).fill('Demo-2026');
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page).toHaveURL(/\/cambio-de-clave$/);
    await expect(page.getByRole('note')).toContainText('la que has usado es provisional');
    await expectNoAxeViolations(page);
    expect(failedCalls).toEqual([]);

    const checklist = page.getByRole('list', { name: 'La contraseña debe tener:' });
    await page.getByLabel(/^Nueva contraseña/).fill('abc');
    await expect(checklist.getByText('Al menos 6 caracteres: pendiente')).toBeVisible();
    await expect(checklist.getByText('Una letra minúscula: cumplido')).toBeVisible();
    await page.getByLabel(/^Nueva contraseña/).fill('Abcdef1!');
    await expect(checklist.getByText('Al menos 6 caracteres: cumplido')).toBeVisible();
    await expect(checklist.getByText('Un símbolo (por ejemplo ! ? # -): cumplido')).toBeVisible();

    await page.getByLabel(/^Contraseña actual/).fill('Wrong-2026');
    await page.getByLabel(/^Repite la nueva contraseña/).fill('Abcdef1!');
    await page.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
    await expect(page.getByText('La contraseña no es correcta.')).toBeVisible();
    expect(failedCalls).toEqual([expect.stringMatching(/^403 PUT .*\/user\/password/)]);
    failedCalls.length = 0;

    await page.getByLabel(/^Contraseña actual/).fill('Demo-2026');
    await page.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
    await expect(page.getByRole('status')).toContainText('Tu contraseña se ha cambiado');

    // Now the session has it all: the retailer's dynamic page, the invoices.
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('button', { name: 'Herramientas' }).click();
    await expect(page.getByRole('menuitem', { name: /^Autoconsumo/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
    expect(failedCalls).toEqual([]);
  });
});
