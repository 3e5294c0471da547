import { invoicePaidStates, rectificativeTypes } from '@portal/domain/schemas/invoices';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, euros } from './columns';
import { contracts, energyTypes, notificationAddresses } from './contracts';

/**
 * An invoice sent to an invoice address that gathers the invoices of several supply points of one
 * customer for a month (the multipoint invoices of spec 2): it is paid as a whole.
 */
export const multipointInvoices = pgTable(
  'multipoint_invoices',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The invoice address (address_invoice_id of spec 2 point 3). */
    addressId: integer('address_id')
      .notNull()
      .references(() => notificationAddresses.id),
    amountTotal: euros('amount_total'),
    amountPending: euros('amount_pending'),
    paidState: text('paid_state', { enum: invoicePaidStates }).notNull(),
    paymentEnabled: boolean('payment_enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('multipoint_invoices_user_date_idx').on(table.userId, table.date, table.id)],
);

/**
 * Electricity and gas invoices (spec 2 point 3 "Invoice"). user_id is the customer whose portal shows
 * the invoice: every read is scoped by it, and the list's index starts with it. Totals are stored as
 * issued; the lines below add up to them to the cent (the PDF, the e-invoice and the API read the
 * same rows).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    energy: text('energy', { enum: energyTypes }).notNull(),
    number: text('number').notNull().unique(),
    date: date('date', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** kWh, negative on an annulling invoice. */
    energyConsumed: numeric('energy_consumed', { precision: 12, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    /** The taxable base of VAT: every line but VAT. */
    amountUntaxed: euros('amount_untaxed'),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    amountVat: euros('amount_vat'),
    amountTotal: euros('amount_total'),
    amountPending: euros('amount_pending'),
    rectificativeType: text('rectificative_type', { enum: rectificativeTypes })
      .notNull()
      .default('N'),
    /** The invoice an A, B or R invoice corrects. */
    rectifiesInvoiceId: integer('rectifies_invoice_id'),
    paidState: text('paid_state', { enum: invoicePaidStates }).notNull(),
    paymentEnabled: boolean('payment_enabled').notNull().default(true),
    /** The holder's tax id as invoiced (the filter panel's "vats"). */
    vat: text('vat').notNull(),
    multipointInvoiceId: integer('multipoint_invoice_id').references(() => multipointInvoices.id),
    /**
     * The invoice's own PDF in the file store, for an invoice imported with the retailer's book
     * (issue 27 point 4): its download is that file. Null when the portal prints the PDF from the
     * lines.
     */
    pdfStorageKey: text('pdf_storage_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoices_user_energy_date_idx').on(table.userId, table.energy, table.date, table.id),
    index('invoices_contract_date_idx').on(table.contractId, table.date),
    index('invoices_multipoint_invoice_id_idx').on(table.multipointInvoiceId),
  ],
);

export const invoiceLineKinds = [
  'power',
  'energy',
  'electricity_tax',
  'meter_rental',
  'gas_fixed',
  'gas_energy',
  'hydrocarbon_tax',
] as const;
export type InvoiceLineKind = (typeof invoiceLineKinds)[number];

/**
 * The lines of an invoice in print order: terms per period (power: kW for `days` days; energy:
 * kWh), taxes (quantity the base, unit price the rate) and meter rental (days × €/day).
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: invoiceLineKinds }).notNull(),
    /** P1…P6 for power and energy terms. */
    period: text('period'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    days: smallint('days'),
    unitPrice: numeric('unit_price', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    amount: euros('amount'),
  },
  (table) => [
    uniqueIndex('invoice_lines_invoice_position_key').on(table.invoiceId, table.position),
  ],
);

export const invoicePendingStateCodes = [
  'issued',
  'direct_debit_sent',
  'direct_debit_returned',
  'payment_reminder',
  'partially_paid',
  'transfer_expected',
] as const;
export type InvoicePendingStateCode = (typeof invoicePendingStateCodes)[number];

/** How an unpaid invoice's collection went (pending_state_history of spec 2 point 3), oldest first. */
export const invoicePendingStates = pgTable(
  'invoice_pending_states',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    changeDate: date('change_date', { mode: 'string' }).notNull(),
    state: text('state', { enum: invoicePendingStateCodes }).notNull(),
  },
  (table) => [index('invoice_pending_states_invoice_id_idx').on(table.invoiceId, table.changeDate)],
);
