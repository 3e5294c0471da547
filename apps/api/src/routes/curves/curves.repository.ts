import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contracts, products, supplyPoints } from '../../db/schema/contracts';
import { invoices } from '../../db/schema/invoices';
import { contractPowers, supplyAddress } from '../../db/sql/contract-columns';

/*
 * A contract's readings (decision 016): the contract is found with the signed-in customer's id in
 * the query, so another customer's id or name finds nothing.
 */

const curveContractColumns = {
  id: contracts.id,
  name: contracts.name,
  type: contracts.type,
  accessTariff: contracts.accessTariff,
  supplyPointId: contracts.supplyPointId,
  signDate: contracts.signDate,
  endDate: contracts.endDate,
  pricelistName: contracts.pricelistName,
  pricelistCommercialName: contracts.pricelistCommercialName,
  powers: contractPowers,
};

export type CurveContract = NonNullable<Awaited<ReturnType<typeof findCurveContract>>>;

/** One of the customer's contracts by its id or, failing that, its name. */
export async function findCurveContract(db: Database, userId: string, idOrName: string) {
  const byId = /^\d{1,9}$/.test(idOrName)
    ? (
        await db
          .select(curveContractColumns)
          .from(contracts)
          .where(and(eq(contracts.userId, userId), eq(contracts.id, Number(idOrName))))
      )[0]
    : undefined;
  if (byId) return byId;
  const [byName] = await db
    .select(curveContractColumns)
    .from(contracts)
    .where(and(eq(contracts.userId, userId), eq(contracts.name, idOrName)));
  return byName;
}

export type PricedProduct = {
  name: string;
  commercialName: string | null;
  description: string | null;
  prices: { power: number[]; energy: number[] };
};

const productColumns = {
  name: products.name,
  commercialName: products.commercialName,
  description: products.description,
  powerPrices: products.powerPrices,
  energyPrices: products.energyPrices,
};

const priced = (row: {
  name: string;
  commercialName: string | null;
  description: string | null;
  powerPrices: string[];
  energyPrices: string[];
}): PricedProduct => ({
  name: row.name,
  commercialName: row.commercialName,
  description: row.description,
  prices: { power: row.powerPrices.map(Number), energy: row.energyPrices.map(Number) },
});

/** A product with its prices, by name. */
export async function findProduct(db: Database, name: string) {
  const [row] = await db.select(productColumns).from(products).where(eq(products.name, name));
  return row && priced(row);
}

/**
 * The customer's electricity contracts with their supply point and the energy invoiced since `since`
 * (annulments and reissues netted), most first: one aggregate over the invoice index by contract and
 * date.
 */
export function listContractConsumption(db: Database, userId: string, since: string) {
  const consumption = sql<number>`coalesce(sum(${invoices.energyConsumed}), 0)::float8`;
  return db
    .select({
      id: contracts.id,
      name: contracts.name,
      cups: supplyPoints.cups,
      address: supplyAddress,
      consumption,
    })
    .from(contracts)
    .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .leftJoin(invoices, and(eq(invoices.contractId, contracts.id), gte(invoices.date, since)))
    .where(and(eq(contracts.userId, userId), eq(contracts.type, 'electricity')))
    .groupBy(contracts.id, supplyPoints.id)
    .orderBy(desc(consumption), desc(sql`${contracts.state} = 'activa'`), asc(contracts.name));
}
