import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema/outbox';

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

export type QueuedEmail = typeof outbox.$inferSelect;

/** Writes an e-mail to send in the caller's transaction. */
export async function insertQueuedEmail(tx: Pick<Database, 'insert'>, email: OutgoingEmail) {
  await tx.insert(outbox).values({
    recipient: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
  });
}

/**
 * Up to `limit` pending e-mails whose time has come, oldest first, claimed for five minutes so that
 * another instance does not send them too (rows another instance holds are skipped).
 */
export function claimDueEmails(db: Database, limit: number): Promise<QueuedEmail[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(outbox)
        .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
        .where(
          inArray(
            outbox.id,
            rows.map((row) => row.id),
          ),
        );
    }
    return rows;
  });
}

export async function markEmailSent(db: Database, id: number, attempts: number) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, attempts, lastError: null })
    .where(eq(outbox.id, id));
}

/** Records a failed attempt: the e-mail is tried again in `retryInSeconds`, or given up. */
export async function recordFailedAttempt(
  db: Database,
  id: number,
  failure: { attempts: number; givenUp: boolean; error: string; retryInSeconds: number },
) {
  await db
    .update(outbox)
    .set({
      attempts: failure.attempts,
      status: failure.givenUp ? 'failed' : 'pending',
      lastError: failure.error,
      nextAttemptAt: sql`now() + make_interval(secs => ${failure.retryInSeconds})`,
    })
    .where(eq(outbox.id, id));
}
