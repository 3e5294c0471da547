import {
  defaultPrivateSettings,
  defaultSettings,
  settingsSchema,
} from '@portal/domain/schemas/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, settings } from '../../db/schema';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../test/build-test-app';

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

describe('settings, flags, dynamic pages, banners and coupons', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await signIn(t.app, demoHousehold);
  });
  afterAll(() => t.close());

  const get = (url: string, withToken = false) =>
    t.app.inject({ method: 'GET', url, headers: withToken ? bearer(token) : {} });

  /** Runs `check` with the stored public settings replaced, then puts them back. */
  async function withStoredSettings(publicSettings: unknown, check: () => Promise<void>) {
    const { db } = t.app.services;
    const [saved] = await db.select().from(settings).where(eq(settings.organizationId, 1));
    await db.update(settings).set({ publicSettings }).where(eq(settings.organizationId, 1));
    t.app.services.settings.invalidate();
    try {
      await check();
    } finally {
      await db
        .update(settings)
        .set({ publicSettings: saved!.publicSettings })
        .where(eq(settings.organizationId, 1));
      t.app.services.settings.invalidate();
    }
  }

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
      await withStoredSettings({ header: { variant: 'sideways' }, surprise: true }, async () => {
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

  describe('dynamic pages and blocks', () => {
    it('lists the demo page to a signed-in customer only', async () => {
      expect((await get('/api/v2/ov_customize/html_dinamic_routes')).statusCode).toBe(401);
      const response = await get('/api/v2/ov_customize/html_dinamic_routes', true);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: 1,
          route_path: 'autoconsumo',
          btn_title: 'Autoconsumo',
          btn_description: 'Cómo aprovechar tus placas solares con la batería virtual',
        },
      ]);
    });

    it('serves the blocks of a page to a signed-in customer only', async () => {
      expect((await get('/api/v2/ov_customize/html_dinamic_elements/1')).statusCode).toBe(401);
      const response = await get('/api/v2/ov_customize/html_dinamic_elements/1', true);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: 1,
          name: 'autoconsumo-intro',
          group_name: 'Autoconsumo',
          html_block: expect.stringContaining('<h2>Autoconsumo</h2>'),
          block_height: null,
          block_width: null,
          priority: 1,
          page_id: 1,
        },
      ]);
      expect((await get('/api/v2/ov_customize/html_dinamic_elements/999', true)).json()).toEqual(
        [],
      );
      const bad = await get('/api/v2/ov_customize/html_dinamic_elements/abc', true);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('errors.pageId');
    });

    it('serves the Login group before sign-in, without the blocks of pages', async () => {
      const response = await get('/api/v2/ov_customize/html_dinamic_elements?group_name=Login');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({ name: 'login-aviso', group_name: 'Login', page_id: null }),
      ]);
      const pageGroup = await get(
        '/api/v2/ov_customize/html_dinamic_elements?group_name=Autoconsumo',
      );
      expect(pageGroup.json()).toEqual([]);
      const missing = await get('/api/v2/ov_customize/html_dinamic_elements');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ errors: { group_name: ['required'] } });
    });

    it('serves the retailer’s texts in the language asked for, else as written', async () => {
      const pages = await get('/api/v2/ov_customize/html_dinamic_routes?lang=en-GB', true);
      expect(pages.json()).toEqual([
        expect.objectContaining({ route_path: 'autoconsumo', btn_title: 'Self-consumption' }),
      ]);
      const blocks = await get('/api/v2/ov_customize/html_dinamic_elements/1?lang=ca', true);
      expect(blocks.json()).toEqual([
        expect.objectContaining({ html_block: expect.stringContaining('<h2>Autoconsum</h2>') }),
      ]);
      const login = await get(
        '/api/v2/ov_customize/html_dinamic_elements?group_name=Login&lang=en',
      );
      expect(login.json()).toEqual([
        expect.objectContaining({ html_block: expect.stringContaining('No account yet?') }),
      ]);
      // Texts the retailer did not translate stay in the language they were written in.
      const spanish = await get('/api/v2/ov_customize/html_dinamic_routes?lang=es', true);
      expect(spanish.json()).toEqual([expect.objectContaining({ btn_title: 'Autoconsumo' })]);
    });

    it('hides pages and blocks when the retailer turns server elements off', async () => {
      await withStoredSettings({ features: { enableServerElements: false } }, async () => {
        expect((await get('/api/v2/ov_customize/html_dinamic_routes', true)).json()).toEqual([]);
        const page = await get('/api/v2/ov_customize/html_dinamic_elements/1', true);
        expect(page.statusCode).toBe(404);
        const login = await get('/api/v2/ov_customize/html_dinamic_elements?group_name=Login');
        expect(login.json()).toEqual([]);
      });
    });
  });

  describe('banners', () => {
    it('serves a banner by its code', async () => {
      const response = await get('/api/v2/banners/invoices_top');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 'invoices_top',
        type: 'html',
        content: '<p>Domicilia tus facturas y olvídate de los plazos.</p>',
        mime_type: null,
      });
    });

    it('serves the banner in the language asked for', async () => {
      const response = await get('/api/v2/banners/invoices_top?lang=ca');
      expect(response.json()).toHaveProperty(
        'content',
        '<p>Domicilia les factures i oblida’t dels terminis.</p>',
      );
    });

    it('answers an unknown code with a JSON 404', async () => {
      const response = await get('/api/v2/banners/no_such_banner');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    });
  });

  describe('GET /user/coupons', () => {
    it('serves the coupons of the language asked for', async () => {
      const catalan = await get('/api/v1/user/coupons?lang=ca', true);
      expect(catalan.statusCode).toBe(200);
      expect(catalan.json()).toEqual([
        {
          code: 'BENVINGUDA26',
          title: 'Benvinguda',
          description: '10 % de descompte el primer any',
          valid_until: '2027-12-31',
          campaign_name: null,
          url: null,
          code_url: null,
        },
        {
          code: 'AMIC26',
          title: 'Convida un amic',
          description: 'El teu amic i tu, 20 € de descompte cadascú a la propera factura',
          valid_until: '2027-12-31',
          campaign_name: 'Convida un amic',
          url: 'https://energia-demo.example/ca/convida-un-amic',
          code_url: '/nou-client-electricitat?promocode=AMIC26',
        },
      ]);
      const english = await get('/api/v2/user/coupons?lang=en-GB', true);
      expect(english.json<{ code: string }[]>().map((coupon) => coupon.code)).toEqual([
        'WELCOME26',
        'FRIEND26',
      ]);
      const fallback = await get('/api/v1/user/coupons', true);
      expect(fallback.json<{ code: string }[]>().map((coupon) => coupon.code)).toEqual([
        'BIENVENIDA26',
        'AMIGO26',
      ]);
    });

    it('leaves out a coupon past its last day', async () => {
      const { db } = t.app.services;
      await db.insert(coupons).values({
        code: 'ESTIU25',
        language: 'ca',
        title: 'Estiu',
        description: 'Ja ha passat',
        validUntil: '2025-09-30',
      });
      try {
        const catalan = await get('/api/v1/user/coupons?lang=ca', true);
        expect(catalan.json<{ code: string }[]>().map((coupon) => coupon.code)).toEqual([
          'BENVINGUDA26',
          'AMIC26',
        ]);
      } finally {
        await db.delete(coupons).where(eq(coupons.code, 'ESTIU25'));
      }
    });

    it('needs a token', async () => {
      const response = await get('/api/v1/user/coupons?lang=ca');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized' });
    });
  });
});
