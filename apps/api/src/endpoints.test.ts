import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from './lib/endpoint-route';
import { tokenForNewSession, userIdByTaxId } from './test/db';
import { bearer, buildTestApp, demoHousehold, type TestApp } from './test/build-test-app';
import { users } from './db/schema';
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
    t = await buildTestApp({ BACKOFFICE_API_KEY: 'backoffice-key-for-the-access-tests-0123' });
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
        "POST /api/v1/backoffice/tokens backoffice",
        "PUT /api/v1/backoffice/settings backoffice",
        "PUT /api/v1/backoffice/feature_flags backoffice",
        "POST /api/v1/backoffice/html_elements backoffice",
        "DELETE /api/v1/backoffice/html_elements/:id backoffice",
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
      for (const headers of [{}, bearer('not-a-token')]) {
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

  it('refuses changes to read-only and impersonated sessions, reads allowed', async () => {
    const userId = await userIdByTaxId(t.app, demoHousehold.user);
    const readonly = await tokenForNewSession(t.app, userId, { readonly: true });
    const impersonated = await tokenForNewSession(t.app, userId, { impersonator: 'agent-7' });
    for (const { endpoint, url } of routes()) {
      if (endpoint.access !== 'change' && endpoint.access !== 'password') continue;
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
        if (['public', 'backoffice', 'password', 'session'].includes(endpoint.access)) continue;
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

describe('the routes not yet declared as endpoints (decision 011, "Status")', () => {
  let t: TestApp;
  const seen: RouteOptions[] = [];
  beforeAll(async () => {
    t = await buildTestApp({}, { onRoute: (route) => seen.push(route) });
  });
  afterAll(() => t.close());

  /** Customer routes registered by their groups: those whose hooks include authenticate. */
  const customerRoutes = () => {
    const declared = new Set(registeredRoutes(t.app).map(({ url }) => url));
    return seen.flatMap((route) => {
      const hooks = [route.onRequest ?? [], route.preHandler ?? []].flat();
      if (declared.has(route.url) || !hooks.includes(t.app.services.authenticate)) return [];
      return [route.method].flat().map((method) => ({ method, url: route.url }));
    });
  };

  it('are still there to check (this block goes when they are all endpoints)', () => {
    expect(customerRoutes().length).toBeGreaterThan(0);
  });

  it('refuse a session that must change its password', async () => {
    await whileHouseholdMustChangePassword(t, async (token) => {
      for (const { method, url } of customerRoutes()) {
        if (method === 'HEAD') continue;
        const response = await t.app.inject({
          method: method as 'GET',
          url: samplePath(url),
          headers: bearer(token),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(JSON.stringify(response.json()), `${method} ${url}`).toContain(
          'password_change_required',
        );
      }
    });
  });

  it('refuse their changes to read-only and impersonated sessions, the sandbox card calls included', async () => {
    const userId = await userIdByTaxId(t.app, demoHousehold.user);
    const readonly = await tokenForNewSession(t.app, userId, { readonly: true });
    const impersonated = await tokenForNewSession(t.app, userId, { impersonator: 'agent-7' });
    const changes = customerRoutes().filter(({ method }) => !['GET', 'HEAD'].includes(method));
    // Checked before the body is read: an empty body is enough.
    expect(changes.map(({ url }) => url)).toContain(
      '/api/v2/payment_platforms/sandbox/payment_methods',
    );
    for (const { method, url } of changes) {
      for (const [token, code] of [
        [readonly, 'readonly_token'],
        [impersonated, 'impersonation_forbidden'],
      ] as const) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: samplePath(url),
          headers: bearer(token),
          payload: {},
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(JSON.stringify(response.json()), `${method} ${url}`).toContain(code);
      }
    }
  });
});
