import { expect, test } from '@playwright/test';
import { getLead, listLeads, signLead } from './backoffice';
import {
  acceptConditions,
  chooseProduct,
  combobox,
  desktop,
  expectStepList,
  fillInstallation,
  fillPayment,
  fillPerson,
  freshDni,
  freshEmail,
  goOn,
  iban,
  idPdf,
  invoicePdf,
  stepHeading,
  summaryOf,
  textbox,
  texts,
  waitForDraft,
  type Holder,
} from './contracting-wizard';
import {
  expectNoAxeViolations,
  passwordField,
  pdf,
  rememberCookieChoice,
  userField,
} from './fixtures';
import { waitForEmailTo } from './outbox';

/**
 * The electricity wizard in Spanish (issue 15, spec 3 points 2 to 5, decisions 018 and 019): a new
 * supply from SIPS to a signed contract in the new account, a reload that loses nothing, and the
 * spec's messages at the fields. contracting-variants.spec.ts has gas, dual and business halt.
 *
 * A confirmed CUPS is held by its draft contract, so each confirming test has its own (the e2e
 * portal starts on a fresh database every run).
 */
const t = texts.es;

test.describe('contracting electricity (es)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new supply from SIPS, confirmed, signed by staff and seen in the new account', async ({
    page,
    request,
  }) => {
    const cups = 'ES0031508013000101LR';
    const holder: Holder = {
      vat: freshDni(),
      name: 'Marta',
      surName1: 'Soler',
      surName2: 'Puig',
      email: freshEmail('alta'),
      language: 'es',
    };
    await page.setViewportSize(desktop);
    await rememberCookieChoice(page);
    await page.goto('/nuevo-cliente-electricidad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contrata la luz');
    await expectStepList(page, t, [
      'installation',
      'person',
      'contract',
      'payment',
      'confirmation',
      'finish',
    ]);
    await expectNoAxeViolations(page);

    // Installation: SIPS fills the postal code, the locality and the province.
    await page.getByRole('checkbox', { name: t.leadsConsent }).check();
    await textbox(page, t.cups).fill(cups);
    await expect(page.getByText(t.cupsAvailable)).toBeVisible();
    await expect(textbox(page, t.dp)).toHaveValue('08013');
    await expect(combobox(page, t.locality).locator('option:checked')).toHaveText('Barcelona');
    await expect(textbox(page, t.province)).toHaveValue('Barcelona');
    await fillInstallation(page, t, {
      cups,
      zipcode: '08013',
      locality: 'Barcelona',
      street: 'Mallorca',
      comer: 'Endesa Energía',
    });
    await expectNoAxeViolations(page);
    await goOn(page, t, 'person');

    await fillPerson(page, t, holder, true);
    await expectNoAxeViolations(page);
    await goOn(page, t, 'contract');

    // Contract: the SIPS powers and tariff are filled in.
    await expect(page.getByText(/Hemos rellenado la potencia y la tarifa/)).toBeVisible();
    await expect(textbox(page, 'Potencia P1')).toHaveValue('4,6');
    await expect(textbox(page, 'Potencia P2')).toHaveValue('4,6');
    await expect(combobox(page, 'Tarifa de acceso').locator('option:checked')).toHaveText('2.0TD');
    // A home is offered the home products, each with its prices; no business product.
    const products = page.getByRole('radiogroup', { name: t.products });
    await expect(products.getByRole('radio')).toHaveCount(4);
    await expect(products.getByRole('radio', { name: 'Empresa Base' })).toHaveCount(0);
    await expect(
      products.getByRole('radio', { name: 'Tarifa Estable Hogar' }),
    ).toHaveAccessibleDescription(
      /P1 0,0887 €\/kW·día · P2 0,0101 €\/kW·día.*P1 0,2105 €\/kWh · P2 0,1402 €\/kWh · P3 0,1021 €\/kWh/,
    );
    await expect(products).toContainText('0,149 €/kWh');
    await expect(products).toContainText('Precios sin impuestos');
    await chooseProduct(page, t, 'Tarifa Estable Hogar');
    await expectNoAxeViolations(page);
    await goOn(page, t, 'payment');

    await fillPayment(page, t);
    await expectNoAxeViolations(page);
    await goOn(page, t, 'confirmation');

    // The summary of every step.
    await expect(summaryOf(page, t, 'installation')).toContainText(cups);
    await expect(summaryOf(page, t, 'installation')).toContainText(
      'Mallorca, 12 · 08013 Barcelona',
    );
    await expect(summaryOf(page, t, 'installation')).toContainText('Endesa Energía');
    await expect(summaryOf(page, t, 'installation')).toContainText(invoicePdf.name);
    await expect(summaryOf(page, t, 'person')).toContainText('Marta Soler Puig');
    await expect(summaryOf(page, t, 'person')).toContainText(holder.vat);
    await expect(summaryOf(page, t, 'person')).toContainText(holder.email);
    await expect(summaryOf(page, t, 'person')).toContainText(idPdf.name);
    await expect(summaryOf(page, t, 'contract')).toContainText('P1 4,6 kW · P2 4,6 kW');
    await expect(summaryOf(page, t, 'contract')).toContainText('Tarifa Estable Hogar');
    await expect(summaryOf(page, t, 'contract')).toContainText(
      'Potencia: P1 0,0887 €/kW·día, P2 0,0101 €/kW·día',
    );
    await expect(summaryOf(page, t, 'contract')).toContainText(
      'Energía: P1 0,2105 €/kWh, P2 0,1402 €/kWh, P3 0,1021 €/kWh',
    );
    await expect(summaryOf(page, t, 'payment')).toContainText('ES91 2100 0418 4502 0005 1332');
    await acceptConditions(page, t);
    await expectNoAxeViolations(page);
    await goOn(page, t, 'finish', t.confirm);

    // The server's thank-you.
    await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
    await expect(page.getByText(`Te hemos enviado los detalles a ${holder.email}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Volver al inicio' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The holder's summary, with the link that activates the new account.
    const summaryEmail = await waitForEmailTo(holder.email, 'token=');
    expect(summaryEmail).toContain(cups);
    expect(summaryEmail).toContain('Tarifa Estable Hogar');
    // The same e-mail carries the link that signs the new contract (decision 029).
    expect(summaryEmail).toMatch(/\/firmar-cambio\/[A-Za-z0-9_-]{43}/);
    const link = /(http\S+\/recordar-clave\?token=[\w%.-]+)/.exec(summaryEmail)?.[1];
    expect(link).toBeDefined();

    // Staff sign the lead: its draft contract becomes active.
    const lead = (await listLeads(request, { state: 'confirmed' })).find(
      (each) => each.email === holder.email && each.cups === cups,
    );
    expect(lead?.contract_name).toBeTruthy();
    expect((await signLead(request, lead!.id)).state).toBe('signed');
    await waitForEmailTo(holder.email, `${lead!.contract_name} (CUPS ${cups}) está activo`);

    // The link chooses the password; the holder signs in with the tax id.
    await page.goto(link!);
    await page.getByLabel(/^Nueva contraseña/).fill('Alta-2026!');
    await page.getByLabel(/^Repite la nueva contraseña/).fill('Alta-2026!');
    await expectNoAxeViolations(page);
    // A new account's link is an activation, named so (issue 25 point 19).
    await expect(page.getByRole('heading', { level: 1, name: 'Activa tu cuenta' })).toBeVisible();
    await page.getByRole('button', { name: 'Activar la cuenta' }).click();
    await expect(page.getByRole('status')).toContainText('Tu cuenta está activa');

    await page.goto('/acceso');
    await userField(page).fill(holder.vat);
    await passwordField(page).fill('Alta-2026!');
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    // A supplied customer's sign-in lands on the invoices, not on the new customer's welcome.
    await expect(page).toHaveURL(/\/facturas$/);
    await page.goto('/contratos/electricidad');
    const table = page.getByRole('table', { name: 'Contratos de electricidad' });
    await expect(table.getByRole('rowheader')).toHaveText([lead!.contract_name!]);
    await expect(table).toContainText(cups);
    await expectNoAxeViolations(page);
  });

  test('a reload keeps the answers, the files and the step', async ({ page, request }) => {
    const cups = 'ES0031508025000202FJ';
    const holder: Holder = {
      vat: freshDni(),
      name: 'Pau',
      surName1: 'Ferrer',
      surName2: 'Vidal',
      email: freshEmail('borrador'),
      language: 'ca',
    };
    await rememberCookieChoice(page);
    await page.goto('/nuevo-cliente-electricidad');
    await fillInstallation(page, t, {
      cups,
      zipcode: '08025',
      locality: 'Barcelona',
      street: 'Sardenya',
      comer: 'Iberdrola Clientes',
    });
    await goOn(page, t, 'person');
    await fillPerson(page, t, holder, true);
    await goOn(page, t, 'contract');
    await textbox(page, 'Potencia P1').fill('5,75');
    await chooseProduct(page, t, 'Tarifa Plana 24h');
    await waitForDraft(
      page,
      (json) =>
        json.includes('"step":"contract"') &&
        json.includes('"power":"5,75"') &&
        json.includes('"selectedProductName":"Tarifa Plana 24h"'),
    );

    await page.reload();
    await expect(stepHeading(page, t, 'contract')).toBeVisible();
    await expect(textbox(page, 'Potencia P1')).toHaveValue('5,75');
    await expect(textbox(page, 'Potencia P2')).toHaveValue('3,45');
    await expect(page.getByRole('radio', { name: 'Tarifa Plana 24h' })).toBeChecked();

    await page.getByRole('button', { name: t.previous }).click();
    await expect(stepHeading(page, t, 'person')).toBeVisible();
    await expect(textbox(page, t.vat)).toHaveValue(holder.vat);
    await expect(textbox(page, t.name)).toHaveValue(holder.name);
    await expect(textbox(page, t.surName1)).toHaveValue(holder.surName1);
    await expect(textbox(page, t.email)).toHaveValue(holder.email);
    await expect(combobox(page, t.commsLanguage)).toHaveValue('ca');
    await expect(page.getByRole('radio', { name: t.changeOwner })).toBeChecked();
    await expect(
      page.getByRole('group', { name: t.idDocument }).getByText(idPdf.name),
    ).toBeVisible();

    await page.getByRole('button', { name: t.previous }).click();
    await expect(stepHeading(page, t, 'installation')).toBeVisible();
    await expect(textbox(page, t.cups)).toHaveValue(cups);
    await expect(textbox(page, t.street)).toHaveValue('Sardenya');
    await expect(combobox(page, t.comer).locator('option:checked')).toHaveText(
      'Iberdrola Clientes',
    );
    await expect(
      page.getByRole('group', { name: t.invoice }).getByText(invoicePdf.name),
    ).toBeVisible();

    // Changed steps are sent again with the files the draft kept, which the server checks whole.
    await textbox(page, t.street).fill('Sardenya bis');
    await goOn(page, t, 'person');
    await textbox(page, t.surName2).fill('Vidal Roig');
    await goOn(page, t, 'contract');
    await goOn(page, t, 'payment');
    const lead = (await listLeads(request, { state: 'open' })).find(
      (each) => each.email === holder.email,
    );
    const files = (await getLead(request, lead!.id)).files;
    expect(files.map(({ name, size }) => [name, size]).sort()).toEqual([
      [idPdf.name, pdf.buffer.length],
      [invoicePdf.name, pdf.buffer.length],
    ]);
  });

  test('invalid answers show the message at their field and lose nothing', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/nuevo-cliente-electricidad');
    await page.getByRole('checkbox', { name: t.leadsConsent }).check();
    await textbox(page, t.dp).fill('08013');
    await expect(combobox(page, t.locality).locator('option:checked')).toHaveText('Barcelona');
    await combobox(page, t.streetType).selectOption('CL');
    await textbox(page, t.street).fill('Aragó');
    await textbox(page, t.number).fill('7');
    await page.getByRole('radio', { name: t.habitual, exact: true }).check();
    await page
      .getByRole('radiogroup', { name: t.activeContract })
      .getByRole('radio', { name: t.no, exact: true })
      .check();

    // A CUPS whose check letters are wrong, then one the retailer already supplies.
    const cups = textbox(page, t.cups);
    await cups.fill('ES0031508013000101LA');
    await page.getByRole('button', { name: t.next }).click();
    await expect(cups).toHaveAccessibleDescription(
      'El CUPS no es correcto: las dos letras de control no corresponden a sus números. Revisa que lo hayas copiado bien de tu factura.',
    );
    await expect(cups).toBeFocused();
    await cups.fill('ES0021000120300001YQ');
    await expect(cups).toHaveAccessibleDescription(
      'Este punto de suministro no se puede contratar en línea: ya lo suministramos o no está disponible.',
    );
    await page.getByRole('button', { name: t.next }).click();
    await expect(cups).toBeFocused();
    await expect(cups).toHaveAccessibleDescription(/no se puede contratar en línea/);
    await expect(stepHeading(page, t, 'installation')).toBeVisible();
    await expect(textbox(page, t.street)).toHaveValue('Aragó');
    await expect(page.getByRole('radio', { name: t.habitual, exact: true })).toBeChecked();
    await expectNoAxeViolations(page);
    await cups.fill('ES0031508013000999NW');
    await expect(page.getByText(t.cupsAvailable)).toBeVisible();
    await goOn(page, t, 'person');

    // A DNI whose letter is wrong.
    const vat = textbox(page, t.vat);
    await fillPerson(page, t, {
      vat: '12345678A',
      name: 'Nil',
      surName1: 'Roca',
      surName2: '',
      email: freshEmail('errores'),
      language: 'es',
    });
    await page.getByRole('button', { name: t.next }).click();
    await expect(vat).toHaveAccessibleDescription('El DNI, NIE o CIF no es válido.');
    await expect(vat).toBeFocused();
    await expect(textbox(page, t.name)).toHaveValue('Nil');
    await expect(
      page.getByRole('group', { name: t.idDocument }).getByText(idPdf.name),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await vat.fill(freshDni());
    await goOn(page, t, 'contract');

    await textbox(page, 'Potencia P1').fill('4,6');
    await textbox(page, 'Potencia P2').fill('4,6');
    await expect(combobox(page, 'Tarifa de acceso').locator('option:checked')).toHaveText('2.0TD');
    await chooseProduct(page, t);
    await goOn(page, t, 'payment');

    // An IBAN whose check digits are wrong.
    const account = textbox(page, 'IBAN');
    await fillPayment(page, t, 'ES9121000418450200051333');
    await page.getByRole('button', { name: t.next }).click();
    await expect(account).toHaveAccessibleDescription('El IBAN no es válido.');
    await expect(account).toBeFocused();
    await expect(account).toHaveValue('ES91 2100 0418 4502 0005 1333');
    await expect(page.getByRole('checkbox', { name: t.isOwner })).toBeChecked();
    await expectNoAxeViolations(page);
    await account.fill(iban);
    await goOn(page, t, 'confirmation');
    await expect(summaryOf(page, t, 'payment')).toContainText('ES91 2100 0418 4502 0005 1332');
  });

  test('in English: the activity searched by its English title, business products in English', async ({
    page,
  }) => {
    const en = texts.en;
    await rememberCookieChoice(page);
    await page.goto('/new-electricity-customer');
    await expect(stepHeading(page, en, 'installation')).toBeVisible();
    await page.getByRole('checkbox', { name: en.leadsConsent }).check();
    await textbox(page, en.cups).fill('ES0021548008000202NY');
    await expect(page.getByText(en.cupsAvailable)).toBeVisible();
    await combobox(page, en.streetType).selectOption('CL');
    await expect(combobox(page, en.streetType).locator('option:checked')).toHaveText('Street');
    await textbox(page, en.street).fill('Gran Vía de Don Diego López de Haro');
    await textbox(page, en.number).fill('1');
    await page.getByRole('radio', { name: en.business, exact: true }).check();
    const cnae = combobox(page, en.cnae);
    await cnae.fill('restaurants');
    const option = page
      .getByRole('listbox', { name: en.cnae })
      .getByRole('option', { name: '5610 · Restaurants and mobile food service activities' });
    await expect(option).toBeVisible();
    await option.click();
    await expect(cnae).toHaveValue('5610 · Restaurants and mobile food service activities');
    await page
      .getByRole('radiogroup', { name: en.activeContract })
      .getByRole('radio', { name: en.no, exact: true })
      .check();
    await goOn(page, en, 'person');

    await fillPerson(page, en, {
      vat: freshDni(),
      name: 'Ane',
      surName1: 'Etxeberria',
      surName2: '',
      email: freshEmail('business-en'),
      language: 'en',
    });
    await goOn(page, en, 'contract');

    // Business premises: the business product only, named and priced in English.
    const products = page.getByRole('radiogroup', { name: en.products });
    await expect(products.getByRole('radio')).toHaveCount(1);
    await expect(
      products.getByRole('radio', { name: 'Business Basic' }),
    ).toHaveAccessibleDescription(/P1 €0\.0887\/kW·day · P2 €0\.0101\/kW·day/);
    await expect(products).toContainText('Prices before taxes');
    await expectNoAxeViolations(page);
  });
});
