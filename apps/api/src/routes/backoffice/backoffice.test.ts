import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearer, buildTestApp } from '../../testing/build-test-app';

const key = 'k'.repeat(40);

describe('back-office tokens', () => {
  let t: TestApp;
  let disabled: TestApp;
  beforeAll(async () => {
    [t, disabled] = await Promise.all([buildTestApp({ BACKOFFICE_API_KEY: key }), buildTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), disabled.close()]);
  });

  const mint = (app: TestApp, payload: object, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'POST', url: '/api/v1/backoffice/tokens', payload, headers });

  it('does not exist unless BACKOFFICE_API_KEY is set', async () => {
    const response = await mint(disabled, { user: '12345678Z' }, { 'x-backoffice-key': key });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a missing or wrong key', async () => {
    expect((await mint(t, { user: '12345678Z' })).statusCode).toBe(401);
    const wrong = await mint(t, { user: '12345678Z' }, { 'x-backoffice-key': 'x'.repeat(40) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'unauthorized' });
  });

  it('mints a read-only token that can read but not change the password', async () => {
    const response = await mint(
      t,
      { user: '12345678Z', readonly: true },
      { 'x-backoffice-key': key },
    );
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

  it('mints an impersonation token that names the agent and is refused changes', async () => {
    const response = await mint(
      t,
      { user: 'B12345674', impersonator: 'agent@energia-demo.example' },
      { 'x-backoffice-key': key },
    );
    const { token } = response.json<{ token: string }>();
    const verified = await t.app.services.tokens.verifyAccess(token);
    expect(verified).toMatchObject({
      ok: true,
      claims: { impersonator: 'agent@energia-demo.example', readonly: false },
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
    const unknown = await mint(t, { user: '00000000T' }, { 'x-backoffice-key': key });
    expect(unknown.statusCode).toBe(404);
    const bad = await mint(t, { user: '12345678Z', readonly: 'yes' }, { 'x-backoffice-key': key });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { readonly: ['invalid_type'] } });
  });

  describe('settings and flags', () => {
    const put = (url: string, payload: object, headers = { 'x-backoffice-key': key }) =>
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

    it('needs the key', async () => {
      const response = await put(
        '/api/v1/backoffice/settings',
        { public: {} },
        {
          'x-backoffice-key': 'nope',
        },
      );
      expect(response.statusCode).toBe(401);
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
