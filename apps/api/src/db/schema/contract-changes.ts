import { signatureRequestKinds } from '@portal/domain/schemas/settings';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { contracts } from './contracts';

export const changeRequestStates = ['waiting_for_signature', 'applied'] as const;

/**
 * A change the customer asked for on a contract (docs/decisions/005), or the signature a new
 * contract waits for (kind `contract`, decision 029): its kind, what it changes (payload, by kind:
 * see contract-changes/change-requests.ts) and whether it waits for the customer's signature or
 * was applied. user_id is the customer who asked; reads are scoped by it.
 */
export const contractChangeRequests = pgTable(
  'contract_change_requests',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: signatureRequestKinds }).notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: changeRequestStates }).notNull(),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    index('contract_change_requests_contract_state_idx').on(table.contractId, table.state),
  ],
);

/**
 * The e-mailed links that sign a change request waiting for the customer's signature: single use,
 * expiring, one per request.
 */
export const changeRequestSignatureLinks = pgTable(
  'change_request_signature_links',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => contractChangeRequests.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: the link's secret is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('change_request_signature_links_hash_key').on(table.tokenHash),
    index('change_request_signature_links_request_idx').on(table.requestId),
  ],
);

/** Documents sent with a change request (the bank-ownership certificate of an IBAN change). */
export const contractChangeRequestFiles = pgTable(
  'contract_change_request_files',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => contractChangeRequests.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('contract_change_request_files_request_id_idx').on(table.requestId)],
);
