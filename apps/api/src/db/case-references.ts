import { sql } from 'drizzle-orm';
import { retailerDay } from '../lib/retailer-day';
import type { Database } from './database';

/**
 * A case's tracking number (docs/decisions/017): `SOL` for a customer's request, `ATC` for a
 * claim, `CON` for a visitor's contact; then the retailer's year it was opened in and its id, at
 * least six digits: `SOL-2026-000123`.
 */
export type CaseReferencePrefix = 'SOL' | 'ATC' | 'CON';

export const caseReference = (prefix: CaseReferencePrefix, openedAt: Date, id: number) =>
  `${prefix}-${retailerDay(openedAt).slice(0, 4)}-${String(id).padStart(6, '0')}`;

/** The id of the next case, taken before its row is written so that its reference carries it. */
export async function takeCaseId(db: Database): Promise<number> {
  // Both drivers (node-postgres, PGlite) answer with { rows }.
  const { rows } = (await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence('cases', 'id'))::int AS id`,
  )) as unknown as { rows: { id: number }[] };
  return rows[0]!.id;
}
