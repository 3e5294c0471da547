import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, pdf, signInPastCookies } from './fixtures';

const company = { user: 'B12345674', password: 'Demo-2026' };
import { waitForEmailTo } from './outbox';

/**
 * The household changes its contracts through the detail's dialogs (spec 2 points 2, 4 and 5). The
 * portal starts from fresh demo data; each test changes a different contract or a different part of
 * one, so they pass in any order.
 */

test.describe('contract changes', () => {
  test('a power change: the same powers are refused, a raise shows its costs, waits for the signature and is signed from the e-mail (es)', async ({
    page,
    browser,
  }) => {
    await signInPastCookies(page);
    await page.goto('/contratos/electricidad/0100001');
    await page.getByRole('button', { name: 'Cambiar la potencia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambio de potencia' });
    await expect(dialog.getByLabel(/^Potencia P1/)).toHaveValue('4,6');
    await dialog.getByRole('button', { name: 'Solicitar el cambio' }).click();
    await expect(dialog.getByText('La potencia solicitada es igual a la actual.')).toHaveCount(2);

    await dialog.getByLabel(/^Potencia P1/).fill('5,75');
    await dialog.getByLabel(/^Potencia P2/).fill('5,75');
    const costs = dialog.getByRole('status');
    await expect(costs).toContainText('Derechos de enganche: 9,04 € + IVA');
    await expect(costs).toContainText('Derechos de acceso: 22,66 € + IVA');
    await expect(costs).toContainText('Derechos de extensión: 19,86 € + IVA');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Solicitar el cambio' }).click();
    await expect(dialog.getByText(/fírmala con el enlace/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.reload();
    await expect(page.getByText(/Hay un proceso de cambio de potencia en curso/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar la potencia' })).toHaveCount(0);

    // The e-mail really carries the signing link; it opens without a session, on a phone.
    const email = await waitForEmailTo('laura.garcia@example.com');
    expect(email).toContain('Firma el cambio de tu contrato 0100001');
    const link = /https?:\/\/\S+?(\/firmar-cambio\/[A-Za-z0-9_-]{43})/.exec(email)?.[1];
    expect(link).toBeDefined();
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const signing = await phone.newPage();
    await signing.goto(link!);
    await expect(signing.getByRole('heading', { name: 'Firmar el cambio' })).toBeVisible();
    await expect(signing.getByText('Cambio de potencia')).toBeVisible();
    await expectNoAxeViolations(signing);
    await signing.getByRole('button', { name: 'Firmar el cambio' }).click();
    await expect(signing.getByRole('status')).toContainText('Cambio firmado');
    await signing.reload();
    await expect(signing.getByText('Este cambio ya está firmado')).toBeVisible();
    await phone.close();

    await page.reload();
    await expect(page.getByText(/Hay un proceso de cambio de potencia en curso/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cambiar la potencia' })).toBeVisible();
  });

  test('a new contract waiting for its signature is signed with "sign now" (en, 1280 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInPastCookies(page, company);
    await page.goto('/contracts/electricity/0300042');
    const notice = page.getByRole('note').filter({ hasText: 'awaiting your signature' });
    await expect(notice).toContainText('we will ask the distributor to connect the supply');
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Sign now' }).click();

    await expect(page).toHaveURL(/\/sign-change\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign your contract' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await expect(page.getByRole('status')).toContainText('Contract 0300042 signed.');
    await page.getByRole('link', { name: 'See the contract' }).click();
    await expect(page.getByRole('note')).toContainText('You signed this contract on');
    await expect(page.getByRole('button', { name: 'Sign now' })).toHaveCount(0);
  });

  test('an invalid IBAN is refused as it is typed, a valid one becomes the account (es)', async ({
    page,
  }) => {
    await signInPastCookies(page);
    await page.goto('/contratos/electricidad/0100002');
    await page.getByRole('button', { name: 'Cambiar la cuenta bancaria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambio de cuenta bancaria' });
    await dialog.getByRole('radio', { name: 'Una cuenta nueva' }).check();
    const iban = dialog.getByLabel(/^IBAN/);
    await iban.fill('ES79 2100 0813 6101 2345 6780');
    await expect(dialog.getByText('El IBAN no es válido.')).toBeVisible();
    await iban.fill('ES79 2100 0813 6101 2345 6789');
    await expect(dialog.getByText('El IBAN no es válido.')).toHaveCount(0);
    await dialog.getByLabel('Certificado de titularidad bancaria').setInputFiles(pdf);
    await dialog.getByRole('checkbox', { name: /Confirmo que soy titular/ }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cambiar la cuenta' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByText(/ES79 \*{4}.*6789/)).toBeVisible();
  });

  test('a new notification address found by its postal code, at 360 px (ca)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInPastCookies(page);
    await page.goto('/contractes/electricitat/0100002');
    await page.getByRole('button', { name: "Canvia l'adreça de notificació" }).click();
    const dialog = page.getByRole('dialog', { name: "Canvi d'adreça de notificació" });
    await dialog.getByRole('radio', { name: 'Una adreça nova' }).check();
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Laura García Pérez');
    await dialog.getByLabel(/^Codi postal/).fill('28013');
    await expect(dialog.getByLabel(/^Municipi/)).toHaveValue('28079');
    await expect(dialog.getByLabel('Província')).toHaveValue(/Madrid/);
    await dialog.getByLabel(/^Tipus de via/).selectOption('CL');
    await dialog.getByLabel(/^Nom de la via/).fill('de la Montera');
    await dialog.getByLabel(/^Número/).fill('10');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: "Canvia l'adreça" }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByText(/de la Montera/).first()).toBeVisible();
  });

  test('invoices by post and the no-SIPS request (es)', async ({ page }) => {
    await signInPastCookies(page);
    await page.goto('/contratos/electricidad/0100001');
    await page.getByRole('button', { name: 'Cambiar el envío de facturas' }).click();
    const sending = page.getByRole('dialog', { name: 'Envío de facturas' });
    await sending.getByRole('radio', { name: 'Por correo postal' }).check();
    await sending.getByRole('button', { name: 'Guardar' }).click();
    await expect(sending).toBeHidden();

    await page.getByRole('button', { name: 'No ceder mis datos SIPS' }).click();
    const sips = page.getByRole('dialog', { name: 'No cesión de datos SIPS' });
    await sips.getByRole('checkbox', { name: /Solicito que mis datos SIPS/ }).check();
    await sips.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(sips.getByText(/Tu solicitud está en proceso de firma/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByText('Por correo postal')).toBeVisible();
  });

  test('the electronic notification of the gas contract (ca)', async ({ page }) => {
    await signInPastCookies(page);
    await page.goto('/contractes-gas/0200001');
    await page.getByRole('button', { name: 'Notificació electrònica' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notificació electrònica' });
    await dialog.getByLabel(/^Mòbil/).fill('600 111 222');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sol·licita' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.getByRole('button', { name: 'Notificació electrònica' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Notificació electrònica' })
        .getByText('Ja has sol·licitat la notificació electrònica.'),
    ).toBeVisible();
  });

  test('a battery percentage change and a move between batteries (es)', async ({ page }) => {
    await signInPastCookies(page);
    await page.goto('/contratos/electricidad/0100002');
    const begur = page.getByRole('article', { name: 'Batería comunitaria Begur' });
    const slider = begur.getByRole('slider');
    await slider.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await expect(begur.getByText('Porcentaje asignado: 25 %')).toBeVisible();
    await begur.getByRole('button', { name: 'Cambiar el porcentaje' }).click();
    await expect(begur.getByRole('button', { name: 'Cambiar el porcentaje' })).toBeDisabled();

    const alcala = page.getByRole('article', { name: 'Batería virtual Alcalá 120' });
    await alcala.getByRole('button', { name: 'Traspasar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Traspasar Batería virtual Alcalá 120' });
    await dialog.getByRole('radio', { name: /Batería comunitaria Begur/ }).check();
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    const points = dialog.getByRole('slider');
    await points.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 9; i += 1) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Porcentaje a traspasar: 10 %')).toBeVisible();
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Traspasar' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(
      page
        .getByRole('article', { name: 'Batería comunitaria Begur' })
        .getByText('Porcentaje asignado: 35 %'),
    ).toBeVisible();
    await expect(
      page
        .getByRole('article', { name: 'Batería virtual Alcalá 120' })
        .getByText('Porcentaje asignado: 50 %'),
    ).toBeVisible();
  });

  test('a second home refused as habitual residence keeps the address typed (es)', async ({
    page,
  }) => {
    await signInPastCookies(page);
    // 0100001 has a social bonus running: its supply is the habitual residence.
    await page.goto('/contratos/electricidad/0100001');
    await page.getByRole('button', { name: 'Cambiar la dirección de notificación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambio de dirección de notificación' });
    await dialog.getByRole('radio', { name: 'Una dirección nueva' }).check();
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Laura García Pérez');
    await dialog.getByLabel(/^Código postal/).fill('17255');
    await expect(dialog.getByLabel(/^Municipio/)).toHaveValue('17013');
    await dialog.getByLabel(/^Tipo de vía/).selectOption('CL');
    await dialog.getByLabel(/^Nombre de la vía/).fill('del Racó');
    await dialog.getByLabel(/^Número/).fill('9');
    // The cadastral reference of the second home's supply.
    await dialog.getByLabel(/^Referencia catastral/).fill('9871204eg1497s0001eo');
    await dialog.getByRole('button', { name: 'Cambiar la dirección' }).click();

    await expect(dialog.getByText(/Ya tienes otra vivienda habitual/)).toBeVisible();
    await expect(dialog.getByLabel(/^Nombre de la vía/)).toHaveValue('del Racó');
    await expect(dialog.getByLabel(/^Referencia catastral/)).toHaveValue('9871204EG1497S0001EO');
    await expectNoAxeViolations(page);
  });

  test('a battery percentage the contract cannot hold is refused and restored (es)', async ({
    page,
  }) => {
    await signInPastCookies(page);
    await page.goto('/contratos/electricidad/0100002');
    const begur = page.getByRole('article', { name: 'Batería comunitaria Begur' });
    const assigned = begur.getByText(/^Porcentaje asignado: \d+ %$/);
    const before = await assigned.textContent();
    await begur.getByRole('slider').focus();
    await page.keyboard.press('End');
    await expect(assigned).toHaveText('Porcentaje asignado: 100 %');
    await begur.getByRole('button', { name: 'Cambiar el porcentaje' }).click();

    await expect(
      begur
        .getByRole('alert')
        .getByText(
          'La suma de porcentajes de las baterías del contrato no puede superar el 100 %.',
        ),
    ).toBeVisible();
    await expect(assigned).toHaveText(before ?? '');
  });
});
