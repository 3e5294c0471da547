import { sql } from 'drizzle-orm';
import { contracts, notificationAddresses, supplyPoints } from '../schema/contracts';

/*
 * Computed columns that several features select or filter on, written once so that the contract
 * detail, the invoice lists and the invoice documents show the same address the same way.
 */

export const supplyAddress = sql<string>`${supplyPoints.street} || ', ' || ${supplyPoints.zipcode} || ' ' || ${supplyPoints.city}`;
export const notificationFullAddress = sql<string>`${notificationAddresses.street} || ', ' || ${notificationAddresses.zipcode} || ' ' || ${notificationAddresses.city}`;

/** The contract's six powers in one column, P1 first; a period the tariff lacks is null. */
export const contractPowers = sql<(number | null)[]>`array[${sql.join(
  [
    contracts.powerP1,
    contracts.powerP2,
    contracts.powerP3,
    contracts.powerP4,
    contracts.powerP5,
    contracts.powerP6,
  ].map((column) => sql`${column}::float8`),
  sql`, `,
)}]`;
