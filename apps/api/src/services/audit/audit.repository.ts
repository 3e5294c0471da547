import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditEntries } from '../../db/schema/staff';

export type AuditEntryRow = typeof auditEntries.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert'>;

export function insertAuditEntry(db: Executor, values: typeof auditEntries.$inferInsert) {
  return db.insert(auditEntries).values(values);
}

export type AuditFilters = {
  staff?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Entries older than this id: the next page of a list read newest first. */
  before?: number | undefined;
};

function matching(filters: AuditFilters) {
  return and(
    filters.staff ? sql`lower(${auditEntries.staffEmail}) = lower(${filters.staff})` : undefined,
    filters.action ? eq(auditEntries.action, filters.action) : undefined,
    filters.target ? eq(auditEntries.target, filters.target) : undefined,
    filters.from
      ? gte(auditEntries.at, sql`(${filters.from}::date)::timestamp AT TIME ZONE 'Europe/Madrid'`)
      : undefined,
    filters.to
      ? lt(auditEntries.at, sql`(${filters.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Madrid'`)
      : undefined,
    filters.before ? lt(auditEntries.id, filters.before) : undefined,
  );
}

/** Newest first; `from` and `to` are days (Europe/Madrid), both included. */
export function listAuditEntries(
  db: Executor,
  filters: AuditFilters,
  page: { offset: number; limit: number },
) {
  return db
    .select()
    .from(auditEntries)
    .where(matching(filters))
    .orderBy(desc(auditEntries.id))
    .offset(page.offset)
    .limit(page.limit);
}

export function countAuditEntries(db: Executor, filters: AuditFilters) {
  return db
    .select({ n: count() })
    .from(auditEntries)
    .where(matching(filters))
    .then((rows) => rows[0]?.n ?? 0);
}
