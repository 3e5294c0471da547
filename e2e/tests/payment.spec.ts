import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations, household, signInPastCookies } from './fixtures';

/**
 * The household's newest invoice of contract 0100001 is unpaid (apps/api/src/seed/seed-invoices.ts:
 * 36 monthly invoices, the one before partly paid). This journey pays it once, with the sandbox
 * platform and Stripe's test cards; no other journey pays anything.
 */
const unpaid = 'F0100001-00036';
const declinedCard = '4000000000000002';
const threeDSecureCard = '4000002500003155';

const rowOf = (table: Locator, number: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: number }) });

/** Types a card into the payment dialog's form, as a customer does. */
async function enterCard(dialog: Locator, number: string) {
  await dialog.getByRole('textbox', { name: /Número de tarjeta/ }).pressSequentially(number);
  await dialog.getByRole('textbox', { name: /Fecha de caducidad/ }).pressSequentially('1230');
  await dialog.getByRole('textbox', { name: /Código de seguridad/ }).pressSequentially('123');
}

async function payButtonOf(row: Locator) {
  const button = row.getByRole('button', {
    name: new RegExp(`^Pagar .+ de la factura ${unpaid}$`),
  });
  await expect(button).toBeVisible();
  const label = (await button.textContent()) ?? '';
  return { button, label };
}

test.describe('payment', () => {
  // Axe over the invoice table and four dialogs takes a while on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('the household pays its unpaid invoice by card after a decline and a 3-D Secure check (es)', async ({
    page,
  }) => {
    await signInPastCookies(page, household);
    await page.goto('/contratos/electricidad/0100001/facturas');
    const table = page.getByRole('table').first();
    const row = rowOf(table, unpaid);
    await expect(row).toContainText('Pendiente de pago');
    const { button, label } = await payButtonOf(row);
    // The button shows the pending amount ("Pagar 61,23 €").
    expect(label).toMatch(/^Pagar \d+(\.\d{3})*,\d{2}\s€$/);
    const amount = label.replace(/^Pagar /, '');

    // The card form, checked before anything is sent.
    await button.click();
    const dialog = page.getByRole('dialog', { name: `Pagar la factura ${unpaid}` });
    await expect(dialog.getByRole('textbox', { name: /Número de tarjeta/ })).toBeFocused();
    await expect(dialog).toContainText(`Importe a pagar: ${amount}`);
    await enterCard(dialog, '4242424242424241');
    await dialog.getByRole('button', { name: label }).click();
    await expect(dialog.getByText('El número de tarjeta no es válido.')).toBeVisible();
    await expectNoAxeViolations(page);

    // A declined card: the error dialog, then try again.
    await dialog.getByRole('textbox', { name: /Número de tarjeta/ }).fill('');
    await dialog
      .getByRole('textbox', { name: /Número de tarjeta/ })
      .pressSequentially(declinedCard);
    await dialog.getByRole('button', { name: label }).click();
    const failed = page.getByRole('dialog', { name: 'Error en el pago' });
    await expect(failed.getByRole('alert')).toContainText('Tu banco ha rechazado la tarjeta.');
    await expect(failed.getByRole('alert')).toBeFocused();
    await expectNoAxeViolations(page);
    await failed.getByRole('button', { name: 'Volver a intentarlo' }).click();

    // The 3-D Secure card: the bank's check, completed.
    await expect(dialog.getByRole('textbox', { name: /Número de tarjeta/ })).toHaveValue('');
    await enterCard(dialog, threeDSecureCard);
    await dialog.getByRole('button', { name: label }).click();
    const challenge = page.getByRole('dialog', { name: 'Verificación 3-D Secure' });
    await expect(challenge).toContainText(amount);
    await expectNoAxeViolations(page);
    await challenge.getByRole('button', { name: 'Completar la verificación' }).click();

    const paid = page.getByRole('dialog', { name: 'Pago realizado' });
    await expect(paid.getByRole('alert')).toHaveText(
      `Has pagado ${amount} de la factura ${unpaid}. Gracias.`,
    );
    await expectNoAxeViolations(page);
    await paid.getByRole('button', { name: 'Cerrar' }).click();
    await expect(paid).toBeHidden();

    // The list shows it paid, without a Pay button, and with its payment summary.
    await expect(row).toContainText('Pagada');
    await expect(row.getByRole('button', { name: /^Pagar / })).toHaveCount(0);
    await row.getByRole('button', { name: `Resumen del pago de la factura ${unpaid}` }).click();
    const summary = page.getByRole('dialog', { name: `Resumen del pago de la factura ${unpaid}` });
    await expect(summary).toContainText(amount);
    await expect(summary).toContainText('Tarjeta de crédito o débito');
    // The card by its brand and last four, never the platform's id of it.
    await expect(summary).toContainText('Visa •••• 3155');
    await expect(summary).not.toContainText('pm_');
    await expectNoAxeViolations(page);

    // The receipt, a PDF.
    const downloading = page.waitForEvent('download');
    await summary.getByRole('button', { name: 'Descargar el justificante' }).click();
    const receipt = await downloading;
    expect(receipt.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await receipt.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await summary.getByRole('button', { name: 'Cerrar' }).click();
    await expect(summary).toBeHidden();
  });
});
