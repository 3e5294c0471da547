import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import {
  newsletterSubscribers,
  newsletterSubscriptions,
  newsletters,
} from '../../db/schema/newsletters';
import type { ServerLanguage } from '../../lib/language';

/** The account a newsletter link names, with its e-mail. */
export async function findAccount(db: Database, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

const subscriberColumns = {
  id: newsletterSubscribers.id,
  emails: newsletterSubscribers.emails,
};

/**
 * The account's subscriber, created with the account's e-mail the first time its link is used (and
 * again after a save that left no newsletter removed it).
 */
export async function findOrCreateAccountSubscriber(
  db: Database,
  account: { id: string; email: string | null },
) {
  const [existing] = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.userId, account.id));
  if (existing) return existing;
  await db
    .insert(newsletterSubscribers)
    .values({ userId: account.id, emails: account.email ? [account.email] : [] })
    .onConflictDoNothing();
  const [created] = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.userId, account.id));
  if (!created) throw new Error('the subscriber could not be created');
  return created;
}

/** The retailer's active newsletters, each with the subscriber's subscription, in `language`. */
export async function listNewsletters(
  db: Pick<Database, 'select'>,
  subscriberId: number,
  language: ServerLanguage,
) {
  const rows = await db
    .select({
      id: newsletters.id,
      name: newsletters.name,
      description: newsletters.description,
      translations: newsletters.translations,
      subscribed: sql<boolean>`${newsletterSubscriptions.newsletterId} IS NOT NULL`,
      exported: sql<boolean>`coalesce(${newsletterSubscriptions.exported}, false)`,
    })
    .from(newsletters)
    .leftJoin(
      newsletterSubscriptions,
      and(
        eq(newsletterSubscriptions.newsletterId, newsletters.id),
        eq(newsletterSubscriptions.subscriberId, subscriberId),
      ),
    )
    .where(eq(newsletters.active, true))
    .orderBy(asc(newsletters.position), asc(newsletters.id));
  return rows.map((row) => ({
    newsletter_id: row.id,
    name: row.translations[language]?.name ?? row.name,
    subscribed: row.subscribed,
    subscriptor_id: subscriberId,
    exported: row.subscribed && row.exported,
    newsletter_description: row.translations[language]?.description ?? row.description,
  }));
}

/** Which of `ids` are active newsletters. */
export async function activeNewsletterIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(and(eq(newsletters.active, true), inArray(newsletters.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Leaves the subscriber subscribed to exactly `selected` among the active newsletters, but an
 * exported subscription, which stays. Answers which ones stayed that way, and how many
 * subscriptions the subscriber has left (inactive newsletters' included).
 */
export async function replaceSubscriptions(
  tx: Transaction,
  subscriberId: number,
  selected: ReadonlySet<number>,
) {
  const current = await tx
    .select({
      newsletterId: newsletterSubscriptions.newsletterId,
      exported: newsletterSubscriptions.exported,
      active: newsletters.active,
    })
    .from(newsletterSubscriptions)
    .innerJoin(newsletters, eq(newsletters.id, newsletterSubscriptions.newsletterId))
    .where(eq(newsletterSubscriptions.subscriberId, subscriberId));
  const dropped = current.filter((row) => row.active && !selected.has(row.newsletterId));
  const kept = new Set(dropped.filter((row) => row.exported).map((row) => row.newsletterId));
  const removable = dropped.filter((row) => !row.exported).map((row) => row.newsletterId);
  if (removable.length > 0) {
    await tx
      .delete(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.subscriberId, subscriberId),
          inArray(newsletterSubscriptions.newsletterId, removable),
        ),
      );
  }
  const have = new Set(current.map((row) => row.newsletterId));
  const added = [...selected].filter((id) => !have.has(id));
  if (added.length > 0) {
    await tx
      .insert(newsletterSubscriptions)
      .values(added.map((newsletterId) => ({ subscriberId, newsletterId })))
      .onConflictDoNothing();
  }
  const left = current.length - removable.length + added.length;
  return { kept, left };
}

export async function deleteSubscriber(tx: Transaction, subscriberId: number) {
  await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId));
}

export async function updateSubscriberEmails(db: Database, subscriberId: number, emails: string[]) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ emails, updatedAt: sql`now()` })
    .where(eq(newsletterSubscribers.id, subscriberId))
    .returning(subscriberColumns);
  return row;
}
