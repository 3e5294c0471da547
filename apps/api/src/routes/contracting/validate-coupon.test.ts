import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/content';
import { retailerDay } from '../../lib/retailer-day';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { COUPON_CHECKS_PER_MINUTE } from './contracting-catalogue.service';

/** GET leads/validate-coupon/{coupon}/ (spec 3 points 4 and 7): whether a promotional code applies. */

function shiftDay(day: string, days: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('GET leads/validate-coupon/{coupon}/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const today = retailerDay();
    await t.app.services.db.insert(coupons).values([
      { code: 'HOY26', language: 'es', title: 'Hoy', description: 'Último día', validUntil: today },
      {
        code: 'AYER26',
        language: 'es',
        title: 'Ayer',
        description: 'Caducado',
        validUntil: shiftDay(today, -1),
      },
      { code: 'SIEMPRE', language: 'ca', title: 'Sempre', description: 'Sense data' },
      { code: 'RETIRADO26', language: 'es', title: 'Retirado', description: 'x', active: false },
    ]);
  });
  afterAll(async () => {
    await t.app.services.db
      .delete(coupons)
      .where(inArray(coupons.code, ['HOY26', 'AYER26', 'SIEMPRE', 'RETIRADO26']));
    await t.close();
  });

  // Each test from an address of its own: the limit counts per client address.
  const check = (coupon: string, remoteAddress = '192.0.2.1') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/leads/validate-coupon/${encodeURIComponent(coupon)}/`,
      remoteAddress,
    });
  const valid = async (coupon: string) => {
    const response = await check(coupon);
    expect(response.statusCode, coupon).toBe(200);
    return response.json<{ valid: boolean }>().valid;
  };

  it('accepts an active coupon of any language, whatever its case, never cached', async () => {
    expect(await valid('BIENVENIDA26')).toBe(true);
    expect(await valid('benvinguda26')).toBe(true);
    expect(await valid('Welcome26')).toBe(true);
    expect(await valid('SIEMPRE')).toBe(true);
    expect((await check('WELCOME26')).headers['cache-control']).toBe('no-store');
  });

  it('accepts a coupon on its last day (Madrid) and refuses it the day after', async () => {
    expect(await valid('HOY26')).toBe(true);
    expect(await valid('AYER26')).toBe(false);
  });

  it('refuses an unknown or withdrawn code', async () => {
    expect(await valid('NOEXISTE')).toBe(false);
    expect(await valid('RETIRADO26')).toBe(false);
    expect(await valid('BIENVENIDA2')).toBe(false);
    expect(await valid('%')).toBe(false);
    expect(await valid("' OR '1'='1")).toBe(false);
  });

  it('refuses hostile input with a client error', async () => {
    expect((await check('A'.repeat(41), '192.0.2.2')).json()).toEqual({
      errors: { coupon: ['too_long'] },
    });
    expect((await check('A\u0000B', '192.0.2.2')).statusCode).toBe(400);
    const missingSlash = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leads/validate-coupon/WELCOME26',
    });
    expect(missingSlash.statusCode).toBe(404);
  });

  it(`answers ${COUPON_CHECKS_PER_MINUTE} checks a minute per address, then 429 with retry_after`, async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < COUPON_CHECKS_PER_MINUTE; i += 1) {
      expect((await check(`GUESS${i}`, address)).statusCode).toBe(200);
    }
    const refused = await check('BIENVENIDA26', address);
    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ error: string; retry_after: number }>();
    expect(body.error).toBe('too_many_attempts');
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(60);
    expect(refused.headers['retry-after']).toBe(String(body.retry_after));
    expect(refused.headers['cache-control']).toBe('no-store');
    // Another address is not affected.
    expect((await check('BIENVENIDA26', '198.51.100.8')).json()).toEqual({ valid: true });
  });
});
