import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { outbox } from '../../db/schema/outbox';
import { type TestApp, bearer, buildTestApp, signIn } from '../../testing/build-test-app';
import { tokenForNewSession, userIdByTaxId } from '../../testing/db';

describe('PUT /user/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  const getToken = (user: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/get_token', payload: { user, password } });
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(token) });
  const passwordHashOf = async (taxId: string) => {
    const [row] = await t.app.services.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.taxId, taxId));
    return row?.hash;
  };

  it('changes the password, ends the old token and returns a working one', async () => {
    const oldToken = await signIn(t.app, { user: '87654321X', password: 'Demo-2026' });
    const otherDevice = await signIn(t.app, { user: '87654321X', password: 'Demo-2026' });
    const response = await change(oldToken, { current: 'Demo-2026', password: 'Nueva-Clave-1' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; token: string }>();
    expect(body).toEqual({ status: 'ok', token: expect.any(String) });

    for (const token of [oldToken, otherDevice]) {
      const refused = await profile(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: 'token_invalid' });
    }
    const fresh = await profile(body.token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ profile: { vat: '87654321X' } });

    expect((await getToken('87654321X', 'Demo-2026')).statusCode).toBe(403);
    expect((await getToken('87654321X', 'Nueva-Clave-1')).statusCode).toBe(200);

    // The account hears of it, in its language.
    const [email] = await t.app.services.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(email).toMatchObject({
      recipient: 'nou.client@example.com',
      subject: 'Tu contraseña ha cambiado',
    });
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const token = await signIn(t.app, { user: '12345678Z', password: 'Demo-2026' });
    const hashBefore = await passwordHashOf('12345678Z');
    const response = await change(token, { current: 'Wrong-Clave-1', password: 'Nueva-Clave-1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'wrong_password' });
    expect(await passwordHashOf('12345678Z')).toBe(hashBefore);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it.each([
    { password: 'Ab1!', codes: ['password_too_short'] },
    { password: 'abcdef', codes: ['password_invalid'] },
    { password: 'Abcdefgh1', codes: ['password_invalid'] },
    { password: 'Demo-2026', codes: ['password_must_differ'] },
    { password: '', codes: ['required'] },
  ])('refuses the new password $password with $codes', async ({ password, codes }) => {
    const token = await signIn(t.app, { user: '12345678Z', password: 'Demo-2026' });
    const hashBefore = await passwordHashOf('12345678Z');
    const response = await change(token, { current: 'Demo-2026', password });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors)).toEqual(['password']);
    for (const code of codes) expect(errors.password).toContain(code);
    expect(await passwordHashOf('12345678Z')).toBe(hashBefore);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('refuses malformed bodies with their codes', async () => {
    const token = await signIn(t.app, { user: '12345678Z', password: 'Demo-2026' });
    const missing = await change(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: { current: ['required'], password: ['required'] } });
    const unknown = await change(token, {
      current: 'Demo-2026',
      password: 'Nueva-Clave-1',
      repeat: 'Nueva-Clave-1',
    });
    expect(unknown.json()).toEqual({ errors: { repeat: ['unknown_field'] } });
    const wrongType = await change(token, { current: 'Demo-2026', password: 20262026 });
    expect(wrongType.json()).toEqual({ errors: { password: ['invalid_type'] } });
    const notObject = await change(token, ['Demo-2026', 'Nueva-Clave-1']);
    expect(notObject.json()).toEqual({ error: 'invalid_body' });
    expect((await getToken('12345678Z', 'Demo-2026')).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await change(undefined, { current: 'Demo-2026', password: 'Nueva-Clave-1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized' });
  });

  it('refuses a read-only token with 403 readonly_token, though it can read', async () => {
    const userId = await userIdByTaxId(t.app, 'B12345674');
    const token = await tokenForNewSession(t.app, userId, { readonly: true });
    expect((await profile(token)).statusCode).toBe(200);
    const hashBefore = await passwordHashOf('B12345674');
    const response = await change(token, { current: 'Demo-2026', password: 'Nueva-Clave-1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'readonly_token' });
    expect(await passwordHashOf('B12345674')).toBe(hashBefore);
  });

  it('refuses an impersonation token with 403 impersonation_forbidden', async () => {
    const userId = await userIdByTaxId(t.app, 'B12345674');
    const token = await tokenForNewSession(t.app, userId, {
      impersonator: 'agent@energia-demo.example',
    });
    expect((await profile(token)).statusCode).toBe(200);
    const hashBefore = await passwordHashOf('B12345674');
    const response = await change(token, { current: 'Demo-2026', password: 'Nueva-Clave-1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'impersonation_forbidden' });
    expect(await passwordHashOf('B12345674')).toBe(hashBefore);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('sends no e-mail and writes no outbox row on failures', async () => {
    const rows = await t.app.services.db.$count(outbox);
    const token = await signIn(t.app, { user: '12345678Z', password: 'Demo-2026' });
    await change(token, { current: 'Wrong-Clave-1', password: 'Nueva-Clave-1' });
    await change(token, { current: 'Demo-2026', password: 'weak' });
    expect(await t.app.services.db.$count(outbox)).toBe(rows);
  });

  it('throttles guessing of the current password like a sign-in', async () => {
    const token = await signIn(t.app, { user: 'X1234567L', password: 'Demo-2026' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await change(token, {
        current: `Wrong-Clave-${attempt}`,
        password: 'Nueva-Clave-1',
      });
      expect(response.statusCode).toBe(403);
    }
    const blocked = await change(token, { current: 'Demo-2026', password: 'Nueva-Clave-1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'too_many_attempts' });
    expect((await getToken('X1234567L', 'Demo-2026')).statusCode).toBe(429);
  });
});

describe('an account that must change its password (issue 12 point 7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });

  it('may change it, refresh and log out, and nothing else until it has', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v2/get_token',
      payload: { user: 'X1234567L', password: 'Demo-2026' },
    });
    const { token, change_password } = signedIn.json<{ token: string; change_password: boolean }>();
    expect(change_password).toBe(true);

    for (const url of [
      '/api/v2/users/',
      '/api/v2/ov_customize/ov_private_settings',
      '/api/v2/ov_customize/html_dinamic_routes',
      '/api/v2/user/coupons',
    ]) {
      const refused = await call('GET', url, token);
      expect(refused.json(), url).toEqual({ error: 'password_change_required' });
      expect(refused.statusCode).toBe(403);
    }
    // What a visitor may read, the session may read too.
    expect((await call('GET', '/api/v2/feature_flags/', token)).statusCode).toBe(200);

    const otherDevice = await signIn(t.app, { user: 'X1234567L', password: 'Demo-2026' });
    expect((await call('POST', '/api/v1/logout', otherDevice)).statusCode).toBe(204);
    expect((await call('POST', '/api/v1/token/refresh', otherDevice)).statusCode).toBe(401);

    const refreshed = await call('POST', '/api/v2/token/refresh', token);
    expect(refreshed.statusCode).toBe(200);
    const { token: fresh } = refreshed.json<{ token: string }>();
    expect((await call('GET', '/api/v2/users/', fresh)).statusCode).toBe(403);

    const changed = await call('PUT', '/api/v2/user/password', fresh, {
      current: 'Demo-2026',
      password: 'Nueva-Clave-1',
    });
    expect(changed.statusCode).toBe(200);
    const { token: afterChange } = changed.json<{ token: string }>();
    const profile = await call('GET', '/api/v2/users/', afterChange);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ profile: { vat: 'X1234567L' } });
  });
});
