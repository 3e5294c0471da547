import type { ContractingEnergy, SupplyUse } from '@portal/domain/schemas/contracting';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { productOffers } from '../../db/schema/contracting';
import { products } from '../../db/schema/contracts';

/**
 * Which products are on offer (decisions 018 and 030), asked in one place by the contracting
 * catalogue, the lead steps, the price comparators and the curve simulation.
 */
export type ProductOfferFilter = {
  energy: ContractingEnergy;
  accessTariff: string;
  /** The retailer's day (YYYY-MM-DD): the product is on sale between its dates, both included. */
  day: string;
  /** A self-consumption supply: the products only for self-consumption are on offer too. */
  selfcons: boolean;
  /**
   * Promotional codes already known to be valid coupons: a product reserved to one of them is on
   * offer. With none, only the products reserved to no code.
   */
  promocodes: readonly string[];
  /** The supply's use: products of the other use are not on offer. Null: any product. */
  use: SupplyUse | null;
  /** Only this product (whether a lead's choice is on offer). */
  productId?: number;
};

export type OfferedProduct = {
  id: number;
  /** The name contracts hold (`pricelist_name`). */
  name: string;
  commercialName: string | null;
  /** The commercial name per language, as published. */
  names: Record<string, string>;
  description: string | null;
  descriptions: Record<string, string>;
  link: string | null;
  /** Reserved to promotional codes (a newcomer's offer). */
  reserved: boolean;
  selfconsOnly: boolean;
  use: SupplyUse | null;
  /** €/kW·day per period (gas: the fixed term, €/day). */
  powerPrices: number[];
  /** €/kWh per period. */
  energyPrices: number[];
};

/**
 * The products on offer for an energy and access tariff on a day: offered, published (a
 * product_offers row), within their sale dates, fitting the supply's self-consumption, codes and
 * use. Products a code unlocks come first, then the retailer's order.
 */
export async function listOfferedProducts(
  db: Database,
  filter: ProductOfferFilter,
): Promise<OfferedProduct[]> {
  const reserved = sql<boolean>`cardinality(${productOffers.promoCodes}) > 0`;
  const codes = filter.promocodes.map((code) => code.toUpperCase());
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      commercialName: products.commercialName,
      names: productOffers.names,
      description: products.description,
      descriptions: productOffers.descriptions,
      link: productOffers.link,
      reserved,
      selfconsOnly: productOffers.selfconsOnly,
      use: productOffers.supplyUse,
      powerPrices: products.powerPrices,
      energyPrices: products.energyPrices,
    })
    .from(products)
    .innerJoin(productOffers, eq(productOffers.productId, products.id))
    .where(
      and(
        filter.productId === undefined ? undefined : eq(products.id, filter.productId),
        eq(products.energy, filter.energy),
        eq(products.accessTariff, filter.accessTariff),
        eq(products.offered, true),
        or(isNull(productOffers.validFrom), lte(productOffers.validFrom, filter.day)),
        or(isNull(productOffers.validTo), gte(productOffers.validTo, filter.day)),
        filter.selfcons ? undefined : eq(productOffers.selfconsOnly, false),
        filter.use === null
          ? undefined
          : or(isNull(productOffers.supplyUse), eq(productOffers.supplyUse, filter.use)),
        codes.length === 0
          ? sql`cardinality(${productOffers.promoCodes}) = 0`
          : sql`(cardinality(${productOffers.promoCodes}) = 0 or exists (select 1 from unnest(${productOffers.promoCodes}) as code where upper(code) in (${sql.join(
              codes.map((code) => sql`${code}`),
              sql`, `,
            )})))`,
      ),
    )
    .orderBy(sql`${reserved} desc`, asc(products.id));
  return rows.map((row) => ({
    ...row,
    powerPrices: row.powerPrices.map(Number),
    energyPrices: row.energyPrices.map(Number),
  }));
}

/** Whether one product is on offer to a supply (a lead's choice, checked when its step comes). */
export async function isProductOnOffer(
  db: Database,
  productId: number,
  filter: Omit<ProductOfferFilter, 'productId'>,
): Promise<boolean> {
  return (await listOfferedProducts(db, { ...filter, productId })).length > 0;
}
