import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, pdf, rememberCookieChoice } from './fixtures';
import { waitForEmailTo } from './outbox';

/**
 * The price comparators (issue 16, spec 3 point 2; docs/decisions/021): a visitor compares a
 * September bill on the retailer's cheapest product, line by line with Spain's taxes, and sends the
 * lead; or, in the manual mode, sends the bill. Each test has its own visitor e-mail address.
 */

const desktop = { width: 1280, height: 900 };
const phone = { width: 360, height: 780 };
const retailerMailbox = 'clientes@energia-demo.example';
const cups = 'ES0031508013000101LR';
const gasCups = 'ES0230508013000101EN';

/** The last September that has ended (today's rates: special tax 5.11269632 %, VAT 21 %). */
function lastSeptember() {
  const today = new Date();
  const year = today.getMonth() >= 9 ? today.getFullYear() : today.getFullYear() - 1;
  return { year, start: `01/09/${year}`, end: `30/09/${year}` };
}

const textbox = (scope: Page | Locator, name: RegExp) => scope.getByRole('textbox', { name });
const combobox = (scope: Page | Locator, name: RegExp) => scope.getByRole('combobox', { name });

/** A row of the result's table: its concept (name and how it was computed) and its amount. */
const resultRow = (table: Locator, concept: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: concept }) });

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('price comparators', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor compares a September electricity bill, reads lines, taxes, total and saving, and sends the lead (es, 1280 px)', async ({
    page,
  }) => {
    const september = lastSeptember();
    await page.setViewportSize(desktop);
    await rememberCookieChoice(page);
    await page.goto('/comparador');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Comparador de precios de electricidad',
    );
    await expect(
      page.getByRole('radio', { name: 'Escribo los datos de mi factura' }),
    ).toBeChecked();
    await expectNoAxeViolations(page);

    // The demo CUPS: SIPS fills the power and the access tariff.
    await textbox(page, /^CUPS/).fill(cups);
    await expect(page.getByText(/Hemos rellenado la potencia y la tarifa/)).toBeVisible();
    await expect(textbox(page, /^Potencia P1/)).toHaveValue('4,6');
    await expect(combobox(page, /^Tarifa de acceso/)).toHaveValue(/\d+/);
    await expect(combobox(page, /^Tarifa de acceso/).locator('option:checked')).toHaveText('2.0TD');
    // 2.0TD has three energy periods: P4 to P6 are off.
    await expect(textbox(page, /^Consumo P4/)).toBeDisabled();
    await expect(textbox(page, /^Consumo P6/)).toBeDisabled();
    await combobox(page, /^Comercializadora actual/).selectOption({ index: 1 });

    // Too much energy for 4.6 kW in 30 days (4.6 × 720 h = 3,312 kWh) is refused on the field.
    await textbox(page, /^Consumo P1/).fill('5000');
    await textbox(page, /^Fecha de inicio/).fill(september.start);
    await textbox(page, /^Fecha de fin/).fill(september.end);
    await textbox(page, /^Importe de la factura/).fill('84,37');
    await page.getByRole('button', { name: 'Comparar' }).click();
    await expect(
      page.getByText('El consumo es demasiado alto para la potencia contratada en estas fechas.'),
    ).toBeVisible();

    await textbox(page, /^Consumo P1/).fill('60');
    await textbox(page, /^Consumo P2/).fill('70');
    await textbox(page, /^Consumo P3/).fill('120');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Comparar' }).click();

    await expect(
      page.getByRole('heading', { level: 2, name: 'Resultado de la comparación' }),
    ).toBeFocused();
    await expect(
      page.getByRole('heading', { name: /Con Tarifa Estable Hogar habrías pagado 62,42/ }),
    ).toBeVisible();
    await expect(
      page.getByText(`Del ${september.start} al ${september.end} (30 días)`),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Desglose con Tarifa Estable Hogar' });
    // 4.6 kW × 0.0887 €/kW·day × 30 days = 12.24; 60 × 0.2105 = 12.63; 120 × 0.1021 = 12.25…
    const lines: [string, string, string][] = [
      ['Término de potencia P1', '4,6 kW × 0,0887 €/kW y día × 30 días', '12,24 €'],
      ['Término de potencia P2', '4,6 kW × 0,0101 €/kW y día × 30 días', '1,39 €'],
      ['Término de energía P1', '60 kWh × 0,2105 €/kWh', '12,63 €'],
      ['Término de energía P2', '70 kWh × 0,1402 €/kWh', '9,81 €'],
      ['Término de energía P3', '120 kWh × 0,1021 €/kWh', '12,25 €'],
      ['Alquiler del contador', '0,0266 €/día × 30 días', '0,80 €'],
      // On 48.32 € of power and energy; VAT on 48.32 + 2.47 + 0.80.
      ['Impuesto especial sobre la electricidad (5,11269632 %)', 'Sobre 48,32 €', '2,47 €'],
      ['IVA (21 %)', 'Sobre 51,59 €', '10,83 €'],
    ];
    for (const [concept, detail, amount] of lines) {
      const row = resultRow(table, concept);
      await expect(row).toContainText(detail);
      await expect(row.getByRole('cell')).toHaveText(amount);
    }
    // The lines and taxes add up to the total, and the saving is what was paid minus it.
    await expect(resultRow(table, 'Total con nuestra tarifa').getByRole('cell')).toHaveText(
      '62,42 €',
    );
    await expect(resultRow(table, 'Lo que pagaste').getByRole('cell')).toHaveText('84,37 €');
    await expect(resultRow(table, 'Ahorro').getByRole('cell')).toHaveText('21,95 €');
    await expect(page.getByText('Ahorrarías 21,95 € (26 %).')).toBeVisible();
    await expectNoAxeViolations(page);

    // The lead from the result.
    const email = 'marta.comparador.e2e@example.com';
    await textbox(page, /^Nombre/).fill('Marta');
    await textbox(page, /^Primer apellido/).fill('Soler');
    await textbox(page, /^Correo electrónico/).fill(email);
    await textbox(page, /^Teléfono/).fill('623456789');
    await combobox(page, /^Cuándo te llamamos/).selectOption({ label: 'De 9 a 13 h' });
    await page.getByRole('checkbox', { name: /^Acepto que me contactéis/ }).check();
    await page.getByRole('button', { name: 'Enviar mis datos' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Solicitud enviada' });
    await expect(sent).toContainText('Gracias. Te llamaremos en la franja que has elegido.');
    await expect(page.getByRole('button', { name: 'Enviar mis datos' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The retailer's notice holds the comparison the server made again; the visitor's receipt.
    const notice = await waitForEmailTo(retailerMailbox, `Correo electrónico: ${email}`);
    expect(notice).toContain('Solicitud: comparador de precios de electricidad\n');
    expect(notice).toContain('Franja para llamar: de 9 a 13 h');
    expect(notice).toContain(`CUPS: ${cups}`);
    expect(notice).toContain('total_amount: 62.42');
    expect(notice).toContain('saving: 21.95');
    const receipt = await waitForEmailTo(email, 'comparador de precios de electricidad');
    expect(receipt).toContain('Hola Marta,');
    expect(receipt).toContain(
      'Hemos recibido tu solicitud desde el comparador de precios de electricidad con la referencia',
    );
    expect(receipt).toContain('Te llamaremos de 9 a 13 h.');

    // Back to the details: what was typed is kept.
    await page.getByRole('button', { name: 'Volver a los datos' }).click();
    await expect(textbox(page, /^Consumo P3/)).toHaveValue('120');
    await expect(textbox(page, /^Fecha de fin/)).toHaveValue(september.end);
  });

  test('a September gas bill: fixed and variable terms, meter, hydrocarbon tax and VAT (es)', async ({
    page,
  }) => {
    const september = lastSeptember();
    await page.setViewportSize(desktop);
    await rememberCookieChoice(page);
    await page.goto('/comparador-gas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Comparador de precios de gas',
    );
    await textbox(page, /^CUPS/).fill(gasCups);
    await expect(
      combobox(page, /^Tarifa de acceso \(peaje\)/).locator('option:checked'),
    ).toHaveText('RL.1');
    await combobox(page, /^Comercializadora actual/).selectOption({ index: 1 });
    await textbox(page, /^Consumo/).fill('300');
    await textbox(page, /^Fecha de inicio/).fill(september.start);
    await textbox(page, /^Fecha de fin/).fill(september.end);
    await textbox(page, /^Importe de la factura/).fill('45,50');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Comparar' }).click();

    const table = page.getByRole('table', { name: 'Desglose con Gas Hogar' });
    const lines: [string, string][] = [
      ['Término fijo', '3,47 €'], // 30 × 0.1156
      ['Término variable', '22,53 €'], // 300 × 0.0751
      ['Alquiler del contador', '0,59 €'], // 30 × 0.0197
      ['Impuesto especial sobre hidrocarburos (0,00234 €/kWh)', '0,70 €'], // 300 × 0.00234
      ['IVA (21 %)', '5,73 €'], // 27.29 × 21 %
      ['Total con nuestra tarifa', '33,02 €'],
      ['Lo que pagaste', '45,50 €'],
      ['Ahorro', '12,48 €'],
    ];
    for (const [concept, amount] of lines) {
      await expect(resultRow(table, concept).getByRole('cell')).toHaveText(amount);
    }
    await expectNoAxeViolations(page);
  });

  test('the manual mode sends the bill on a phone (en, 360 px)', async ({ page }) => {
    await page.setViewportSize(phone);
    await rememberCookieChoice(page);
    await page.goto('/comparator');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Electricity price comparator',
    );
    await noHorizontalOverflow(page);

    await page.getByRole('radio', { name: 'I send you my bill and you call me' }).check();
    await expect(page.getByRole('heading', { level: 2, name: 'Send us your bill' })).toBeVisible();
    await expect(textbox(page, /^CUPS/)).toHaveCount(0);

    const email = 'oliver.manual.e2e@example.com';
    await textbox(page, /^First name/).fill('Oliver');
    await textbox(page, /^First surname/).fill('Grant');
    await textbox(page, /^E-mail/).fill(email);
    await textbox(page, /^Phone/).fill('655 443 322');
    await combobox(page, /^When to call you/).selectOption({ label: 'From 19:00 to 21:00' });
    await page.getByRole('checkbox', { name: /^I agree to be contacted/ }).check();
    // The bill is what this mode sends: without it nothing goes.
    await page.getByRole('button', { name: 'Send the bill' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Bill sent' })).toHaveCount(0);

    await page.getByLabel('Bill', { exact: true }).setInputFiles(pdf);
    await expect(page.getByText(pdf.name)).toBeVisible();
    await noHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send the bill' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Bill sent' });
    await expect(sent).toContainText(
      'Thank you. We have received your bill and will call you in the time slot you chose.',
    );
    await noHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    const notice = await waitForEmailTo(retailerMailbox, `E-mail: ${email}`);
    expect(notice).toContain('Request: electricity comparator (invoice)\n');
    expect(notice).toContain(`Invoice attached: ${pdf.name}`);
    expect(notice).toContain('Hours to call: between 19:00 and 21:00');
    const receipt = await waitForEmailTo(email, 'electricity comparator (invoice)');
    expect(receipt).toContain('Hello Oliver,');
    expect(receipt).toContain(
      'We have received your request from the electricity comparator (invoice) with the reference',
    );
  });
});
