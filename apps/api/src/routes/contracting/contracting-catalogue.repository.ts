import type { ContractingEnergy } from '@portal/domain/schemas/contracting';
import { and, asc, eq, inArray, isNull, lte, gte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  accessTariffs,
  cnaes,
  comers,
  productOffers,
  sipsSupplyPoints,
} from '../../db/schema/contracting';
import { products } from '../../db/schema/contracts';

export function listAccessTariffs(db: Database, energy: ContractingEnergy, names?: string[]) {
  return db
    .select({ id: accessTariffs.id, name: accessTariffs.name })
    .from(accessTariffs)
    .where(
      and(
        eq(accessTariffs.energy, energy),
        names === undefined ? undefined : inArray(accessTariffs.name, names),
      ),
    )
    .orderBy(asc(accessTariffs.position), asc(accessTariffs.id));
}

export async function findAccessTariff(db: Database, energy: ContractingEnergy, id: number) {
  const [row] = await db
    .select({ id: accessTariffs.id, name: accessTariffs.name })
    .from(accessTariffs)
    .where(and(eq(accessTariffs.id, id), eq(accessTariffs.energy, energy)));
  return row;
}

export async function findAccessTariffByName(
  db: Database,
  energy: ContractingEnergy,
  name: string,
) {
  const [row] = await db
    .select({ id: accessTariffs.id, name: accessTariffs.name })
    .from(accessTariffs)
    .where(and(eq(accessTariffs.name, name), eq(accessTariffs.energy, energy)));
  return row;
}

export type OfferedProduct = {
  id: number;
  name: string;
  commercialName: string | null;
  description: string | null;
  link: string | null;
  descriptions: Record<string, string>;
  reserved: boolean;
};

/**
 * The products of an energy and access tariff on sale on `day`: offered, published (a product_offers
 * row) and within its sale dates; those reserved to promotional codes only for `promocode` (already
 * known to be a valid coupon), and self-consumption ones only for a self-consumption supply. Products
 * a code unlocks come first, then the retailer's order.
 */
export function listOfferedProducts(
  db: Database,
  filter: {
    energy: ContractingEnergy;
    accessTariff: string;
    day: string;
    selfcons: boolean;
    promocode: string | null;
  },
): Promise<OfferedProduct[]> {
  const reserved = sql<boolean>`cardinality(${productOffers.promoCodes}) > 0`;
  return db
    .select({
      id: products.id,
      name: products.name,
      commercialName: products.commercialName,
      description: products.description,
      link: productOffers.link,
      descriptions: productOffers.descriptions,
      reserved,
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
        filter.selfcons ? undefined : eq(productOffers.selfconsOnly, false),
        filter.promocode === null
          ? sql`cardinality(${productOffers.promoCodes}) = 0`
          : sql`(cardinality(${productOffers.promoCodes}) = 0 or exists (select 1 from unnest(${productOffers.promoCodes}) as code where upper(code) = ${filter.promocode.toUpperCase()}))`,
      ),
    )
    .orderBy(sql`${reserved} desc`, asc(products.id));
}

export function listCnaes(db: Database) {
  return db
    .select({ id: cnaes.id, code: cnaes.code, description: cnaes.description })
    .from(cnaes)
    .orderBy(asc(cnaes.id));
}

export function listComers(db: Database, energy: ContractingEnergy) {
  return db
    .select({ id: comers.id, name: comers.name })
    .from(comers)
    .where(eq(comers.energy, energy));
}

/** What SIPS says of a supply point of an energy, by its 20-character CUPS. */
export async function findSipsSupplyPoint(db: Database, energy: ContractingEnergy, cups20: string) {
  const [row] = await db
    .select()
    .from(sipsSupplyPoints)
    .where(and(eq(sipsSupplyPoints.cups, cups20), eq(sipsSupplyPoints.energy, energy)));
  return row;
}
