import { payableObjectTypes } from '@portal/domain/schemas/invoices';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, euros } from './columns';

export const paymentTransactionStatuses = [
  'processing',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type PaymentTransactionStatus = (typeof paymentTransactionStatuses)[number];

/**
 * One attempt to pay an invoice (or a multipoint invoice) by card online (spec 2 "Payment flow"):
 * created before the platform is called, its id the idempotency key of the charge. At most one
 * attempt per invoice is in flight or succeeded (the partial unique index), so two tabs or a double
 * click cannot charge twice.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relatedObjectType: text('related_object_type', { enum: payableObjectTypes }).notNull(),
    /** The invoice's or the multipoint invoice's id, as the type says. */
    itemId: integer('item_id').notNull(),
    platform: text('platform').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    /** The card's brand and last four digits as its platform describes them, when it does. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The platform's PaymentIntent, once it exists. */
    paymentIntentId: text('payment_intent_id').unique(),
    amount: euros('amount'),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: paymentTransactionStatuses }).notNull(),
    errorCode: text('error_code'),
    paidByEmail: text('paid_by_email'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_transactions_item_active_key')
      .on(table.relatedObjectType, table.itemId)
      .where(sql`${table.status} in ('processing', 'requires_action', 'succeeded')`),
    index('payment_transactions_user_item_idx').on(
      table.userId,
      table.relatedObjectType,
      table.itemId,
    ),
  ],
);

/** The sandbox platform's PaymentMethods made from typed cards (its test ids need no row). */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  /** What charging the card does (see payments/sandbox-cards.ts). */
  behaviour: text('behaviour').notNull(),
  createdAt: createdAt(),
});

/** The sandbox platform's PaymentIntents, kept in the database so every instance sees them. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  /** In cents. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  status: text('status').notNull(),
  lastErrorCode: text('last_error_code'),
  /** A repeated create with the same key returns this intent (Stripe's Idempotency-Key). */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  metadata: jsonb('metadata').notNull().default({}),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
