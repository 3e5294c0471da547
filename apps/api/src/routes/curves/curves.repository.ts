import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contracts } from '../../db/schema';

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
