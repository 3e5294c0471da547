import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  household,
  scrollUntilVisible,
  signInPastCookies,
} from './fixtures';

/** The demo company of the README: 42 supply points. */
const company = { user: 'B12345674', password: 'Demo-2026' };

const mobile = { width: 360, height: 740 };

/**
 * The household's demo invoices (apps/api/src/seed/seed-invoices.ts): 0100001 has 36 monthly invoices,
 * the newest unpaid and the one before partly paid (F0100001-00035), and one month annulled by
 * F0100001-00037 (A) and issued again as F0100001-00038 (R); 0100002's newest waits for its direct
 * debit; the gas contract's newest for a transfer. The newest unpaid invoice is left alone: the
 * payment journey pays it.
 */
const partlyPaid = 'F0100001-00035';
const annulment = 'F0100001-00037';
const reissue = 'F0100001-00038';

const rowOf = (table: Locator, number: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: number }) });

/** Downloads through the row's split button and checks the file's name and type. */
async function download(
  page: Page,
  row: Locator,
  choose: () => Promise<void>,
  expected: { filename: string; type: RegExp },
) {
  const downloading = page.waitForEvent('download');
  const answering = page.waitForResponse((response) =>
    /\/api\/v\d\/invoices\/\d+\/\w+\/\?/.test(response.url()),
  );
  await choose();
  const [file, response] = await Promise.all([downloading, answering]);
  expect(file.suggestedFilename()).toBe(expected.filename);
  expect(response.headers()['content-type']).toMatch(expected.type);
  // The button is usable again once the file has arrived.
  await expect(row.getByRole('button', { name: /en PDF$/ })).toBeEnabled();
}

test.describe('invoices', () => {
  // Axe over a table of invoices takes a while on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('the household filters its invoices, reads the chart and downloads every format (es)', async ({
    page,
  }) => {
    await signInPastCookies(page, household);
    // Half a year of the three electricity contracts: the page the statuses below are on.
    await page.goto('/facturas?size=25');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facturas');
    await expect(page.getByRole('tab', { name: 'Electricidad' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = page.getByRole('table', { name: 'Facturas de electricidad' });
    await expect(rowOf(table, partlyPaid)).toContainText('Pago parcial');
    await expect(rowOf(table, annulment)).toContainText('Reembolsada');
    await expect(
      table.getByRole('row').filter({ hasText: 'Pendiente de cobro por domiciliación' }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The collection history of the partly paid invoice.
    await rowOf(table, partlyPaid)
      .getByRole('button', { name: `Historial de cobro de la factura ${partlyPaid}` })
      .click();
    const history = page.getByRole('dialog', {
      name: `Historial de cobro de la factura ${partlyPaid}`,
    });
    await expect(history).toContainText('Pagada en parte');
    await history.getByRole('button', { name: 'Cerrar' }).click();
    await expect(history).toBeHidden();

    // The annulment and its reissue share a day: that day, and only positive amounts.
    const day = (await rowOf(table, annulment).getByRole('cell').first().textContent()) ?? '';
    const [dd, mm, yyyy] = day.split('/');
    const isoDay = `${yyyy}-${mm}-${dd}`;
    const filters = page.getByRole('form', { name: 'Filtros' });
    // Typed as every date is shown, dd/mm/yyyy; the URL keeps YYYY-MM-DD.
    await filters.getByLabel('Fecha desde', { exact: true }).fill(day);
    await filters.getByLabel('Fecha hasta', { exact: true }).fill(day);
    await filters.getByLabel('Importe mínimo (€)').pressSequentially('0,01');
    await filters.getByLabel('Contrato').selectOption('0100001');
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await expect(table.getByRole('rowheader')).toHaveText([reissue]);
    await expect(page).toHaveURL(
      new RegExp(`\\?size=25&from=${isoDay}&to=${isoDay}&min=0%2C01&contract=0100001$`),
    );
    // A reload keeps the filters.
    await page.reload();
    await expect(table.getByRole('rowheader')).toHaveText([reissue]);
    await expect(page.getByText('(4 filtros aplicados)')).toBeVisible();

    // An end before the start is refused.
    await expect(filters.getByLabel('Fecha desde', { exact: true })).toHaveValue(day);
    await filters.getByLabel('Fecha desde', { exact: true }).fill(`01/01/${Number(yyyy) + 1}`);
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await expect(
      filters.getByText('La fecha final no puede ser anterior a la inicial.'),
    ).toBeVisible();
    await filters.getByLabel('Fecha desde', { exact: true }).fill(day);

    // The chart, in energy, with its data as a table.
    const chart = page.getByRole('region', { name: 'Evolución mensual' });
    await chart.getByRole('button', { name: 'Energía (kWh)' }).click();
    await expect(chart.getByRole('button', { name: 'Energía (kWh)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      chart.getByRole('figure', { name: /^Gráfico de Energía \(kWh\) por mes en \d{4}/ }),
    ).toBeVisible();
    await chart.getByRole('button', { name: 'Ver los datos en una tabla' }).click();
    const data = chart.getByRole('table', { name: /^Energía \(kWh\) por mes y contrato/ });
    await expect(data.getByRole('row')).toHaveCount(13);
    await expect(data.getByRole('columnheader', { name: '0100001' })).toBeVisible();

    // Every format of the reissued invoice.
    const row = rowOf(table, reissue);
    await download(
      page,
      row,
      () => row.getByRole('button', { name: `Descargar la factura ${reissue} en PDF` }).click(),
      { filename: `factura-${reissue}.pdf`, type: /^application\/pdf/ },
    );
    const fromMenu = (item: string) => async () => {
      await row.getByRole('button', { name: `Más formatos de la factura ${reissue}` }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    await download(page, row, fromMenu('PDF firmado'), {
      filename: `factura-${reissue}-firmada.pdf`,
      type: /^application\/pdf/,
    });
    await download(page, row, fromMenu('Factura electrónica (XML firmado)'), {
      filename: `factura-${reissue}.xsig`,
      type: /^application\/xml/,
    });
    await download(page, row, fromMenu('Curva de consumo (CSV)'), {
      filename: `curva-${reissue}.csv`,
      type: /^text\/csv/,
    });
    await expectNoAxeViolations(page);

    // The gas tab: the newest gas invoice waits for a transfer.
    await page.getByRole('tab', { name: 'Gas' }).click();
    const gas = page.getByRole('table', { name: 'Facturas de gas' });
    await expect(
      gas.getByRole('row').filter({ hasText: 'Pendiente de transferencia' }),
    ).toHaveCount(1);
  });

  test('a contract’s invoices in Catalan, and the list at 360 px', async ({ page }) => {
    await signInPastCookies(page, household);
    await page.goto('/contractes/electricitat/0100002/factures?size=12');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Factures del contracte 0100002',
    );
    const table = page.getByRole('table', { name: 'Factures del contracte 0100002' });
    await expect(table.getByRole('row').filter({ hasText: 'F0100001-' })).toHaveCount(0);
    await expect(
      table.getByRole('row').filter({ hasText: 'Pendent de cobrament per domiciliació' }),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.goto('/factures?size=10');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Factures');
    await expect(page.getByRole('table', { name: "Factures d'electricitat" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize(mobile);
    await page.goto(`/facturas?contract=0100001&from=2026-01-01&size=5`);
    const cards = page.getByRole('list', { name: 'Facturas de electricidad' });
    await expect(cards.getByRole('listitem')).toHaveCount(5);
    await expect(cards.getByRole('heading', { level: 2 }).first()).toHaveText(/^Factura F0100001-/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('a company supply-point invoice says it is paid through its multipoint invoice, with that one’s pay button (es, 360 px)', async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await signInPastCookies(page, company);
    await page.goto('/facturas?action=pay');
    const cards = page.getByRole('list', { name: 'Facturas de electricidad' });
    const first = cards.getByRole('listitem').first();
    await expect(first).toContainText('Pendiente de pago');
    const note = first.getByText(/^Se paga con la factura multipunto /);
    await expect(note).toBeVisible();
    const number = ((await note.textContent()) ?? '').split(' ').at(-1)!;
    // The only pay button is the multipoint invoice's.
    const pay = first.getByRole('button', { name: /^Pagar / });
    await expect(pay).toHaveCount(1);
    await expect(pay).toHaveAccessibleName(new RegExp(`de la factura ${number}$`));
    await expectNoAxeViolations(page);
  });

  for (const { lang, path, viewport, texts } of [
    {
      lang: 'en',
      path: '/invoices',
      viewport: mobile,
      texts: { title: 'Monthly overview', others: 'Others', show: 'Show the data as a table' },
    },
    {
      lang: 'ca',
      path: '/factures',
      viewport: { width: 1280, height: 800 },
      texts: { title: 'Evolució mensual', others: 'Altres', show: 'Mostra les dades en una taula' },
    },
  ]) {
    test(`the company's chart names ten contracts and stacks the rest as others (${lang}, ${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signInPastCookies(page, company);
      await page.goto(path);
      const chart = page.getByRole('region', { name: texts.title });
      // On a phone the chart comes after the list and loads when the customer scrolls to it.
      await scrollUntilVisible(page, chart);
      await chart.getByRole('button', { name: texts.show }).click();
      const header = chart.getByRole('table').getByRole('row').first();
      // Month, ten contracts, others, total.
      await expect(header.getByRole('columnheader')).toHaveCount(13);
      await expect(header.getByRole('columnheader', { name: texts.others })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
