import type { Readable } from 'node:stream';
import { OMIP_PRICE_MAX, type OmipImportAnswer } from '@portal/domain/schemas/omip';
import type { Database } from '../../db/database';
import { csvRecords } from '../../lib/csv-records';
import { retailerDay } from '../../lib/retailer-day';
import type { Outbox } from '../outbox/outbox';
import { evaluateOmipAlerts } from './omip-alerts';
import * as repo from './omip-prices.repository';

/**
 * OMIP's daily settlement prices as the back office imports them (docs/decisions/022): a CSV file,
 * comma-separated, with this header row (any order, any case), one price per line:
 *
 *     product,day,price
 *     ES Base Cal-27,2026-11-16,61.35
 *
 * `product` as OMIP names it (a product not known yet is created), `day` the trading day as
 * YYYY-MM-DD (not after today in Madrid), `price` in €/MWh with a dot and at most two decimals (a
 * negative settlement is possible). A line for a product and day already known replaces its price.
 */
export const OMIP_COLUMNS = ['product', 'day', 'price'] as const;

/** The largest file one import reads: years of prices of every product OMIP lists. */
export const OMIP_FILE_MAX_BYTES = 16 * 1024 * 1024;

const WRITE_BATCH = 1_000;
const PRICE = /^-?\d{1,8}(\.\d{1,2})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PRODUCT_MAX_LENGTH = 100;

export type OmipPriceLine = { product: string; day: string; price: number };

function isCalendarDay(text: string) {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1990 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** One line as a price, or null when a field is wrong. */
export function readOmipLine(
  fields: Record<(typeof OMIP_COLUMNS)[number], string>,
  today: string,
): OmipPriceLine | null {
  const product = fields.product.replace(/\s+/g, ' ').trim();
  if (product === '' || product.length > PRODUCT_MAX_LENGTH) return null;
  // No control characters in a name customers read in their e-mails.
  if (/\p{Cc}/u.test(product)) return null;
  if (!isCalendarDay(fields.day) || fields.day > today) return null;
  if (!PRICE.test(fields.price)) return null;
  const price = Number(fields.price);
  if (Math.abs(price) > OMIP_PRICE_MAX) return null;
  return { product, day: fields.day, price };
}

async function writeBatch(tx: Database, lines: OmipPriceLine[]) {
  const { ids, created } = await repo.findOrCreateOmipProducts(tx, [
    ...new Set(lines.map((line) => line.product)),
  ]);
  // The last line of a product and day wins, as a later import's would.
  const rows = new Map<string, repo.NewOmipPrice>();
  for (const line of lines) {
    const productId = ids.get(line.product)!;
    rows.set(`${productId} ${line.day}`, { productId, day: line.day, price: line.price });
  }
  await repo.upsertOmipPrices(tx, [...rows.values()]);
  return created;
}

/**
 * Imports a file of settlement prices (the back office's call, the demo seed's own data and `npm
 * run import-omip`), then evaluates every alert against the latest prices, in one transaction: the
 * prices, the alerts' state and their e-mails in the outbox exist together or not at all. A file
 * over `maxBytes` is 413 and nothing of it is kept; a header without the three columns rejects
 * every line.
 */
export async function importOmipPrices(
  db: Database,
  input: Readable | string,
  context: { outbox: Pick<Outbox, 'enqueue'>; publicUrl: string; maxBytes?: number },
): Promise<OmipImportAnswer> {
  const today = retailerDay();
  return db.transaction(async (tx) => {
    const answer: OmipImportAnswer = {
      imported: 0,
      rejected: 0,
      products_created: 0,
      alerts_notified: 0,
    };
    let header: { size: number; complete: boolean; index: Map<string, number> } | undefined;
    let batch: OmipPriceLine[] = [];
    for await (const fields of csvRecords(input, context.maxBytes ?? OMIP_FILE_MAX_BYTES)) {
      if (!header) {
        const index = new Map(fields.map((name, position) => [name.toLowerCase(), position]));
        header = {
          size: fields.length,
          complete: OMIP_COLUMNS.every((column) => index.has(column)),
          index,
        };
        continue;
      }
      const { index } = header;
      const line =
        header.complete && fields.length === header.size
          ? readOmipLine(
              {
                product: fields[index.get('product')!] ?? '',
                day: fields[index.get('day')!] ?? '',
                price: fields[index.get('price')!] ?? '',
              },
              today,
            )
          : null;
      if (!line) {
        answer.rejected += 1;
        continue;
      }
      answer.imported += 1;
      batch.push(line);
      if (batch.length === WRITE_BATCH) {
        answer.products_created += await writeBatch(tx, batch);
        batch = [];
      }
    }
    if (batch.length > 0) answer.products_created += await writeBatch(tx, batch);
    answer.alerts_notified = await evaluateOmipAlerts(tx, context.outbox, context.publicUrl);
    return answer;
  });
}
