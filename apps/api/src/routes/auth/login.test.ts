import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/accounts';
import {
  type TestApp,
  buildTestApp,
  demoCompany,
  demoHousehold,
} from '../../testing/build-test-app';

const sessionCount = (t: TestApp) => t.app.services.db.$count(sessions);

describe('sign-in with POST /get_token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const getToken = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/get_token', payload: payload as object, headers });

  it('gives a token for the tax id and password, and opens one session', async () => {
    const before = await sessionCount(t);
    const response = await getToken(demoHousehold);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.any(String) });
    expect(await sessionCount(t)).toBe(before + 1);
  });

  it('is served under v2 as well', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/get_token',
      payload: demoHousehold,
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts the e-mail in any case instead of the tax id', async () => {
    const response = await getToken({ user: 'Laura.Garcia@Example.com', password: 'Demo-2026' });
    expect(response.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/',
      headers: { authorization: `Bearer ${response.json<{ token: string }>().token}` },
    });
    expect(profile.json()).toMatchObject({ profile: { vat: '12345678Z' } });
  });

  it('accepts the tax id in lowercase, with spaces or with the ES prefix', async () => {
    for (const user of ['12345678z', ' 12345678Z ', 'ES12345678Z', 'es-12345678-z']) {
      const response = await getToken({ user, password: 'Demo-2026' });
      expect(response.statusCode, user).toBe(200);
    }
  });

  it('tells the demo account X1234567L to change its password', async () => {
    const response = await getToken({ user: 'X1234567L', password: 'Demo-2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.any(String), change_password: true });
  });

  it('tells a new customer so', async () => {
    const response = await getToken({ user: '87654321X', password: 'Demo-2026' });
    expect(response.json()).toEqual({ token: expect.any(String), new_customer: true });
  });

  it('compares the password as typed', async () => {
    for (const password of ['demo-2026', 'Demo-2026 ', ' Demo-2026']) {
      const response = await getToken({ user: '12345678Z', password });
      expect(response.statusCode, JSON.stringify(password)).toBe(403);
    }
  });

  it('answers a wrong password and an unknown user identically, opening no session', async () => {
    const before = await sessionCount(t);
    const wrongPassword = await getToken({ user: '12345678Z', password: 'Wrong-2026' });
    const unknownTaxId = await getToken({ user: '00000000T', password: 'Demo-2026' });
    const unknownEmail = await getToken({ user: 'nobody@example.com', password: 'Demo-2026' });
    const notAName = await getToken({ user: 'not a user name', password: 'Demo-2026' });
    for (const response of [wrongPassword, unknownTaxId, unknownEmail, notAName]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'invalid_credentials' });
      expect(response.headers['content-type']).toBe(wrongPassword.headers['content-type']);
      expect(response.body).toBe(wrongPassword.body);
    }
    expect(await sessionCount(t)).toBe(before);
  });

  describe('refuses a bad request with its code, never a 500, and opens no session', () => {
    const json = { 'content-type': 'application/json' };
    const cases: Array<{
      name: string;
      payload: string;
      headers?: Record<string, string>;
      status: number;
      body: unknown;
    }> = [
      {
        name: 'malformed JSON',
        payload: '{"user": "12345678Z", "password": ',
        status: 400,
        body: { error: 'invalid_json' },
      },
      {
        name: 'an empty JSON body',
        payload: '',
        status: 400,
        body: { error: 'invalid_json' },
      },
      {
        name: 'missing fields',
        payload: '{}',
        status: 400,
        body: { errors: { user: ['required'], password: ['required'] } },
      },
      {
        name: 'an empty user',
        payload: JSON.stringify({ user: '   ', password: 'Demo-2026' }),
        status: 400,
        body: { errors: { user: ['required'] } },
      },
      {
        name: 'an unknown field',
        payload: JSON.stringify({ ...demoHousehold, remember: true }),
        status: 400,
        body: { errors: { remember: ['unknown_field'] } },
      },
      {
        name: 'wrong types',
        payload: JSON.stringify({ user: 12345678, password: ['Demo-2026'] }),
        status: 400,
        body: { errors: { user: ['invalid_type'], password: ['invalid_type'] } },
      },
      {
        name: 'an over-long user',
        payload: JSON.stringify({ user: `${'a'.repeat(250)}@example.com`, password: 'Demo-2026' }),
        status: 400,
        body: { errors: { user: ['too_long'] } },
      },
      {
        name: 'an array body',
        payload: JSON.stringify([demoHousehold]),
        status: 400,
        body: { error: 'invalid_body' },
      },
      {
        name: 'a string body',
        payload: JSON.stringify('12345678Z'),
        status: 400,
        body: { error: 'invalid_body' },
      },
      {
        name: 'a null body',
        payload: 'null',
        status: 400,
        body: { error: 'invalid_body' },
      },
      {
        name: 'a form-encoded body',
        payload: 'user=12345678Z&password=Demo-2026',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        status: 415,
        body: { error: 'unsupported_media_type' },
      },
      {
        name: 'a text body',
        payload: JSON.stringify(demoHousehold),
        headers: { 'content-type': 'text/plain' },
        status: 415,
        body: { error: 'unsupported_media_type' },
      },
      {
        name: 'a body over the 1 MiB default limit',
        payload: JSON.stringify({ user: '12345678Z', password: 'x'.repeat(1024 * 1024) }),
        status: 413,
        body: { error: 'payload_too_large' },
      },
    ];

    it.each(cases)('$name → $status', async ({ payload, headers, status, body }) => {
      const before = await sessionCount(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/get_token',
        payload,
        headers: headers ?? json,
      });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(body);
      expect(await sessionCount(t)).toBe(before);
    });
  });

  describe('throttling', () => {
    const wrong = (user: string) => getToken({ user, password: 'Wrong-password-1' });

    it('refuses the eleventh attempt on an account, even with the right password', async () => {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await wrong(demoCompany.user);
        expect(response.statusCode, `attempt ${attempt}`).toBe(403);
      }
      const before = await sessionCount(t);
      const blocked = await getToken(demoCompany);
      expect(blocked.statusCode).toBe(429);
      const body = blocked.json<{ error: string; retry_after: number }>();
      expect(body.error).toBe('too_many_attempts');
      expect(body.retry_after).toBeGreaterThan(0);
      expect(body.retry_after).toBeLessThanOrEqual(15 * 60);
      expect(Number(blocked.headers['retry-after'])).toBe(body.retry_after);
      expect(await sessionCount(t)).toBe(before);

      // The same account by its other names is blocked too.
      expect((await getToken({ user: 'b12345674', password: 'Demo-2026' })).statusCode).toBe(429);
      expect(
        (await getToken({ user: 'ADMIN@tallers-demo.example', password: 'Demo-2026' })).statusCode,
      ).toBe(429);

      // Another account still signs in from the same address.
      expect((await getToken(demoHousehold)).statusCode).toBe(200);
    });

    it('counts failures against the account whichever name they use', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await wrong('87654321X')).statusCode).toBe(403);
        expect((await wrong('nou.client@example.com')).statusCode).toBe(403);
      }
      expect((await getToken({ user: '87654321X', password: 'Demo-2026' })).statusCode).toBe(429);
    });

    it('throttles an unknown user the same way, so the answer reveals nothing', async () => {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await wrong('ghost@example.com')).statusCode).toBe(403);
      }
      const blocked = await wrong('ghost@example.com');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        error: 'too_many_attempts',
        retry_after: expect.any(Number),
      });
    });

    it('starts counting again after a successful sign-in', async () => {
      for (let round = 0; round < 2; round += 1) {
        for (let attempt = 1; attempt <= 9; attempt += 1) {
          expect((await wrong('X1234567L')).statusCode).toBe(403);
        }
        expect((await getToken({ user: 'X1234567L', password: 'Demo-2026' })).statusCode).toBe(200);
      }
    });
  });
});
