import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema/accounts';
import type { App } from '../types';

export async function userIdByTaxId(app: App, taxId: string): Promise<string> {
  const [row] = await app.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.taxId, taxId));
  if (!row) throw new Error(`no user with tax id ${taxId}`);
  return row.id;
}

/**
 * A token of a session opened by other means than a sign-in (a read-only or impersonated session of
 * the back office), made the way the server makes its own.
 */
export async function tokenForNewSession(
  app: App,
  userId: string,
  options: { readonly?: boolean; impersonator?: string | null; ttlSeconds?: number } = {},
): Promise<string> {
  const [session] = await app.services.db
    .insert(sessions)
    .values({
      userId,
      loginType: 'backoffice',
      readonly: options.readonly ?? false,
      impersonator: options.impersonator ?? null,
      expiresAt: new Date(Date.now() + 3600_000),
    })
    .returning();
  return app.services.tokens.signAccess(
    {
      userId,
      sessionId: session!.id,
      readonly: session!.readonly,
      impersonator: session!.impersonator,
    },
    options.ttlSeconds,
  );
}
