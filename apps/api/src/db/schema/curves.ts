import { sql } from 'drizzle-orm';
import { date, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { curveSeries } from './columns';
import { supplyPoints } from './contracts';

/**
 * A supply point's meter readings of one Madrid day (decision 016): one row per day, each series
 * with one value per interval in the order they happen (92, 96 or 100 quarter-hours, or 23, 24 or
 * 25 hours). `estimated` lists the 1-based numbers of the intervals whose reading is estimated;
 * the rest are real.
 */
export const curveDays = pgTable(
  'curve_days',
  {
    supplyPointId: integer('supply_point_id')
      .notNull()
      .references(() => supplyPoints.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** 15 (quarter-hourly) or 60 (hourly). */
    stepMinutes: smallint('step_minutes').notNull(),
    activa: curveSeries('activa').notNull(),
    exportada: curveSeries('exportada'),
    reactiva: curveSeries('reactiva'),
    estimated: smallint('estimated')
      .array()
      .notNull()
      .default(sql`'{}'`),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.supplyPointId, table.day] })],
);
