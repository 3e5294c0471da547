import { desc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { omipPrices, omipProducts } from '../../db/schema/omip';

export type NewOmipPrice = typeof omipPrices.$inferInsert;

/** A subquery `latest`: the latest settlement price of each product that has one. */
export function latestOmipPrices(db: Database) {
  return db
    .selectDistinctOn([omipPrices.productId], {
      productId: omipPrices.productId,
      day: omipPrices.day,
      price: omipPrices.price,
    })
    .from(omipPrices)
    .orderBy(omipPrices.productId, desc(omipPrices.day))
    .as('latest');
}

/** The ids of the products named, creating those not known yet; answers how many it created. */
export async function findOrCreateOmipProducts(tx: Database, names: readonly string[]) {
  const created = await tx
    .insert(omipProducts)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: omipProducts.id });
  const rows = await tx
    .select({ id: omipProducts.id, name: omipProducts.name })
    .from(omipProducts)
    .where(inArray(omipProducts.name, [...names]));
  return { ids: new Map(rows.map((row) => [row.name, row.id])), created: created.length };
}

/** Writes settlement prices; a product and day already known gets the new price. */
export async function upsertOmipPrices(tx: Database, prices: NewOmipPrice[]) {
  await tx
    .insert(omipPrices)
    .values(prices)
    .onConflictDoUpdate({
      target: [omipPrices.productId, omipPrices.day],
      set: { price: sql`excluded.price` },
    });
}
