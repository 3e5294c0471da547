import {
  CASE_LIST_DEFAULT_LIMIT,
  type CaseAttachment,
  type CaseDetail,
  type CaseListItem,
  type CaseMessage,
  caseListQuerySchema,
} from '@portal/domain/schemas/cases';
import type * as z from 'zod/mini';
import type { Database } from '../../db/database';
import type { FileAnswer } from '../../plugins/endpoint-route';
import type { FileStore } from '../../lib/file-store';
import { HttpError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import * as repo from './cases.repository';
import { findClaimSubtype, findClaimType } from './claim-types';

/** Cases as the calls answer them, the customer's and the back office's (decision 017). */

const attachmentOf = (row: repo.AttachmentRow): CaseAttachment => ({
  id: row.id,
  filename: row.filename,
  size: row.sizeBytes,
  mime_type: row.mimeType,
  created_date: row.createdAt.toISOString(),
});

export const messageOf = (
  row: repo.MessageRow,
  attachments: repo.AttachmentRow[],
): CaseMessage => ({
  id: row.id,
  is_admin: row.isAdmin,
  author_name: row.authorName,
  body: row.body,
  created_date: row.createdAt.toISOString(),
  status: row.status,
  attachments: attachments.map(attachmentOf),
});

/** A claim's type and subtype in a language; null for a request. */
export function claimOf(row: repo.CaseRow, language: ServerLanguage) {
  if (row.kind !== 'claim' || !row.claimType || !row.claimSubtype) return null;
  const type = findClaimType(row.claimType);
  const subtype = findClaimSubtype(row.claimType, row.claimSubtype);
  return {
    type: { code: row.claimType, label: type?.label[language] ?? row.claimType },
    subtype: { name: row.claimSubtype, desc: subtype?.label[language] ?? row.claimSubtype },
  };
}

export function listItemOf(row: repo.CaseRow, language: ServerLanguage): CaseListItem {
  const claim = claimOf(row, language);
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    section: row.section,
    // A claim has no category: its type stands for one.
    category: claim ? claim.type.label : (row.category ?? ''),
    contract:
      row.contractId === null || row.contractName === null || row.contractType === null
        ? null
        : { id: row.contractId, name: row.contractName, type: row.contractType },
    subject: row.subject,
    status: row.status,
    created_date: row.createdAt.toISOString(),
    updated_date: row.updatedAt.toISOString(),
    awaiting_customer: row.awaitingCustomer,
  };
}

/** A case with its opening files and its conversation, each message with its files. */
export async function detailOf(
  db: Database,
  row: repo.CaseRow,
  language: ServerLanguage,
): Promise<CaseDetail> {
  const [messages, attachments] = await Promise.all([
    repo.listMessages(db, row.id),
    repo.listAttachments(db, row.id),
  ]);
  const filesOf = (messageId: number | null) =>
    attachments.filter((attachment) => attachment.messageId === messageId);
  return {
    ...listItemOf(row, language),
    description: row.description,
    attachments: filesOf(null).map(attachmentOf),
    readings: row.readings,
    claim: claimOf(row, language),
    messages: messages.map((message) => messageOf(message, filesOf(message.id))),
  };
}

export const pageOf = (query: { offset?: number; limit?: number }) => ({
  offset: query.offset ?? 0,
  limit: query.limit ?? CASE_LIST_DEFAULT_LIMIT,
});

export type CaseListQuery = z.output<typeof caseListQuerySchema>;

/** A stored file of a case as the call answers it. */
export async function attachmentFile(
  files: FileStore,
  attachment: { filename: string; mimeType: string; storageKey: string } | undefined,
): Promise<FileAnswer> {
  if (!attachment) throw new HttpError(404, 'not_found');
  const content = await files.get(attachment.storageKey);
  if (!content) throw new Error(`case attachment file missing: ${attachment.storageKey}`);
  return { content, contentType: attachment.mimeType, filename: attachment.filename };
}
