import { Readable } from 'node:stream';
import type { AuditEntry } from '@portal/domain/schemas/audit';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { StaffPrincipal } from '../staff/staff.service';
import * as repo from './audit.repository';

/** What a staff call adds to its audit entry: what it acted on, and what changed. */
export type AuditNote = { target?: string; details?: Record<string, unknown> };

const USER_AGENT_MAX = 300;
/** The CSV export reads the table this many entries at a time, however many it writes. */
const EXPORT_PAGE = 1_000;

const CSV_COLUMNS = [
  'id',
  'at',
  'staff_email',
  'staff_role',
  'via',
  'action',
  'target',
  'details',
  'address',
  'user_agent',
] as const satisfies readonly (keyof AuditEntry)[];

/**
 * A CSV cell: quoted when it holds the separator, a quote or a line break; a leading = + - @ is
 * escaped with a quote, so a spreadsheet never runs a cell as a formula.
 */
function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const describeEntry = (row: repo.AuditEntryRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  staff_email: row.staffEmail,
  staff_role: row.staffRole,
  via: row.via,
  action: row.action,
  target: row.target,
  details: (row.details as Record<string, unknown> | null) ?? null,
  address: row.address,
  user_agent: row.userAgent,
});

export const describeVia = (via: StaffPrincipal['via']) =>
  via.kind === 'session' ? 'session' : `api_token:${via.tokenId}`;

/**
 * The append-only record of every staff action (issue 27): who, when, what, on what, from where.
 * Nothing in the API updates or deletes an entry, and a database trigger refuses it (migration 0015).
 */
export function createAuditTrail(db: Database) {
  return {
    /** `staff.via` as `describeVia` writes it, or `customer_session:<id>` for a customer view. */
    async record(
      staff: Pick<StaffPrincipal, 'id' | 'email' | 'role'> & { via: string },
      action: string,
      note: AuditNote,
      request: FastifyRequest,
    ) {
      const userAgent = request.headers['user-agent'];
      await repo.insertAuditEntry(db, {
        staffId: staff.id,
        staffEmail: staff.email,
        staffRole: staff.role,
        via: staff.via,
        action,
        target: note.target ?? null,
        details: note.details ?? null,
        address: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX) : null,
      });
    },

    async list(filters: repo.AuditFilters, page: { offset: number; limit: number }) {
      const [rows, total] = await Promise.all([
        repo.listAuditEntries(db, filters, page),
        repo.countAuditEntries(db, filters),
      ]);
      return { items: rows.map(describeEntry), ...page, n_items: total };
    },

    /** The selected entries as CSV, read page by page as the answer is sent. */
    csv(filters: repo.AuditFilters): Readable {
      async function* lines() {
        yield `\ufeff${CSV_COLUMNS.join(';')}\r\n`;
        let before: number | undefined;
        for (;;) {
          const rows = await repo.listAuditEntries(
            db,
            { ...filters, before },
            { offset: 0, limit: EXPORT_PAGE },
          );
          if (rows.length === 0) return;
          const entries = rows.map(describeEntry);
          yield entries
            .map((entry) => `${CSV_COLUMNS.map((column) => csvCell(entry[column])).join(';')}\r\n`)
            .join('');
          before = rows.at(-1)!.id;
        }
      }
      return Readable.from(lines());
    },
  };
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;
