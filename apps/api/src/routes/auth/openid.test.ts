import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/accounts';
import { settings as settingsTable } from '../../db/schema/retailer';
import { type TestApp, bearer, buildTestApp } from '../../testing/build-test-app';
import {
  type OpenidWebConfig,
  type TestProvider,
  authorize,
  startOidcProvider,
} from '../../testing/oidc-provider';

// The test app's PUBLIC_URL is http://portal.test, so the default redirect URI is this one.
const redirectUri = 'http://portal.test/connect';
const newcomerEmail = `nova.${Date.now()}@example.net`;

const accounts = {
  // The demo household's e-mail, in another case: the match ignores case.
  laura: { email: 'Laura.Garcia@Example.com', name: 'Laura at the provider', email_verified: true },
  newcomer: { email: newcomerEmail, name: 'Nova Serra Vila', email_verified: true },
  unverified: { email: 'laura.garcia@example.com', name: 'Not Laura', email_verified: false },
  'no-email': { name: 'No E-mail' },
};

const oidcEnv = (provider: TestProvider, extra: Record<string, string> = {}) => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  ...extra,
});

/** Stores `features.oidc` in the retailer's settings, which the server's configuration overrides. */
async function storeOidcFeature(t: TestApp, oidc: boolean) {
  await t.app.services.db
    .update(settingsTable)
    .set({
      publicSettings: sql`jsonb_set(${settingsTable.publicSettings}, '{features,oidc}', ${JSON.stringify(oidc)}::jsonb, true)`,
    })
    .where(eq(settingsTable.organizationId, 1));
  t.app.services.settings.invalidate();
}

/** A port nothing listens on (taken from the system, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('OpenID Connect sign-in', () => {
  let provider: TestProvider;
  let t: TestApp;
  let config: OpenidWebConfig;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri, accounts });
    t = await buildTestApp(oidcEnv(provider));
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user/openid/config' });
    config = response.json();
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const signIn = (payload: object, version = 1) =>
    t.app.inject({ method: 'POST', url: `/api/v${version}/user/openid`, payload });

  it("publishes the provider's endpoints and the client's values for the web", async () => {
    for (const version of [1, 2]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v${version}/user/openid/config`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        authorization_endpoint: `${provider.issuer}/auth`,
        end_session_endpoint: `${provider.issuer}/session/end`,
        client_id: provider.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        post_logout_redirect_uri: 'http://portal.test',
      });
    }
  });

  it('turns features.oidc on in the public settings, whatever is stored', async () => {
    await storeOidcFeature(t, false);
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/ov_customize/ov_settings' });
    expect(response.json()).toMatchObject({ features: { oidc: true } });
  });

  it('signs a known e-mail in as that customer, whatever its case', async () => {
    const { code, nonce, codeVerifier } = await authorize(config, 'laura');
    const response = await signIn({ code, nonce, code_verifier: codeVerifier });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; openid_token: string; new_customer: boolean }>();
    expect(body).toEqual({
      token: expect.any(String),
      openid_token: expect.any(String),
      new_customer: false,
    });
    // The provider's own ID token, which the web passes back to it at logout.
    expect(decodeJwt(body.openid_token)).toMatchObject({
      iss: provider.issuer,
      aud: provider.clientId,
      sub: 'laura',
      nonce,
    });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/',
      headers: bearer(body.token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      name: 'Laura García Pérez',
      email: 'laura.garcia@example.com',
    });
    const [session] = await t.app.services.db
      .select({ loginType: sessions.loginType })
      .from(sessions)
      .where(eq(sessions.id, decodeJwt(body.token).sid as string));
    expect(session).toEqual({ loginType: 'openid' });
  });

  it('creates a new customer for an unknown e-mail, once', async () => {
    const first = await authorize(config, 'newcomer');
    const response = await signIn({
      code: first.code,
      nonce: first.nonce,
      code_verifier: first.codeVerifier,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ new_customer: true });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/',
      headers: bearer(response.json<{ token: string }>().token),
    });
    expect(profile.json()).toMatchObject({
      profile: { name: 'Nova Serra Vila', email: newcomerEmail, vat: null },
    });
    const [created] = await t.app.services.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${newcomerEmail.toLowerCase()}`);
    expect(created).toMatchObject({ passwordHash: null, isNewCustomer: true });

    // Signing in again finds the same customer, still new until a contract is made.
    const second = await authorize(config, 'newcomer');
    const again = await signIn({
      code: second.code,
      nonce: second.nonce,
      code_verifier: second.codeVerifier,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ new_customer: true });
    expect(
      await t.app.services.db.$count(users, sql`lower(${users.email}) = ${newcomerEmail}`),
    ).toBe(1);
  });

  it('works without PKCE when the web sent no code challenge, and under v2', async () => {
    const { code, nonce } = await authorize(config, 'laura', { pkce: false });
    const response = await signIn({ code, nonce }, 2);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong nonce with 403 openid_invalid and opens no session', async () => {
    const before = await t.app.services.db.$count(sessions);
    const { code, codeVerifier } = await authorize(config, 'laura');
    const response = await signIn({
      code,
      nonce: 'a-nonce-the-web-never-sent',
      code_verifier: codeVerifier,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'openid_invalid' });
    expect(await t.app.services.db.$count(sessions)).toBe(before);
  });

  it('refuses a code used twice', async () => {
    const { code, nonce, codeVerifier } = await authorize(config, 'laura');
    const payload = { code, nonce, code_verifier: codeVerifier };
    expect((await signIn(payload)).statusCode).toBe(200);
    const reused = await signIn(payload);
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toEqual({ error: 'openid_invalid' });
  });

  it('refuses a wrong or missing code verifier, and a made-up code', async () => {
    const wrong = await authorize(config, 'laura');
    const otherVerifier = (await authorize(config, 'laura')).codeVerifier;
    const missing = await authorize(config, 'laura');
    for (const payload of [
      { code: wrong.code, nonce: wrong.nonce, code_verifier: otherVerifier },
      { code: missing.code, nonce: missing.nonce },
      { code: 'not-a-code-the-provider-issued', nonce: wrong.nonce },
    ]) {
      const response = await signIn(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
      expect(response.json()).toEqual({ error: 'openid_invalid' });
    }
  });

  it('refuses an e-mail the provider did not verify, and an account without e-mail', async () => {
    for (const account of ['unverified', 'no-email']) {
      const { code, nonce, codeVerifier } = await authorize(config, account);
      const response = await signIn({ code, nonce, code_verifier: codeVerifier });
      expect(response.statusCode, account).toBe(403);
      expect(response.json()).toEqual({ error: 'openid_invalid' });
    }
  });

  it('validates the body strictly', async () => {
    const cases: Array<{ payload: object; errors: Record<string, string[]> }> = [
      { payload: {}, errors: { code: ['required'], nonce: ['required'] } },
      { payload: { code: 'c', nonce: 'n', state: 's' }, errors: { state: ['unknown_field'] } },
      {
        payload: { code: 'c', nonce: 'n', code_verifier: 'short' },
        errors: { code_verifier: ['invalid_value'] },
      },
    ];
    for (const { payload, errors } of cases) {
      const response = await signIn(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ errors });
    }
  });
});

describe('OpenID sign-in with an ID token that fails its signature', () => {
  let provider: TestProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri, accounts, foreignKeys: true });
    t = await buildTestApp(oidcEnv(provider));
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('is refused with 403 openid_invalid', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user/openid/config' });
    const { code, nonce, codeVerifier } = await authorize(response.json(), 'laura');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/openid',
      payload: { code, nonce, code_verifier: codeVerifier },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ error: 'openid_invalid' });
  });
});

describe('OpenID sign-in failures per address', () => {
  let provider: TestProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri, accounts });
    t = await buildTestApp(oidcEnv(provider, { LOGIN_MAX_FAILURES_PER_ADDRESS: '2' }));
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('are limited like the other sign-ins', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/openid',
        payload: { code: 'made-up', nonce: 'made-up' },
      });
    expect((await attempt()).statusCode).toBe(403);
    expect((await attempt()).statusCode).toBe(403);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'too_many_attempts' });
  });
});

describe('OpenID provider unreachable', () => {
  let t: TestApp;
  let provider: TestProvider | undefined;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    t = await buildTestApp({
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: 'portal-test',
      OIDC_CLIENT_SECRET: 'irrelevant',
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('answers 503 while discovery fails, and discovers again once the provider is up', async () => {
    const configUrl = '/api/v1/user/openid/config';
    const down = await t.app.inject({ method: 'GET', url: configUrl });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: 'service_unavailable' });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/openid',
      payload: { code: 'c', nonce: 'n' },
    });
    expect(post.statusCode).toBe(503);

    provider = await startOidcProvider({ redirectUri, accounts, port });
    const up = await t.app.inject({ method: 'GET', url: configUrl });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ authorization_endpoint: `${provider.issuer}/auth` });
  });

  it('answers 503 when the provider goes away after discovery', async () => {
    // Continues from the test above: discovery is cached, the token endpoint is gone.
    await provider?.close();
    provider = undefined;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/openid',
      payload: { code: 'some-code', nonce: 'some-nonce' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'service_unavailable' });
  });
});

describe('OpenID sign-in when OIDC is off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 to both calls and keeps features.oidc off', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/user/openid/config' });
    expect(config.statusCode).toBe(404);
    expect(config.json()).toEqual({ error: 'not_found' });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/openid',
      payload: { code: 'c', nonce: 'n' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'not_found' });
    await storeOidcFeature(t, true);
    const settings = await t.app.inject({ method: 'GET', url: '/api/v2/ov_customize/ov_settings' });
    expect(settings.json()).toMatchObject({ features: { oidc: false } });
  });
});
