import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInStaff } from './backoffice';
import { expectNoAxeViolations, signInPastCookies } from './fixtures';

/**
 * The back office's imports and content (issue 27 points 2 and 4): the admin imports the example
 * book through the screen, imports it again (nothing changes), and a customers file with bad rows
 * (each reported by line); adds a banner whose HTML holds a script and sees the preview without it;
 * adds a dynamic page with a block, which a signed-in customer then finds in the menu, and removes
 * it with its block. In Spanish at 1280 px; the imports screen in Catalan on a 360 px phone.
 */
const EXAMPLE_BOOK = path.resolve(import.meta.dirname, '../../docs/examples/book');

async function signInAsAdmin(page: Page, lang: 'es' | 'ca') {
  await signInStaff(page, 'admin@demo.portal', lang);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: lang === 'es' ? 'Bandeja de entrada' : "Safata d'entrada",
    }),
  ).toBeVisible();
}

/** The counts of one kind in the book's answer: created, updated, unchanged. */
const countsOf = (book: Locator, kind: string) =>
  book
    .getByRole('table', { name: 'Qué ha cambiado' })
    .getByRole('row', { name: kind })
    .getByRole('cell');

test.describe('the back office content and imports', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the admin imports the example book twice and a file with bad rows (es, 1280 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page, 'es');
    await page.getByRole('link', { name: 'Importaciones', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Importaciones' })).toBeVisible();
    const book = page.getByRole('region', { name: 'Cartera de clientes' });
    await expectNoAxeViolations(page);

    await book.getByLabel('Elegir carpeta').setInputFiles(EXAMPLE_BOOK);
    await expect(book.getByText('Elegidos: 3 CSV y 12 PDF.')).toBeVisible();
    await book.getByRole('button', { name: 'Importar la cartera' }).click();
    await expect(book.getByText('Importación terminada: todas las filas son válidas.')).toBeVisible(
      {
        timeout: 60_000,
      },
    );
    await expect(countsOf(book, 'Clientes')).toHaveText(['3', '0', '0']);
    await expect(countsOf(book, 'Contratos')).toHaveText(['4', '0', '0']);
    await expect(countsOf(book, 'Facturas')).toHaveText(['12', '0', '0']);
    await expectNoAxeViolations(page);

    // The same files again change nothing.
    await book.getByRole('button', { name: 'Importar la cartera' }).click();
    await expect(book.getByText('Importación terminada: todas las filas son válidas.')).toBeVisible(
      {
        timeout: 60_000,
      },
    );
    await expect(countsOf(book, 'Clientes')).toHaveText(['0', '0', '3']);
    await expect(countsOf(book, 'Contratos')).toHaveText(['0', '0', '4']);
    await expect(countsOf(book, 'Facturas')).toHaveText(['0', '0', '12']);

    // A customers file with bad rows: each is reported by its line, the good one is kept.
    const work = mkdtempSync(path.join(os.tmpdir(), 'bad-book-'));
    try {
      const customers = path.join(work, 'customers.csv');
      writeFileSync(
        customers,
        [
          'tax_id;name;surname1;surname2;email;mobile;language',
          '71234568A;Marta;Puig;Soler;marta.puig@example.net;+34611222333;ca',
          '71234568B;Letra;Mal;;;;es',
          '00000000T;Sin;Correo;;no-es-un-correo;;es',
          '',
        ].join('\n'),
      );
      await book.getByLabel('Elegir archivos').setInputFiles(customers);
      await expect(book.getByText('Elegidos: 1 CSV y 0 PDF.')).toBeVisible();
      await book.getByRole('button', { name: 'Importar la cartera' }).click();
      await expect(
        book.getByText('Importación terminada con 2 filas rechazadas; las demás se han guardado.'),
      ).toBeVisible({ timeout: 60_000 });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    await expect(countsOf(book, 'Clientes')).toHaveText(['0', '0', '1']);
    const badRows = book.getByRole('table', { name: 'Filas rechazadas' }).getByRole('row');
    await expect(badRows).toHaveCount(3);
    await expect(badRows.nth(1)).toHaveText(
      /^customers\.csv\s*3\s*El DNI, NIE o CIF no es válido\./,
    );
    await expect(badRows.nth(2)).toHaveText(/^customers\.csv\s*4/);
    await expectNoAxeViolations(page);
  });

  test('the admin adds a banner whose script the preview leaves out (es, 1280 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page, 'es');
    await page.getByRole('link', { name: 'Contenido', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contenido' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Bloques de HTML' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Banners' }).click();
    await expect(page.getByRole('rowheader', { name: 'invoices_top' })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir un banner' }).click();
    const editor = page.getByRole('region', { name: 'Nuevo banner' });
    const code = `otono_${Date.now()}`;
    await editor.getByLabel(/^Código/).fill(code);
    const html = '<h3>Oferta de otoño</h3><script>window.bannerScriptRan = true</script>';
    await editor.getByLabel(/^HTML/).fill(html);

    const preview = editor.getByRole('region', { name: /Vista previa/ });
    await expect(preview.getByRole('heading', { name: 'Oferta de otoño' })).toBeVisible();
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.getByRole('status')).toHaveText(
      'Los clientes no verán lo que el portal quita por seguridad: script.',
    );
    expect(await page.evaluate(() => 'bannerScriptRan' in window)).toBe(false);
    await expectNoAxeViolations(page);

    await editor.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`El banner ${code} se ha guardado.`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: code })).toBeVisible();
    // Stored as written; every customer page sanitises it where it shows it.
    const served = await request.get(`/api/v2/banners/${code}`);
    expect(await served.json()).toMatchObject({ code, type: 'html', content: html });
  });

  test('the admin adds a dynamic page with a block a customer then finds (es, 1280 px)', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page, 'es');
    await page.getByRole('link', { name: 'Contenido', exact: true }).click();
    const pages = page.getByRole('table', { name: 'Páginas dinámicas' });
    await expect(pages).toBeVisible();

    const stamp = Date.now().toString(36);
    const title = `Invierno ${stamp}`;
    const routePath = `invierno-${stamp}`;
    await page.getByRole('button', { name: 'Añadir una página' }).click();
    const pageEditor = page.getByRole('region', { name: 'Nueva página dinámica' });
    await pageEditor.getByLabel(/^Dirección/).fill(routePath);
    await pageEditor.getByLabel(/^Título en el menú/).fill(title);
    await pageEditor.getByLabel(/^Descripción en el menú/).fill('Ofertas para el frío');
    await expectNoAxeViolations(page);
    await pageEditor.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`La página «${title}» se ha guardado.`)).toBeVisible();
    await expect(pages.getByRole('row', { name: new RegExp(title) })).toContainText(
      `/${routePath}`,
    );

    await page.getByRole('button', { name: 'Añadir un bloque' }).click();
    const blockEditor = page.getByRole('region', { name: 'Nuevo bloque de HTML' });
    await blockEditor.getByLabel(/^Nombre/).fill(`bloque-${stamp}`);
    await blockEditor.getByLabel(/^Página/).selectOption({ label: `${title} (/${routePath})` });
    await blockEditor
      .getByLabel(/^HTML/)
      .fill('<h2>Tarifa invierno</h2><p>Un 10 % menos en enero.</p><script>alert(1)</script>');
    await expect(
      blockEditor
        .getByRole('region', { name: /Vista previa/ })
        .getByRole('heading', { name: 'Tarifa invierno' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await blockEditor.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`El bloque «bloque-${stamp}» se ha guardado.`)).toBeVisible();

    // A customer finds the page among the tools, with its block sanitised.
    const customerContext = await browser.newContext();
    try {
      const customer = await customerContext.newPage();
      await customer.setViewportSize({ width: 1280, height: 800 });
      await signInPastCookies(customer);
      const nav = customer.getByRole('navigation').first();
      await nav.getByRole('button', { name: 'Herramientas' }).click();
      const entry = customer.getByRole('menuitem', { name: new RegExp(`^${title}`) });
      await expect(entry).toContainText('Ofertas para el frío');
      await entry.click();
      await expect(customer).toHaveURL(new RegExp(`/d/${routePath}/\\d+$`));
      await expect(customer.getByRole('heading', { level: 1 })).toHaveText(title);
      const main = customer.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Tarifa invierno' })).toBeVisible();
      await expect(main.getByText('Un 10 % menos en enero.')).toBeVisible();
      await expect(main.locator('script')).toHaveCount(0);
    } finally {
      await customerContext.close();
    }

    // Removing the page takes its block along, as the confirmation says.
    await pages.getByRole('button', { name: `Borrar ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: '¿Borrar?' });
    await expect(dialog).toContainText(`Se borrará la página «${title}» con su bloque de HTML`);
    await dialog.getByRole('button', { name: 'Borrar' }).click();
    await expect(page.getByText(`«${title}» se ha borrado.`)).toBeVisible();
    await expect(pages.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Bloques de HTML' }).getByRole('row', {
        name: new RegExp(`bloque-${stamp}`),
      }),
    ).toHaveCount(0);
  });

  test('the imports screen on a phone (ca, 360 px)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsAdmin(page, 'ca');
    await page.goto('/backoffice/importacions');
    await expect(page.getByRole('heading', { level: 1, name: 'Importacions' })).toBeVisible();
    const book = page.getByRole('region', { name: 'Cartera de clients' });
    await book.getByLabel('Triar carpeta').setInputFiles(EXAMPLE_BOOK);
    await expect(book.getByText('Triats: 3 CSV i 12 PDF.')).toBeVisible();
    await book.getByRole('button', { name: 'Importar la cartera' }).click();
    await expect(book.getByText('Importació acabada: totes les files són vàlides.')).toBeVisible({
      timeout: 60_000,
    });
    // On a phone each kind is a card with its counts.
    const cards = book.getByRole('list', { name: 'Què ha canviat' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText('Clients');
    await expect(cards.first()).toContainText('Sense canvis');
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
