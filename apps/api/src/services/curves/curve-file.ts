import { isCurveDay } from '@portal/domain/curves/curve-time';
import { isValidCups, normalizeCups } from '@portal/domain/validators/cups';

/**
 * One row of a curve file as distributors and Datadis deliver them (decision 016): `;`-separated,
 * with a header naming the columns (Datadis: `CUPS;Fecha;Hora;Consumo_kWh;Metodo_obtencion`, and
 * `AE_kWh`, `AS_kWh`, `R1_kVArh` or `energiaVertida` for the other series) or, without one, the columns
 * CUPS; date; hour; kWh; method in that order.
 */

export const curveRowErrors = [
  'missing_columns',
  'invalid_cups',
  'invalid_date',
  'invalid_hour',
  'invalid_energy',
  'invalid_method',
  'unknown_cups',
  'duplicate_interval',
] as const;
export type CurveRowError = (typeof curveRowErrors)[number];

export type CurveColumn = 'cups' | 'date' | 'hour' | 'activa' | 'exportada' | 'reactiva' | 'method';

const headerNames: Record<CurveColumn, string[]> = {
  cups: ['cups'],
  date: ['fecha', 'date', 'dia', 'day', 'data'],
  hour: ['hora', 'hour', 'periodo', 'interval', 'intervalo'],
  activa: [
    'consumo',
    'consumokwh',
    'aekwh',
    'ae',
    'activa',
    'kwh',
    'energiaconsumida',
    'consum',
    'consumption',
  ],
  exportada: [
    'energiavertida',
    'vertida',
    'exportada',
    'askwh',
    'as',
    'export',
    'energiaexportada',
  ],
  reactiva: ['reactiva', 'r1kvarh', 'r1', 'reactivakvarh', 'reactive'],
  method: ['metodoobtencion', 'metodo', 'method', 'obtencion', 'realestimado', 'tipo'],
};

const simplify = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The position of each known column, read from a header row; undefined when it is not a header. */
export function columnsOfHeader(
  fields: string[],
): Partial<Record<CurveColumn, number>> | undefined {
  const columns: Partial<Record<CurveColumn, number>> = {};
  fields.forEach((field, position) => {
    const name = simplify(field);
    for (const [column, names] of Object.entries(headerNames) as [CurveColumn, string[]][]) {
      if (columns[column] === undefined && names.includes(name)) columns[column] = position;
    }
  });
  return columns.cups !== undefined && columns.date !== undefined ? columns : undefined;
}

/** The columns of a file without a header: CUPS; date; hour; kWh; method. */
export const positionalColumns: Partial<Record<CurveColumn, number>> = {
  cups: 0,
  date: 1,
  hour: 2,
  activa: 3,
  method: 4,
};

/** A day written YYYY-MM-DD, YYYY/MM/DD or DD/MM/YYYY, as YYYY-MM-DD; undefined if not a day. */
export function curveFileDay(text: string): string | undefined {
  const iso = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(text);
  const european = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text);
  const day = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : european
      ? `${european[3]}-${european[2]}-${european[1]}`
      : undefined;
  return day && isCurveDay(day) ? day : undefined;
}

/** kWh (kvarh) with a decimal comma or point, as whole Wh; undefined if not a reading. */
export function curveFileWh(text: string): number | undefined {
  if (!/^\d{1,9}([.,]\d{1,6})?$/.test(text)) return undefined;
  return Math.round(Number(text.replace(',', '.')) * 1000);
}

/** R/Real is real, E/Estimada/Estimado is estimated; empty is real; anything else undefined. */
export function curveFileEstimated(text: string): boolean | undefined {
  const value = simplify(text);
  if (value === '' || value === 'r' || value === 'real') return false;
  if (['e', 'estimada', 'estimado', 'estimated', 'estimat', 'estimacion'].includes(value)) {
    return true;
  }
  return undefined;
}

/**
 * An hour as files write it: the interval's number (hour 1 is 00:00–01:00; 1–25 by hour, 1–100 by
 * quarter-hour), or the local clock time its interval ends at (`01:00` … `24:00`, `00:15` …).
 */
export type CurveFileHour = { kind: 'number'; value: number } | { kind: 'end'; minutes: number };

export function curveFileHour(text: string): CurveFileHour | undefined {
  if (/^\d{1,3}$/.test(text)) {
    const value = Number(text);
    return value >= 1 && value <= 100 ? { kind: 'number', value } : undefined;
  }
  const clock = /^(\d{1,2}):(\d{2})(:00)?$/.exec(text);
  if (!clock) return undefined;
  const minutes = Number(clock[1]) * 60 + Number(clock[2]);
  return minutes >= 15 && minutes <= 1440 && minutes % 15 === 0
    ? { kind: 'end', minutes }
    : undefined;
}

/** Whether an hour can only be a quarter-hour's (a number above 25, a time not on the hour). */
export const isQuarterHour = (hour: CurveFileHour) =>
  hour.kind === 'number' ? hour.value > 25 : hour.minutes % 60 !== 0;

export type CurveFileRow = {
  line: number;
  /** The CUPS's first 20 characters: the supply point, whatever its suffix. */
  cups: string;
  day: string;
  hour: CurveFileHour;
  activa: number;
  exportada: number | undefined;
  reactiva: number | undefined;
  estimated: boolean;
};

/** A data row read with the file's columns, or the first thing wrong with it. */
export function readCurveRow(
  fields: string[],
  columns: Partial<Record<CurveColumn, number>>,
  line: number,
): CurveFileRow | CurveRowError {
  const field = (column: CurveColumn) => {
    const position = columns[column];
    return position === undefined ? undefined : fields[position]?.trim();
  };
  const [cupsText, dayText, hourText, activaText] = [
    field('cups'),
    field('date'),
    field('hour'),
    field('activa'),
  ];
  if (!cupsText || !dayText || !hourText || activaText === undefined) return 'missing_columns';
  if (!isValidCups(cupsText)) return 'invalid_cups';
  const day = curveFileDay(dayText);
  if (!day) return 'invalid_date';
  const hour = curveFileHour(hourText);
  if (!hour) return 'invalid_hour';
  const activa = curveFileWh(activaText);
  if (activa === undefined) return 'invalid_energy';
  const optional = (column: 'exportada' | 'reactiva') => {
    const text = field(column);
    return text === undefined || text === '' ? undefined : curveFileWh(text);
  };
  const exportada = optional('exportada');
  const reactiva = optional('reactiva');
  if ((field('exportada') || undefined) && exportada === undefined) return 'invalid_energy';
  if ((field('reactiva') || undefined) && reactiva === undefined) return 'invalid_energy';
  const estimated = curveFileEstimated(field('method') ?? '');
  if (estimated === undefined) return 'invalid_method';
  return {
    line,
    cups: normalizeCups(cupsText).slice(0, 20),
    day,
    hour,
    activa,
    exportada,
    reactiva,
    estimated,
  };
}
