import { caseKinds, caseStatuses } from '@portal/domain/schemas/cases';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { contracts } from './contracts';
import { staff } from './staff';

/** The languages a case's e-mails are written in: those of the server's texts. */
export const caseLanguages = ['es', 'ca', 'en'] as const;

/**
 * The sections of the cases (spec 2 point 3 "Case"): reference data the migration writes, in the
 * three languages of the interface.
 */
export const caseSections = pgTable('case_sections', {
  id: integer('id').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameCa: text('name_ca').notNull(),
  nameEn: text('name_en').notNull(),
});

/**
 * The categories of a request, each in a section (docs/decisions/017): `signed` ones are the
 * customers' and `unsigned` ones the visitors' contact form's. Reference data the migration writes.
 */
export const caseCategories = pgTable(
  'case_categories',
  {
    id: integer('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => caseSections.id),
    nameEs: text('name_es').notNull(),
    nameCa: text('name_ca').notNull(),
    nameEn: text('name_en').notNull(),
    signed: boolean('signed').notNull().default(false),
    unsigned: boolean('unsigned').notNull().default(false),
    sort: smallint('sort').notNull(),
  },
  (table) => [index('case_categories_section_id_idx').on(table.sectionId)],
);

export type CaseReading = { period: string; value: number };

/**
 * A request, a claim or a visitor's contact (docs/decisions/017): one conversation with the
 * retailer's staff. user_id is the customer whose portal shows it (null for a visitor, who is known
 * by sender_email and sender_mobile): every customer read is scoped by it. `reference` is the
 * tracking number (SOL-, ATC- or CON-, the year and the id); `language` the one its e-mails are
 * written in; `updated_at` its last activity.
 */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: caseKinds }).notNull(),
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => caseSections.id),
    categoryId: integer('category_id').references(() => caseCategories.id),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: caseStatuses }).notNull().default('in_process'),
    senderEmail: text('sender_email'),
    senderMobile: text('sender_mobile'),
    language: text('language', { enum: caseLanguages }).notNull(),
    /** The meter readings of an auto-reads request, by period. */
    readings: jsonb('readings').$type<CaseReading[]>(),
    /** A claim's CNMC type (table 81) and subtype (table 82) codes. */
    claimType: text('claim_type'),
    claimSubtype: text('claim_subtype'),
    /** The staff member who has taken the case ("assign to me"); null while nobody has. */
    assigneeId: uuid('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cases_user_updated_idx').on(table.userId, table.updatedAt.desc(), table.id.desc()),
    index('cases_status_updated_idx').on(table.status, table.updatedAt),
    // The inbox: oldest first within a status.
    index('cases_status_created_idx').on(table.status, table.createdAt, table.id),
  ],
);

/**
 * A message of a case's conversation: the customer's (or visitor's) or staff's (`is_admin`, with
 * the agent's name when given). `status` is the status the message moved the case to, if it did.
 */
export const caseMessages = pgTable(
  'case_messages',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull(),
    authorName: text('author_name'),
    body: text('body').notNull(),
    status: text('status', { enum: caseStatuses }),
    createdAt: createdAt(),
  },
  (table) => [index('case_messages_case_id_idx').on(table.caseId, table.id)],
);

/**
 * A file of a case: of its opening (message_id null) or of a message. The bytes live in the file
 * store under storage_key, which the server names; `filename` is the sender's, kept to show.
 */
export const caseAttachments = pgTable(
  'case_attachments',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => caseMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('case_attachments_case_id_idx').on(table.caseId)],
);
