import { and, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { StaffRole } from '@portal/domain/staff-roles';
import type { Database } from '../../db/database';
import { staff, staffApiTokens, staffPasswordLinks, staffSessions } from '../../db/schema/staff';

export type StaffRow = typeof staff.$inferSelect;
export type ApiTokenRow = typeof staffApiTokens.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export function findStaffByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = lower(${email})`)
    .then((rows) => rows[0]);
}

export function findStaffById(db: Executor, id: string) {
  return db
    .select()
    .from(staff)
    .where(eq(staff.id, id))
    .then((rows) => rows[0]);
}

/** Every staff member with their latest sign-in (null when they have never signed in). */
export function listStaff(db: Executor) {
  return db
    .select({ member: staff, lastSignInAt: max(staffSessions.createdAt) })
    .from(staff)
    .leftJoin(staffSessions, eq(staffSessions.staffId, staff.id))
    .groupBy(staff.id)
    .orderBy(staff.email);
}

/** The row, or undefined when the e-mail is taken (the unique index refused it). */
export function insertStaff(db: Executor, values: typeof staff.$inferInsert) {
  return db
    .insert(staff)
    .values(values)
    .onConflictDoNothing()
    .returning()
    .then((rows) => rows[0]);
}

export function updateStaff(db: Executor, id: string, values: Partial<typeof staff.$inferInsert>) {
  return db.update(staff).set(values).where(eq(staff.id, id));
}

/**
 * Records a code's time step as used, unless that step or a later one was: two requests with the
 * same code cannot both pass, whichever instance answers them.
 */
export function claimOtpStep(db: Executor, id: string, step: number) {
  return db
    .update(staff)
    .set({ otpLastStep: step })
    .where(
      and(eq(staff.id, id), sql`(${staff.otpLastStep} IS NULL OR ${staff.otpLastStep} < ${step})`),
    )
    .returning({ id: staff.id })
    .then((rows) => rows.length === 1);
}

export function insertStaffSession(
  db: Executor,
  values: { staffId: string; loginType: string; maxAgeSeconds: number },
) {
  return db
    .insert(staffSessions)
    .values({
      staffId: values.staffId,
      loginType: values.loginType,
      expiresAt: sql`now() + make_interval(secs => ${values.maxAgeSeconds})`,
    })
    .returning()
    .then((rows) => rows[0]!);
}

/** The session's staff member, when the session is open and the account enabled. */
export function findOpenStaffSession(db: Executor, sessionId: string, staffId: string) {
  return db
    .select({ staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        isNull(staff.disabledAt),
      ),
    )
    .then((rows) => rows[0]?.staff);
}

export function revokeStaffSession(db: Executor, sessionId: string) {
  return db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

export function insertApiToken(
  db: Executor,
  values: { staffId: string; name: string; role: StaffRole; tokenHash: string },
) {
  return db
    .insert(staffApiTokens)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

/** An unrevoked token and its enabled owner, by the token's hash; its last use is noted. */
export function useApiToken(db: Executor, tokenHash: string) {
  return db
    .update(staffApiTokens)
    .set({ lastUsedAt: sql`now()` })
    .from(staff)
    .where(
      and(
        eq(staffApiTokens.tokenHash, tokenHash),
        isNull(staffApiTokens.revokedAt),
        eq(staff.id, staffApiTokens.staffId),
        isNull(staff.disabledAt),
      ),
    )
    .returning({ token: staffApiTokens, staff })
    .then((rows) => rows[0]);
}

/** The tokens of `staffId`, or everyone's when `staffId` is null (an admin), with their owner. */
export function listApiTokens(db: Executor, staffId: string | null) {
  return db
    .select({ token: staffApiTokens, owner: { email: staff.email, name: staff.name } })
    .from(staffApiTokens)
    .innerJoin(staff, eq(staff.id, staffApiTokens.staffId))
    .where(staffId === null ? undefined : eq(staffApiTokens.staffId, staffId))
    .orderBy(desc(staffApiTokens.createdAt));
}

/** Revokes a token of `staffId`, or anyone's when `staffId` is null (an admin); false when none. */
export function revokeApiToken(db: Executor, id: string, staffId: string | null) {
  return db
    .update(staffApiTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffApiTokens.id, id),
        isNull(staffApiTokens.revokedAt),
        staffId === null ? undefined : eq(staffApiTokens.staffId, staffId),
      ),
    )
    .returning({ id: staffApiTokens.id })
    .then((rows) => rows.length === 1);
}

export function insertPasswordLink(
  db: Executor,
  values: { staffId: string; tokenHash: string; ttlSeconds: number },
) {
  return db.insert(staffPasswordLinks).values({
    staffId: values.staffId,
    tokenHash: values.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

/** Marks a valid link used and answers its staff member; undefined when invalid, used or expired. */
export function consumePasswordLink(db: Executor, tokenHash: string) {
  return db
    .update(staffPasswordLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffPasswordLinks.tokenHash, tokenHash),
        isNull(staffPasswordLinks.usedAt),
        gt(staffPasswordLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ staffId: staffPasswordLinks.staffId })
    .then((rows) => rows[0]);
}
