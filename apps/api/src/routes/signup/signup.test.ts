import type { SignupAnswer } from '@portal/domain/schemas/signup';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema/accounts';
import { invoices } from '../../db/schema/invoices';
import { backofficeCaller, outboxCalls } from '../../testing/app-calls';
import { type TestApp, buildTestApp, signIn } from '../../testing/build-test-app';
import { userIdByTaxId } from '../../testing/db';
import { contractsOf } from './signup.repository';

/** The demo customer without online access (README "Account activation"). */
const jordi = { nif: '45678912S', contract: '0500001', email: 'jordi.serra@example.com' };

describe('account activation (spec 3 points 3, 5 and 7)', () => {
  let t: TestApp;
  let addresses = 0;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const backoffice = backofficeCaller(() => t, 'admin');
  const { lastEmailId, emailsAfter } = outboxCalls(() => t);
  const db = () => t.app.services.db;

  const confirm = (
    fields: Record<string, unknown>,
    options: { lang?: string; address?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/signup/confirm${options.lang ? `?lang=${options.lang}` : ''}`,
      remoteAddress: options.address ?? `198.51.100.${(addresses += 1)}`,
      payload: {
        nif: jordi.nif,
        contract: jordi.contract,
        email: jordi.email,
        email2: jordi.email,
        accept_conditions: true,
        accept_gdpr: true,
        ...fields,
      },
    });
  const render = async (fields: Record<string, unknown>, options?: { lang?: string }) => {
    const response = await confirm(fields, options);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SignupAnswer>().result.render;
  };
  const setSignUp = async (signUp: { cupsField: boolean; invoiceNumber: boolean }) => {
    const response = await backoffice('PUT', '/settings', { public: { signUp }, private: {} });
    expect(response.statusCode, response.body).toBe(200);
  };
  const tokensOf = async (taxId: string) =>
    db().$count(
      passwordResetTokens,
      eq(passwordResetTokens.userId, await userIdByTaxId(t.app, taxId)),
    );

  it('refuses data that names no contract of the customer, without saying which part failed', async () => {
    const since = await lastEmailId();
    for (const fields of [{ contract: '0100001' }, { nif: '11111111H' }, { contract: '9999999' }]) {
      expect(await render(fields)).toEqual({
        errors: [
          'No encontramos ningún contrato con estos datos. Revisa el NIF, el número de contrato y, si te lo pedimos, el número de factura.',
        ],
        body: '',
      });
    }
    expect(await emailsAfter(since)).toEqual([]);
    expect(await tokensOf(jordi.nif)).toBe(0);
  });

  it('tells a customer who already has access to sign in, in the language asked', async () => {
    const laura = { nif: '12345678Z', contract: '0100001', email: 'laura.garcia@example.com' };
    const { errors } = await render({ ...laura, email2: laura.email }, { lang: 'ca' });
    expect(errors).toEqual([
      "Aquest compte ja té accés a l'oficina virtual. Accedeix amb la teva contrasenya o, si no te'n recordes, demana'n una de nova.",
    ]);
  });

  it('puts bad input on its fields and checks nothing', async () => {
    const response = await confirm({
      nif: '12345678A',
      email2: 'otra@example.com',
      accept_gdpr: false,
      phone: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        nif: ['vat_not_valid'],
        email2: ['emails_must_coincide'],
        accept_gdpr: ['required'],
        phone: ['phone_not_valid'],
      },
    });
  });

  it('asks for an invoice of the customer when the retailer wants one', async () => {
    const [own] = await db()
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.userId, await userIdByTaxId(t.app, jordi.nif)))
      .limit(1);
    await setSignUp({ cupsField: false, invoiceNumber: true });
    try {
      const missing = await confirm({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ errors: { invoiceNumber: ['required'] } });
      // Another customer's invoice proves nothing.
      expect((await render({ invoiceNumber: 'F0100001-0001' })).errors).toHaveLength(1);
      expect((await render({ invoiceNumber: own!.number.toLowerCase() })).errors).toEqual([]);
    } finally {
      await setSignUp({ cupsField: false, invoiceNumber: false });
    }
  });

  it('takes the last six characters of the CUPS for the contract only where the retailer allows it', async () => {
    const [contract] = await contractsOf(db(), await userIdByTaxId(t.app, jordi.nif));
    const cupsTail = contract!.cups.slice(-6);
    expect((await render({ contract: cupsTail })).errors).toHaveLength(1);
    await setSignUp({ cupsField: true, invoiceNumber: false });
    try {
      expect((await render({ contract: cupsTail.toLowerCase() })).errors).toEqual([]);
    } finally {
      await setSignUp({ cupsField: false, invoiceNumber: false });
    }
  });

  it('e-mails the link to the account, which then signs in with the password chosen', async () => {
    const since = await lastEmailId();
    const { errors, body } = await render({ phone: '644555666' });
    expect(errors).toEqual([]);
    expect(body).toContain('Te hemos enviado un correo a j***@example.com');
    const [email] = await emailsAfter(since);
    expect(email).toMatchObject({ to: jordi.email, subject: 'Activa tu oficina virtual' });
    const token = decodeURIComponent(/[?&]token=([^\s&"<]+)/.exec(email!.text)![1]!);
    expect(email!.text).toContain('http://portal.test/recordar-clave?token=');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/reset/confirm',
      payload: { token, password: 'Activa-2026!' },
    });
    expect(set.statusCode, set.body).toBe(200);
    await signIn(t.app, { user: jordi.nif, password: 'Activa-2026!' });
    expect((await render({})).errors[0]).toContain('ya tiene acceso');
  });

  it('sends the link to the e-mail typed, and keeps it, for an account without one', async () => {
    const userId = await userIdByTaxId(t.app, jordi.nif);
    await db().update(users).set({ email: null, passwordHash: null }).where(eq(users.id, userId));
    const since = await lastEmailId();
    const { body } = await render({ email: 'jordi@serra.example', email2: 'JORDI@serra.example' });
    expect(body).toContain('j***@serra.example');
    expect((await emailsAfter(since)).map((email) => email.to)).toEqual(['jordi@serra.example']);
    const [account] = await db().select().from(users).where(eq(users.id, userId));
    expect(account!.email).toBe('jordi@serra.example');
  });

  it('takes ten tries an hour from an address', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 10; i += 1) {
      expect((await confirm({ contract: 'X' }, { address })).statusCode).toBe(200);
    }
    const limited = await confirm({}, { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'too_many_attempts' });
  });
});
