import { defaultPrivateSettings } from '@portal/domain/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

type Headers = Record<string, string>;

describe('back-office tokens', () => {
  let t: TestApp;
  let customer: Headers;
  let agent: Headers;
  let supervisor: Headers;
  let admin: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    customer = bearer(await signIn(t.app, demoHousehold));
    [agent, supervisor, admin] = await Promise.all([
      staffAuthorization(t, 'agent'),
      staffAuthorization(t, 'supervisor'),
      staffAuthorization(t, 'admin'),
    ]);
  });
  afterAll(() => t.close());

  /** Opens the portal as a customer: a supervisor's call unless other headers are given. */
  const mint = (payload: object, headers: Headers = supervisor) =>
    t.app.inject({ method: 'POST', url: '/api/v1/backoffice/tokens', payload, headers });

  it("refuses no token, a customer's token, and an agent: it is a supervisor's call", async () => {
    const none = await mint({ user: '12345678Z' }, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'unauthorized' });
    const asCustomer = await mint({ user: '12345678Z' }, customer);
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.json()).toEqual({ error: 'token_invalid' });
    const asAgent = await mint({ user: '12345678Z' }, agent);
    expect(asAgent.statusCode).toBe(403);
    expect(asAgent.json()).toEqual({ error: 'insufficient_role' });
    // An admin may do what a supervisor may.
    expect((await mint({ user: '12345678Z', readonly: true }, admin)).statusCode).toBe(201);
  });

  it('mints a read-only token that can read but not change the password', async () => {
    const response = await mint({ user: '12345678Z', readonly: true });
    expect(response.statusCode).toBe(201);
    const { token } = response.json<{ token: string }>();
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/',
      headers: bearer(token),
    });
    expect(profile.json()).toMatchObject({ name: 'Laura García Pérez' });
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: bearer(token),
      payload: { current: 'Demo-2026', password: 'Other-2026!' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ error: 'readonly_token' });
  });

  it('mints an impersonation token that names the calling staff member and is refused changes', async () => {
    const response = await mint({ user: 'B12345674' });
    expect(response.statusCode).toBe(201);
    const { token } = response.json<{ token: string }>();
    const verified = await t.app.services.tokens.verifyAccess(token);
    expect(verified).toMatchObject({
      ok: true,
      claims: { impersonator: 'supervisor@demo.portal', readonly: false },
    });
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: bearer(token),
      payload: { current: 'Demo-2026', password: 'Other-2026!' },
    });
    expect(change.json()).toEqual({ error: 'impersonation_forbidden' });
  });

  it('answers 404 for an unknown customer and 400 for a bad body', async () => {
    const unknown = await mint({ user: '00000000T' });
    expect(unknown.statusCode).toBe(404);
    const bad = await mint({ user: '12345678Z', readonly: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { readonly: ['invalid_type'] } });
    // The impersonator is the caller: the body cannot name another.
    const named = await mint({ user: '12345678Z', impersonator: 'someone@example.com' });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ errors: { impersonator: expect.any(Array) } });
  });

  describe('settings and flags', () => {
    const put = (url: string, payload: object, headers: Headers = admin) =>
      t.app.inject({ method: 'PUT', url, payload, headers });
    const publicSettings = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v2/ov_customize/ov_settings' })).json<{
        maintenance: { enabled: boolean; start: string | null };
        header: { variant: string };
        organization: { name: string };
      }>();

    it('patches the stored settings deeply and serves them at once', async () => {
      const response = await put('/api/v1/backoffice/settings', {
        public: { maintenance: { enabled: true, start: '2026-12-01T08:00:00Z' } },
      });
      expect(response.statusCode).toBe(200);
      const current = await publicSettings();
      expect(current.maintenance).toEqual({
        enabled: true,
        start: '2026-12-01T08:00:00Z',
        end: null,
      });
      expect(current.organization.name).toBe('Energia Demo');
      await put('/api/v1/backoffice/settings', { public: { maintenance: { enabled: false } } });
      expect((await publicSettings()).maintenance.enabled).toBe(false);
    });

    it('refuses an invalid or unknown setting by its path and changes nothing', async () => {
      const invalid = await put('/api/v1/backoffice/settings', {
        public: { header: { variant: 'zigzag' }, nonsense: true },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        errors: { 'public.header.variant': ['invalid_value'], public: ['unknown_field'] },
      });
      expect((await publicSettings()).header.variant).toBe('horizontal');
    });

    it("is an admin's: refuses no token, a customer's token, an agent and a supervisor", async () => {
      const calls = [
        ['/api/v1/backoffice/settings', { public: { header: { variant: 'vertical' } } }],
        ['/api/v1/backoffice/feature_flags', { 'coupons.coupon': false }],
      ] as const;
      for (const [url, payload] of calls) {
        const none = await put(url, payload, {});
        expect(none.statusCode, url).toBe(401);
        expect(none.json()).toEqual({ error: 'unauthorized' });
        const asCustomer = await put(url, payload, customer);
        expect(asCustomer.statusCode, url).toBe(401);
        expect(asCustomer.json()).toEqual({ error: 'token_invalid' });
        for (const headers of [agent, supervisor]) {
          const refused = await put(url, payload, headers);
          expect(refused.statusCode, url).toBe(403);
          expect(refused.json()).toEqual({ error: 'insufficient_role' });
        }
      }
      // Nothing changed.
      expect((await publicSettings()).header.variant).toBe('horizontal');
      const flags = await t.app.inject({ method: 'GET', url: '/api/v1/feature_flags/' });
      expect(flags.json()).toEqual({
        feature_flags: { 'coupons.coupon': true, 'crm.case': true },
      });
    });

    it('reads the settings, private ones included, and the flags for the editor', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/backoffice/settings',
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        public: { organization: { name: string } };
        private: unknown;
        feature_flags: unknown;
      }>();
      expect(body.public.organization.name).toBe('Energia Demo');
      expect(body.private).toEqual(defaultPrivateSettings);
      expect(body.feature_flags).toEqual({ 'coupons.coupon': true, 'crm.case': true });
    });

    it("refuses the editor's read to no token, a customer, an agent and a supervisor", async () => {
      const read = (headers: Headers) =>
        t.app.inject({ method: 'GET', url: '/api/v1/backoffice/settings', headers });
      expect((await read({})).statusCode).toBe(401);
      expect((await read(customer)).json()).toEqual({ error: 'token_invalid' });
      for (const headers of [agent, supervisor]) {
        const refused = await read(headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: 'insufficient_role' });
      }
      const unknownQuery = await t.app.inject({
        method: 'GET',
        url: '/api/v1/backoffice/settings?private=%00',
        headers: admin,
      });
      expect(unknownQuery.statusCode).toBe(400);
    });

    it('refuses a NUL character or an oversized body and changes nothing', async () => {
      const nul = await put('/api/v1/backoffice/settings', {
        public: { organization: { name: 'Energia\u0000Demo' } },
      });
      expect(nul.statusCode).toBe(400);
      const flagNul = await put('/api/v1/backoffice/feature_flags', { 'crm.case\u0000': false });
      expect(flagNul.statusCode).toBe(400);
      const oversized = await put('/api/v1/backoffice/settings', {
        public: { organization: { name: 'x'.repeat(2_000_000) } },
      });
      expect(oversized.statusCode).toBe(413);
      expect((await publicSettings()).organization.name).toBe('Energia Demo');
      const flags = await t.app.inject({ method: 'GET', url: '/api/v1/feature_flags/' });
      expect(flags.json()).toEqual({
        feature_flags: { 'coupons.coupon': true, 'crm.case': true },
      });
    });

    it('switches feature flags', async () => {
      const off = await put('/api/v1/backoffice/feature_flags', { 'coupons.coupon': false });
      expect(off.json()).toEqual({ feature_flags: { 'coupons.coupon': false, 'crm.case': true } });
      const flags = await t.app.inject({ method: 'GET', url: '/api/v1/feature_flags/' });
      expect(flags.json()).toEqual({
        feature_flags: { 'coupons.coupon': false, 'crm.case': true },
      });
      await put('/api/v1/backoffice/feature_flags', { 'coupons.coupon': true });
    });
  });
});
