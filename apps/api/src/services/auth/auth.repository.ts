import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Database, perDatabase } from '../../db/database';
import { apiClients, passwordResetTokens, sessions, users } from '../../db/schema/accounts';
import { isUniqueViolation } from '../../lib/unique-violation';

export type UserRow = typeof users.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export function findUserByTaxId(db: Executor, taxId: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.taxId, taxId))
    .then((rows) => rows[0]);
}

export function findUserByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .then((rows) => rows[0]);
}

export function findUserById(db: Executor, id: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);
}

/** The row, or undefined when the tax id or e-mail was taken meanwhile (a unique index refused it). */
export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  try {
    const [row] = await db.insert(users).values(values).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export function updatePassword(db: Executor, userId: string, passwordHash: string) {
  return db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export function findApiClient(db: Executor, clientId: string) {
  return db
    .select()
    .from(apiClients)
    .where(eq(apiClients.clientId, clientId))
    .then((rows) => rows[0]);
}

export async function insertSession(
  db: Executor,
  values: {
    userId: string;
    loginType: string;
    readonly?: boolean;
    impersonator?: string | null;
    maxAgeSeconds: number;
  },
) {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      loginType: values.loginType,
      readonly: values.readonly ?? false,
      impersonator: values.impersonator ?? null,
      expiresAt: sql`now() + make_interval(secs => ${values.maxAgeSeconds})`,
    })
    .returning();
  return row!;
}

/** Asked on every authenticated request: prepared once, planned once per connection. */
const openSessionStatement = perDatabase((db) =>
  db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      mustChangePassword: users.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('open_session'),
);

/** The session a token names, if it is still open. */
export async function findOpenSession(db: Database, sessionId: string, userId: string) {
  const [session] = await openSessionStatement(db).execute({ sessionId, userId });
  return session;
}

export function revokeSession(db: Executor, sessionId: string) {
  return db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export function revokeAllSessions(db: Executor, userId: string) {
  return db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export function insertResetToken(
  db: Executor,
  values: { userId: string; tokenHash: string; ttlSeconds: number },
) {
  return db.insert(passwordResetTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

/** A reset token that can still be used, locked for the rest of the transaction. */
export function findUsableResetToken(db: Executor, tokenHash: string, lock: boolean) {
  const query = db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  return (lock ? query.for('update') : query).then((rows) => rows[0]);
}

/** Marks every open reset link of the user used: one reset ends them all. */
export function consumeResetTokens(db: Executor, userId: string) {
  return db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
