import { eq, sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/retailer';
import {
  type TestApp,
  bearer,
  buildSignedInApp,
  buildTestApp,
  demoCompany,
  signIn,
} from '../../testing/build-test-app';
import { tokenForNewSession, userIdByTaxId } from '../../testing/db';

const secret = 'users-test-secret-0123456789-abcdefghijkl';

describe('the signed-in customer profile, GET /users/', () => {
  let t: TestApp;
  let householdToken: string;
  let companyToken: string;
  beforeAll(async () => {
    ({
      t,
      household: householdToken,
      company: companyToken,
    } = await buildSignedInApp({ JWT_SECRET: secret }));
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  /** Checks that the link's `params` is our signature of a newsletter token for the user. */
  async function expectNewsletterLink(url: unknown, path: string, userId: string) {
    expect(typeof url).toBe('string');
    const parsed = new URL(url as string);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`http://portal.test${path}`);
    const params = parsed.searchParams.get('params');
    expect(params).toBeTruthy();
    const { payload } = await jwtVerify(params!, new TextEncoder().encode(secret), {
      issuer: 'energy-portal',
      audience: 'newsletter',
    });
    expect(payload.sub).toBe(userId);
    expect(payload.exp! - payload.iat!).toBe(30 * 24 * 3600);
  }

  it('v1 has the flat layout: email, mobile, name, newsletter_url', async () => {
    const response = await get('/api/v1/users/', householdToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      email: 'laura.garcia@example.com',
      mobile: '+34600111222',
      name: 'Laura García Pérez',
      newsletter_url: expect.any(String),
    });
    await expectNewsletterLink(
      body.newsletter_url,
      '/boletin',
      await userIdByTaxId(t.app, '12345678Z'),
    );
  });

  it('v2 groups the profile and adds the tax id and language', async () => {
    const response = await get('/api/v2/users/', householdToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      profile: {
        name: 'Laura García Pérez',
        vat: '12345678Z',
        email: 'laura.garcia@example.com',
        mobile: '+34600111222',
        language: 'es',
      },
      newsletter_url: expect.any(String),
    });
    await expectNewsletterLink(
      body.newsletter_url,
      '/boletin',
      await userIdByTaxId(t.app, '12345678Z'),
    );
  });

  it('gives the company its own profile, with its link in its language', async () => {
    const v1 = await get('/api/v1/users/', companyToken);
    expect(v1.json()).toEqual({
      email: 'admin@tallers-demo.example',
      mobile: '+34933000111',
      name: 'Tallers Demo SL',
      newsletter_url: expect.any(String),
    });
    const v2 = await get('/api/v2/users/', companyToken);
    const body = v2.json<{ profile: unknown; newsletter_url: string }>();
    expect(body.profile).toEqual({
      name: 'Tallers Demo SL',
      vat: 'B12345674',
      email: 'admin@tallers-demo.example',
      mobile: '+34933000111',
      language: 'ca',
    });
    await expectNewsletterLink(
      body.newsletter_url,
      '/butlleti',
      await userIdByTaxId(t.app, 'B12345674'),
    );
  });

  it('shows only the signed-in customer, whatever the request names', async () => {
    const companyId = await userIdByTaxId(t.app, 'B12345674');
    for (const url of [
      `/api/v2/users/?id=${companyId}`,
      `/api/v2/users/?vat=B12345674`,
      `/api/v2/users/?user=B12345674`,
    ]) {
      const response = await get(url, householdToken);
      expect(response.json()).toMatchObject({ profile: { vat: '12345678Z' } });
    }
    const byPath = await get(`/api/v2/users/${companyId}`, householdToken);
    expect(byPath.statusCode).toBe(404);
    expect(byPath.body).not.toContain('Tallers');
  });

  it('needs a token in both versions', async () => {
    for (const url of ['/api/v1/users/', '/api/v2/users/']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized' });
    }
  });

  it('has no newsletter link for an account without e-mail (the partner)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/client_id',
      payload: { client_id: 'demo-partner', secret: 'demo-partner-secret' },
    });
    const { token } = response.json<{ token: string }>();
    const profile = await get('/api/v2/users/', token);
    expect(profile.json()).toEqual({
      profile: {
        name: 'Comparador Demo (partner)',
        vat: null,
        email: null,
        mobile: null,
        language: 'es',
      },
      newsletter_url: null,
    });
  });

  it('has no newsletter link when the retailer turns the newsletter off', async () => {
    const { db } = t.app.services;
    await db
      .update(settings)
      .set({
        publicSettings: sql`jsonb_set(${settings.publicSettings}, '{features,newsletter}', 'false')`,
      })
      .where(eq(settings.organizationId, 1));
    t.app.services.settings.invalidate();
    try {
      const response = await get('/api/v1/users/', householdToken);
      expect(response.json()).toMatchObject({ name: 'Laura García Pérez', newsletter_url: null });
    } finally {
      await db
        .update(settings)
        .set({ publicSettings: sql`${settings.publicSettings} #- '{features,newsletter}'` })
        .where(eq(settings.organizationId, 1));
      t.app.services.settings.invalidate();
    }
    const restored = await get('/api/v1/users/', householdToken);
    expect(restored.json<{ newsletter_url: unknown }>().newsletter_url).toEqual(expect.any(String));
  });
});

describe('PUT /users/: the e-mail and mobile notifications go to', () => {
  let t: TestApp;
  let company: string;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await signIn(t.app, demoCompany);
  });
  afterAll(() => t.close());

  const put = (version: 1 | 2, payload: object, token = company) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v${version}/users/`,
      headers: bearer(token),
      payload,
    });

  it('stores them, the mobile normalised, and answers the profile in the version asked', async () => {
    const v2 = await put(2, { email: 'gerencia@tallers-demo.example', mobile: '622 33 44 55' });
    expect(v2.statusCode).toBe(200);
    expect(v2.json()).toMatchObject({
      profile: {
        name: 'Tallers Demo SL',
        vat: 'B12345674',
        email: 'gerencia@tallers-demo.example',
        mobile: '+34622334455',
      },
    });
    const v1 = await put(1, { email: 'admin@tallers-demo.example', mobile: '+34933000111' });
    expect(v1.json()).toMatchObject({
      name: 'Tallers Demo SL',
      email: 'admin@tallers-demo.example',
      mobile: '+34933000111',
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/',
      headers: bearer(company),
    });
    expect(profile.json()).toMatchObject({
      profile: { email: 'admin@tallers-demo.example', mobile: '+34933000111' },
    });
  });

  it('refuses invalid or unknown fields, an e-mail of another account and a read-only token', async () => {
    expect((await put(2, { email: 'admin@', mobile: '' })).json()).toEqual({
      errors: { email: ['validation_email_name_not_valid'], mobile: ['required'] },
    });
    expect(
      (await put(2, { email: 'a@example.com', mobile: '622334455', name: 'X' })).json(),
    ).toEqual({ errors: { name: ['unknown_field'] } });
    const taken = await put(1, { email: 'Laura.Garcia@example.com', mobile: '622334455' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'user_already_exists' });
    const readonly = await tokenForNewSession(t.app, await userIdByTaxId(t.app, 'B12345674'), {
      readonly: true,
    });
    const refused = await put(2, { email: 'a@example.com', mobile: '622334455' }, readonly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'readonly_token' });
  });
});
