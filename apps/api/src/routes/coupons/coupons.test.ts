import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/content';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';

describe('coupons', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await signIn(t.app, demoHousehold);
  });
  afterAll(() => t.close());

  const get = (url: string, withToken = false) =>
    t.app.inject({ method: 'GET', url, headers: withToken ? bearer(token) : {} });

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
