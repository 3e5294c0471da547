import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/newsletters';
import { backofficeCaller } from '../../testing/app-calls';
import {
  bearer,
  buildTestApp,
  demoCompany,
  demoHousehold,
  signIn,
  type TestApp,
} from '../../testing/build-test-app';
import { userIdByTaxId } from '../../testing/db';

/** The newsletter page's calls (spec 3 point 7), authorised by the profile link's token (decision 022). */

const JWT_SECRET = 'newsletter-test-secret-of-forty-characters!';

type Newsletter = {
  newsletter_id: number;
  name: string;
  subscribed: boolean;
  subscriptor_id: number;
  exported: boolean;
  newsletter_description: string;
  kept?: boolean;
};

describe('newsletters', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp({ JWT_SECRET, LOG_LEVEL: 'info' }, { logStream });
  });
  afterAll(() => t.close());
  const backoffice = backofficeCaller(() => t, 'admin');
  const setSettings = async (publicSettings: object) => {
    const response = await backoffice('PUT', '/settings', { public: publicSettings, private: {} });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** The `params` of the account's profile link, as the customer gets it. */
  async function linkToken(credentials: { user: string; password: string }) {
    const token = await signIn(t.app, credentials);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/',
      headers: bearer(token),
    });
    const url = new URL(profile.json<{ newsletter_url: string }>().newsletter_url);
    return url.searchParams.get('params')!;
  }
  const query = (token: string, lang = 'es') => `params=${encodeURIComponent(token)}&lang=${lang}`;
  const getSubscriber = (token: string, id: string | number = 'me') =>
    t.app.inject({ method: 'GET', url: `/api/v2/subscribers/${id}?${query(token)}` });
  const getNewsletters = (token: string, idOrEmail: string | number, lang = 'es') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/newsletters/${encodeURIComponent(String(idOrEmail))}?${query(token, lang)}`,
    });
  const setActive = (token: string, payload: object, lang = 'es') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/subscriber/set_active_newsletters?${query(token, lang)}`,
      payload,
    });
  const setMails = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v2/subscriber/set_mails?${query(token)}`, payload });
  const subscribed = (list: Newsletter[]) =>
    list.filter((n) => n.subscribed).map((n) => n.newsletter_id);

  it('opens the household’s subscriber from the profile link, with its newsletters in the language asked', async () => {
    const token = await linkToken(demoHousehold);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/',
      headers: bearer(await signIn(t.app, demoHousehold)),
    });
    expect(profile.json<{ newsletter_url: string }>().newsletter_url).toMatch(
      /^http:\/\/portal\.test\/boletin\?params=/,
    );

    const me = await getSubscriber(token);
    expect(me.statusCode, me.body).toBe(200);
    const subscriber = me.json<{ id: number; emails: string[] }>();
    expect(subscriber.emails).toEqual(['laura.garcia@example.com']);
    expect((await getSubscriber(token, subscriber.id)).json()).toEqual(subscriber);

    const catalan = await getNewsletters(token, subscriber.id, 'ca');
    expect(catalan.statusCode, catalan.body).toBe(200);
    expect(catalan.json<Newsletter[]>()).toEqual([
      {
        newsletter_id: 1,
        name: 'Novetats i ofertes',
        subscribed: true,
        subscriptor_id: subscriber.id,
        exported: true,
        newsletter_description: 'Productes nous, promocions i canvis de preu, una vegada al mes.',
      },
      expect.objectContaining({
        newsletter_id: 2,
        name: 'Consells d’estalvi',
        subscribed: true,
        exported: false,
      }),
      expect.objectContaining({
        newsletter_id: 3,
        name: 'Mercat elèctric',
        subscribed: false,
        exported: false,
      }),
    ]);
    const byEmail = await getNewsletters(token, 'Laura.Garcia@example.com', 'en');
    expect(byEmail.json<Newsletter[]>().map((n) => n.name)).toEqual([
      'News and offers',
      'Saving tips',
      'Electricity market',
    ]);
    const spanish = await getNewsletters(token, subscriber.id);
    expect(spanish.json<Newsletter[]>()[0]!.name).toBe('Novedades y ofertas');
  });

  it('refuses a forged, an expired, another purpose’s or a session token, and no token at all', async () => {
    const householdId = await userIdByTaxId(t.app, demoHousehold.user);
    const now = Math.floor(Date.now() / 1000);
    const sign = (secret: string, audience: string, exp: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(householdId)
        .setIssuer('energy-portal')
        .setAudience(audience)
        .setIssuedAt(now - 120)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const forged = await sign('another-secret-that-is-forty-characters!!', 'newsletter', now + 600);
    const expired = await sign(JWT_SECRET, 'newsletter', now - 60);
    const otherPurpose = await t.app.services.tokens.signPurpose('unsubscribe', householdId, 600);
    const session = await signIn(t.app, demoHousehold);
    // The signature's first character: its last one carries two unused bits, so changing it may not.
    const [header, payload, signature] = (await linkToken(demoHousehold)).split('.');
    const tampered = `${header}.${payload}.${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;

    for (const [token, code] of [
      [forged, 'token_invalid'],
      [expired, 'token_expired'],
      [otherPurpose, 'token_invalid'],
      [session, 'token_invalid'],
      [tampered, 'token_invalid'],
    ] as const) {
      for (const response of [
        await getSubscriber(token),
        await getNewsletters(token, 'laura.garcia@example.com'),
        await setActive(token, {
          subscriptor_or_email: 'laura.garcia@example.com',
          selected_newsletters: [],
        }),
        await setMails(token, { subscriberId: 1, emails: ['x@example.com'] }),
      ]) {
        expect(response.statusCode, `${code}: ${response.body}`).toBe(401);
        expect(response.json()).toEqual({ error: code });
      }
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/v2/subscribers/me' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ errors: { params: ['required'] } });
  });

  it('reaches only the link’s own subscriber', async () => {
    const household = (await getSubscriber(await linkToken(demoHousehold))).json<{ id: number }>();
    const company = await linkToken(demoCompany);
    expect((await getSubscriber(company)).statusCode).toBe(200);
    for (const response of [
      await getSubscriber(company, household.id),
      await getNewsletters(company, household.id),
      await getNewsletters(company, 'laura.garcia@example.com'),
      await setActive(company, { subscriptor_or_email: household.id, selected_newsletters: [3] }),
      await setMails(company, { subscriberId: household.id, emails: ['intruder@example.com'] }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden' });
    }
    const after = await getNewsletters(await linkToken(demoHousehold), household.id);
    expect(subscribed(after.json<Newsletter[]>())).toEqual([1, 2]);
    expect((await getSubscriber(await linkToken(demoHousehold))).json()).toMatchObject({
      emails: ['laura.garcia@example.com'],
    });
  });

  it('unsubscribes and subscribes, keeping an exported newsletter and saying so', async () => {
    const token = await linkToken(demoHousehold);
    const { id } = (await getSubscriber(token)).json<{ id: number }>();
    try {
      const one = await setActive(token, {
        subscriptor_or_email: id,
        selected_newsletters: [1, 3],
      });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json<Newsletter[]>().map((n) => [n.newsletter_id, n.subscribed, n.kept])).toEqual([
        [1, true, false],
        [2, false, false],
        [3, true, false],
      ]);
      // Leaving out the exported newsletter keeps it: the subscriber is not removed.
      const none = await setActive(
        token,
        { subscriptor_or_email: 'laura.garcia@example.com', selected_newsletters: [] },
        'en',
      );
      expect(none.statusCode, none.body).toBe(200);
      const list = none.json<Newsletter[]>();
      expect(list.map((n) => [n.newsletter_id, n.subscribed, n.exported, n.kept])).toEqual([
        [1, true, true, true],
        [2, false, false, false],
        [3, false, false, false],
      ]);
      expect(list[0]!.name).toBe('News and offers');
      expect((await getSubscriber(token)).json()).toMatchObject({ id });
    } finally {
      await setActive(token, { subscriptor_or_email: id, selected_newsletters: [1, 2] });
    }
  });

  it('removes a subscriber left with no newsletter, and answers "removed"', async () => {
    const token = await linkToken(demoCompany);
    const companyId = await userIdByTaxId(t.app, demoCompany.user);
    const { id, emails } = (await getSubscriber(token)).json<{ id: number; emails: string[] }>();
    expect(emails).toEqual(['admin@tallers-demo.example']);
    const joined = await setActive(token, { subscriptor_or_email: id, selected_newsletters: [3] });
    expect(subscribed(joined.json<Newsletter[]>())).toEqual([3]);

    const removed = await setActive(token, { subscriptor_or_email: id, selected_newsletters: [] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.headers['content-type']).toMatch(/^application\/json/);
    expect(removed.json()).toBe('removed');
    const rows = await t.app.services.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.userId, companyId));
    expect(rows).toEqual([]);
    // The old number is gone; the link opens a new, empty subscriber.
    expect((await getNewsletters(token, id)).statusCode).toBe(403);
    const again = (await getSubscriber(token)).json<{ id: number }>();
    expect(again.id).not.toBe(id);
    expect(subscribed((await getNewsletters(token, again.id)).json<Newsletter[]>())).toEqual([]);
  });

  it('refuses newsletters that do not exist and malformed bodies', async () => {
    const token = await linkToken(demoHousehold);
    const { id } = (await getSubscriber(token)).json<{ id: number }>();
    const unknown = await setActive(token, {
      subscriptor_or_email: id,
      selected_newsletters: [2, 999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: { selected_newsletters: ['invalid_value'] } });
    const extra = await setActive(token, {
      subscriptor_or_email: id,
      selected_newsletters: [2],
      admin: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ errors: { admin: ['unknown_field'] } });
    expect(subscribed((await getNewsletters(token, id)).json<Newsletter[]>())).toEqual([1, 2]);
  });

  it('replaces the subscriber’s e-mails when valid, unless the retailer disabled it', async () => {
    const token = await linkToken(demoHousehold);
    const { id } = (await getSubscriber(token)).json<{ id: number }>();
    try {
      const bad = await setMails(token, { subscriberId: id, emails: ['laura@', 'ok@example.com'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ errors: { 'emails.0': ['email_not_valid'] } });
      const empty = await setMails(token, { subscriberId: id, emails: [] });
      expect(empty.statusCode).toBe(400);

      const good = await setMails(token, {
        subscriberId: id,
        emails: [' laura.nueva@example.com ', 'LAURA.NUEVA@example.com', 'casa@example.com'],
      });
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json()).toEqual({ id, emails: ['laura.nueva@example.com', 'casa@example.com'] });
      expect((await getSubscriber(token)).json()).toEqual(good.json());
      // The newsletters are now reached by the new address, not the old one.
      expect((await getNewsletters(token, 'casa@example.com')).statusCode).toBe(200);
      expect((await getNewsletters(token, 'laura.garcia@example.com')).statusCode).toBe(403);

      await setSettings({ newsletter: { mailEditionDisabled: true } });
      const disabled = await setMails(token, { subscriberId: id, emails: ['otra@example.com'] });
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json()).toEqual({ error: 'forbidden' });
      expect((await getSubscriber(token)).json()).toEqual(good.json());
      const settings = await t.app.inject({
        method: 'GET',
        url: '/api/v2/ov_customize/ov_settings',
      });
      expect(settings.json()).toMatchObject({ newsletter: { mailEditionDisabled: true } });
    } finally {
      await setSettings({ newsletter: { mailEditionDisabled: false } });
      await setMails(token, { subscriberId: id, emails: ['laura.garcia@example.com'] });
    }
  });

  it('answers 404 while the retailer has newsletters off', async () => {
    const token = await linkToken(demoHousehold);
    await setSettings({ features: { newsletter: false } });
    try {
      const response = await getSubscriber(token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    } finally {
      await setSettings({ features: { newsletter: true } });
    }
    expect((await getSubscriber(token)).statusCode).toBe(200);
  });

  it('keeps the link’s token out of the request log', async () => {
    const token = await linkToken(demoHousehold);
    await getSubscriber(token);
    const log = logLines.join('');
    expect(log).toContain('/api/v2/subscribers/me?params=[redacted]&lang=es');
    expect(log).not.toContain(token);
  });
});
