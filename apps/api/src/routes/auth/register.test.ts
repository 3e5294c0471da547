import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/accounts';
import { type TestApp, bearer, buildTestApp } from '../../testing/build-test-app';

const strongPassword = 'Nueva-Clave-1';
const uniqueEmail = () => `new.${randomBytes(4).toString('hex')}@example.com`;

describe('registration with POST /user/ and partner sign-in with POST /user/client_id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ BODY_LIMIT_BYTES: '4096' });
  });
  afterAll(() => t.close());

  const register = (payload: unknown, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${lang ? `?lang=${lang}` : ''}`,
      payload: payload as object,
    });
  const getToken = (user: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/get_token', payload: { user, password } });
  const userCount = () => t.app.services.db.$count(users);

  it('registers an e-mail: 201 with a working token and new_customer', async () => {
    const email = uniqueEmail();
    const response = await register({ user: email, password: strongPassword }, 'ca');
    expect(response.statusCode).toBe(201);
    const body = response.json<{ token: string; new_customer: boolean }>();
    expect(body).toEqual({ token: expect.any(String), new_customer: true });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/',
      headers: bearer(body.token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ profile: { email, vat: null, language: 'ca' } });

    const signIn = await getToken(email.toUpperCase(), strongPassword);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ token: expect.any(String), new_customer: true });
  });

  it('registers a tax id in its normal form, a company by its tax id', async () => {
    const response = await register({ user: 'es-b-76543214', password: strongPassword });
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.services.db
      .select({ taxId: users.taxId, customerType: users.customerType })
      .from(users)
      .where(eq(users.taxId, 'B76543214'));
    expect(row).toEqual({ taxId: 'B76543214', customerType: 'company' });
    expect((await getToken('B76543214', strongPassword)).statusCode).toBe(200);
  });

  it('refuses an account that exists with 409 user_already_exists, whatever its spelling', async () => {
    const email = uniqueEmail();
    expect((await register({ user: email, password: strongPassword })).statusCode).toBe(201);
    for (const user of [
      email,
      email.toUpperCase(),
      '12345678Z',
      '12345678z',
      'laura.garcia@example.com',
    ]) {
      const before = await userCount();
      const response = await register({ user, password: 'Otra-Clave-2' });
      expect(response.statusCode, user).toBe(409);
      expect(response.json()).toEqual({ error: 'user_already_exists' });
      expect(await userCount()).toBe(before);
    }
    // The existing account keeps its password.
    expect((await getToken('12345678Z', 'Demo-2026')).statusCode).toBe(200);
    expect((await getToken(email, strongPassword)).statusCode).toBe(200);
  });

  it('answers a duplicate sent at the same time with 409, never a 500', async () => {
    const email = uniqueEmail();
    const before = await userCount();
    const responses = await Promise.all(
      [0, 1, 2].map(() => register({ user: email, password: strongPassword })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ error: 'user_already_exists' });
    }
    expect(await userCount()).toBe(before + 1);
  });

  it.each([
    { password: 'Ab1!', code: 'password_too_short' },
    { password: 'abcdefgh', code: 'password_invalid' },
    { password: 'ABCDEFGH1!', code: 'password_invalid' },
  ])('refuses the weak password $password with 400 $code', async ({ password, code }) => {
    const before = await userCount();
    const sessionsBefore = await t.app.services.db.$count(sessions);
    const response = await register({ user: uniqueEmail(), password });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.password).toContain(code);
    expect(await userCount()).toBe(before);
    expect(await t.app.services.db.$count(sessions)).toBe(sessionsBefore);
  });

  it('refuses a user that is neither an e-mail nor a valid tax id', async () => {
    const before = await userCount();
    for (const user of ['12345678A', 'laura', 'laura@']) {
      const response = await register({ user, password: strongPassword });
      expect(response.statusCode, user).toBe(400);
      expect(response.json()).toEqual({ errors: { user: ['invalid_user'] } });
    }
    const unknown = await register({ user: uniqueEmail(), password: strongPassword, name: 'x' });
    expect(unknown.json()).toEqual({ errors: { name: ['unknown_field'] } });
    expect(await userCount()).toBe(before);
  });

  it('refuses a body over BODY_LIMIT_BYTES with 413 and creates nothing', async () => {
    const before = await userCount();
    const response = await register({ user: uniqueEmail(), password: `Aa1!${'x'.repeat(5000)}` });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large' });
    expect(await userCount()).toBe(before);
    // Under the limit, an over-long field is a field error.
    const long = await register({ user: uniqueEmail(), password: `Aa1!${'x'.repeat(3000)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ errors: { password: ['too_long'] } });
  });

  it('gives the demo partner a token for its client id and secret', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/client_id',
      payload: { client_id: 'demo-partner', secret: 'demo-partner-secret' },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/v1/is_token_valid',
      payload: { token },
    });
    expect(check.json()).toEqual({ token_is_valid: true });
    const [session] = await t.app.services.db
      .select({ loginType: sessions.loginType })
      .from(sessions)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    expect(session?.loginType).toBe('clientid');
  });

  it('answers a wrong secret and an unknown client identically with 403 invalid_client', async () => {
    const before = await t.app.services.db.$count(sessions);
    const attempts = [
      { client_id: 'demo-partner', secret: 'wrong-secret' },
      { client_id: 'no-such-partner', secret: 'demo-partner-secret' },
    ];
    for (const payload of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/client_id',
        payload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'invalid_client' });
    }
    expect(await t.app.services.db.$count(sessions)).toBe(before);
  });

  it('refuses a client id body with missing fields by field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/client_id',
      payload: { client_id: 'demo-partner' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { secret: ['required'] } });
  });
});
