import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInPastCookies } from './fixtures';

/**
 * The household's demo readings (apps/api/src/seed/seed-curves.ts): two years up to yesterday,
 * quarter-hourly, on 0100001 (the home, with a solar surplus) and 0100002. The days below are
 * computed from today, as the demo's are.
 */
const mobile = { width: 360, height: 740 };

const pad = (value: number) => String(value).padStart(2, '0');
const display = (day: Date) =>
  `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;

/** The newest autumn clock-change day before today: the last Sunday of an October. */
function lastAutumnChange(): Date {
  const today = new Date();
  for (let year = today.getUTCFullYear(); ; year -= 1) {
    const day = new Date(Date.UTC(year, 9, 31));
    day.setUTCDate(31 - day.getUTCDay());
    if (day.getTime() < today.getTime() - 86_400_000) return day;
  }
}

async function showRange(page: Page, view: string, from: string, to: string) {
  await page.getByLabel('Ver por', { exact: true }).selectOption({ label: view });
  await page.getByLabel('Desde', { exact: true }).fill(from);
  await page.getByLabel('Hasta', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Mostrar' }).click();
}

test.describe('consumption curves', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the household reads a year by month, drills to the 25-hour day, prices it, compares and downloads (es)', async ({
    page,
  }) => {
    await signInPastCookies(page);
    await page.getByRole('link', { name: 'Consumo' }).first().click();
    await expect(page).toHaveURL(/\/consumo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consumo');
    // The last 12 months by month, in the chart and in its table.
    await expect(page.getByRole('figure', { name: /de 0100001 por meses/ })).toBeVisible();
    await page.getByRole('button', { name: 'Ver como tabla' }).click();
    const months = page.getByRole('table', { name: /de 0100001 por meses/ });
    await expect(months.getByRole('button', { name: /: ver los días$/ })).toHaveCount(12);

    // The month of the last clock change, by day; then its Sunday by hour: 25 hours.
    const change = lastAutumnChange();
    const first = new Date(Date.UTC(change.getUTCFullYear(), 9, 1));
    await showRange(page, 'Meses', display(first), display(change));
    await page
      .getByRole('table', { name: /por meses/ })
      .getByRole('button', { name: /: ver los días$/ })
      .click();
    const days = page.getByRole('table', { name: /por días/ });
    await expect(days.getByRole('button', { name: /: ver las horas$/ })).toHaveCount(31);
    await days
      .getByRole('button', { name: new RegExp(`^\\S+ ${display(change)}: ver las horas$`) })
      .click();
    const hours = page.getByRole('table', { name: /por horas/ });
    const hourRows = hours.locator('tbody tr');
    await expect(hourRows).toHaveCount(25);
    await expect(
      hours.getByRole('rowheader', { name: `${display(change)} 02:00 (+02)` }),
    ).toBeVisible();
    await expect(
      hours.getByRole('rowheader', { name: `${display(change)} 02:00 (+01)` }),
    ).toBeVisible();

    // In euros, with the energy term of each period on the own product.
    await page.getByRole('button', { name: 'Coste (€)' }).click();
    const cost = page.getByRole('table', {
      name: /Coste de la energía de 0100001 con Tarifa Estable Hogar/,
    });
    await expect(cost.getByRole('rowheader', { name: 'P3' })).toBeVisible();
    await expect(cost.getByRole('row', { name: /^Total/ })).toContainText(',');
    // The same day billed on each product offered for 2.0TD, taxes included, the own one marked.
    const comparison = page.getByRole('table', {
      name: /Lo que habrías pagado por el consumo de 0100001/,
    });
    await expect(
      comparison.getByRole('rowheader', { name: 'Tarifa Estable Hogar (el tuyo)' }),
    ).toBeVisible();
    await expect(comparison.locator('tbody tr')).toHaveCount(5);

    // The same day a year before, beside it.
    await page.getByRole('button', { name: 'Energía (kWh)' }).click();
    await page.getByRole('button', { name: 'Comparar con el año anterior' }).click();
    await expect(
      page.getByRole('button', { name: 'Comparar con el año anterior' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('figure', { name: /por horas/ })).toBeVisible();

    // The CSV: a header, the UTC offset of every row, 25 hours.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(
      /^curve-0100001-hourly-\d{4}-10-\d{2}-\d{4}-10-\d{2}\.csv$/,
    );
    const csv = (await (await import('node:fs/promises')).readFile(await file.path(), 'utf8'))
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('date;utc_offset;period;activa;exportada;reactiva;real');
    expect(csv).toHaveLength(26);
    expect(csv.filter((line) => line.includes('T02:00:00'))).toHaveLength(2);

    await expectNoAxeViolations(page);
  });

  test('at 360 px in Catalan the panel fits the screen, and in English it is on the contract detail', async ({
    page,
  }) => {
    await signInPastCookies(page);
    await page.setViewportSize(mobile);
    await page.getByRole('button', { name: 'Idioma: Español' }).click();
    await page.getByRole('menuitem', { name: 'Català' }).click();
    await page.goto('/consum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consum');
    await expect(page.getByRole('figure', { name: /de 0100001 per mesos/ })).toBeVisible();
    await page.getByRole('button', { name: 'Cost (€)' }).click();
    await expect(page.getByRole('table', { name: /Cost de l'energia de 0100001/ })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Idioma: Català' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.goto('/contracts/electricity/0100002#consumption');
    const section = page.locator('#consumption');
    await expect(section.getByRole('figure', { name: /of 0100002 by month/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the company picks among its 42 supply points by address, opening on the five that consume most (en, 1280 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInPastCookies(page, { user: 'B12345674', password: 'Demo-2026' });
    await page.goto('/consumption');
    const picker = page.getByRole('combobox', { name: 'Contracts' });
    await expect(page.getByText('Showing the 5 that consume most.')).toBeVisible();
    const chosen = page.getByLabel(/^03000\d\d, /);
    await expect(chosen).toHaveCount(5);
    await expect(page.getByRole('figure', { name: /by month/ })).toBeVisible();
    // Each series by its number and its supply point's address.
    await expect(page.getByRole('list', { name: 'Chart legend' })).toContainText(' · ');

    // Found by a piece of its address, chosen by keyboard.
    await picker.click();
    await picker.pressSequentially('Balaguer');
    const options = page.getByRole('listbox', { name: 'Contracts' }).getByRole('option');
    await expect(options.first()).toContainText('Balaguer');
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await picker.press('Escape');
    await expect(chosen).toHaveCount(6);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('contract').length).toBe(6);
    await expectNoAxeViolations(page);
  });
});
