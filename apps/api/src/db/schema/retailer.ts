import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
