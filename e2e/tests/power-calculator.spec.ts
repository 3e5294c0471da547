import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, pdf, rememberCookieChoice } from './fixtures';
import { waitForEmailTo } from './outbox';

/**
 * The power calculator (issue 16, spec 3 point 2; docs/decisions/020): a visitor sizes the power of
 * a flat, reads the result and sends the lead. The e-mails are told apart from other runs' by the
 * lead's reference and the visitor's own address.
 */

const desktop = { width: 1280, height: 900 };
const phone = { width: 360, height: 780 };
/** The retailer's mailbox in the demo data (the organisation's e-mail). */
const retailerMailbox = 'clientes@energia-demo.example';
const cups = 'ES0031508013000101LR';

const appliance = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('power calculator', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor sizes the power of a flat, sends the lead with an invoice and both e-mails go out (es, 1280 px)', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await rememberCookieChoice(page);
    await page.goto('/potencia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de potencia');
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: /^CUPS/ }).fill('es 0031 5080 1300 0101 lr');
    await expect(page.getByRole('textbox', { name: /^CUPS/ })).toHaveValue(cups);
    await page.getByRole('textbox', { name: /^Superficie/ }).fill('80');
    await page.getByRole('textbox', { name: /^Personas que viven en ella/ }).fill('3');
    await expect(
      page.getByRole('radio', { name: 'Algunos a la vez (40 %, lo habitual)' }),
    ).toBeChecked();

    // Hob 1.5 × 0.4 = 0.6; two fridges 2 × 0.3 = 0.6 (always on); the water heater the three
    // people preset at 80 L, 2 × 0.4 = 0.8; the washer 2 × 0.4 = 0.8; heating 0.1 + 80 × 0.01 × 0.4
    // = 0.42. In all 3.22 kW.
    await appliance(page, 'Vitrocerámica o inducción').getByRole('checkbox').check();
    await expect(appliance(page, 'Vitrocerámica o inducción')).toContainText('Suma 0,60 kW');
    const fridge = appliance(page, 'Frigorífico');
    await fridge.getByRole('checkbox').check();
    await fridge.getByRole('textbox', { name: /^Cuántos/ }).fill('2');
    await expect(fridge).toContainText('Suma 0,60 kW');
    const waterHeater = appliance(page, 'Termo eléctrico');
    await waterHeater.getByRole('checkbox').check();
    await expect(waterHeater.getByRole('combobox', { name: /^Capacidad/ })).toHaveValue('80');
    await expect(waterHeater).toContainText('Suma 0,80 kW');
    await appliance(page, 'Lavadora').getByRole('checkbox').check();
    const heating = appliance(page, 'Calefacción eléctrica');
    await heating.getByRole('checkbox').check();
    await expect(heating).toContainText('Suma 0,42 kW');
    await expect(page.getByText('Potencia estimada hasta ahora: 3,22 kW')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Calcular la potencia' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tu potencia óptima' })).toBeFocused();
    await expect(page.getByText('3,22 kW', { exact: true })).toBeVisible();
    await expect(page.getByText(/Te corresponde la tarifa de acceso 2\.0TD\./)).toBeVisible();
    const breakdown = page.getByRole('list', { name: 'Lo que suma cada aparato' });
    await expect(breakdown.getByRole('listitem')).toHaveText([
      'Calefacción eléctrica: 0,42 kW',
      'Termo eléctrico: 0,80 kW',
      'Lavadora: 0,80 kW',
      'Vitrocerámica o inducción: 0,60 kW',
      'Frigorífico: 0,60 kW',
    ]);
    await expect(page.getByRole('heading', { name: '¿Te llamamos?' })).toBeVisible();
    await expect(page.getByText(/ayudamos a contratar los 3,22 kW/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Going back keeps what was typed; calculating again needs a change: many at once (60 %):
    // hob 0.9 + fridges 0.6 + water heater 1.2 + washer 1.2 + heating 0.1 + 80 × 0.01 × 0.6 = 4.48.
    await page.getByRole('button', { name: 'Cambiar los datos' }).click();
    await expect(page.getByRole('textbox', { name: /^Superficie/ })).toHaveValue('80');
    await expect(fridge.getByRole('textbox', { name: /^Cuántos/ })).toHaveValue('2');
    await expect(page.getByRole('button', { name: 'Calcular la potencia' })).toBeDisabled();
    await page.getByRole('radio', { name: 'Muchos a la vez (60 %)' }).check();
    await expect(page.getByText('Potencia estimada hasta ahora: 4,48 kW')).toBeVisible();
    await page.getByRole('button', { name: 'Calcular la potencia' }).click();
    await expect(page.getByText('4,48 kW', { exact: true })).toBeVisible();
    await expect(breakdown.getByRole('listitem')).toHaveText([
      'Calefacción eléctrica: 0,58 kW',
      'Termo eléctrico: 1,20 kW',
      'Lavadora: 1,20 kW',
      'Vitrocerámica o inducción: 0,90 kW',
      'Frigorífico: 0,60 kW',
    ]);

    // The contact form: its rules first, then the lead with an invoice.
    const lead = page.getByRole('region', { name: '¿Te llamamos?' });
    await lead.getByRole('textbox', { name: /^Nombre/ }).fill('Alba');
    await lead.getByRole('button', { name: 'Enviar' }).click();
    await expect(lead.getByRole('textbox', { name: /^Primer apellido/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      lead.getByRole('checkbox', { name: /^Acepto que me contactéis/ }),
    ).not.toBeChecked();

    const email = 'alba.potencia.e2e@example.com';
    await lead.getByRole('textbox', { name: /^Primer apellido/ }).fill('Roca');
    await lead.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
    await lead.getByRole('textbox', { name: /^Teléfono/ }).fill('612 345 678');
    await lead.getByRole('combobox', { name: /^Cuándo te llamamos/ }).selectOption({
      label: 'De 15 a 19 h',
    });
    await lead.getByLabel('Factura', { exact: true }).setInputFiles(pdf);
    await expect(lead.getByText(pdf.name)).toBeVisible();
    await lead.getByRole('checkbox', { name: /^Acepto que me contactéis/ }).check();
    await expectNoAxeViolations(page);
    await lead.getByRole('button', { name: 'Enviar' }).click();

    const thanks = page.getByRole('status').filter({ hasText: '¡Gracias!' });
    await expect(thanks).toContainText('¡Gracias! Hemos recibido tu solicitud.');
    await expect(thanks).toContainText(`Te hemos enviado un resumen a ${email}.`);
    const reference = /Referencia: ([0-9A-F]{8})/.exec((await thanks.textContent()) ?? '')?.[1];
    expect(reference).toBeDefined();
    await expect(page.getByRole('button', { name: 'Hacer otro cálculo' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The retailer's notice: who, when, the invoice and what the server computed again.
    const notice = await waitForEmailTo(retailerMailbox, reference!);
    expect(notice).toContain('Solicitud: calculadora de potencia\n');
    expect(notice).toContain(`Referencia: ${reference} (`);
    expect(notice).toContain('Nombre: Alba Roca');
    expect(notice).toContain(`Correo electrónico: ${email}`);
    expect(notice).toContain('Franja para llamar: de 15 a 19 h');
    expect(notice).toContain(`CUPS: ${cups}`);
    expect(notice).toContain(`Factura adjunta: ${pdf.name}`);
    expect(notice).toContain('Cliente identificado: no');
    expect(notice).toContain('optimalPower: 4.48');
    expect(notice).toContain('recommendedTariff: 2.0TD');
    // The visitor's receipt, in Spanish.
    const receipt = await waitForEmailTo(email, reference!);
    expect(receipt).toContain(
      `Hemos recibido tu solicitud desde la calculadora de potencia con la referencia ${reference}.`,
    );
    expect(receipt).toContain('Hola Alba,');
    expect(receipt).toContain('Te llamaremos de 15 a 19 h.');

    // Another calculation starts from an empty form.
    await page.getByRole('button', { name: 'Hacer otro cálculo' }).click();
    await expect(page.getByRole('textbox', { name: /^Superficie/ })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Calcular la potencia' })).toBeDisabled();
  });

  test('on a phone in Catalan: the form and the result fit the screen (ca, 360 px)', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await rememberCookieChoice(page);
    await page.addInitScript(() => window.localStorage.setItem('portal_language', 'ca'));
    await page.goto('/potencia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de potència');
    await noHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: /^CUPS/ }).fill(cups);
    await page.getByRole('textbox', { name: /^Superfície/ }).fill('45');
    await page.getByRole('textbox', { name: /^Persones que hi viuen/ }).fill('1');
    // The water heater at 30 L for one person: 1.2 × 0.4 = 0.48; an oven 2 × 0.4 = 0.8; a fridge 0.3.
    await appliance(page, 'Termo elèctric').getByRole('checkbox').check();
    await expect(
      appliance(page, 'Termo elèctric').getByRole('combobox', { name: /^Capacitat/ }),
    ).toHaveValue('30');
    await appliance(page, 'Forn').getByRole('checkbox').check();
    await appliance(page, 'Nevera').getByRole('checkbox').check();
    await expect(page.getByText('Potència estimada fins ara: 1,58 kW')).toBeVisible();
    await noHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Calcular la potència' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'La teva potència òptima' }),
    ).toBeFocused();
    await expect(page.getByText('1,58 kW', { exact: true })).toBeVisible();
    await expect(page.getByText(/Et correspon la tarifa d'accés 2\.0TD\./)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Et truquem?' })).toBeVisible();
    await noHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
