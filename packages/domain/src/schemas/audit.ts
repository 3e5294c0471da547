import * as z from 'zod/mini';
import { isDateRangeValid, parseTransportDate } from '../format/dates';
import { INTEGER_MAX } from './limits';
import { langQuery, pagedListSchema, queryInt } from './query';

/** The audit trail as admins read it (issue 27): newest first, filtered, a page at a time or as CSV. */

const day = z
  .string({ error: 'invalid_value' })
  .check(z.refine((value) => parseTransportDate(value) !== null, 'invalid_date'));

const text = (max: number) =>
  z.string({ error: 'invalid_value' }).check(z.trim(), z.maxLength(max, 'too_long'));

const filters = {
  /** The staff member's e-mail. */
  staff: z.optional(text(254)),
  action: z.optional(text(80)),
  target: z.optional(text(200)),
  from: z.optional(day),
  to: z.optional(day),
  /** The back office's client sends its language with every call. */
  lang: langQuery,
};

const rangeIsValid = z.refine<{ from?: string | undefined; to?: string | undefined }>(
  (query) => !query.from || !query.to || isDateRangeValid(query.from, query.to),
  { message: 'date_range_invalid', path: ['to'] },
);

export const auditQuerySchema = z
  .strictObject({
    ...filters,
    offset: z.optional(queryInt(0, INTEGER_MAX)),
    limit: z.optional(queryInt(1, 200)),
  })
  .check(rangeIsValid);
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const AUDIT_LIST_DEFAULT_LIMIT = 50;

export const auditExportQuerySchema = z.strictObject(filters).check(rangeIsValid);

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  staff_email: z.string(),
  staff_role: z.string(),
  /** `session`, or `api_token:<id>`. */
  via: z.string(),
  action: z.string(),
  target: z.nullable(z.string()),
  details: z.nullable(z.record(z.string(), z.unknown())),
  address: z.string(),
  user_agent: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = pagedListSchema(auditEntrySchema);
