import type { Readable } from 'node:stream';
import { contractingEnergies, type ContractingEnergy } from '@portal/domain/schemas/contracting';
import { isValidCups, normalizeCups } from '@portal/domain/validators/cups';
import type { Database } from '../../db/database';
import { csvRecords } from '../../lib/csv-records';
import { knownAccessTariffs, type SipsRow, upsertSipsSupplyPoints } from './sips-import.repository';

/**
 * The SIPS data set as the back office imports it (docs/decisions/018): a CSV file, comma-separated,
 * with this header row (any order), one supply point per line.
 */
export const SIPS_COLUMNS = [
  'cups',
  'energy',
  'access_tariff',
  'power_p1',
  'power_p2',
  'power_p3',
  'power_p4',
  'power_p5',
  'power_p6',
  'selfcons_code',
  'zipcode',
  'annual_consumption_kwh',
] as const;
type SipsColumn = (typeof SIPS_COLUMNS)[number];

/** The largest file one import reads: about 400,000 supply points; larger sets come in parts. */
export const SIPS_FILE_MAX_BYTES = 48 * 1024 * 1024;

/** Supply points written per statement. */
const WRITE_BATCH = 500;

export type SipsImportReport = { imported: number; rejected: number };

const POWERS = ['power_p1', 'power_p2', 'power_p3', 'power_p4', 'power_p5', 'power_p6'] as const;
/** kW with a dot and up to three decimals: what numeric(9, 3) holds. */
const KW = /^\d{1,6}(\.\d{1,3})?$/;
/** kWh a year: numeric(12, 3). */
const KWH = /^\d{1,9}(\.\d{1,3})?$/;

/**
 * One line of the file as a supply point, or null when any field is wrong: a valid CUPS (stored by
 * its 20 characters, the supply point's own), a known energy and a tariff of that energy, powers in
 * kW (electricity only; P1 required), a two-digit self-consumption code (empty is none, `00`), a
 * five-digit postal code and an optional yearly consumption.
 */
export function readSipsLine(
  fields: Record<SipsColumn, string>,
  tariffs: ReadonlyMap<ContractingEnergy, ReadonlySet<string>>,
): SipsRow | null {
  const cups = normalizeCups(fields.cups);
  if (!isValidCups(cups)) return null;
  const energy = fields.energy.toLowerCase() as ContractingEnergy;
  if (!contractingEnergies.includes(energy)) return null;
  if (!tariffs.get(energy)?.has(fields.access_tariff)) return null;
  const powers: (number | null)[] = [];
  for (const column of POWERS) {
    const text = fields[column];
    if (text === '') powers.push(null);
    else if (KW.test(text)) powers.push(Number(text));
    else return null;
  }
  // Gas has no contracted power: a number there is a column out of place.
  if (energy === 'gas' ? powers.some((kw) => kw !== null) : powers[0] === null) return null;
  const selfconsCode = fields.selfcons_code === '' ? '00' : fields.selfcons_code;
  if (!/^\d{2}$/.test(selfconsCode)) return null;
  if (!/^\d{5}$/.test(fields.zipcode)) return null;
  const consumption = fields.annual_consumption_kwh;
  if (consumption !== '' && !KWH.test(consumption)) return null;
  return {
    cups: cups.slice(0, 20),
    energy,
    accessTariff: fields.access_tariff,
    powerP1: powers[0],
    powerP2: powers[1],
    powerP3: powers[2],
    powerP4: powers[3],
    powerP5: powers[4],
    powerP6: powers[5],
    selfconsCode,
    zipcode: fields.zipcode,
    annualConsumptionKwh: consumption === '' ? null : Number(consumption),
  };
}

/**
 * Imports a SIPS file (the back office's call, the demo seed and `npm run import-sips`): valid lines
 * are written, each replacing what was known of its CUPS; the others are counted as rejected. A file
 * whose header lacks a column has every line rejected. All or nothing: a file over `maxBytes` is 413
 * and nothing of it is kept.
 */
export async function importSips(
  db: Database,
  input: Readable | string,
  maxBytes = SIPS_FILE_MAX_BYTES,
): Promise<SipsImportReport> {
  const tariffs = await knownAccessTariffs(db);
  // SIPS values never hold a comma or a quote: read as written, so that no stray quote or binary
  // byte stops the file; such a line is simply rejected.
  return db.transaction(async (tx) => {
    const report: SipsImportReport = { imported: 0, rejected: 0 };
    let header: { size: number; complete: boolean; index: Map<string, number> } | undefined;
    let batch: SipsRow[] = [];
    for await (const fields of csvRecords(input, maxBytes)) {
      if (!header) {
        const index = new Map(fields.map((name, position) => [name.toLowerCase(), position]));
        const complete = SIPS_COLUMNS.every((column) => index.has(column));
        header = { size: fields.length, complete, index };
        continue;
      }
      const { index } = header;
      const row =
        header.complete && fields.length === header.size
          ? readSipsLine(
              Object.fromEntries(
                SIPS_COLUMNS.map((column) => [column, fields[index.get(column)!] ?? '']),
              ) as Record<SipsColumn, string>,
              tariffs,
            )
          : null;
      if (!row) {
        report.rejected += 1;
        continue;
      }
      report.imported += 1;
      batch.push(row);
      if (batch.length === WRITE_BATCH) {
        await upsertSipsSupplyPoints(tx, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await upsertSipsSupplyPoints(tx, batch);
    return report;
  });
}
