import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { users } from './accounts';
import { createdAt } from './columns';
import type { ContentTranslations } from './content';

// Visitor tools (spec 3, issue 16) --------------------------------------------------------------

/** The retailer's newsletters (spec 3 point 3, "Newsletters"), with their texts per language. */
export const newsletters = pgTable('newsletters', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  translations: jsonb('translations')
    .$type<ContentTranslations<'name' | 'description'>>()
    .notNull()
    .default({}),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Someone who receives newsletters: a customer's account, or only e-mail addresses. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    emails: text('emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_user_id_key').on(table.userId)],
);

/**
 * A subscriber's newsletter. `exported`: the retailer's mailing tool already took the subscription,
 * which then cannot be cancelled from the portal (spec 3 point 2, "Newsletter page").
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    newsletterId: integer('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    exported: boolean('exported').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.subscriberId, table.newsletterId] })],
);
