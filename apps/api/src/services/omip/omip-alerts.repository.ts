import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { omipAlerts, omipProducts } from '../../db/schema/omip';
import { latestOmipPrices } from './omip-prices.repository';

/**
 * Every alert whose product has a price, with that latest price and its customer's contact, locked
 * until the end of the caller's transaction.
 */
export function lockAlertsWithLatestPrices(tx: Database) {
  const latest = latestOmipPrices(tx);
  return tx
    .select({
      id: omipAlerts.id,
      type: omipAlerts.type,
      limit: omipAlerts.price,
      met: omipAlerts.met,
      product: omipProducts.name,
      day: latest.day,
      price: latest.price,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(omipAlerts)
    .innerJoin(omipProducts, eq(omipProducts.id, omipAlerts.productId))
    .innerJoin(latest, eq(latest.productId, omipAlerts.productId))
    .innerJoin(users, eq(users.id, omipAlerts.userId))
    .for('update', { of: omipAlerts });
}

/** Marks alerts met, their customers notified now. */
export async function markAlertsMetAndNotified(tx: Database, ids: number[]) {
  await tx
    .update(omipAlerts)
    .set({ met: true, lastNotifiedAt: sql`now()` })
    .where(inArray(omipAlerts.id, ids));
}

export async function markAlertsNotMet(tx: Database, ids: number[]) {
  await tx.update(omipAlerts).set({ met: false }).where(inArray(omipAlerts.id, ids));
}
