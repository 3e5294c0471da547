import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';

/** What the profile shows of a customer. */
export async function findProfileUser(db: Database, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      taxId: users.taxId,
      email: users.email,
      mobile: users.mobile,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Whether an account other than `userId` has this e-mail, in any case. */
export async function isEmailTakenByAnother(db: Database, email: string, userId: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return taken !== undefined;
}

export async function saveContactDetails(
  db: Database,
  userId: string,
  details: { email: string; mobile: string },
) {
  await db
    .update(users)
    .set({ email: details.email, mobile: details.mobile, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
