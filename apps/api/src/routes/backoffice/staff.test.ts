import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, staff, staffApiTokens } from '../../db/schema/staff';
import { otpCode } from '../../lib/totp';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

const LOGOUT_URL = '/api/v2/logout';

const login = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/backoffice/login', payload });

const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1/backoffice${url}`,
    headers,
    ...(payload && { payload }),
  });

const auditOf = (t: TestApp, action: string) =>
  t.app.services.db
    .select()
    .from(auditEntries)
    .where(sql`${auditEntries.action} = ${action}`)
    .orderBy(auditEntries.id);

describe('staff sign-in and roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
  });
  afterAll(() => t.close());

  it('signs in the demo agent, whose token opens the back office and not the customer API', async () => {
    const response = await login(t, { email: 'Agent@demo.portal', password: 'Demo-2026' });
    expect(response.statusCode).toBe(200);
    const { token, staff: member } = response.json<{ token: string; staff: object }>();
    expect(member).toMatchObject({ email: 'agent@demo.portal', role: 'agent' });
    const me = await call(t, 'GET', '/me', bearer(token));
    expect(me.json()).toMatchObject({ email: 'agent@demo.portal', role: 'agent' });
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/',
      headers: bearer(token),
    });
    expect(customer.statusCode).toBe(401);
    expect(customer.json()).toEqual({ error: 'token_invalid' });
    const [entry] = (await auditOf(t, 'staff.sign_in')).filter(
      (row) => row.staffEmail === 'agent@demo.portal',
    );
    expect(entry).toMatchObject({ staffRole: 'agent', via: 'session', address: '127.0.0.1' });
  });

  it("refuses a customer's token on every back-office call", async () => {
    const customer = await signIn(t.app, demoHousehold);
    const response = await call(t, 'GET', '/crm/cases', bearer(customer));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'token_invalid' });
    expect((await call(t, 'GET', '/crm/cases', {})).json()).toEqual({ error: 'unauthorized' });
  });

  it('checks the role on the server: an agent cannot change settings, an admin can', async () => {
    const agent = await staffAuthorization(t, 'agent');
    const supervisor = await staffAuthorization(t, 'supervisor');
    const admin = await staffAuthorization(t, 'admin');
    const patch = { public: { maintenance: false } };
    for (const headers of [agent, supervisor]) {
      const refused = await call(t, 'PUT', '/feature_flags', headers, { 'crm.case': false });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'insufficient_role' });
    }
    expect((await call(t, 'PUT', '/settings', agent, patch)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/crm/cases', agent)).statusCode).toBe(200);
    const changed = await call(t, 'PUT', '/feature_flags', admin, { 'crm.case': false });
    expect(changed.statusCode).toBe(200);
    const [entry] = await auditOf(t, 'feature_flags.update');
    expect(entry).toMatchObject({
      staffEmail: 'admin@demo.portal',
      target: 'feature_flags',
      details: { 'crm.case': { before: true, after: false } },
    });
  });

  it('ends the session at sign-out', async () => {
    const headers = await staffAuthorization(t, 'agent');
    expect((await call(t, 'POST', '/logout', headers)).statusCode).toBe(204);
    expect((await call(t, 'GET', '/me', headers)).json()).toEqual({ error: 'token_invalid' });
  });

  it('answers a wrong password as an unknown e-mail, and locks the account after the limit', async () => {
    for (const email of ['supervisor@demo.portal', 'nobody@demo.portal']) {
      const response = await login(t, { email, password: 'Wrong-2026' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'invalid_credentials' });
    }
    await login(t, { email: 'supervisor@demo.portal', password: 'Wrong-2026' });
    await login(t, { email: 'supervisor@demo.portal', password: 'Wrong-2026' });
    const locked = await login(t, { email: 'supervisor@demo.portal', password: 'Demo-2026' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'too_many_attempts' });
  });

  it('refuses bad sign-in bodies with field errors', async () => {
    const response = await login(t, { email: '', password: 'x'.repeat(129), extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { email: ['required'], password: ['too_long'] },
    });
  });
});

describe('an admin with a second factor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is given a secret at the first sign-in, confirms it with a code, then needs a code each time', async () => {
    const admin = await staffAuthorization(t, 'admin');
    const created = await call(t, 'POST', '/staff', admin, {
      email: 'marta@retailer.example',
      name: 'Marta Admin',
      role: 'admin',
    });
    expect(created.statusCode).toBe(201);
    const { password_link: link } = created.json<{ password_link: string }>();
    expect(link).toMatch(/^http:\/\/portal\.test\/backoffice\/password\?token=/);
    const token = new URL(link).searchParams.get('token')!;
    const set = await call(t, 'POST', '/password', {}, { token, password: 'Marta-2026!' });
    expect(set.statusCode).toBe(204);
    const again = await call(t, 'POST', '/password', {}, { token, password: 'Other-2026!' });
    expect(again.json()).toEqual({ error: 'reset_token_invalid' });

    const credentials = { email: 'marta@retailer.example', password: 'Marta-2026!' };
    const setup = await login(t, credentials);
    expect(setup.statusCode).toBe(403);
    const { otp_secret: secret, otp_uri: uri } = setup.json<{
      otp_secret: string;
      otp_uri: string;
    }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect((await login(t, { ...credentials, otp: '000000' })).json()).toEqual({
      error: 'otp_invalid',
    });
    const now = Date.now();
    const confirmed = await login(t, { ...credentials, otp: otpCode(secret, now) });
    expect(confirmed.statusCode).toBe(200);

    expect((await login(t, credentials)).json()).toEqual({ error: 'otp_required' });
    const replayed = await login(t, { ...credentials, otp: otpCode(secret, now) });
    expect(replayed.json()).toEqual({ error: 'otp_invalid' });
    const next = await login(t, { ...credentials, otp: otpCode(secret, now + 30_000) });
    expect(next.statusCode).toBe(200);
    const [row] = await t.app.services.db
      .select()
      .from(staff)
      .where(sql`${staff.email} = 'marta@retailer.example'`);
    expect(row).toMatchObject({ otpSecret: secret, otpPendingSecret: null });
  });
});

describe('personal API tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are shown once, stored hashed, scoped no higher than their owner, and revocable', async () => {
    const supervisor = await staffAuthorization(t, 'supervisor');
    const tooHigh = await call(t, 'POST', '/api_tokens', supervisor, { name: 'x', role: 'admin' });
    expect(tooHigh.statusCode).toBe(403);
    expect(tooHigh.json()).toEqual({ error: 'insufficient_role' });

    const created = await call(t, 'POST', '/api_tokens', supervisor, {
      name: 'Nightly export',
      role: 'agent',
    });
    expect(created.statusCode).toBe(201);
    const { id, token } = created.json<{ id: string; token: string }>();
    expect(token).toMatch(/^pbo_/);
    const listed = await call(t, 'GET', '/api_tokens', supervisor);
    expect(listed.json()).toMatchObject({ items: [{ id, name: 'Nightly export', role: 'agent' }] });
    expect(JSON.stringify(listed.json())).not.toContain(token);
    const stored = await t.app.services.db
      .select({ tokenHash: staffApiTokens.tokenHash })
      .from(staffApiTokens);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token.slice(4));

    const script = bearer(token);
    expect((await call(t, 'GET', '/crm/cases', script)).statusCode).toBe(200);
    // Its role is the token's, not its owner's.
    const sign = await call(t, 'POST', '/change_requests/1/sign', script);
    expect(sign.json()).toEqual({ error: 'insufficient_role' });
    const customer = await t.app.inject({ method: 'GET', url: '/api/v1/users/', headers: script });
    expect(customer.statusCode).toBe(401);

    const agent = await staffAuthorization(t, 'agent');
    expect((await call(t, 'DELETE', `/api_tokens/${id}`, agent)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api_tokens/${id}`, supervisor)).statusCode).toBe(204);
    expect((await call(t, 'GET', '/crm/cases', script)).json()).toEqual({ error: 'token_invalid' });
    const entries = await auditOf(t, 'api_token.revoke');
    expect(entries.map((entry) => entry.target)).toEqual([`api_token:${id}`]);
  });
});

describe("the admins' lists of staff and tokens", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("lists everyone's tokens with their owner to an admin, and only one's own to others", async () => {
    const [agent, supervisor, admin] = await Promise.all([
      staffAuthorization(t, 'agent'),
      staffAuthorization(t, 'supervisor'),
      staffAuthorization(t, 'admin'),
    ]);
    await call(t, 'POST', '/api_tokens', agent, { name: 'Agent script' });
    await call(t, 'POST', '/api_tokens', supervisor, { name: 'Supervisor script' });
    const created = await call(t, 'POST', '/api_tokens', admin, { name: 'Admin script' });
    expect(created.json()).toMatchObject({
      owner: { email: 'admin@demo.portal', name: expect.any(String) },
    });

    const ofAdmin = await call(t, 'GET', '/api_tokens', admin);
    const items = ofAdmin.json<{ items: { name: string; owner: { email: string } }[] }>().items;
    expect(items.map((token) => [token.name, token.owner.email])).toEqual([
      ['Admin script', 'admin@demo.portal'],
      ['Supervisor script', 'supervisor@demo.portal'],
      ['Agent script', 'agent@demo.portal'],
    ]);
    const ofAgent = await call(t, 'GET', '/api_tokens', agent);
    expect(ofAgent.json()).toMatchObject({
      items: [{ name: 'Agent script', owner: { email: 'agent@demo.portal' } }],
    });
    expect(ofAgent.json<{ items: unknown[] }>().items).toHaveLength(1);
  });

  it('lists the staff with their latest sign-in, to admins only', async () => {
    const admin = await staffAuthorization(t, 'admin');
    const created = await call(t, 'POST', '/staff', admin, {
      email: 'nou@demo.portal',
      name: 'Nou Agent',
      role: 'agent',
      language: 'ca',
    });
    expect(created.statusCode).toBe(201);
    const list = await call(t, 'GET', '/staff', admin);
    expect(list.statusCode).toBe(200);
    const items = list.json<{
      items: { email: string; last_sign_in_at: string | null; language: string }[];
    }>().items;
    const newcomer = items.find((member) => member.email === 'nou@demo.portal');
    expect(newcomer).toMatchObject({ last_sign_in_at: null, language: 'ca' });
    const signedIn = items.find((member) => member.email === 'admin@demo.portal');
    expect(Date.now() - Date.parse(signedIn!.last_sign_in_at!)).toBeLessThan(60_000);

    const supervisor = await staffAuthorization(t, 'supervisor');
    expect((await call(t, 'GET', '/staff', supervisor)).statusCode).toBe(403);
    expect(
      (
        await call(t, 'POST', '/staff', supervisor, {
          email: 'x@demo.portal',
          name: 'X',
          role: 'agent',
        })
      ).statusCode,
    ).toBe(403);
    const nul = await call(t, 'POST', '/staff', admin, {
      email: 'nul@demo.portal',
      name: 'Nul\u0000Name',
      role: 'agent',
    });
    expect(nul.statusCode).toBe(400);
    const oversized = await call(t, 'POST', '/staff', admin, {
      email: 'big@demo.portal',
      name: 'x'.repeat(121),
      role: 'agent',
    });
    expect(oversized.json()).toEqual({ errors: { name: ['too_long'] } });
    const emails = (await call(t, 'GET', '/staff', admin))
      .json<{ items: { email: string }[] }>()
      .items.map((member) => member.email);
    expect(emails).not.toContain('nul@demo.portal');
    expect(emails).not.toContain('big@demo.portal');
  });
});

describe("a supervisor's view of a customer's portal", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is read-only, names the supervisor, and its start and end are in the trail', async () => {
    const agent = await staffAuthorization(t, 'agent');
    const refused = await call(t, 'POST', '/tokens', agent, { user: '12345678Z', readonly: true });
    expect(refused.json()).toEqual({ error: 'insufficient_role' });

    const supervisor = await staffAuthorization(t, 'supervisor');
    const opened = await call(t, 'POST', '/tokens', supervisor, {
      user: '12345678Z',
      readonly: true,
    });
    expect(opened.statusCode).toBe(201);
    const customer = bearer(opened.json<{ token: string }>().token);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/users/', headers: customer });
    expect(profile.json()).toMatchObject({ name: 'Laura García Pérez' });
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: customer,
      payload: { current: 'Demo-2026', password: 'Other-2026!' },
    });
    expect(change.json()).toEqual({ error: 'readonly_token' });
    const ended = await t.app.inject({ method: 'POST', url: LOGOUT_URL, headers: customer });
    expect(ended.statusCode).toBe(204);

    const [start] = await auditOf(t, 'customer.view_as');
    const [end] = await auditOf(t, 'customer.view_end');
    expect(start).toMatchObject({
      staffEmail: 'supervisor@demo.portal',
      details: { readonly: true },
    });
    expect(start!.target).toMatch(/^customer:[0-9a-f-]{36}$/);
    expect(end).toMatchObject({ staffEmail: 'supervisor@demo.portal', target: start!.target });
    expect(end!.via).toMatch(/^customer_session:/);
  });
});

describe('the audit trail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('cannot be changed or emptied, even straight in the database', async () => {
    await staffAuthorization(t, 'agent');
    const { db } = t.app.services;
    await expect(db.execute(sql`UPDATE audit_entries SET action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_entries`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_entries`)).rejects.toThrow();
    expect((await auditOf(t, 'staff.sign_in')).length).toBeGreaterThan(0);
  });

  it('lists and filters for admins only, newest first, and downloads as CSV', async () => {
    const admin = await staffAuthorization(t, 'admin');
    const agent = await staffAuthorization(t, 'agent');
    expect((await call(t, 'GET', '/audit', agent)).json()).toEqual({ error: 'insufficient_role' });
    await call(t, 'POST', '/api_tokens', { ...agent, 'user-agent': '=1+2' }, { name: 'a "b";' });

    const list = await call(t, 'GET', '/audit?staff=AGENT@demo.portal&lang=ca', admin);
    expect(list.statusCode).toBe(200);
    const page = list.json<{ items: { action: string; staff_email: string }[]; n_items: number }>();
    expect(page.items.map((entry) => entry.action)).toEqual([
      'api_token.create',
      'staff.sign_in',
      'staff.sign_in',
    ]);
    expect(page.n_items).toBe(3);
    // The trail's days are Madrid's (as a retailer in Spain reads them), whatever the clock's zone.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
      new Date(),
    );
    const byAction = await call(
      t,
      'GET',
      `/audit?action=api_token.create&from=${today}&to=${today}`,
      admin,
    );
    expect(byAction.json()).toMatchObject({
      n_items: 1,
      items: [{ staff_email: 'agent@demo.portal' }],
    });
    const future = await call(t, 'GET', '/audit?from=2999-01-01', admin);
    expect(future.json()).toMatchObject({ n_items: 0, items: [] });

    const bad = await call(t, 'GET', '/audit?from=2026-13-01&to=x&limit=0', admin);
    expect(bad.statusCode).toBe(400);
    const reversed = await call(t, 'GET', '/audit?from=2026-02-01&to=2026-01-01', admin);
    expect(reversed.json()).toMatchObject({ errors: { to: ['date_range_invalid'] } });

    const csv = await call(t, 'GET', '/audit.csv?action=api_token.create&lang=es', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row, end] = csv.body.split('\r\n');
    expect(header).toBe(
      '\ufeffid;at;staff_email;staff_role;via;action;target;details;address;user_agent',
    );
    expect(row).toContain(';agent@demo.portal;agent;session;api_token.create;api_token:');
    expect(row).toContain(';"{""name"":""a \\""b\\"";"",""role"":""agent""}";');
    // What a caller sent cannot become a spreadsheet formula.
    expect(row).toMatch(/;'=1\+2$/);
    expect(end).toBe('');
  });
});
