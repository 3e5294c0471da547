import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInStaff } from './backoffice';
import { expectNoAxeViolations } from './fixtures';

/**
 * The back office's admin screens (issue 27 acceptance): the admin switches a feature flag, sees its
 * previous value before saving, finds the change in the audit trail with before and after and
 * downloads it as CSV (es, 1280 px); the agent has no settings entry, the settings address refuses
 * them and so does the API (ca, 360 px); the admin creates an API token, shown once, and revokes
 * it, after which it opens nothing.
 */

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v1/backoffice/login', {
    data: { email, password: 'Demo-2026' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const flagsOf = async (request: APIRequestContext) =>
  (
    (await (await request.get('/api/v1/feature_flags/')).json()) as {
      feature_flags: Record<string, boolean>;
    }
  ).feature_flags;

test.describe('the back office admin screens', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the admin switches a flag, sees it in the audit trail and downloads it (es, 1280 px)', async ({
    page,
    request,
  }) => {
    const before = (await flagsOf(request))['coupons.coupon'];
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInStaff(page, 'admin@demo.portal', 'es');
    const navigation = page.getByRole('navigation', { name: 'Backoffice' });
    await navigation.getByRole('link', { name: 'Ajustes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ajustes y flags' })).toBeVisible();
    await expectNoAxeViolations(page);

    const flag = page.getByRole('switch', { name: 'Cupones', exact: true });
    await expect(flag).toBeChecked({ checked: before === true });
    await flag.click();
    const was = before ? 'activado' : 'desactivado';
    const now = before ? 'desactivado' : 'activado';
    await expect(page.getByText(`Antes: ${was}`)).toBeVisible();
    await page.getByRole('button', { name: 'Revisar y guardar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Guardar estos cambios?' });
    await expect(dialog.getByRole('listitem')).toHaveText(
      `Flags › Cupones: ${was} → ${now} feature_flags.coupons.coupon`,
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado: 1 cambio.')).toBeVisible();
    expect((await flagsOf(request))['coupons.coupon']).toBe(!before);

    await navigation.getByRole('link', { name: 'Auditoría' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Acción' }).fill('feature_flags.update');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/action=feature_flags.update/);
    const entries = page.getByRole('table', {
      name: 'Entradas de la auditoría, las más recientes primero',
    });
    const newest = entries.getByRole('row').nth(1);
    await expect(newest).toContainText('feature_flags.update');
    await expect(newest).toContainText('admin@demo.portal');
    await expect(newest).toContainText(`coupons.coupon: ${was} → ${now}`);
    await expect(
      entries.getByRole('row').filter({ hasNotText: 'feature_flags.update' }),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = (await readFile((await file.path())!, 'utf8'))
      .split('\r\n')
      .filter(Boolean);
    expect(header).toBe(
      '\ufeffid;at;staff_email;staff_role;via;action;target;details;address;user_agent',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes(';feature_flags.update;feature_flags;'))).toBe(true);
    expect(rows[0]).toContain(';admin@demo.portal;admin;session;');
    expect(rows[0]).toContain('""coupons.coupon"":{');
    expect(rows[0]).toContain(`""before"":${before}`);
    expect(rows[0]).toContain(`""after"":${!before}`);

    // The flag as it was, for the journeys after this one.
    await page.goto('/backoffice/ajustes');
    await page.getByRole('switch', { name: 'Cupones', exact: true }).click();
    await page.getByRole('button', { name: 'Revisar y guardar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado: 1 cambio.')).toBeVisible();
    expect((await flagsOf(request))['coupons.coupon']).toBe(before);
  });

  test('the agent cannot open the settings, and the API refuses their change (ca, 360 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInStaff(page, 'agent@demo.portal', 'ca');
    await expect(page.getByRole('heading', { level: 1, name: "Safata d'entrada" })).toBeVisible();
    // On a phone the screens are in a drawer the menu button opens.
    await page.getByRole('button', { name: 'Menú' }).click();
    const navigation = page.getByRole('navigation', { name: 'Backoffice' });
    await expect(navigation.getByRole('link', { name: "Claus d'API" })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Configuració' })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Auditoria' })).toHaveCount(0);

    await page.goto('/backoffice/configuracio');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Configuració i flags' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'Aquesta pantalla és només per a administradors',
    );
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const before = await flagsOf(request);
    const refused = await request.put('/api/v1/backoffice/feature_flags', {
      headers: { Authorization: `Bearer ${await apiToken(request, 'agent@demo.portal')}` },
      data: { 'crm.case': !before['crm.case'] },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: 'insufficient_role' });
    expect(await flagsOf(request)).toEqual(before);
  });

  test('the admin creates an API token, shown once, and revokes it (es, 1280 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInStaff(page, 'admin@demo.portal', 'es');
    await page
      .getByRole('navigation', { name: 'Backoffice' })
      .getByRole('link', { name: 'Claves de API' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claves de API' })).toBeVisible();
    await expectNoAxeViolations(page);

    const name = `Script e2e ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nombre de la clave' }).fill(name);
    await page.getByRole('combobox', { name: 'Rol' }).selectOption({ label: 'Agente' });
    await page.getByRole('button', { name: 'Crear la clave' }).click();
    await expect(
      page.getByText(`Clave «${name}» creada. Cópiala ahora: no se volverá a mostrar.`),
    ).toBeVisible();
    const token = (await page.locator('code').filter({ hasText: /^pbo_/ }).textContent())!;
    expect(token).toMatch(/^pbo_/);
    await expectNoAxeViolations(page);

    const withToken = () =>
      request.get('/api/v1/backoffice/crm/cases', {
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await withToken()).status()).toBe(200);

    // Shown once: the list and a new visit never show it again.
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('admin@demo.portal');
    await expect(page.getByText(token)).toHaveCount(0);

    await row.getByRole('button', { name: `Revocar la clave ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: '¿Revocar la clave?' });
    await expect(dialog).toContainText(`La clave «${name}» dejará de funcionar ahora mismo`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Revocar la clave' }).click();
    await expect(page.getByText(`Clave «${name}» revocada.`)).toBeVisible();
    await expect(row).toContainText('Revocada el');

    const refused = await withToken();
    expect(refused.status()).toBe(401);
  });
});
