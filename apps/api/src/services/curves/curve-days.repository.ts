import type { CurveDayReadings } from '@portal/domain/curves/aggregate';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { curveDays } from '../../db/schema';
import { decodeSeries } from './curve-series';

/** A supply point's stored days from `start` to `end` (YYYY-MM-DD, both included), in order. */
export async function readCurveDays(
  db: Database,
  supplyPointId: number,
  start: string,
  end: string,
): Promise<CurveDayReadings[]> {
  const rows = await db
    .select({
      day: curveDays.day,
      stepMinutes: curveDays.stepMinutes,
      activa: curveDays.activa,
      exportada: curveDays.exportada,
      reactiva: curveDays.reactiva,
      estimated: curveDays.estimated,
    })
    .from(curveDays)
    .where(and(eq(curveDays.supplyPointId, supplyPointId), between(curveDays.day, start, end)))
    .orderBy(asc(curveDays.day));
  return rows.map((row) => ({
    day: row.day,
    stepMinutes: row.stepMinutes === 15 ? 15 : 60,
    activa: decodeSeries(row.activa),
    exportada: row.exportada && decodeSeries(row.exportada),
    reactiva: row.reactiva && decodeSeries(row.reactiva),
    estimated: row.estimated,
  }));
}
