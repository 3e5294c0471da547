import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/accounts';
import { outbox } from '../../db/schema/outbox';
import { type TestApp, bearer, buildTestApp, signIn } from '../../testing/build-test-app';
import { hashLinkToken } from '../../lib/link-tokens';
import { userIdByTaxId } from '../../testing/db';
import { type ParsedEmail, listEmailFiles, readEmailFile, resetTokenOf } from '../../testing/mail';

const household = { nif: '12345678Z', email: 'laura.garcia@example.com' };
const company = { nif: 'B12345674', email: 'admin@tallers-demo.example' };
const mustChange = { nif: 'X1234567L', email: 'marc.puig@example.com' };
const newCustomer = { nif: '87654321X', email: 'nou.client@example.com' };

describe('password reset by e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const seen = new Set<string>();
  /** Delivers what is due and returns the e-mails written since the last call. */
  async function flushEmails(): Promise<ParsedEmail[]> {
    await t.app.services.outbox.deliverPending();
    const fresh = listEmailFiles(t.outboxDir).filter((name) => !seen.has(name));
    for (const name of fresh) seen.add(name);
    return fresh.map((name) => readEmailFile(t.outboxDir, name));
  }

  const requestReset = (body: object, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/user/reset/${lang ? `?lang=${lang}` : ''}`,
      payload: body,
    });
  const checkLink = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/user/reset/${encodeURIComponent(token)}` });
  const confirm = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/reset/confirm',
      payload: { token, password },
    });
  const getToken = (user: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/get_token', payload: { user, password } });
  const outboxRows = () => t.app.services.db.$count(outbox);

  /** Asks for a link for the account and returns the token of the e-mail it receives. */
  async function resetTokenFor(account: { nif: string; email: string }, lang?: string) {
    const response = await requestReset(account, lang);
    expect(response.statusCode).toBe(202);
    const emails = await flushEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to).toBe(account.email);
    return { email: emails[0]!, token: resetTokenOf(emails[0]!) };
  }

  it('sends a link that sets a new password once and ends the old sessions', async () => {
    const oldSession = await signIn(t.app, { user: household.nif, password: 'Demo-2026' });

    const request = await requestReset(household, 'es');
    expect(request.statusCode).toBe(202);
    expect(request.json()).toEqual({ status: 'accepted' });
    const emails = await flushEmails();
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.to).toBe(household.email);
    expect(email!.subject).toBe('Restablece tu contraseña');
    expect(email!.text).toContain('Hola Laura García Pérez,');
    expect(email!.text).toMatch(/http:\/\/portal\.test\/recordar-clave\?token=[\w-]{40,}/);
    const token = resetTokenOf(email!);

    const link = await checkLink(token);
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ valid: true, activation: false });

    const confirmed = await confirm(token, 'Nueva-Clave-1');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'ok' });
    // One e-mail says it changed, and what to do if it was not the customer.
    const [changed, ...others] = await flushEmails();
    expect(others).toEqual([]);
    expect(changed!.to).toBe(household.email);
    expect(changed!.subject).toBe('Tu contraseña ha cambiado');
    expect(changed!.text).toContain('Si no has sido tú, elige una contraseña nueva ahora');
    expect(changed!.text).toContain('http://portal.test/recordar-clave');

    expect((await getToken(household.nif, 'Demo-2026')).statusCode).toBe(403);
    expect((await getToken(household.nif, 'Nueva-Clave-1')).statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/',
      headers: bearer(oldSession),
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ error: 'token_invalid' });

    const again = await confirm(token, 'Otra-Clave-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'reset_token_invalid' });
    expect((await checkLink(token)).json()).toEqual({ error: 'reset_token_invalid' });
    expect((await getToken(household.nif, 'Otra-Clave-2')).statusCode).toBe(403);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const { token } = await resetTokenFor(company);
    const userId = await userIdByTaxId(t.app, company.nif);
    await t.app.services.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, userId));

    const link = await checkLink(token);
    expect(link.statusCode).toBe(400);
    expect(link.json()).toEqual({ error: 'reset_token_invalid' });
    const confirmed = await confirm(token, 'Nueva-Clave-1');
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual({ error: 'reset_token_invalid' });
    expect((await getToken(company.nif, 'Demo-2026')).statusCode).toBe(200);
    expect((await getToken(company.nif, 'Nueva-Clave-1')).statusCode).toBe(403);
  });

  it('refuses an unknown link', async () => {
    const link = await checkLink('not-a-token-we-sent');
    expect(link.statusCode).toBe(400);
    expect(link.json()).toEqual({ error: 'reset_token_invalid' });
    const confirmed = await confirm('not-a-token-we-sent', 'Nueva-Clave-1');
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual({ error: 'reset_token_invalid' });
  });

  it('keeps the link usable when the new password breaks the rules', async () => {
    const { token } = await resetTokenFor(newCustomer);
    const weak = await confirm(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ errors: Record<string, string[]> }>().errors.password).toContain(
      'password_too_short',
    );
    const noSymbol = await confirm(token, 'Abcdef123');
    expect(noSymbol.json()).toEqual({ errors: { password: ['password_invalid'] } });
    expect((await checkLink(token)).statusCode).toBe(200);
    expect((await getToken(newCustomer.nif, 'Demo-2026')).statusCode).toBe(200);
  });

  it('ends the earlier links when one is used, and lifts a sign-in block', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await getToken(mustChange.nif, 'Wrong-Clave-1');
    }
    expect((await getToken(mustChange.nif, 'Demo-2026')).statusCode).toBe(429);

    const first = await resetTokenFor(mustChange);
    const second = await resetTokenFor(mustChange);
    expect(second.token).not.toBe(first.token);
    expect((await confirm(second.token, 'Nueva-Clave-1')).statusCode).toBe(200);
    expect((await checkLink(first.token)).statusCode).toBe(400);
    expect((await confirm(first.token, 'Otra-Clave-2')).statusCode).toBe(400);

    const signedIn = await getToken(mustChange.nif, 'Nueva-Clave-1');
    expect(signedIn.statusCode).toBe(200);
    // Setting a password of one's own answers the demo account's "change your password".
    expect(signedIn.json()).toEqual({ token: expect.any(String) });
  });

  it('answers a tax id and e-mail of different accounts exactly as a match, and sends nothing', async () => {
    const rowsBefore = await outboxRows();
    const match = await requestReset(newCustomer);
    expect(await outboxRows()).toBe(rowsBefore + 1);
    await flushEmails();

    const mismatches = [
      { nif: newCustomer.nif, email: household.email },
      { nif: '00000000T', email: newCustomer.email },
      { nif: newCustomer.nif, email: 'someone.else@example.com' },
    ];
    for (const body of mismatches) {
      const response = await requestReset(body);
      expect(response.statusCode).toBe(match.statusCode);
      expect(response.body).toBe(match.body);
      expect(response.headers['content-type']).toBe(match.headers['content-type']);
    }
    expect(await outboxRows()).toBe(rowsBefore + 1);
    expect(await flushEmails()).toEqual([]);
  });

  it('finds the account by the e-mail in any case', async () => {
    const response = await requestReset({
      nif: newCustomer.nif.toLowerCase(),
      email: newCustomer.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(202);
    const emails = await flushEmails();
    expect(emails.map((email) => email.to)).toEqual([newCustomer.email]);
  });

  it('refuses an invalid tax id or e-mail with errors by field, and writes nothing', async () => {
    const rowsBefore = await outboxRows();
    const response = await requestReset({ nif: '12345678A', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { nif: ['vat_not_valid'], email: ['validation_email_name_not_valid'] },
    });
    const missing = await requestReset({ nif: household.nif });
    expect(missing.json()).toEqual({ errors: { email: ['required'] } });
    const unknownField = await requestReset({ ...household, name: 'Laura' });
    expect(unknownField.json()).toEqual({ errors: { name: ['unknown_field'] } });
    expect(await outboxRows()).toBe(rowsBefore);
  });

  it.each([
    {
      lang: 'ca',
      subject: 'Restableix la contrasenya',
      path: '/recordar-clau',
      words: 'Hem rebut',
    },
    {
      lang: 'ca-ES',
      subject: 'Restableix la contrasenya',
      path: '/recordar-clau',
      words: 'Hem rebut',
    },
    {
      lang: 'es',
      subject: 'Restablece tu contraseña',
      path: '/recordar-clave',
      words: 'Hemos recibido',
    },
    { lang: 'en', subject: 'Reset your password', path: '/reset-password', words: 'We received' },
    {
      lang: undefined,
      subject: 'Restablece tu contraseña',
      path: '/recordar-clave',
      words: 'Hemos recibido',
    },
  ])('writes the e-mail in the language of ?lang=$lang', async ({ lang, subject, path, words }) => {
    const { email } = await resetTokenFor(newCustomer, lang);
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(words);
    expect(email.text).toContain(`http://portal.test${path}?token=`);
    expect(email.html).toContain(`href="http://portal.test${path}?token=`);
  });

  describe('POST /recover by e-mail', () => {
    const recover = (email: string, lang?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/recover${lang ? `?lang=${lang}` : ''}`,
        payload: { email },
      });

    it('sends a working link to an account e-mail', async () => {
      const response = await recover(company.email.toUpperCase(), 'en');
      expect(response.statusCode).toBe(202);
      const emails = await flushEmails();
      expect(emails).toHaveLength(1);
      expect(emails[0]!.to).toBe(company.email);
      expect(emails[0]!.subject).toBe('Reset your password');
      expect((await checkLink(resetTokenOf(emails[0]!))).statusCode).toBe(200);
    });

    it('answers an unknown e-mail exactly the same and writes no e-mail', async () => {
      const known = await recover(company.email);
      await flushEmails();
      const rowsBefore = await outboxRows();
      const unknown = await recover('nobody.here@example.com');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(await outboxRows()).toBe(rowsBefore);
      expect(await flushEmails()).toEqual([]);
    });

    it('refuses an invalid e-mail by field', async () => {
      const response = await recover('nobody at example');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { email: ['validation_email_name_not_valid'] } });
    });
  });

  it('says a link activates an account without a password, and sends no "changed" e-mail then', async () => {
    const userId = await userIdByTaxId(t.app, '45678912S');
    const token = 'activation-token-for-jordi-serra-vila-000001';
    await t.app.services.db.insert(passwordResetTokens).values({
      userId,
      tokenHash: hashLinkToken(token),
      expiresAt: sql`now() + interval '1 hour'`,
    });
    expect((await checkLink(token)).json()).toEqual({ valid: true, activation: true });
    await flushEmails();
    expect((await confirm(token, 'Primera-Clave-1')).statusCode).toBe(200);
    expect(await flushEmails()).toEqual([]);
  });
});
