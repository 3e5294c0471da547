import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** A customer (or a prospect who registered) with a portal account. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taxId: text('tax_id'),
    email: text('email'),
    mobile: text('mobile'),
    name: text('name').notNull(),
    customerType: text('customer_type', { enum: ['person', 'company'] }).notNull(),
    language: text('language').notNull().default('es'),
    /** Null for accounts that cannot sign in with a password (API-client service accounts). */
    passwordHash: text('password_hash'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    isNewCustomer: boolean('is_new_customer').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_tax_id_key').on(table.taxId),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
  ],
);

/** One row per sign-in: tokens name their session, so logout and password changes revoke them. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginType: text('login_type').notNull(),
    readonly: boolean('readonly').notNull().default(false),
    impersonator: text('impersonator'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: the link's secret is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_key').on(table.tokenHash)],
);

/** Partners that sign in with a client id and secret (spec 1 point 4) act as a service account. */
export const apiClients = pgTable('api_clients', {
  clientId: text('client_id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: createdAt(),
});
