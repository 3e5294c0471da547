import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** OMIP futures products (spec 3 point 3, "OMIP"): `ES Base Cal-27` and the like. */
export const omipProducts = pgTable('omip_products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

/** A product's daily settlement price in €/MWh, as imported from OMIP's data (CSV). */
export const omipPrices = pgTable(
  'omip_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => omipProducts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.day] })],
);

export const omipAlertTypes = ['<', '>', '=='] as const;

/**
 * A customer's price alert on an OMIP product. `met`: whether the last price evaluated met the
 * condition; the customer is e-mailed when it becomes met (once per crossing).
 */
export const omipAlerts = pgTable(
  'omip_alerts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => omipProducts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: omipAlertTypes }).notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    met: boolean('met').notNull().default(false),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('omip_alerts_user_id_idx').on(table.userId)],
);
