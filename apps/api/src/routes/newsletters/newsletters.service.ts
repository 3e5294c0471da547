import type {
  SetActiveNewslettersAnswer,
  SetActiveNewslettersBody,
  SetSubscriberEmailsBody,
  Subscriber,
} from '@portal/domain/schemas/newsletters';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import type { App } from '../../types';
import * as repo from './newsletters.repository';

/** The purpose the profile signs its newsletter link for (routes/profile). */
export const NEWSLETTER_TOKEN_PURPOSE = 'newsletter';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/**
 * The subscriber a newsletter link reaches (decision 022): the token must be one the portal signed
 * for newsletters and still valid (401 otherwise), and it names an account, whose subscriber it is.
 * The page exists only while the retailer's newsletter setting is on (404 otherwise).
 */
export async function linkSubscriber(app: App, token: string): Promise<Subscriber> {
  const { settings, tokens, db } = app.services;
  if (!(await settings.getSettings()).features.newsletter) throw new HttpError(404, 'not_found');
  const verified = await tokens.verifyPurpose(NEWSLETTER_TOKEN_PURPOSE, token);
  if (!verified.ok) throw new HttpError(401, verified.reason);
  if (!UUID.test(verified.subject)) throw new HttpError(401, 'token_invalid');
  const account = await repo.findAccount(db, verified.subject);
  // The account was deleted after the link was sent.
  if (!account) throw new HttpError(401, 'token_invalid');
  return repo.findOrCreateAccountSubscriber(db, account);
}

/**
 * Whether `idOrEmail` names this subscriber: its number, or one of its e-mails (any case). A token
 * reaches its own subscriber only: anything else is 403.
 */
export function requireSameSubscriber(subscriber: Subscriber, idOrEmail: string | number): void {
  const text = String(idOrEmail).trim();
  const same = /^\d+$/.test(text)
    ? Number(text) === subscriber.id
    : subscriber.emails.some((email) => email.toLowerCase() === text.toLowerCase());
  if (!same) throw new HttpError(403, 'forbidden');
}

export function listNewsletters(app: App, subscriber: Subscriber, language: ServerLanguage) {
  return repo.listNewsletters(app.services.db, subscriber.id, language);
}

/**
 * The save (spec 3 point 4): subscribed to the selected newsletters, unsubscribed from the others
 * but the exported ones, which stay and are answered `kept`. A subscriber left with no newsletter
 * is removed and the answer is `removed`.
 */
export async function setActiveNewsletters(
  app: App,
  subscriber: Subscriber,
  body: SetActiveNewslettersBody,
  language: ServerLanguage,
): Promise<SetActiveNewslettersAnswer> {
  const { db } = app.services;
  requireSameSubscriber(subscriber, body.subscriptor_or_email);
  const selected = new Set(body.selected_newsletters);
  const known = await repo.activeNewsletterIds(db, [...selected]);
  if (known.size !== selected.size) {
    throw new FieldErrorsError({ selected_newsletters: ['invalid_value'] });
  }
  return db.transaction(async (tx) => {
    const { kept, left } = await repo.replaceSubscriptions(tx, subscriber.id, selected);
    if (left === 0) {
      await repo.deleteSubscriber(tx, subscriber.id);
      return 'removed' as const;
    }
    const list = await repo.listNewsletters(tx, subscriber.id, language);
    return list.map((newsletter) => ({
      ...newsletter,
      kept: kept.has(newsletter.newsletter_id),
    }));
  });
}

/**
 * Replaces the subscriber's e-mails (spec 3 point 5), each once whatever its case; refused while
 * the settings' newsletter.mailEditionDisabled is on.
 */
export async function setSubscriberEmails(
  app: App,
  subscriber: Subscriber,
  body: SetSubscriberEmailsBody,
): Promise<Subscriber> {
  const { db, settings } = app.services;
  if ((await settings.getSettings()).newsletter.mailEditionDisabled) {
    throw new HttpError(403, 'forbidden');
  }
  requireSameSubscriber(subscriber, body.subscriberId);
  const seen = new Set<string>();
  const emails = body.emails.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const updated = await repo.updateSubscriberEmails(db, subscriber.id, emails);
  if (!updated) throw new HttpError(404, 'not_found');
  return updated;
}
