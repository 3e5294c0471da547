import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/staff';
import { otpCode } from '../../lib/totp';
import { type TestApp, bearer, buildTestApp } from '../../testing/build-test-app';
import {
  type OpenidWebConfig,
  type TestProvider,
  authorize,
  startOidcProvider,
} from '../../testing/oidc-provider';
import { staffAuthorization } from '../../testing/staff';

// The test app's PUBLIC_URL is http://portal.test: the customers' and the back office's defaults.
const customerRedirectUri = 'http://portal.test/connect';
const staffRedirectUri = 'http://portal.test/backoffice';

const accounts = {
  // The demo agent's e-mail, in another case: the match ignores case.
  agent: { email: 'Agent@Demo.Portal', name: 'Agent at the provider', email_verified: true },
  // The demo household: a customer, not a staff member.
  laura: { email: 'laura.garcia@example.com', name: 'Laura', email_verified: true },
  marta: { email: 'marta.oidc@retailer.example', name: 'Marta', email_verified: true },
  unverified: { email: 'agent@demo.portal', name: 'Not the agent', email_verified: false },
};

const post = (t: TestApp, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/backoffice${url}`, payload });

describe('staff sign-in through OpenID Connect', () => {
  let provider: TestProvider;
  let t: TestApp;
  let config: OpenidWebConfig;

  beforeAll(async () => {
    provider = await startOidcProvider({
      redirectUri: customerRedirectUri,
      otherRedirectUris: [staffRedirectUri],
      accounts,
    });
    t = await buildTestApp({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    });
    config = (
      await t.app.inject({ method: 'GET', url: '/api/v1/backoffice/openid/config' })
    ).json();
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const codeFor = async (account: string) => {
    const { code, nonce, codeVerifier } = await authorize(config, account);
    return { code, nonce, code_verifier: codeVerifier };
  };

  it("sends staff back to the back office's sign-in", () => {
    expect(config).toMatchObject({
      authorization_endpoint: `${provider.issuer}/auth`,
      client_id: provider.clientId,
      redirect_uri: staffRedirectUri,
    });
  });

  it('opens a staff session for a staff e-mail, audited, that no customer call accepts', async () => {
    const response = await post(t, '/openid', await codeFor('agent'));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; staff: { email: string; role: string } }>();
    expect(body.staff).toMatchObject({ email: 'agent@demo.portal', role: 'agent' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/backoffice/me',
      headers: bearer(body.token),
    });
    expect(me.json()).toMatchObject({ email: 'agent@demo.portal' });
    const customerCall = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/',
      headers: bearer(body.token),
    });
    expect(customerCall.statusCode).toBe(401);

    const [entry] = await t.app.services.db
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.action} = 'staff.sign_in' and ${auditEntries.details} ? 'method'`);
    expect(entry).toMatchObject({ staffEmail: 'agent@demo.portal', details: { method: 'openid' } });
  });

  it("refuses a customer's or an unknown e-mail, an unverified one, and a used code", async () => {
    const customer = await post(t, '/openid', await codeFor('laura'));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ error: 'openid_not_staff' });

    const unverified = await post(t, '/openid', await codeFor('unverified'));
    expect(unverified.json()).toEqual({ error: 'openid_invalid' });

    const once = await codeFor('agent');
    expect((await post(t, '/openid', once)).statusCode).toBe(200);
    expect((await post(t, '/openid', once)).json()).toEqual({ error: 'openid_invalid' });
  });

  it("refuses a code the provider gave for the customers' redirect URI", async () => {
    const { code, nonce, codeVerifier } = await authorize(
      { ...config, redirect_uri: customerRedirectUri },
      'agent',
    );
    const response = await post(t, '/openid', { code, nonce, code_verifier: codeVerifier });
    expect(response.json()).toEqual({ error: 'openid_invalid' });
  });

  it('asks an admin for the one-time code after the provider, and opens the session with it', async () => {
    const admin = await staffAuthorization(t, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/staff',
      headers: admin,
      payload: { email: 'marta.oidc@retailer.example', name: 'Marta', role: 'admin' },
    });
    expect(created.statusCode).toBe(201);

    const setup = await post(t, '/openid', await codeFor('marta'));
    expect(setup.statusCode).toBe(403);
    const owed = setup.json<{ error: string; pending_sign_in: string; otp_secret: string }>();
    expect(owed).toMatchObject({ error: 'otp_setup_required', otp_secret: expect.any(String) });

    const wrong = await post(t, '/openid/otp', {
      pending_sign_in: owed.pending_sign_in,
      otp: '000000',
    });
    expect(wrong.json()).toEqual({ error: 'otp_invalid' });
    const forged = await post(t, '/openid/otp', {
      pending_sign_in: `${owed.pending_sign_in}x`,
      otp: otpCode(owed.otp_secret, Date.now()),
    });
    expect(forged.json()).toEqual({ error: 'openid_invalid' });
    const confirmed = await post(t, '/openid/otp', {
      pending_sign_in: owed.pending_sign_in,
      otp: otpCode(owed.otp_secret, Date.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ staff: { role: 'admin' } });

    const next = await post(t, '/openid', await codeFor('marta'));
    expect(next.json()).toEqual({ error: 'otp_required', pending_sign_in: expect.any(String) });
  });

  it('answers bad bodies with field errors and changes nothing', async () => {
    const nul = await post(t, '/openid/otp', { pending_sign_in: 'a\u0000b', otp: '123456' });
    expect(nul.statusCode).toBe(400);
    const oversized = await post(t, '/openid/otp', {
      pending_sign_in: 'x'.repeat(5000),
      otp: '12345',
    });
    expect(oversized.json()).toMatchObject({
      errors: { pending_sign_in: ['too_long'], otp: ['invalid_value'] },
    });
    const extra = await post(t, '/openid', { code: 'c', nonce: 'n', role: 'admin' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('staff OpenID sign-in without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is not there', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/backoffice/openid/config' });
    expect(config.statusCode).toBe(404);
    expect((await post(t, '/openid', { code: 'c', nonce: 'n' })).statusCode).toBe(404);
    expect((await post(t, '/openid/otp', { pending_sign_in: 'p', otp: '123456' })).statusCode).toBe(
      404,
    );
  });
});
