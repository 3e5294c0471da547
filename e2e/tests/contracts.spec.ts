import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, household, signInPastCookies } from './fixtures';

const company = { user: 'B12345674', password: 'Demo-2026' };
const mobile = { width: 360, height: 740 };

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The words of button labels that the layout split over two lines ("DETA" / "LL"). */
function wordsBrokenInButtons(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const button of Array.from(
      document.querySelectorAll('main button, main a.MuiButton-root'),
    )) {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

const rowHeaders = (page: Page) => page.getByRole('table').getByRole('rowheader').allTextContents();

test.describe('contracts', () => {
  test('the household searches its contracts, opens one and downloads a document (es)', async ({
    page,
  }) => {
    await signInPastCookies(page, household);
    await page.goto('/contratos/electricidad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contratos');
    const table = page.getByRole('table', { name: 'Contratos de electricidad' });
    await expect(table.getByRole('rowheader')).toHaveText(['0100001', '0100002', '0100000']);
    await expect(page.getByRole('tab', { name: 'Electricidad' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Buscar contratos' }).fill('Begur');
    await expect(table.getByRole('rowheader')).toHaveText(['0100002']);
    await expect(page.getByText('Lista de contratos actualizada.')).toBeVisible();

    await table.getByRole('link', { name: 'Detalle del contrato 0100002' }).click();
    await expect(page).toHaveURL(/\/contratos\/electricidad\/0100002$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contrato 0100002');
    const supply = page.getByRole('region', { name: 'Punto de suministro' });
    await expect(supply).toContainText('Carrer del Racó, 9, 17255 Begur');
    await expect(page.getByRole('region', { name: 'Datos del contrato' })).toContainText(
      'P1: 3,45 kW',
    );
    await expectNoAxeViolations(page);

    const documents = page.getByRole('region', { name: 'Contrato', exact: true });
    const downloading = page.waitForEvent('download');
    await documents.getByRole('button', { name: 'Descargar Contrato firmado' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('contrato-0100002.pdf');

    const reporting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar el contrato' }).click();
    expect((await reporting).suggestedFilename()).toBe('contrato-0100002.pdf');
  });

  test('the household reads a contract in Catalan and downloads its document', async ({ page }) => {
    await signInPastCookies(page, household);
    await page.goto('/contractes/electricitat');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contractes');
    const table = page.getByRole('table', { name: "Contractes d'electricitat" });
    // By the supply code this time.
    await page.getByRole('searchbox', { name: 'Cerca contractes' }).fill('ES0021000120');
    await expect(table.getByRole('rowheader')).toHaveText(['0100001']);
    await table.getByRole('link', { name: 'Detall del contracte 0100001' }).click();

    await expect(page).toHaveURL(/\/contractes\/electricitat\/0100001$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contracte 0100001');
    const data = page.getByRole('region', { name: 'Dades del contracte' });
    // 4,6 kW, or 5,75 once contract-changes.spec.ts has signed its power change: a decimal comma.
    await expect(data).toContainText(/P1:\s(4,6|5,75)\skW/);
    await expect(data).toContainText('Tarifa Estable Hogar');
    await expectNoAxeViolations(page);

    const documents = page.getByRole('region', { name: 'Contrato', exact: true });
    const downloading = page.waitForEvent('download');
    await documents.getByRole('button', { name: 'Descarrega Contrato firmado' }).click();
    expect((await downloading).suggestedFilename()).toBe('contrato-0100001.pdf');

    // The selector opens the other contract; the gas contract has its own path.
    await page.getByRole('combobox', { name: 'Contracte' }).selectOption('0100002');
    await expect(page).toHaveURL(/\/contractes\/electricitat\/0100002$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contracte 0100002');

    await page.goto('/contractes/electricitat');
    await page.getByRole('tab', { name: 'Gas' }).click();
    const gas = page.getByRole('table', { name: 'Contractes de gas' });
    await gas.getByRole('link', { name: 'Detall del contracte 0200001' }).click();
    await expect(page).toHaveURL(/\/contractes-gas\/0200001$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contracte de gas 0200001');
    await expect(page.getByRole('region', { name: 'Punt de subministrament' })).toContainText(
      '0,05 bar',
    );
  });

  test('action buttons never break a word, at any width (ca)', async ({ page }) => {
    await signInPastCookies(page, household);
    for (const width of [360, 600, 900, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/contractes/electricitat', '/contractes/electricitat/0100001']) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
        expect(await wordsBrokenInButtons(page), `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test('the company pages through its 42 supply points', async ({ page }) => {
    await signInPastCookies(page, company);
    await page.goto('/contratos/electricidad');
    const table = page.getByRole('table', { name: 'Contratos de electricidad' });
    await expect(table.getByRole('rowheader')).toHaveCount(10);
    await expect(page.getByText('1–10 de 42')).toBeVisible();
    const first = await rowHeaders(page);

    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page.getByText('11–20 de 42')).toBeVisible();
    await expect(page).toHaveURL(/\?page=2$/);
    const second = await rowHeaders(page);
    expect(second).toHaveLength(10);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a home action leads through the list to the chosen contract', async ({ page }) => {
    await signInPastCookies(page, household);
    await page.goto('/');
    await page.getByRole('link', { name: 'Ver el consumo por horas' }).click();
    await expect(page).toHaveURL(/\/consumo\?granularity=hourly$/);
    await expect(page.getByRole('figure', { name: /por horas/ })).toBeVisible();

    // The consumption redirect action (spec 2 point 4) lands on the chosen contract's curve.
    await page.goto('/contratos/electricidad?action=consumption');
    await expect(page.getByText('Elige el contrato cuyo consumo quieres consultar.')).toBeVisible();
    await page.getByRole('link', { name: 'Seleccionar el contrato 0100002' }).click();
    await expect(page).toHaveURL(/\/consumo\?contract=0100002$/);
    await expect(page.getByRole('figure', { name: /de 0100002 por meses/ })).toBeVisible();

    // 0100002: the power journey of contract-changes.spec.ts leaves 0100001 with a power change
    // pending, and a contract with one offers no other.
    await page.goto('/contratos/electricidad?action=powChange');
    await page.getByRole('link', { name: 'Seleccionar el contrato 0100002' }).click();
    await expect(page.getByRole('dialog', { name: 'Cambio de potencia' })).toBeVisible();
  });

  test('a contract of another customer is not found', async ({ page }) => {
    await signInPastCookies(page, household);
    await page.goto('/contratos/electricidad/0300001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.getByText('Tallers Demo SL')).toHaveCount(0);
  });

  test('on a 360 px screen the list is cards and the detail fits', async ({ page }) => {
    await page.setViewportSize(mobile);
    await signInPastCookies(page, household);
    await page.goto('/contratos/electricidad');
    const cards = page.getByRole('list', { name: 'Contratos de electricidad' });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'Contrato 0100001',
      'Contrato 0100002',
      'Contrato 0100000',
    ]);
    await expect(page.getByRole('table')).toHaveCount(0);
    await noHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    await cards.getByRole('link', { name: 'Detalle del contrato 0100001' }).click();
    await expect(page.getByRole('region', { name: 'Documentos' })).toBeVisible();
    await noHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
