import { omipConditionMet } from '@portal/domain/schemas/omip';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { omipAlerts, omipPrices, omipProducts } from '../../db/schema/omip';
import { toServerLanguage } from '../../lib/language';
import type { Outbox } from '../outbox/outbox';
import { omipAlertEmail } from './omip-alert-emails';

/** The latest settlement price of each product that has one. */
function latestPrices(db: Database) {
  return db
    .selectDistinctOn([omipPrices.productId], {
      productId: omipPrices.productId,
      day: omipPrices.day,
      price: omipPrices.price,
    })
    .from(omipPrices)
    .orderBy(omipPrices.productId, sql`${omipPrices.day} DESC`)
    .as('latest');
}

/**
 * Evaluates every alert against its product's latest price (decision 022): an alert that becomes
 * met is marked and its customer e-mailed once, in their language, through the outbox in the
 * caller's transaction; one that stops being met is reset, so that the next crossing e-mails again.
 * Answers how many customers were e-mailed.
 */
export async function evaluateOmipAlerts(
  tx: Database,
  outbox: Pick<Outbox, 'enqueue'>,
  publicUrl: string,
): Promise<number> {
  const latest = latestPrices(tx);
  const rows = await tx
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
  const becameMet: number[] = [];
  const stoppedMet: number[] = [];
  let notified = 0;
  for (const row of rows) {
    const met = omipConditionMet(row.type, row.limit, row.price);
    if (met === row.met) continue;
    if (!met) {
      stoppedMet.push(row.id);
      continue;
    }
    becameMet.push(row.id);
    if (!row.email) continue;
    const email = omipAlertEmail({
      language: toServerLanguage(row.language),
      publicUrl,
      name: row.name,
      product: row.product,
      type: row.type,
      limit: row.limit,
      price: row.price,
      day: row.day,
    });
    await outbox.enqueue(tx, { to: row.email, ...email });
    notified += 1;
  }
  if (becameMet.length > 0) {
    await tx
      .update(omipAlerts)
      .set({ met: true, lastNotifiedAt: sql`now()` })
      .where(inArray(omipAlerts.id, becameMet));
  }
  if (stoppedMet.length > 0) {
    await tx.update(omipAlerts).set({ met: false }).where(inArray(omipAlerts.id, stoppedMet));
  }
  return notified;
}
