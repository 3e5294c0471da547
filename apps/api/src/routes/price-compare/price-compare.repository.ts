import type { ContractingEnergy } from '@portal/domain/schemas/contracting';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accessTariffs, comers } from '../../db/schema/contracting';

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
