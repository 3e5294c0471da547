import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeCups } from '@portal/domain/validators/cups';
import type { Database } from '../../db/database';
import { contracts, supplyPoints } from '../../db/schema/contracts';

/** Contract states that hold a supply point: a draft waiting for its signature, or an active one. */
const holdingStates = ['esborrany', 'activa'];

/**
 * Whether a CUPS may be contracted (spec 3 point 5, "cupsAvailable must be true"): not when the
 * retailer already supplies it or has a draft contract on it. The 22-character form of a CUPS names
 * the same supply point as its first 20 characters.
 */
export async function isCupsAvailable(db: Database, cups: string): Promise<boolean> {
  const code = normalizeCups(cups).slice(0, 20);
  const [held] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .where(
      and(sql`left(${supplyPoints.cups}, 20) = ${code}`, inArray(contracts.state, holdingStates)),
    )
    .limit(1);
  return held === undefined;
}
