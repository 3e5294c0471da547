import type { ContractingEnergy } from '@portal/domain/schemas/contracting';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accessTariffs, sipsSupplyPoints } from '../../db/schema/contracting';

/** A supply point as the SIPS data set holds it. */
export type SipsRow = typeof sipsSupplyPoints.$inferInsert;

/** The access tariffs known, by energy. */
export async function knownAccessTariffs(db: Database) {
  const rows = await db
    .select({ energy: accessTariffs.energy, name: accessTariffs.name })
    .from(accessTariffs);
  const tariffs = new Map<ContractingEnergy, Set<string>>();
  for (const { energy, name } of rows)
    tariffs.set(energy, (tariffs.get(energy) ?? new Set()).add(name));
  return tariffs;
}

/** Writes a batch: each supply point replaces what was known of its CUPS (the last line wins). */
export async function upsertSipsSupplyPoints(db: Database, rows: SipsRow[]) {
  const byCups = new Map(rows.map((row) => [row.cups, row]));
  await db
    .insert(sipsSupplyPoints)
    .values([...byCups.values()])
    .onConflictDoUpdate({
      target: sipsSupplyPoints.cups,
      set: {
        energy: sql`excluded.energy`,
        accessTariff: sql`excluded.access_tariff`,
        powerP1: sql`excluded.power_p1`,
        powerP2: sql`excluded.power_p2`,
        powerP3: sql`excluded.power_p3`,
        powerP4: sql`excluded.power_p4`,
        powerP5: sql`excluded.power_p5`,
        powerP6: sql`excluded.power_p6`,
        selfconsCode: sql`excluded.selfcons_code`,
        zipcode: sql`excluded.zipcode`,
        annualConsumptionKwh: sql`excluded.annual_consumption_kwh`,
        importedAt: sql`now()`,
      },
    });
}
