import type { ContractingEnergy } from '@portal/domain/schemas/contracting';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accessTariffs, comers, productOffers } from '../../db/schema/contracting';
import { products } from '../../db/schema/contracts';

export async function findAccessTariff(db: Database, energy: ContractingEnergy, id: number) {
  const [row] = await db
    .select({ id: accessTariffs.id, name: accessTariffs.name })
    .from(accessTariffs)
    .where(and(eq(accessTariffs.id, id), eq(accessTariffs.energy, energy)));
  return row;
}

export async function comerExists(db: Database, energy: ContractingEnergy, id: number) {
  const [row] = await db
    .select({ id: comers.id })
    .from(comers)
    .where(and(eq(comers.id, id), eq(comers.energy, energy)));
  return row !== undefined;
}

export type ComparableProduct = {
  id: number;
  name: string;
  commercialName: string | null;
  description: string | null;
  descriptions: Record<string, string>;
  powerPrices: number[];
  energyPrices: number[];
};

/**
 * The products anyone may contract for an energy and access tariff on `day`, as the contracting
 * wizard lists them (decision 018): offered, published, within their sale dates, reserved to no
 * promotional code and not only for self-consumption; in the retailer's order.
 */
export async function listComparableProducts(
  db: Database,
  filter: { energy: ContractingEnergy; accessTariff: string; day: string },
): Promise<ComparableProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      commercialName: products.commercialName,
      description: products.description,
      descriptions: productOffers.descriptions,
      powerPrices: products.powerPrices,
      energyPrices: products.energyPrices,
    })
    .from(products)
    .innerJoin(productOffers, eq(productOffers.productId, products.id))
    .where(
      and(
        eq(products.energy, filter.energy),
        eq(products.accessTariff, filter.accessTariff),
        eq(products.offered, true),
        or(isNull(productOffers.validFrom), lte(productOffers.validFrom, filter.day)),
        or(isNull(productOffers.validTo), gte(productOffers.validTo, filter.day)),
        eq(productOffers.selfconsOnly, false),
        sql`cardinality(${productOffers.promoCodes}) = 0`,
      ),
    )
    .orderBy(asc(products.id));
  return rows.map((row) => ({
    ...row,
    powerPrices: row.powerPrices.map(Number),
    energyPrices: row.energyPrices.map(Number),
  }));
}
