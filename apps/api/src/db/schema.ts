import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The retailer this deployment serves; one row. */
export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  phoneCrm: text('phone_crm').notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

/** Stored overrides of the settings (spec 1 point 3), merged over the defaults of the domain. */
export const settings = pgTable('settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  publicSettings: jsonb('public_settings').notNull().default({}),
  privateSettings: jsonb('private_settings').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const featureFlags = pgTable(
  'feature_flags',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.key] })],
);

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

/** E-mails written in the same transaction as the change that causes them, delivered by a job. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_pending_idx').on(table.status, table.nextAttemptAt)],
);

export const dynamicPages = pgTable('dynamic_pages', {
  id: serial('id').primaryKey(),
  routePath: text('route_path').notNull().unique(),
  btnTitle: text('btn_title').notNull(),
  btnDescription: text('btn_description').notNull(),
});

export const dynamicElements = pgTable(
  'dynamic_elements',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id').references(() => dynamicPages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    groupName: text('group_name'),
    htmlBlock: text('html_block').notNull(),
    blockHeight: text('block_height'),
    blockWidth: text('block_width'),
    priority: integer('priority').notNull().default(0),
  },
  (table) => [
    index('dynamic_elements_page_idx').on(table.pageId),
    index('dynamic_elements_group_idx').on(table.groupName),
  ],
);

export const banners = pgTable('banners', {
  code: text('code').primaryKey(),
  type: text('type', { enum: ['image', 'html'] }).notNull(),
  content: text('content').notNull(),
  mimeType: text('mime_type'),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    validUntil: text('valid_until'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('coupons_code_language_key').on(table.code, table.language)],
);
