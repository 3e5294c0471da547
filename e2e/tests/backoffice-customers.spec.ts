import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { signInStaff } from './backoffice';
import { expectNoAxeViolations, household } from './fixtures';

/**
 * The back office's customers (issue 27): the supervisor (es, 1280 px) finds the demo household,
 * opens its page and views its portal as the customer, read-only: the banner says so, a change is
 * refused on screen and by the API, the supervisor ends the view, and the audit trail has the read,
 * the view and its end. The agent (ca, 360 px) finds the household by CUPS and by invoice number
 * and has no way into its portal, on screen or through the API.
 */
const cups = 'ES0021000280050045MH';

async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v1/backoffice/login', {
    data: { email, password: 'Demo-2026' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The household's id and latest invoice, as the back office's API gives them to an agent. */
async function householdRecord(request: APIRequestContext) {
  const headers = bearer(await staffToken(request, 'agent@demo.portal'));
  const found = await request.get('/api/v1/backoffice/customers', {
    headers,
    params: { q: household.user },
  });
  const { items } = (await found.json()) as { items: { id: string }[] };
  const id = items[0]!.id;
  const page = await request.get(`/api/v1/backoffice/customers/${id}`, { headers });
  const { invoices } = (await page.json()) as { invoices: { number: string }[] };
  return { id, invoice: invoices[0]!.number };
}

/** Every page of the context, the customer's new tab included, has answered the cookie banner. */
async function rememberCookieChoice(context: BrowserContext) {
  await context.addInitScript(() => {
    window.localStorage.setItem(
      'portal_cookie_consent',
      JSON.stringify({
        version: 1,
        necessary: true,
        preferences: false,
        statistics: false,
        marketing: false,
        decidedAt: '2026-11-01T00:00:00.000Z',
      }),
    );
  });
}

test.describe("the back office's customers", () => {
  test.describe.configure({ timeout: 120_000 });

  test('the supervisor views the household read-only and ends the view (es, 1280 px)', async ({
    page,
    context,
    request,
  }) => {
    const { id } = await householdRecord(request);
    await rememberCookieChoice(context);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInStaff(page, 'supervisor@demo.portal', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Bandeja de entrada' })).toBeVisible();

    await page.getByRole('link', { name: 'Clientes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await page.getByRole('searchbox', { name: /^Buscar un cliente/ }).fill('garcía pér');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/clientes\?q=garc/);
    const results = page.getByRole('table', { name: 'Clientes encontrados' });
    await expect(results.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await results.getByRole('link', { name: household.name }).click();

    await expect(page).toHaveURL(new RegExp(`/backoffice/clientes/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: household.name })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Contratos del cliente' })).toContainText(cups);
    await expectNoAxeViolations(page);

    const [customerTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Ver como el cliente' }).click(),
    ]);
    await expect(
      page.getByText('El portal del cliente está abierto en una pestaña nueva.'),
    ).toBeVisible();

    // The customer's portal, signed in with the supervisor's read-only token, says so.
    await expect(customerTab).toHaveURL(/\/facturas$/);
    const banner = customerTab.getByRole('region', { name: 'Vista como el cliente' });
    await expect(banner).toContainText(
      `Estás viendo el portal de ${household.name} como supervisor@demo.portal, en solo lectura.`,
    );
    await expectNoAxeViolations(customerTab);

    // A change is refused: the control is disabled, and the API refuses the same call.
    await customerTab.goto('/cambio-de-clave');
    await expect(banner).toBeVisible();
    await expect(
      customerTab.getByRole('button', { name: 'Guardar la nueva contraseña' }),
    ).toBeDisabled();
    const cookie = (await context.cookies()).find((c) => c.name === 'portal_token');
    expect(cookie).toBeDefined();
    const viewToken = decodeURIComponent(cookie!.value);
    const change = await request.put('/api/v1/user/password', {
      headers: bearer(viewToken),
      data: { current: household.password, password: 'Otra-Clave-2026!' },
    });
    expect(change.status()).toBe(403);
    expect(['readonly_token', 'impersonation_forbidden']).toContain(
      ((await change.json()) as { error: string }).error,
    );

    // The supervisor ends the view: the session is over and the tab says so.
    await banner.getByRole('button', { name: 'Terminar' }).click();
    await expect(
      customerTab.getByText(
        'Has terminado la vista del portal del cliente. Ya puedes cerrar esta pestaña.',
      ),
    ).toBeVisible();
    await expect(customerTab).toHaveURL(/\/acceso$/);
    const after = await request.get('/api/v2/users/', { headers: bearer(viewToken) });
    expect(after.status()).toBe(401);

    const audit = await request.get('/api/v1/backoffice/audit', {
      headers: bearer(await staffToken(request, 'admin@demo.portal')),
      params: { staff: 'supervisor@demo.portal', target: `customer:${id}`, limit: 200 },
    });
    expect(audit.status(), await audit.text()).toBe(200);
    const { items } = (await audit.json()) as { items: { action: string; staff_email: string }[] };
    const actions = items.map((entry) => entry.action);
    for (const action of ['customer.read', 'customer.view_as', 'customer.view_end']) {
      expect(actions, action).toContain(action);
    }
    expect(new Set(items.map((entry) => entry.staff_email))).toEqual(
      new Set(['supervisor@demo.portal']),
    );
  });

  test('the agent finds the household by CUPS and invoice number, and cannot view as it (ca, 360 px)', async ({
    page,
    context,
    request,
  }) => {
    const { id, invoice } = await householdRecord(request);
    await rememberCookieChoice(context);
    await page.setViewportSize({ width: 360, height: 740 });
    await signInStaff(page, 'agent@demo.portal', 'ca');
    await expect(page.getByRole('heading', { level: 1, name: "Safata d'entrada" })).toBeVisible();

    await page.goto('/backoffice/clients');
    const box = page.getByRole('searchbox', { name: /^Cerca un client/ });
    const found = page.getByRole('list', { name: 'Clients trobats' });
    const open = found.getByRole('link', { name: `Obre la fitxa de ${household.name}` });
    for (const text of [cups.toLowerCase(), invoice]) {
      await box.fill(text);
      await page.getByRole('button', { name: 'Cerca' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(text)}$`));
      await expect(open).toBeVisible();
      await expect(found.getByRole('listitem')).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
    await open.click();

    await expect(page).toHaveURL(new RegExp(`/backoffice/clients/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: household.name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Contractes del client' })).toContainText(cups);
    await expect(page.getByRole('button', { name: 'Veure com el client' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const refused = await request.post('/api/v1/backoffice/tokens', {
      headers: bearer(await staffToken(request, 'agent@demo.portal')),
      data: { user: household.user, readonly: true },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: 'insufficient_role' });
  });
});
