import type { OmipAlertType } from '@portal/domain/schemas/omip';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { omipAlerts, omipPrices, omipProducts } from '../../db/schema/omip';
import { latestOmipPrices } from '../../services/omip/omip-prices.repository';

/** The products, by name, with their latest settlement price when they have one. */
export async function listProducts(db: Database) {
  const latest = latestOmipPrices(db);
  const rows = await db
    .select({
      id: omipProducts.id,
      name: omipProducts.name,
      description: omipProducts.description,
      last_price: latest.price,
      last_day: latest.day,
    })
    .from(omipProducts)
    .leftJoin(latest, eq(latest.productId, omipProducts.id))
    .orderBy(asc(omipProducts.name));
  return rows;
}

export async function findProductByName(db: Database, name: string) {
  const [row] = await db
    .select({ id: omipProducts.id, name: omipProducts.name })
    .from(omipProducts)
    .where(eq(omipProducts.name, name));
  return row;
}

export async function findProductById(db: Database, id: number) {
  const [row] = await db
    .select({ id: omipProducts.id, name: omipProducts.name })
    .from(omipProducts)
    .where(eq(omipProducts.id, id));
  return row;
}

/** The product's prices of the `days` days up to its latest one, oldest first. */
export async function listPrices(db: Database, productId: number, days: number) {
  const [last] = await db
    .select({ day: omipPrices.day })
    .from(omipPrices)
    .where(eq(omipPrices.productId, productId))
    .orderBy(desc(omipPrices.day))
    .limit(1);
  if (!last) return [];
  return db
    .select({ day: omipPrices.day, price: omipPrices.price })
    .from(omipPrices)
    .where(
      and(
        eq(omipPrices.productId, productId),
        gte(omipPrices.day, sql<string>`(${last.day}::date - ${days - 1}::int)`),
      ),
    )
    .orderBy(asc(omipPrices.day));
}

/** The customer's alerts, newest first. */
export function listAlerts(db: Database, userId: string) {
  return db
    .select({
      id: omipAlerts.id,
      product: omipProducts.name,
      product_id: omipAlerts.productId,
      type: omipAlerts.type,
      price: omipAlerts.price,
      met: omipAlerts.met,
    })
    .from(omipAlerts)
    .innerJoin(omipProducts, eq(omipProducts.id, omipAlerts.productId))
    .where(eq(omipAlerts.userId, userId))
    .orderBy(desc(omipAlerts.id));
}

export async function countAlerts(db: Database, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(omipAlerts)
    .where(eq(omipAlerts.userId, userId));
  return row?.n ?? 0;
}

export async function insertAlert(
  db: Database,
  alert: { userId: string; productId: number; type: OmipAlertType; price: number },
) {
  const [row] = await db.insert(omipAlerts).values(alert).returning({ id: omipAlerts.id });
  return row!.id;
}

/** Deletes the alert when it is the customer's; answers whether it was. */
export async function deleteAlert(db: Database, userId: string, id: number) {
  const deleted = await db
    .delete(omipAlerts)
    .where(and(eq(omipAlerts.id, id), eq(omipAlerts.userId, userId)))
    .returning({ id: omipAlerts.id });
  return deleted.length > 0;
}
