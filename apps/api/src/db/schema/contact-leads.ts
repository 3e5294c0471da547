import { contactLeadKinds, contactLeadStates } from '@portal/domain/schemas/contact-leads';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * A visitor's request to be called (spec 3 points 2 and 7): the power calculator's lead and the
 * comparators' leads and invoices, with what they computed in `data` and at most one invoice file,
 * and the state staff have marked it with.
 */
export const contactLeads = pgTable(
  'contact_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: contactLeadKinds }).notNull(),
    /** Where staff have it: to be called, called, signed up or discarded. */
    state: text('state', { enum: contactLeadStates }).notNull().default('open'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    name: text('name').notNull().default(''),
    surname1: text('surname1').notNull().default(''),
    surname2: text('surname2').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    contactHours: text('contact_hours'),
    cups: text('cups'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    filePath: text('file_path'),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_leads_kind_created_idx').on(table.kind, table.createdAt),
    index('contact_leads_state_created_idx').on(table.state, table.createdAt),
  ],
);
