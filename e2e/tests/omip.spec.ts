import { expect, test, type Page } from '@playwright/test';
import { importOmipPrices } from './backoffice';
import { expectNoAxeViolations, signInPastCookies } from './fixtures';
import { waitForEmailTo } from './outbox';

/**
 * OMIP price alerts (issue 16, spec 3 point 2; docs/decisions/022): the household adds, sees and
 * deletes alerts at /omipComponent, and is e-mailed when a back-office import crosses one. The
 * import test prices a product of its own (an unknown product is created), so the demo products'
 * latest prices, and with them every other alert, stay as they were.
 */

const desktop = { width: 1280, height: 900 };

/** A trading day `daysAgo` days before today in Madrid (imports take no day after today). */
function madridDay(daysAgo: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysAgo);
  return day.toISOString().slice(0, 10);
}
const displayDay = (day: string) => day.split('-').reverse().join('/');

const alertForm = (page: Page) => page.getByRole('region', { name: 'Nueva alerta' });
const alertList = (page: Page) => page.getByRole('region', { name: 'Tus alertas' });

async function addAlert(page: Page, product: string, condition: string, price: string) {
  const form = alertForm(page);
  await form.getByRole('combobox', { name: /^Producto/ }).selectOption(product);
  await form.getByRole('combobox', { name: /^Condición/ }).selectOption({ label: condition });
  await form.getByRole('textbox', { name: /^Precio límite/ }).fill(price);
  await form.getByRole('button', { name: 'Añadir la alerta' }).click();
  await expect(form.getByRole('status')).toHaveText('Hemos añadido la alerta.');
}

test.describe('OMIP alerts', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the household adds an alert, sees it listed and deletes it after confirming (es, 1280 px)', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await signInPastCookies(page);
    await page.goto('/omipComponent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alertas de precios OMIP');
    // The demo alert, never met by the demo prices.
    const list = alertList(page);
    await expect(
      list.getByRole('row').filter({ hasText: 'ES Base Cal-27' }).filter({ hasText: '50,00' }),
    ).toContainText('No se cumple');
    await expect(
      page.getByRole('figure', { name: /^Precio de liquidación diario de ES Base/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // A price below 0 is refused on its field.
    const form = alertForm(page);
    await form.getByRole('combobox', { name: /^Producto/ }).selectOption('ES Base Q1-27');
    await form.getByRole('combobox', { name: /^Condición/ }).selectOption({ label: 'Menor que' });
    await form.getByRole('textbox', { name: /^Precio límite/ }).fill('-1');
    await form.getByRole('button', { name: 'Añadir la alerta' }).click();
    await expect(form.getByRole('textbox', { name: /^Precio límite/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByRole('status')).toHaveCount(0);

    // Below 20 €/MWh: the demo prices (55 to 90) never meet it.
    await addAlert(page, 'ES Base Q1-27', 'Menor que', '20,5');
    const added = list.getByRole('row').filter({ hasText: 'ES Base Q1-27' });
    await expect(added).toHaveCount(1);
    await expect(added.getByRole('rowheader')).toHaveText('ES Base Q1-27');
    await expect(added).toContainText('Menor que');
    await expect(added).toContainText('20,50 €/MWh');
    await expect(added).toContainText('No se cumple');
    await expectNoAxeViolations(page);

    // Cancelling keeps it; confirming deletes it.
    const deleteButton = list.getByRole('button', {
      name: 'Borrar la alerta ES Base Q1-27 menor que 20,50 €/MWh',
    });
    await deleteButton.click();
    let dialog = page.getByRole('dialog', { name: '¿Borrar la alerta?' });
    await expect(dialog).toContainText(
      'Dejarás de recibir avisos de ES Base Q1-27 menor que 20,50 €/MWh.',
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(added).toHaveCount(1);

    await deleteButton.click();
    dialog = page.getByRole('dialog', { name: '¿Borrar la alerta?' });
    await dialog.getByRole('button', { name: 'Borrar la alerta', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('status')).toHaveText('Hemos borrado la alerta.');
    await expect(added).toHaveCount(0);
    await page.reload();
    await expect(
      alertList(page).getByRole('row').filter({ hasText: 'ES Base Cal-27' }),
    ).toHaveCount(1);
    await expect(alertList(page).getByRole('row').filter({ hasText: 'ES Base Q1-27' })).toHaveCount(
      0,
    );
  });

  test('an imported price that crosses an alert e-mails the household once (es)', async ({
    page,
    request,
  }) => {
    const product = `ES Base E2E-${Date.now().toString(36)}`;
    const before = madridDay(3);
    const crossing = madridDay(2);

    // The back office brings the new product in at 72.40 €/MWh.
    expect(
      await importOmipPrices(request, `product,day,price\n${product},${before},72.40\n`),
    ).toEqual({ imported: 1, rejected: 0, products_created: 1, alerts_notified: 0 });

    await page.setViewportSize(desktop);
    await signInPastCookies(page);
    await page.goto('/omipComponent');
    await addAlert(page, product, 'Menor que', '60,5');
    const alert = alertList(page).getByRole('row').filter({ hasText: product });
    await expect(alert).toContainText('60,50 €/MWh');
    await expect(alert).toContainText('No se cumple');

    // The day after, 58.75 €/MWh: below the limit. One e-mail.
    const crossed = await importOmipPrices(
      request,
      `product,day,price\n${product},${crossing},58.75\n`,
    );
    expect(crossed).toMatchObject({ imported: 1, rejected: 0, alerts_notified: 1 });
    const email = await waitForEmailTo('laura.garcia@example.com', product);
    expect(email).toContain('Hola Laura García Pérez,');
    expect(email).toContain(
      `El precio de liquidación de ${product} del ${displayDay(crossing)} es 58,75\u00a0€/MWh: ` +
        'por debajo del límite de 60,50\u00a0€/MWh de tu alerta.',
    );
    expect(email).toMatch(/http:\/\/localhost:\d+\/omipComponent/);

    // The same price again: still met, no second e-mail.
    expect(
      await importOmipPrices(request, `product,day,price\n${product},${crossing},58.75\n`),
    ).toMatchObject({ imported: 1, alerts_notified: 0 });

    await page.reload();
    await expect(alertList(page).getByRole('row').filter({ hasText: product })).toContainText(
      'Se cumple',
    );
    await expectNoAxeViolations(page);
  });
});
