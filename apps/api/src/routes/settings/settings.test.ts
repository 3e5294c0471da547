import {
  defaultPrivateSettings,
  defaultSettings,
  settingsSchema,
} from '@portal/domain/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { withStoredSettings } from '../../testing/stored-settings';

/** What the demo retailer serves: the defaults with its stored values over them. */
const demoSettings = {
  ...defaultSettings,
  languages: { default: 'es-ES', partners: ['ca-ES', 'es-ES', 'en-US'] },
  organization: {
    name: 'Energia Demo',
    phone_crm: '+34 900 100 200',
    email: 'clientes@energia-demo.example',
    schedule: { openingHour: 8, closingHour: 17, daysPerYear: 365 },
  },
  features: { ...defaultSettings.features, displayTypes: ['electricity', 'gas'] },
  links: {
    gdpr: 'https://energia-demo.example/privacidad',
    conditions: 'https://energia-demo.example/condiciones',
    cookies: 'https://energia-demo.example/cookies',
    privacyPolicy: 'https://energia-demo.example/privacidad',
  },
};

describe('settings and flags', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await signIn(t.app, demoHousehold);
  });
  afterAll(() => t.close());

  const get = (url: string, withToken = false) =>
    t.app.inject({ method: 'GET', url, headers: withToken ? bearer(token) : {} });

  describe('GET /ov_customize/ov_settings', () => {
    it('serves the defaults merged with the retailer’s stored values, without a token', async () => {
      const response = await get('/api/v2/ov_customize/ov_settings');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual(demoSettings);
      expect(body.organization.name).toBe('Energia Demo');
      expect(body.features.displayTypes).toEqual(['electricity', 'gas']);
      expect(body.languages).toEqual({ default: 'es-ES', partners: ['ca-ES', 'es-ES', 'en-US'] });
      expect(body.organization.schedule).toEqual({
        openingHour: 8,
        closingHour: 17,
        daysPerYear: 365,
      });
      expect(settingsSchema.safeParse(body).success).toBe(true);
    });

    it('is a v2 call only', async () => {
      expect((await get('/api/v1/ov_customize/ov_settings')).statusCode).toBe(404);
    });

    it('merges a nested stored value over the defaults and keeps the rest', async () => {
      await withStoredSettings(
        t,
        { header: { variant: 'drawer' }, invoices: { itemsPerPage: 25 } },
        async () => {
          const body = (await get('/api/v2/ov_customize/ov_settings')).json();
          expect(body.header).toEqual({ variant: 'drawer' });
          expect(body.invoices).toEqual({ ...defaultSettings.invoices, itemsPerPage: 25 });
          expect(body.features).toEqual(defaultSettings.features);
          expect(body.organization.name).toBe('Energia Demo');
        },
      );
      const after = (await get('/api/v2/ov_customize/ov_settings')).json();
      expect(after).toEqual(demoSettings);
    });

    it('serves valid settings, never a 500, when the stored ones are invalid', async () => {
      await withStoredSettings(t, { header: { variant: 'sideways' }, surprise: true }, async () => {
        const response = await get('/api/v2/ov_customize/ov_settings');
        expect(response.statusCode).toBe(200);
        expect(settingsSchema.safeParse(response.json()).success).toBe(true);
        expect(response.json().header).toEqual(defaultSettings.header);
      });
    });
  });

  it('serves the private settings to a signed-in customer only', async () => {
    const anonymous = await get('/api/v2/ov_customize/ov_private_settings');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorized' });
    const response = await get('/api/v2/ov_customize/ov_private_settings', true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultPrivateSettings);
  });

  it('serves the feature flags under v1 and v2, without a token', async () => {
    for (const version of [1, 2]) {
      const response = await get(`/api/v${version}/feature_flags/`);
      expect(response.statusCode, `v${version}`).toBe(200);
      expect(response.json()).toEqual({
        feature_flags: { 'coupons.coupon': true, 'crm.case': true },
      });
    }
  });
});
