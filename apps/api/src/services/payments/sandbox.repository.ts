import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../../db/schema/payments';

export type SandboxIntent = typeof sandboxPaymentIntents.$inferSelect;

/** What charging a typed card does, as stored (JSON); undefined for a card the sandbox never made. */
export async function findSandboxCardBehaviour(db: Database, paymentMethodId: string) {
  const [row] = await db
    .select({ behaviour: sandboxPaymentMethods.behaviour })
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.id, paymentMethodId));
  return row?.behaviour;
}

export async function insertSandboxPaymentMethod(
  db: Database,
  method: typeof sandboxPaymentMethods.$inferInsert,
) {
  await db.insert(sandboxPaymentMethods).values(method);
}

export async function deleteSandboxPaymentMethodsOlderThan(db: Database, hours: number) {
  await db
    .delete(sandboxPaymentMethods)
    .where(lt(sandboxPaymentMethods.createdAt, sql`now() - make_interval(hours => ${hours})`));
}

export async function findSandboxIntent(db: Database, intentId: string) {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, intentId));
  return row;
}

/**
 * Writes an intent unless one with its idempotency key exists, and answers the one that has that key:
 * a retry with the same key finds the intent of the first call.
 */
export async function insertSandboxIntentOnce(
  db: Database,
  intent: typeof sandboxPaymentIntents.$inferInsert & { idempotencyKey: string },
): Promise<SandboxIntent> {
  await db
    .insert(sandboxPaymentIntents)
    .values(intent)
    .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotencyKey, intent.idempotencyKey));
  return row!;
}

/**
 * Moves an intent to `status` if it is in one of the statuses `from`, and answers the intent as it
 * then is (unchanged when it was in another status; undefined when there is none).
 */
export async function moveSandboxIntent(
  db: Database,
  intentId: string,
  from: string[],
  status: string,
  lastErrorCode: string | null,
) {
  const [row] = await db
    .update(sandboxPaymentIntents)
    .set({ status, lastErrorCode, updatedAt: sql`now()` })
    .where(and(eq(sandboxPaymentIntents.id, intentId), inArray(sandboxPaymentIntents.status, from)))
    .returning();
  return row ?? (await findSandboxIntent(db, intentId));
}

/** The brand and last four digits of a card entered in the sandbox, for the receipt. */
export async function findSandboxCardDetails(db: Database, paymentMethodId: string) {
  const [row] = await db
    .select({ brand: sandboxPaymentMethods.brand, last4: sandboxPaymentMethods.last4 })
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.id, paymentMethodId));
  return row ?? null;
}
