import type { ContractingEnergy } from '@portal/domain/schemas/contracting';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accessTariffs, cnaes, comers, sipsSupplyPoints } from '../../db/schema/contracting';
import type { ServerLanguage } from '../../lib/language';

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

/** The CNAE list in its order, described in a language (Spanish, Catalan or English). */
export function listCnaes(db: Database, language: ServerLanguage) {
  const description = { es: cnaes.description, ca: cnaes.descriptionCa, en: cnaes.descriptionEn }[
    language
  ];
  return db
    .select({ id: cnaes.id, code: cnaes.code, description })
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
