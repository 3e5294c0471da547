import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { coupons } from '../../db/schema/content';
import { auditEntries } from '../../db/schema/staff';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

/** The back office's coupons (issue 27 point 2). */
describe('back-office coupons', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let customer: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await staffAuthorization(t, 'admin');
    customer = bearer(await signIn(t.app, demoHousehold));
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string> = admin,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url: `/api/v1/backoffice/${url}`, headers, payload });
  const storedCoupons = () => t.app.services.db.select().from(coupons).orderBy(coupons.id);
  const customerCoupons = async (lang: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/user/coupons?lang=${lang}`,
        headers: customer,
      })
    ).json<{ code: string }[]>();
  const coupon = {
    code: 'OTONO26',
    language: 'es',
    title: 'Otoño',
    description: '15 % el primer año',
    valid_until: '2030-12-31',
    active: true,
    campaign_name: null,
    url: 'https://example.net/otono',
    code_url: '/nuevo-cliente-electricidad?promocode=OTONO26',
  };

  it('lists every coupon, also inactive ones, with its id and language', async () => {
    const listed = await call('GET', 'coupons');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ code: 'BENVINGUDA26', language: 'ca', active: true }),
    );
  });

  it('adds a coupon the customers then see, changes it, removes it, each in the audit trail', async () => {
    const created = await call('POST', 'coupons', admin, coupon);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await customerCoupons('es')).map((c) => c.code)).toContain('OTONO26');
    const twice = await call('POST', 'coupons', admin, coupon);
    expect(twice.json()).toEqual({ errors: { code: ['code_in_use'] } });
    // The same code in another language is another coupon.
    const inCatalan = await call('POST', 'coupons', admin, { ...coupon, language: 'ca' });
    expect(inCatalan.statusCode).toBe(201);

    const inactive = await call('PUT', `coupons/${id}`, admin, { ...coupon, active: false });
    expect(inactive.statusCode).toBe(204);
    expect((await customerCoupons('es')).map((c) => c.code)).not.toContain('OTONO26');
    const clash = await call('PUT', `coupons/${id}`, admin, { ...coupon, code: 'BIENVENIDA26' });
    expect(clash.json()).toEqual({ errors: { code: ['code_in_use'] } });
    expect((await call('PUT', 'coupons/999999', admin, coupon)).statusCode).toBe(404);

    expect((await call('DELETE', `coupons/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `coupons/${id}`)).statusCode).toBe(404);
    const entries = await t.app.services.db
      .select({ action: auditEntries.action, target: auditEntries.target })
      .from(auditEntries)
      .where(eq(auditEntries.target, `coupon:${id}`))
      .orderBy(auditEntries.id);
    expect(entries).toEqual([
      { action: 'coupon.create', target: `coupon:${id}` },
      { action: 'coupon.update', target: `coupon:${id}` },
      { action: 'coupon.delete', target: `coupon:${id}` },
    ]);
  });

  it('refuses a coupon that is not one, and changes nothing', async () => {
    const before = await storedCoupons();
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...coupon, code: '' }, { code: ['required'] }],
      [{ ...coupon, code: 'NO SPACES' }, { code: ['invalid_value'] }],
      [{ ...coupon, language: 'fr' }, { language: ['invalid_value'] }],
      [{ ...coupon, title: '' }, { title: ['required'] }],
      [{ ...coupon, description: 'x'.repeat(2001) }, { description: ['too_long'] }],
      [{ ...coupon, valid_until: '2030-02-30' }, { valid_until: ['date_not_valid'] }],
      [{ ...coupon, url: 'javascript:alert(1)' }, { url: ['invalid_value'] }],
      [{ ...coupon, code_url: '//evil.example/x' }, { code_url: ['invalid_value'] }],
    ];
    for (const [body, errors] of refusals) {
      const response = await call('POST', 'coupons', admin, body);
      expect(response.statusCode, JSON.stringify(errors)).toBe(400);
      expect(response.json()).toEqual({ errors });
    }
    expect((await call('POST', 'coupons', admin, { ...coupon, title: 'a\u0000' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', 'coupons', admin, { ...coupon, extra: true })).statusCode).toBe(400);
    const oversized = await call('POST', 'coupons', admin, {
      ...coupon,
      description: 'x'.repeat(5_000_000),
    });
    expect(oversized.statusCode).toBeGreaterThanOrEqual(400);
    expect(oversized.statusCode).toBeLessThan(500);
    expect((await call('PUT', 'coupons/abc', admin, coupon)).statusCode).toBe(400);
    expect(await storedCoupons()).toEqual(before);
  });

  it('answers an admin only: a customer, an agent and a supervisor change nothing', async () => {
    const before = await storedCoupons();
    const [first] = before;
    const callers = [
      [{}, 401],
      [customer, 401],
      [await staffAuthorization(t, 'agent'), 403],
      [await staffAuthorization(t, 'supervisor'), 403],
    ] as const;
    for (const [headers, status] of callers) {
      expect((await call('GET', 'coupons', headers)).statusCode).toBe(status);
      expect((await call('POST', 'coupons', headers, coupon)).statusCode).toBe(status);
      expect((await call('PUT', `coupons/${first!.id}`, headers, coupon)).statusCode).toBe(status);
      expect((await call('DELETE', `coupons/${first!.id}`, headers)).statusCode).toBe(status);
    }
    expect(await storedCoupons()).toEqual(before);
  });
});
