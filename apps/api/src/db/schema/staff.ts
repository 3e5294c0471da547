import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The retailer's staff (issue 27): not customers, with a table, sessions and tokens of their own, so
 * that no customer credential ever opens the back office and no staff credential the customer API.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['agent', 'supervisor', 'admin'] }).notNull(),
    language: text('language').notNull().default('es'),
    /** Null until the staff member sets it through their single-use link. */
    passwordHash: text('password_hash'),
    /** The confirmed second factor's secret (base32); an admin signs in with its codes. */
    otpSecret: text('otp_secret'),
    /** A secret shown at the first sign-in of an admin without one, until a code confirms it. */
    otpPendingSecret: text('otp_pending_secret'),
    /** The time step of the last code accepted: a code is never accepted twice. */
    otpLastStep: bigint('otp_last_step', { mode: 'number' }),
    /** The demo's staff sign in without a second factor, whatever their role. */
    otpExempt: boolean('otp_exempt').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_email_key').on(sql`lower(${table.email})`)],
);

/** One row per staff sign-in; a staff token names its session, so sign-out revokes it. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    loginType: text('login_type').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_id_idx').on(table.staffId)],
);

/**
 * A staff member's personal API token for scripts: shown once, kept as its SHA-256, scoped to a role
 * no higher than its owner's, revocable.
 */
export const staffApiTokens = pgTable(
  'staff_api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: ['agent', 'supervisor', 'admin'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_api_tokens_hash_key').on(table.tokenHash),
    index('staff_api_tokens_staff_id_idx').on(table.staffId),
  ],
);

/** The single-use link that sets a new staff member's password (`npm run staff -- add`). */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_password_links_hash_key').on(table.tokenHash)],
);

/**
 * Every staff action, append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0015),
 * and the API has no call that would. The actor's e-mail and role are copied, so an entry keeps
 * saying who acted after the account changes.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staff.id),
    staffEmail: text('staff_email').notNull(),
    staffRole: text('staff_role').notNull(),
    /** How the staff member called: their session, or which of their API tokens. */
    via: text('via').notNull(),
    action: text('action').notNull(),
    /** What the action was on: `case:12`, `customer:<uuid>`, `setting`… */
    target: text('target'),
    details: jsonb('details'),
    address: text('address').notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at),
    index('audit_entries_staff_id_idx').on(table.staffId),
    index('audit_entries_action_idx').on(table.action),
  ],
);
