import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { curveDayLayout, type IntervalMinutes } from '@portal/domain/curves/curve-time';
import type { CurveImportReport } from '@portal/domain/schemas/curves';
import { parse } from 'csv-parse';
import type { Database } from '../../db/database';
import { byteLimit } from '../../lib/csv-records';
import {
  type CurveFileRow,
  type CurveRowError,
  columnsOfHeader,
  isQuarterHour,
  positionalColumns,
  readCurveRow,
} from './curve-file';
import {
  type StoredDay,
  findElectricitySupplyPointIds,
  findStoredCurveDays,
  writeCurveDays,
} from './curve-days.repository';

/** Bad rows listed in a report; the rest are only counted. */
const LISTED_ERRORS = 100;
/** Days read, merged and written together. */
const WRITE_BATCH = 500;

type DayGroup = { cups: string; day: string; rows: CurveFileRow[] };

class Report {
  rows = 0;
  accepted = 0;
  errorCount = 0;
  errors: { line: number; error: CurveRowError }[] = [];

  fail(line: number, error: CurveRowError) {
    this.errorCount += 1;
    if (this.errors.length < LISTED_ERRORS) this.errors.push({ line, error });
  }
}

/** The largest file an import reads: a month of a thousand supply points by quarter-hour is 200 MB. */
export const CURVE_FILE_MAX_BYTES = 512 * 1024 * 1024;

/** The rows of a file grouped by supply point and day, bad rows reported as they come. */
async function readGroups(input: Readable | string, report: Report, maxBytes: number) {
  const groups = new Map<string, DayGroup>();
  // Curve files are never quoted: a quote is a character of a (bad) field, not a parse error.
  const parser = parse({
    delimiter: ';',
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    quote: false,
    info: true,
  });
  pipeline(
    typeof input === 'string' ? Readable.from([input]) : input,
    byteLimit(maxBytes),
    parser,
  ).catch(() => {
    // The parser's iteration below fails with the same error.
  });

  let columns: Partial<Record<string, number>> | undefined;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (!columns) {
      columns = columnsOfHeader(record);
      if (columns) continue;
      columns = positionalColumns;
    }
    report.rows += 1;
    const row = readCurveRow(record, columns, info.lines);
    if (typeof row === 'string') {
      report.fail(info.lines, row);
      continue;
    }
    const key = `${row.cups}|${row.day}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { cups: row.cups, day: row.day, rows: [] }));
    group.rows.push(row);
  }
  return groups;
}

/**
 * Where each row of a day goes: its interval's position, by number or by the local time it ends
 * (the second `03:00` of the autumn day is the second 02:00–03:00). Rows that fit nowhere, or
 * repeat an interval, are reported.
 */
function placeRows(group: DayGroup, step: IntervalMinutes, report: Report) {
  const layout = curveDayLayout(group.day, step);
  const count = layout.wallMinutes.length;
  const byEnd = new Map<number, number[]>();
  for (let position = 0; position < count; position += 1) {
    const end = layout.wallMinutes[position]! + step;
    byEnd.set(end, [...(byEnd.get(end) ?? []), position]);
  }
  const seenEnds = new Map<number, number>();
  const placed = new Map<number, CurveFileRow>();
  for (const row of group.rows) {
    let position: number | undefined;
    if (row.hour.kind === 'number') {
      position = row.hour.value <= count ? row.hour.value - 1 : undefined;
    } else {
      const occurrence = seenEnds.get(row.hour.minutes) ?? 0;
      seenEnds.set(row.hour.minutes, occurrence + 1);
      position = byEnd.get(row.hour.minutes)?.[occurrence];
    }
    if (position === undefined) report.fail(row.line, 'invalid_hour');
    else if (placed.has(position)) report.fail(row.line, 'duplicate_interval');
    else placed.set(position, row);
  }
  return { count, placed };
}

/** A stored day with the file's readings laid over it; a day stored at another step is replaced. */
function mergeDay(
  supplyPointId: number,
  group: DayGroup,
  step: IntervalMinutes,
  placement: { count: number; placed: Map<number, CurveFileRow> },
  stored: StoredDay | undefined,
): StoredDay {
  const keep = stored && stored.stepMinutes === step ? stored : undefined;
  const empty = () => Array.from({ length: placement.count }, () => null as number | null);
  const activa = keep ? [...keep.activa] : empty();
  let exportada = keep?.exportada ? [...keep.exportada] : null;
  let reactiva = keep?.reactiva ? [...keep.reactiva] : null;
  const estimated = new Set(keep?.estimated ?? []);
  for (const [position, row] of placement.placed) {
    activa[position] = row.activa;
    if (row.exportada !== undefined) (exportada ??= empty())[position] = row.exportada;
    if (row.reactiva !== undefined) (reactiva ??= empty())[position] = row.reactiva;
    if (row.estimated) estimated.add(position + 1);
    else estimated.delete(position + 1);
  }
  return {
    supplyPointId,
    day: group.day,
    stepMinutes: step,
    activa,
    exportada,
    reactiva,
    estimated: [...estimated].sort((a, b) => a - b),
  };
}

/**
 * Imports a curve file (decision 016): good rows are stored, bad ones reported by line without
 * stopping the rest; importing the same file again changes nothing. A day's step is the file's:
 * quarter-hourly when any of its rows can only be a quarter-hour, else hourly. Nothing is stored
 * before the whole file is read: a file over `maxBytes` (413) stores nothing.
 */
export async function importCurveFile(
  db: Database,
  input: Readable | string,
  maxBytes = CURVE_FILE_MAX_BYTES,
): Promise<CurveImportReport> {
  const report = new Report();
  const groups = [...(await readGroups(input, report, maxBytes)).values()];
  const ids = await findElectricitySupplyPointIds(db, [
    ...new Set(groups.map((group) => group.cups)),
  ]);
  const touched = new Set<number>();
  let days = 0;
  for (let first = 0; first < groups.length; first += WRITE_BATCH) {
    const batch: { group: DayGroup; supplyPointId: number }[] = [];
    for (const group of groups.slice(first, first + WRITE_BATCH)) {
      const supplyPointId = ids.get(group.cups);
      if (supplyPointId === undefined) {
        for (const row of group.rows) report.fail(row.line, 'unknown_cups');
      } else batch.push({ group, supplyPointId });
    }
    if (batch.length === 0) continue;
    const stored = await findStoredCurveDays(
      db,
      batch.map(({ group, supplyPointId }) => ({ supplyPointId, day: group.day })),
    );
    const merged: StoredDay[] = [];
    for (const { group, supplyPointId } of batch) {
      const step: IntervalMinutes =
        group.rows.length > 25 || group.rows.some((row) => isQuarterHour(row.hour)) ? 15 : 60;
      const placement = placeRows(group, step, report);
      if (placement.placed.size === 0) continue;
      report.accepted += placement.placed.size;
      touched.add(supplyPointId);
      merged.push(
        mergeDay(
          supplyPointId,
          group,
          step,
          placement,
          stored.get(`${supplyPointId}|${group.day}`),
        ),
      );
    }
    await writeCurveDays(db, merged);
    days += merged.length;
  }
  report.errors.sort((a, b) => a.line - b.line);
  return {
    rows: report.rows,
    accepted: report.accepted,
    days,
    supplyPoints: touched.size,
    errorCount: report.errorCount,
    errors: report.errors,
  };
}
