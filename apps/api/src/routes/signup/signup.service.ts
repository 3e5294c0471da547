import type { SignupAnswer, SignupBody } from '@portal/domain/schemas/signup';
import { normalizePhone } from '@portal/domain/validators/phone';
import { normalizeTaxId } from '@portal/domain/validators/tax-id';
import { passwordLink } from '../../lib/web-links';
import { takeHourlySlot } from '../../lib/hourly-limit';
import { FieldErrorsError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { insertResetToken } from '../../services/auth/auth.repository';
import type { App } from '../../types';
import * as repo from './signup.repository';
import {
  type SignupRefusal,
  activationEmail,
  maskedEmail,
  refusalText,
  sentPage,
} from './signup-texts';

/** Activation tries a client address may make in an hour (they test a tax id's data). */
export const SIGNUP_TRIES_PER_ADDRESS_PER_HOUR = 10;

/** The characters of the CUPS that may stand for the contract (spec 3 point 3). */
const CUPS_TAIL_LENGTH = 6;

const refused = (language: ServerLanguage, refusal: SignupRefusal): SignupAnswer => ({
  result: { render: { errors: [refusalText(language, refusal)], body: '' } },
});

/**
 * POST signup/confirm (docs/decisions/023): an existing customer without a password proves who they
 * are with the tax id, a contract of theirs (its number, or its CUPS's last six characters when the
 * retailer allows it) and, when the retailer asks, the number of one of their invoices. The link that
 * sets the password goes to the account's own e-mail, or, for an account without one, to the
 * address typed (which becomes the account's). Which detail failed is never said.
 */
export async function confirmSignup(
  app: App,
  body: SignupBody,
  language: ServerLanguage,
  address: string,
): Promise<SignupAnswer> {
  const { db, counters, outbox, settings, config } = app.services;
  const { signUp } = await settings.getSettings();
  const invoiceNumber = body.invoiceNumber?.trim() ?? '';
  if (signUp.invoiceNumber && invoiceNumber === '') {
    throw new FieldErrorsError({ invoiceNumber: ['required'] });
  }
  await takeHourlySlot(counters, `signup:address:${address}`, SIGNUP_TRIES_PER_ADDRESS_PER_HOUR);

  const account = await repo.findUserByTaxId(db, normalizeTaxId(body.nif));
  if (!account) return refused(language, 'notFound');
  const typed = body.contract.trim().toUpperCase();
  const ownContract = (await repo.contractsOf(db, account.id)).some(
    (contract) =>
      contract.name.toUpperCase() === typed ||
      (signUp.cupsField &&
        typed.length === CUPS_TAIL_LENGTH &&
        contract.cups.toUpperCase().endsWith(typed)),
  );
  if (!ownContract) return refused(language, 'notFound');
  if (signUp.invoiceNumber && !(await repo.hasInvoiceNumbered(db, account.id, invoiceNumber))) {
    return refused(language, 'notFound');
  }
  if (account.passwordHash !== null) return refused(language, 'alreadyActive');

  const to = account.email ?? body.email.trim();
  const ttlSeconds = config.accountActivationTtlSeconds;
  const token = newLinkToken();
  await db.transaction(async (tx) => {
    await repo.completeContactDetails(tx, account.id, {
      email: account.email ? null : to,
      mobile: account.mobile || !body.phone ? null : normalizePhone(body.phone),
    });
    await insertResetToken(tx, { userId: account.id, tokenHash: hashLinkToken(token), ttlSeconds });
    const link = passwordLink(config.publicUrl, language, token);
    await outbox.enqueue(tx, { to, ...activationEmail({ language, name: account.name, link }) });
  });
  outbox.kick();
  const days = Math.max(1, Math.round(ttlSeconds / 86_400));
  return { result: { render: { errors: [], body: sentPage(language, maskedEmail(to), days) } } };
}
