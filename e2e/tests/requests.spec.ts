import { expect, test } from '@playwright/test';
import { answerCase, patchPublicSettings } from './backoffice';
import { expectNoAxeViolations, pdf, rememberCookieChoice, signInPastCookies } from './fixtures';
import { waitForEmailTo } from './outbox';

/**
 * Requests, claims and contact (issue 14, decision 017): the household opens a request with a PDF,
 * reads staff's answer with the administrator label and replies; files a claim from a contract and
 * gets its number; sends a meter reading; a visitor writes through the unsigned contact and finds
 * the reference in the e-mail.
 */
const householdEmail = 'laura.garcia@example.com';
const mobile = { width: 360, height: 740 };

test.describe('requests and claims', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a request with a PDF, staff answer it with the administrator label, the customer replies (es)', async ({
    page,
    request,
  }) => {
    await signInPastCookies(page);
    await page.getByRole('button', { name: 'Más opciones de Atención al cliente' }).click();
    await page.getByRole('menuitem', { name: 'Mis solicitudes' }).click();
    await expect(page).toHaveURL(/\/solicitudes$/);
    await page.getByRole('link', { name: 'Nueva solicitud' }).click();

    const subject = `Factura de octubre ${Date.now()}`;
    await page
      .getByRole('combobox', { name: 'Contrato', exact: true })
      .selectOption({ label: '0100001 (Electricidad)' });
    await page
      .getByRole('combobox', { name: 'Categoría', exact: true })
      .selectOption({ label: 'Consulta sobre una factura' });
    await page.getByRole('textbox', { name: 'Asunto', exact: true }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Descripción', exact: true })
      .fill('El importe de octubre me parece alto.');
    await page.locator('input[type="file"]').setInputFiles(pdf);
    await expect(page.getByText(pdf.name)).toBeVisible();
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click();

    await expect(page).toHaveURL(/\/solicitudes\/\d+$/);
    const caseId = Number(/\/solicitudes\/(\d+)$/.exec(page.url())![1]);
    const reference = (await page.getByText(/Referencia SOL-\d{4}-\d{6}/).textContent())!.match(
      /SOL-\d{4}-\d{6}/,
    )![0];
    await expect(
      page.getByText(/Hemos recibido tu solicitud\. Su referencia es SOL/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(pdf.name) })).toBeVisible();
    await waitForEmailTo(householdEmail, reference);

    await page.getByRole('button', { name: 'Más opciones de Atención al cliente' }).click();
    await page.getByRole('menuitem', { name: 'Mis solicitudes' }).click();
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
    await expectNoAxeViolations(page);

    await answerCase(request, caseId, {
      message: 'Necesitamos una foto del contador con la lectura de hoy.',
      author_name: 'Marta',
      status: 'info_required',
    });
    await waitForEmailTo(householdEmail, 'Necesitamos una foto del contador');

    await page.reload();
    await expect(page.getByText('Respuesta nueva').first()).toBeVisible();
    await page.getByRole('link', { name: subject }).click();
    const conversation = page.getByRole('region', { name: 'Conversación' });
    await expect(conversation.getByText('Administrador')).toBeVisible();
    await expect(conversation.getByText('Marta')).toBeVisible();
    await expect(conversation.getByText(/foto del contador/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('textbox', { name: 'Tu mensaje', exact: true })
      .fill('Adjunto la lectura de hoy.');
    await page.getByRole('button', { name: 'Enviar la respuesta' }).click();
    await expect(page.getByText('Hemos enviado tu respuesta.')).toBeVisible();
    await expect(conversation.getByText('Adjunto la lectura de hoy.')).toBeVisible();
    await expect(page.getByText('En tramitación').first()).toBeVisible();
  });

  test('a claim from the contract detail answers its number (es)', async ({ page }) => {
    await signInPastCookies(page);
    await page.goto('/contratos/electricidad/0100001');
    await page.getByRole('button', { name: 'Presentar una reclamación' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('combobox', { name: 'Tipo de reclamación', exact: true })
      .selectOption({ label: 'Facturación y medida' });
    await dialog
      .getByRole('combobox', { name: 'Subtipo', exact: true })
      .selectOption({ label: 'Disconformidad con la lectura facturada' });
    await dialog
      .getByRole('textbox', { name: 'Descripción', exact: true })
      .fill('La lectura de la última factura no es la de mi contador.');
    await dialog.getByRole('button', { name: 'Enviar la reclamación' }).click();
    const number = dialog.getByText(/ATC-\d{4}-\d{6}/);
    await expect(number).toBeVisible();
    const claimNumber = (await number.textContent())!.match(/ATC-\d{4}-\d{6}/)![0];
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.goto('/reclamaciones');
    await expect(page.getByText(claimNumber).first()).toBeVisible();
  });

  test('a meter reading through customer service, on a phone (en)', async ({ page, request }) => {
    await patchPublicSettings(request, { features: { contactAutoReads: true } });
    try {
      await page.setViewportSize(mobile);
      await signInPastCookies(page);
      await page.goto('/customer-service?autolectures=true');
      await expect(page.getByRole('heading', { name: 'Send your meter reading' })).toBeVisible();
      await page
        .getByRole('combobox', { name: 'Contract', exact: true })
        .selectOption({ label: '0100001 (Electricity)' });
      const readings: [string, string][] = [
        ['P1', '12345'],
        ['P2', '6789'],
        ['P3', '4321'],
      ];
      for (const [period, reading] of readings) {
        await page.getByRole('textbox', { name: `${period} reading (kWh)` }).fill(reading);
      }
      await expect(page.getByRole('textbox', { name: 'P4 reading (kWh)' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Send the reading' }).click();
      await expect(page.getByText(/SOL-\d{4}-\d{6}/).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        mobile.width,
      );
      await expectNoAxeViolations(page);
    } finally {
      await patchPublicSettings(request, { features: { contactAutoReads: false } });
    }
  });

  test('a visitor writes through the contact form and gets the reference by e-mail (ca, 360 px)', async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await rememberCookieChoice(page);
    await page.goto('/contacte');
    const email = `visitant-${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Envia el missatge' }).click();
    await expect(page.getByText('El correu electrònic no és vàlid.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Correu electrònic', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Mòbil', exact: true }).fill('612345678');
    await page.getByRole('combobox', { name: 'Motiu', exact: true }).selectOption({ index: 1 });
    await page
      .getByRole('textbox', { name: 'Assumpte', exact: true })
      .fill('Vull informació de les tarifes');
    await page
      .getByRole('textbox', { name: 'Missatge', exact: true })
      .fill('Quina tarifa em recomaneu per a un pis?');
    await page.getByRole('button', { name: 'Envia el missatge' }).click();

    const reference = page.getByText(/CON-\d{4}-\d{6}/).first();
    await expect(reference).toBeVisible();
    const number = (await reference.textContent())!.match(/CON-\d{4}-\d{6}/)![0];
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      mobile.width,
    );
    await expectNoAxeViolations(page);
    await waitForEmailTo(email, number);
  });
});
