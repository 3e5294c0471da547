import { omipConditionMet } from '@portal/domain/schemas/omip';
import type { Database } from '../../db/database';
import { toServerLanguage } from '../../lib/language';
import type { Outbox } from '../outbox/outbox';
import { omipAlertEmail } from './omip-alert-emails';
import * as repo from './omip-alerts.repository';

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
  const rows = await repo.lockAlertsWithLatestPrices(tx);
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
  if (becameMet.length > 0) await repo.markAlertsMetAndNotified(tx, becameMet);
  if (stoppedMet.length > 0) await repo.markAlertsNotMet(tx, stoppedMet);
  return notified;
}
