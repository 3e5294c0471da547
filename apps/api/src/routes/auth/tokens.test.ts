import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/accounts';
import { type TestApp, bearer, buildTestApp, signIn } from '../../testing/build-test-app';
import { tokenForNewSession, userIdByTaxId } from '../../testing/db';

const household = { user: '12345678Z', password: 'Demo-2026' };

describe('tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const profile = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v2/users/', headers });
  const isValid = (token: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/is_token_valid', payload: { token } });

  /** A token shaped like ours, signed with another secret. */
  async function foreignToken(userId: string, sessionId: string) {
    return new SignJWT({ sid: sessionId, readonly: false })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer('energy-portal')
      .setAudience('portal')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
  }

  it('answers a private call without a token with 401 unauthorized', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer' },
    ];
    for (const headers of attempts) {
      const response = await profile(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized' });
    }
  });

  it('answers an expired token with 401 token_expired, and is_token_valid with 419', async () => {
    const userId = await userIdByTaxId(t.app, household.user);
    const expired = await tokenForNewSession(t.app, userId, { ttlSeconds: -60 });
    const response = await profile(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'token_expired' });

    const check = await isValid(expired);
    expect(check.statusCode).toBe(419);
    expect(check.json()).toMatchObject({ error: 'token_expired', token_is_valid: false });
  });

  it('expires a token at the end of its lifetime', async () => {
    const userId = await userIdByTaxId(t.app, household.user);
    const shortLived = await tokenForNewSession(t.app, userId, { ttlSeconds: 2 });
    expect((await profile(bearer(shortLived))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await profile(bearer(shortLived));
    expect(response.json()).toEqual({ error: 'token_expired' });
  });

  it('tells a good token from garbage and from a token of another secret', async () => {
    const token = await signIn(t.app, household);
    const good = await isValid(token);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ token_is_valid: true });

    const garbage = await isValid('not.a.token');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toMatchObject({ error: 'token_invalid', token_is_valid: false });

    const claims = decodeJwt(token);
    const forged = await foreignToken(String(claims.sub), String(claims.sid));
    const forgedCheck = await isValid(forged);
    expect(forgedCheck.statusCode).toBe(401);
    expect(forgedCheck.json()).toMatchObject({ error: 'token_invalid' });
    const forgedCall = await profile(bearer(forged));
    expect(forgedCall.statusCode).toBe(401);
    expect(forgedCall.json()).toEqual({ error: 'token_invalid' });

    const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await profile(bearer(tampered))).json()).toEqual({ error: 'token_invalid' });
  });

  it('refuses a well-signed token whose session does not exist', async () => {
    const userId = await userIdByTaxId(t.app, household.user);
    const token = await t.app.services.tokens.signAccess({
      userId,
      sessionId: '00000000-0000-4000-8000-000000000000',
      readonly: false,
      impersonator: null,
    });
    expect((await profile(bearer(token))).json()).toEqual({ error: 'token_invalid' });
    expect((await isValid(token)).statusCode).toBe(401);
  });

  it('refuses a well-signed token that names another customer than its session', async () => {
    const token = await signIn(t.app, household);
    const claims = decodeJwt(token);
    const otherUser = await userIdByTaxId(t.app, 'B12345674');
    const mixed = await t.app.services.tokens.signAccess({
      userId: otherUser,
      sessionId: String(claims.sid),
      readonly: false,
      impersonator: null,
    });
    expect((await profile(bearer(mixed))).json()).toEqual({ error: 'token_invalid' });
  });

  it('refuses is_token_valid bodies that are not a token with 400', async () => {
    const empty = await isValid('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errors: { token: ['required'] } });
    expect((await isValid(42)).json()).toEqual({ errors: { token: ['invalid_type'] } });
  });

  it('refreshes a token into another working one on the same session', async () => {
    const token = await signIn(t.app, household);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const refreshed = response.json<{ token: string }>().token;
    expect(typeof refreshed).toBe('string');
    expect(decodeJwt(refreshed).sid).toBe(decodeJwt(token).sid);
    const call = await profile(bearer(refreshed));
    expect(call.statusCode).toBe(200);
    expect(call.json()).toMatchObject({ profile: { vat: household.user } });
  });

  it('refuses to refresh without a valid token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/token/refresh' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized' });
  });

  it('keeps a read-only token read-only when refreshed', async () => {
    const userId = await userIdByTaxId(t.app, household.user);
    const readonly = await tokenForNewSession(t.app, userId, { readonly: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh',
      headers: bearer(readonly),
    });
    const refreshed = response.json<{ token: string }>().token;
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: bearer(refreshed),
      payload: { current: 'Demo-2026', password: 'Nueva-Clave-1' },
    });
    expect(change.json()).toEqual({ error: 'readonly_token' });
  });

  it('logs out with 204, after which the token and its refreshes get 401 token_invalid', async () => {
    const token = await signIn(t.app, household);
    const other = await signIn(t.app, household);
    const refreshed = (
      await t.app.inject({ method: 'POST', url: '/api/v1/token/refresh', headers: bearer(token) })
    ).json<{ token: string }>().token;

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    for (const revoked of [token, refreshed]) {
      const response = await profile(bearer(revoked));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'token_invalid' });
    }
    expect((await isValid(token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
    // Only that session ends: another sign-in of the same customer goes on.
    expect((await profile(bearer(other))).statusCode).toBe(200);
  });

  it('refuses a token whose session has passed its maximum age', async () => {
    const token = await signIn(t.app, household);
    const { sid } = decodeJwt(token);
    await t.app.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, String(sid)));
    expect((await profile(bearer(token))).json()).toEqual({ error: 'token_invalid' });
  });
});
