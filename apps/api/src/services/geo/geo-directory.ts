import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { ServerLanguage } from '../../lib/language';

/** The reference data shipped with the project (apps/api/seed-data/geo, see its README). */
const geoDataDir = new URL('../../../seed-data/geo/', import.meta.url);

export interface Municipality {
  city: string;
  ine: string;
}
export interface Province {
  id: string;
  name: string;
}
export interface StreetType {
  id: string;
  name: string;
}

/**
 * Spanish postal codes, provinces and street types (named in Spanish, Catalan and English), read once and kept in memory: about 14,000 rows
 * that change once a year and are asked for on every keystroke of an address form.
 */
export interface GeoDirectory {
  municipalitiesOf(zipcode: string): readonly Municipality[];
  province(code: string): Province | undefined;
  /** The street types in Spanish, the names stored addresses hold. */
  streetTypes: readonly StreetType[];
  /** The street types named in a language, in that language's order. */
  streetTypesIn(language: ServerLanguage): readonly StreetType[];
}

/** The rows of one file as objects by column name; a missing column is a broken file. */
function readCsv<Column extends string>(
  file: string,
  columns: readonly Column[],
): Record<Column, string>[] {
  const rows: Record<string, string>[] = parse(
    readFileSync(fileURLToPath(new URL(file, geoDataDir)), 'utf8'),
    { columns: true, skip_empty_lines: true, trim: true },
  );
  for (const column of columns) {
    if (rows.some((row) => typeof row[column] !== 'string')) {
      throw new Error(`${file}: column ${column} is missing`);
    }
  }
  return rows as Record<Column, string>[];
}

function loadGeoDirectory(): GeoDirectory {
  const byZipcode = new Map<string, Municipality[]>();
  const postalCodes = readCsv('postal_codes_municipalities.csv', [
    'codigo_postal',
    'municipio_id',
    'nombre',
  ]);
  for (const row of postalCodes) {
    const list = byZipcode.get(row.codigo_postal) ?? [];
    list.push({ city: row.nombre, ine: row.municipio_id });
    byZipcode.set(row.codigo_postal, list);
  }
  for (const list of byZipcode.values()) list.sort((a, b) => a.city.localeCompare(b.city, 'es'));

  const provinces = new Map(
    readCsv('provinces.csv', ['code', 'name']).map((row) => [
      row.code,
      { id: row.code, name: row.name },
    ]),
  );
  const streetTypeRows = readCsv('street_types.csv', ['code', 'name', 'name_ca', 'name_en']);
  const streetTypesIn = (language: ServerLanguage, column: 'name' | 'name_ca' | 'name_en') =>
    streetTypeRows
      .map((row) => ({ id: row.code, name: row[column] }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  const streetTypes: Record<ServerLanguage, StreetType[]> = {
    es: streetTypesIn('es', 'name'),
    ca: streetTypesIn('ca', 'name_ca'),
    en: streetTypesIn('en', 'name_en'),
  };

  return {
    municipalitiesOf: (zipcode) => byZipcode.get(zipcode) ?? [],
    province: (code) => provinces.get(code),
    streetTypes: streetTypes.es,
    streetTypesIn: (language) => streetTypes[language],
  };
}

let loaded: GeoDirectory | undefined;

/** The directory, read on the first lookup, not at start: most processes and tests never ask. */
export const geoDirectory = (): GeoDirectory => (loaded ??= loadGeoDirectory());
