import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStaffAccess } from '@portal/domain/endpoints/endpoint';
import { getProfileEndpoint } from '@portal/domain/endpoints/profile';
import { type StaffRole, roleCovers, staffRoles } from '@portal/domain/staff-roles';
import Fastify from 'fastify';
import { refuseUndeclaredApiRoutes, registeredRoutes } from './plugins/endpoint-route';
import { tokenForNewSession, userIdByTaxId } from './testing/db';
import {
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
  type TestApp,
} from './testing/build-test-app';
import { staffAuthorization } from './testing/staff';
import { users } from './db/schema/accounts';
import { eq } from 'drizzle-orm';

/** A path of the route with a placeholder in each parameter: access is checked before params. */
const samplePath = (url: string) => url.replace(/:(\w+)/g, 'x');

/** Runs `check` with the household bound to change its password, and unbinds it after. */
async function whileHouseholdMustChangePassword(
  t: TestApp,
  check: (token: string) => Promise<void>,
) {
  const userId = await userIdByTaxId(t.app, demoHousehold.user);
  await t.app.services.db
    .update(users)
    .set({ mustChangePassword: true })
    .where(eq(users.id, userId));
  try {
    await check(await tokenForNewSession(t.app, userId));
  } finally {
    await t.app.services.db
      .update(users)
      .set({ mustChangePassword: false })
      .where(eq(users.id, userId));
  }
}

describe('the API table: every call with who may make it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const routes = () => registeredRoutes(t.app);

  it('lists every route with its access', () => {
    const table = routes().map(
      ({ endpoint, url }) => `${endpoint.method} ${url} ${endpoint.access}`,
    );
    expect(table).toMatchInlineSnapshot(`
      [
        "GET /api/v1/geo/zipcode/:zipcode/ public",
        "GET /api/v1/geo/provincies/:ine/ public",
        "GET /api/v1/geo/tipovias/ public",
        "GET /api/v1/tariff public",
        "GET /api/v2/gas/tariff public",
        "GET /api/v1/pricelist public",
        "GET /api/v2/gas/pricelist public",
        "GET /api/v1/misc/cnaes/ public",
        "GET /api/v1/leads/comers public",
        "GET /api/v2/gas/leads/comers public",
        "GET /api/v1/contractacio/config public",
        "GET /api/v1/contractacio/config/cups/:cups public",
        "GET /api/v2/gas/contractacio/config/cups/:cups public",
        "GET /api/v1/leads/validate-coupon/:coupon/ public",
        "PUT /api/v1/backoffice/contractacio/config admin",
        "POST /api/v1/leads visitor",
        "POST /api/v2/gas/leads visitor",
        "GET /api/v1/leads/solvencia/:lead_id visitor",
        "GET /api/v1/leads/dni-validation/:lead_id visitor",
        "GET /api/v1/backoffice/leads agent",
        "GET /api/v1/backoffice/leads/:id agent",
        "GET /api/v1/backoffice/leads/:id/files/:fileId agent",
        "POST /api/v1/backoffice/leads/:id/sign agent",
        "POST /api/v1/backoffice/leads/:id/state agent",
        "POST /api/v1/get_token public",
        "POST /api/v2/get_token public",
        "POST /api/v1/user/ public",
        "POST /api/v2/user/ public",
        "POST /api/v1/user/client_id public",
        "POST /api/v2/user/client_id public",
        "POST /api/v1/is_token_valid public",
        "POST /api/v2/is_token_valid public",
        "POST /api/v1/token/refresh session",
        "POST /api/v2/token/refresh session",
        "POST /api/v1/logout session",
        "POST /api/v2/logout session",
        "POST /api/v1/recover public",
        "POST /api/v2/recover public",
        "POST /api/v1/user/reset/ public",
        "POST /api/v2/user/reset/ public",
        "GET /api/v1/user/reset/:token public",
        "GET /api/v2/user/reset/:token public",
        "POST /api/v1/user/reset/confirm public",
        "POST /api/v2/user/reset/confirm public",
        "PUT /api/v1/user/password password",
        "PUT /api/v2/user/password password",
        "POST /api/v1/signup/confirm public",
        "POST /api/v2/signup/confirm public",
        "GET /api/v1/backoffice/contact-leads agent",
        "GET /api/v1/backoffice/contact-leads/:id agent",
        "GET /api/v1/backoffice/contact-leads/:id/invoice agent",
        "POST /api/v1/backoffice/contact-leads/:id/state agent",
        "GET /api/v1/user/openid/config public",
        "GET /api/v2/user/openid/config public",
        "POST /api/v1/user/openid public",
        "POST /api/v2/user/openid public",
        "GET /api/v1/users/ customer",
        "PUT /api/v1/users/ change",
        "GET /api/v2/users/ customer",
        "PUT /api/v2/users/ change",
        "GET /api/v1/feature_flags/ public",
        "GET /api/v2/feature_flags/ public",
        "GET /api/v2/ov_customize/ov_settings public",
        "GET /api/v2/ov_customize/ov_private_settings customer",
        "GET /api/v2/ov_customize/html_dinamic_routes customer",
        "GET /api/v2/ov_customize/html_dinamic_elements/:pageId customer",
        "GET /api/v2/ov_customize/html_dinamic_elements public",
        "GET /api/v2/banners/:code public",
        "GET /api/v1/user/coupons customer",
        "GET /api/v2/user/coupons customer",
        "POST /api/v1/backoffice/login public",
        "GET /api/v1/backoffice/me agent",
        "POST /api/v1/backoffice/logout agent",
        "POST /api/v1/backoffice/password public",
        "GET /api/v1/backoffice/api_tokens agent",
        "POST /api/v1/backoffice/api_tokens agent",
        "DELETE /api/v1/backoffice/api_tokens/:id agent",
        "GET /api/v1/backoffice/staff admin",
        "POST /api/v1/backoffice/staff admin",
        "GET /api/v1/backoffice/openid/config public",
        "POST /api/v1/backoffice/openid public",
        "POST /api/v1/backoffice/openid/otp public",
        "GET /api/v1/backoffice/audit admin",
        "GET /api/v1/backoffice/audit.csv admin",
        "GET /api/v1/backoffice/customers agent",
        "GET /api/v1/backoffice/customers/:id agent",
        "POST /api/v1/backoffice/tokens supervisor",
        "GET /api/v1/backoffice/settings admin",
        "PUT /api/v1/backoffice/settings admin",
        "PUT /api/v1/backoffice/feature_flags admin",
        "POST /api/v1/backoffice/html_elements admin",
        "PUT /api/v1/backoffice/html_elements/:id admin",
        "DELETE /api/v1/backoffice/html_elements/:id admin",
        "GET /api/v1/backoffice/html_elements admin",
        "GET /api/v1/backoffice/banners admin",
        "POST /api/v1/backoffice/banners admin",
        "PUT /api/v1/backoffice/banners/:code admin",
        "DELETE /api/v1/backoffice/banners/:code admin",
        "POST /api/v1/backoffice/dynamic_pages admin",
        "PUT /api/v1/backoffice/dynamic_pages/:id admin",
        "DELETE /api/v1/backoffice/dynamic_pages/:id admin",
        "GET /api/v1/backoffice/coupons admin",
        "POST /api/v1/backoffice/coupons admin",
        "PUT /api/v1/backoffice/coupons/:id admin",
        "DELETE /api/v1/backoffice/coupons/:id admin",
        "POST /api/v1/backoffice/book admin",
        "GET /api/v2/contracts customer",
        "GET /api/v2/contracts/list-info/ customer",
        "GET /api/v2/contracts/:name customer",
        "GET /api/v2/contract/download_attachment/:attachmentId customer",
        "GET /api/v2/cch/contracts/ customer",
        "GET /api/v1/contracts/:id/cch/chart/:type/ customer",
        "GET /api/v2/contracts/:id/cch/chart/:type/ customer",
        "GET /api/v2/contracts/:id/cch/cost/:type/ customer",
        "GET /api/v2/contracts/:id/cch/simulation/ customer",
        "GET /api/v1/contracts/:id/cch/download/:type/ customer",
        "GET /api/v2/contracts/:id/cch/download/:type/ customer",
        "POST /api/v1/backoffice/sips admin",
        "POST /api/v1/backoffice/curves/import admin",
        "GET /api/v2/ibans/ customer",
        "GET /api/v2/contracts/ibans/ customer",
        "POST /api/v2/contracts/:name/iban/ change",
        "POST /api/v2/contracts/:name/power/ change",
        "POST /api/v2/contracts/:name change",
        "POST /api/v2/contracts/:name/ change",
        "GET /api/v2/addresses/ customer",
        "GET /api/v2/contracts/:id/addresses/ customer",
        "POST /api/v2/contracts/:name/notification/ change",
        "PUT /api/v2/contracts/:name/notification/email/ change",
        "PUT /api/v2/contracts/:name/notification/phone/ change",
        "POST /api/v2/contracts/:name/no_cession_sips/ change",
        "POST /api/v2/contracts/:name/electronic_notification/ change",
        "GET /api/v2/contract/:id/double-tariff/ customer",
        "GET /api/v2/contract/:id/available-double-tariffs/ customer",
        "PUT /api/v2/contract/:id/double-tariff/ change",
        "GET /api/v2/contract/:id/happy-hours/ customer",
        "GET /api/v2/contract/:id/available-happy-hours/ customer",
        "PUT /api/v2/contract/:id/happy-hours/ change",
        "GET /api/v2/contract/:id/happy-day/ customer",
        "GET /api/v2/contract/:id/available-happy-days/ customer",
        "PUT /api/v2/contract/:id/happy-day/ change",
        "POST /api/v2/contracts/:name/signature_link/ change",
        "GET /api/v2/change_requests/signature/:token public",
        "POST /api/v2/change_requests/signature/:token public",
        "POST /api/v1/backoffice/change_requests/:id/sign supervisor",
        "GET /api/v1/backoffice/change_requests supervisor",
        "GET /api/v1/backoffice/change_requests/:id/files/:fileId supervisor",
        "GET /api/v2/contract/bateria/types customer",
        "GET /api/v2/contract/bateria_virtual_percentages/:batteryId customer",
        "PUT /api/v2/contract/:name/change_bateria_pes_percentatge/:entryId change",
        "POST /api/v2/contract/:name/bateria_virtual_move_virtual_battery/:entryId change",
        "PUT /api/v2/contract/:name/bateria/:entryId change",
        "GET /api/v2/contracts/virtual_batteries/:ids customer",
        "GET /api/v2/contracts/:name/pdf/ customer",
        "GET /api/v1/invoices/ customer",
        "GET /api/v2/invoices/ customer",
        "GET /api/v2/invoices_multipoint/ customer",
        "GET /api/v2/filter/params customer",
        "GET /api/v1/invoices/:id/:type/ customer",
        "GET /api/v2/invoices/:id/:type/ customer",
        "GET /api/v2/invoices_multipoint/:id/:type/ customer",
        "GET /api/v1/publishable_key/:platform customer",
        "GET /api/v2/publishable_key/:platform customer",
        "GET /api/v1/transaction_summary/:invoiceId customer",
        "GET /api/v2/transaction_summary/:invoiceId customer",
        "GET /api/v1/download_transaction_receipt/:invoiceId customer",
        "GET /api/v2/download_transaction_receipt/:invoiceId customer",
        "GET /api/v2/payment_platforms_available customer",
        "POST /api/v2/pay change",
        "POST /api/v2/payment_platforms/sandbox/payment_methods change",
        "POST /api/v2/payment_platforms/sandbox/payment_intents/:id/authenticate change",
        "POST /api/v2/payment_platforms/stripe/webhook public",
        "GET /api/v2/crm/cases/categories/ public",
        "POST /api/v2/crm/cases/ change",
        "GET /api/v2/crm/cases/ customer",
        "GET /api/v2/crm/cases/:id customer",
        "POST /api/v2/crm/cases/:id/messages/ change",
        "GET /api/v2/crm/cases/:id/attachments/:attachmentId customer",
        "POST /api/v2/crm/unsigned/ public",
        "GET /api/v2/atc/tipus customer",
        "GET /api/v2/atc/tipus/:id/subtipus customer",
        "POST /api/v2/contracts/:name/atc/ change",
        "GET /api/v1/backoffice/crm/cases agent",
        "POST /api/v1/backoffice/crm/cases/:id/assign agent",
        "GET /api/v1/backoffice/crm/cases/:id agent",
        "POST /api/v1/backoffice/crm/cases/:id/messages/ agent",
        "PUT /api/v1/backoffice/crm/cases/:id/status agent",
        "GET /api/v1/backoffice/crm/cases/:id/attachments/:attachmentId agent",
        "GET /api/v2/subscribers/:subscriber_id public",
        "GET /api/v2/newsletters/:subscriptor_id_or_email public",
        "POST /api/v2/subscriber/set_active_newsletters public",
        "POST /api/v2/subscriber/set_mails public",
        "GET /api/v2/omip/products/ customer",
        "GET /api/v2/omip/products/:product_id/prices/ customer",
        "GET /api/v2/omip/alerts/ customer",
        "POST /api/v2/omip/alerts/ change",
        "POST /api/v2/omip/delete/alerts/ change",
        "POST /api/v1/leads/potencia visitor",
        "POST /api/v1/price-compare/ public",
        "POST /api/v2/gas/price-compare/ public",
        "POST /api/v1/price-compare/confirm visitor",
        "POST /api/v2/gas/price-compare/confirm visitor",
        "POST /api/v1/backoffice/omip/prices admin",
      ]
    `);
  });

  it('declares every signed-in call that is not a GET as a change, a password change or session upkeep', () => {
    for (const { endpoint, url } of routes()) {
      if (endpoint.access === 'customer') expect(endpoint.method, url).toBe('GET');
    }
  });

  it('answers 401 to a signed-in call without a valid token, before reading anything else', async () => {
    for (const { endpoint, url } of routes()) {
      if (endpoint.access === 'public') continue;
      // A visitor's call is open without a token; a token it sends must be valid all the same.
      const tokens =
        endpoint.access === 'visitor' ? [bearer('not-a-token')] : [{}, bearer('not-a-token')];
      for (const headers of tokens) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: samplePath(url),
          headers,
          payload: endpoint.method === 'GET' ? undefined : '{"not": "validated yet"',
        });
        expect(response.statusCode, `${endpoint.method} ${url}`).toBe(401);
      }
    }
  });

  it("refuses every staff call a customer's token and a staff member below its role, before reading anything else", async () => {
    const customer = bearer(await signIn(t.app, demoHousehold));
    const staff = {
      agent: await staffAuthorization(t, 'agent'),
      supervisor: await staffAuthorization(t, 'supervisor'),
      admin: await staffAuthorization(t, 'admin'),
    };
    const staffRoutes = routes().filter(({ endpoint }) => isStaffAccess(endpoint.access));
    expect(staffRoutes.length).toBeGreaterThan(20);
    for (const { endpoint, url } of staffRoutes) {
      const needed = endpoint.access as StaffRole;
      const refusals: [Record<string, string>, number, string][] = [
        [customer, 401, 'token_invalid'],
        ...staffRoles
          .filter((role) => !roleCovers(role, needed))
          .map((role): [Record<string, string>, number, string] => [
            staff[role],
            403,
            'insufficient_role',
          ]),
      ];
      for (const [headers, status, error] of refusals) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: samplePath(url),
          headers,
          payload: endpoint.method === 'GET' ? undefined : '{"not": "validated yet"',
        });
        expect(response.json(), `${endpoint.method} ${url}`).toEqual({ error });
        expect(response.statusCode, `${endpoint.method} ${url}`).toBe(status);
      }
    }
  });

  it('refuses changes to read-only and impersonated sessions, reads allowed', async () => {
    const userId = await userIdByTaxId(t.app, demoHousehold.user);
    const readonly = await tokenForNewSession(t.app, userId, { readonly: true });
    const impersonated = await tokenForNewSession(t.app, userId, { impersonator: 'agent-7' });
    for (const { endpoint, url } of routes()) {
      if (!['change', 'password', 'visitor'].includes(endpoint.access)) continue;
      for (const [token, code] of [
        [readonly, 'readonly_token'],
        [impersonated, 'impersonation_forbidden'],
      ] as const) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: samplePath(url),
          headers: bearer(token),
        });
        expect(response.json(), `${endpoint.method} ${url}`).toEqual({ error: code });
        expect(response.statusCode).toBe(403);
      }
    }
  });

  it('lets a session that must change its password do that, refresh and log out, and nothing else', async () => {
    await whileHouseholdMustChangePassword(t, async (token) => {
      for (const { endpoint, url } of routes()) {
        // A staff call refuses every customer's token (the test above).
        if (isStaffAccess(endpoint.access)) continue;
        if (['public', 'password', 'session'].includes(endpoint.access)) continue;
        const response = await t.app.inject({
          method: endpoint.method,
          url: samplePath(url),
          headers: bearer(token),
        });
        expect(response.json(), `${endpoint.method} ${url}`).toEqual({
          error: 'password_change_required',
        });
        expect(response.statusCode).toBe(403);
      }
    });
  });

  it('documents each call with the error answers it may give', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const province = document.paths['/api/v1/geo/provincies/{ine}/']?.get;
    expect(Object.keys(province?.responses ?? {}).sort()).toEqual(
      ['200', '400', '404', '500', '503'].sort(),
    );
    expect(JSON.stringify(province?.responses['404'])).toContain('not_found');
  });
});

describe('the start-up guard', () => {
  it('refuses a route under /api/ that is not an endpoint, and lets endpoints and other paths be', async () => {
    const app = Fastify();
    refuseUndeclaredApiRoutes(app, '/api/openapi.json');
    expect(() => app.get('/api/v2/forgotten', async () => ({}))).toThrow(/not an endpoint/);
    expect(() => app.post('/api/v1/forgotten/', async () => ({}))).toThrow(/not an endpoint/);
    app.get('/api/openapi.json', async () => ({}));
    app.get('/healthz', async () => ({}));
    app.get('/api/v1/declared', { config: { endpoint: getProfileEndpoint } }, async () => ({}));
    await app.ready();
    await app.close();
  });

  it('finds every route of the built app under /api/ registered as an endpoint', async () => {
    const seen: RouteOptions[] = [];
    const t = await buildTestApp({}, { onRoute: (route) => seen.push(route) });
    try {
      const declared = new Set(registeredRoutes(t.app).map(({ url }) => url));
      const apiRoutes = seen.filter(({ url }) => url.startsWith('/api/'));
      expect(apiRoutes.length).toBeGreaterThan(100);
      for (const { url } of apiRoutes) {
        if (url !== '/api/openapi.json') expect(declared.has(url), url).toBe(true);
      }
    } finally {
      await t.close();
    }
  });
});
