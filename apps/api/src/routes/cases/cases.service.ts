import { createReadStream } from 'node:fs';
import { readingPeriodsOf } from '@portal/domain/rules/meter-readings';
import {
  AUTO_READS_CATEGORY_ID,
  CASE_FILES_MAX,
  CASE_LIST_DEFAULT_LIMIT,
  type CaseAttachment,
  type CaseCreateFieldsOutput,
  type CaseDetail,
  type CaseListItem,
  type CaseMessage,
  type CaseStatus,
  READING_PERIODS,
  type ReadingPeriod,
  caseCreateFieldsSchema,
  caseFileTypes,
  caseListQuerySchema,
  caseMessageFieldsSchema,
  isCaseOpen,
} from '@portal/domain/schemas/cases';
import type * as z from 'zod/mini';
import { type CaseReferencePrefix, caseReference, takeCaseId } from '../../db/case-references';
import type { Database } from '../../db/database';
import type { CaseReading, cases } from '../../db/schema';
import type { FileAnswer } from '../../lib/endpoint-route';
import type { FileStore } from '../../lib/file-store';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import { type ServerLanguage, toServerLanguage } from '../../lib/language';
import type { ReceiveUpload, ReceivedFile, UploadRules } from '../../lib/uploads/receive-upload';
import type { Outbox } from '../../plugins/outbox';
import { findContractById } from '../../services/customer-contracts/customer-contracts.repository';
import type { SettingsService } from '../../services/settings/settings.service';
import {
  type CaseFacts,
  caseOpenedEmail,
  customerReplyNotice,
  newCaseNotice,
  staffAnswerEmail,
  statusChangedEmail,
} from './case-emails';
import * as repo from './cases.repository';
import { findClaimSubtype, findClaimType } from './claim-types';

/**
 * Requests, claims and visitors' messages (docs/decisions/017): one case with one conversation.
 * Opening a case, adding a message and changing a status each write the case, its files and the
 * e-mails they cause in one transaction.
 */

export type CaseDeps = {
  db: Database;
  files: FileStore;
  outbox: Outbox;
  settings: SettingsService;
  /** Where the e-mails' links point. */
  publicUrl: string;
};

/** The section of claims (migration 0008 writes the sections). */
export const CLAIMS_SECTION_ID = 5;

/** The rules of a case call's upload: its fields, and its files in `field`. */
export async function caseUploadRules<F extends z.ZodMiniType>(
  settings: SettingsService,
  fields: F,
  files: { field: string; max: number },
): Promise<UploadRules<F>> {
  const { fileUploadSizeLimit } = await settings.getSettings();
  return {
    fields,
    files: { ...files, sizeLimit: fileUploadSizeLimit, types: caseFileTypes },
  };
}

/** Who the retailer's e-mails go to, and in which language. */
async function retailerContact(settings: SettingsService) {
  const { organization, languages } = await settings.getSettings();
  return { email: organization.email, language: toServerLanguage(languages.default) };
}

// Answers

const attachmentOf = (row: repo.AttachmentRow): CaseAttachment => ({
  id: row.id,
  filename: row.filename,
  size: row.sizeBytes,
  mime_type: row.mimeType,
  created_date: row.createdAt.toISOString(),
});

const messageOf = (row: repo.MessageRow, attachments: repo.AttachmentRow[]): CaseMessage => ({
  id: row.id,
  is_admin: row.isAdmin,
  author_name: row.authorName,
  body: row.body,
  created_date: row.createdAt.toISOString(),
  status: row.status,
  attachments: attachments.map(attachmentOf),
});

/** A claim's type and subtype in a language; null for a request. */
function claimOf(row: repo.CaseRow, language: ServerLanguage) {
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

export const pageOf = (query: CaseListQuery) => ({
  offset: query.offset ?? 0,
  limit: query.limit ?? CASE_LIST_DEFAULT_LIMIT,
});

export type CaseListQuery = z.output<typeof caseListQuerySchema>;

// Storing

/**
 * Writes the files of a case's opening (messageId null) or of a message to the file store, under
 * names the server chooses, and their rows. `written` collects the keys, for the caller to remove
 * them when its transaction fails.
 */
async function storeAttachments(
  tx: Database,
  files: FileStore,
  written: string[],
  owner: { caseId: number; messageId: number | null },
  uploaded: ReceivedFile[],
) {
  const rows = [];
  const prefix = owner.messageId === null ? 'opening' : `message-${owner.messageId}`;
  for (const [index, file] of uploaded.entries()) {
    const storageKey = `cases/${owner.caseId}/${prefix}-${index + 1}.${file.extension}`;
    written.push(storageKey);
    await files.put(storageKey, createReadStream(file.path));
    rows.push({
      caseId: owner.caseId,
      messageId: owner.messageId,
      filename: file.name,
      mimeType: file.type,
      sizeBytes: file.size,
      storageKey,
    });
  }
  return repo.insertAttachments(tx, rows);
}

/**
 * Runs a change of a case in a transaction that may write files to the file store (their keys in
 * `written`): when it fails, they are removed, so nothing of a failed change is left; when it
 * commits, the outbox is told about the e-mails it wrote.
 */
async function commitCaseChange<T>(
  deps: CaseDeps,
  change: (tx: Database, written: string[]) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    const result = await deps.db.transaction((tx) => change(tx, written));
    deps.outbox.kick();
    return result;
  } catch (error) {
    await Promise.all(written.map((key) => deps.files.remove(key)));
    throw error;
  }
}

const factsOf = (row: repo.CaseRow): CaseFacts => ({
  id: row.id,
  reference: row.reference,
  kind: row.kind,
  fromVisitor: row.userId === null,
  subject: row.subject,
});

const senderOf = (row: repo.CaseRow) => ({
  name: row.customerName,
  email: row.customerEmail,
  mobile: row.customerMobile,
});

/** What a case is about, as the retailer reads it: its type and subtype, or section and category. */
function topicOf(row: repo.CaseRow, language: ServerLanguage) {
  const claim = claimOf(row, language);
  if (claim) return `${claim.type.label} · ${claim.subtype.desc}`;
  return row.category ? `${row.section} · ${row.category}` : row.section;
}

export type NewCase = Omit<typeof cases.$inferInsert, 'id' | 'reference' | 'status'>;

/**
 * Opens a case with its files: the case, its files and the e-mails to the sender and to the
 * retailer are written together or not at all. Answers its id and reference.
 */
export async function openCase(
  deps: CaseDeps,
  prefix: CaseReferencePrefix,
  opening: NewCase,
  uploaded: ReceivedFile[],
) {
  const retailer = await retailerContact(deps.settings);
  return commitCaseChange(deps, async (tx, written) => {
    const id = await takeCaseId(tx);
    const openedAt = new Date();
    const reference = caseReference(prefix, openedAt, id);
    await repo.insertCase(tx, {
      ...opening,
      id,
      reference,
      createdAt: openedAt,
      updatedAt: openedAt,
    });
    await storeAttachments(tx, deps.files, written, { caseId: id, messageId: null }, uploaded);
    const row = (await repo.findAnyCase(tx, id, retailer.language))!;
    const facts = factsOf(row);
    if (row.customerEmail) {
      await deps.outbox.enqueue(tx, {
        to: row.customerEmail,
        ...caseOpenedEmail({
          language: row.language,
          publicUrl: deps.publicUrl,
          facts,
          name: row.customerName,
          description: row.description,
        }),
      });
    }
    if (retailer.email) {
      await deps.outbox.enqueue(tx, {
        to: retailer.email,
        ...newCaseNotice({
          language: retailer.language,
          publicUrl: deps.publicUrl,
          facts,
          sender: senderOf(row),
          contractName: row.contractName,
          topic: topicOf(row, retailer.language),
          description: row.description,
        }),
      });
    }
    return { id, reference };
  });
}

export type NewMessage =
  | { from: 'customer'; userId: string; body: string }
  | { from: 'staff'; body: string; authorName: string | null; status: CaseStatus | undefined };

/**
 * The status a message moves a case to, if any: staff set the one they chose; a customer's reply
 * to a request for information puts the case back in staff's hands. A closed case takes no
 * customer message.
 */
function statusAfter(current: CaseStatus, message: NewMessage): CaseStatus | undefined {
  if (message.from === 'staff') {
    return message.status !== undefined && message.status !== current ? message.status : undefined;
  }
  if (!isCaseOpen(current)) throw new HttpError(409, 'case_closed');
  return current === 'info_required' ? 'being_processed' : undefined;
}

/**
 * Adds a message with its files to a case's conversation, with the row of the case locked: a
 * customer's only to their open case. Staff's are e-mailed to the customer or visitor, customers'
 * to the retailer.
 */
export async function addMessage(
  deps: CaseDeps,
  caseId: number,
  message: NewMessage,
  uploaded: ReceivedFile[],
): Promise<CaseMessage> {
  const retailer = await retailerContact(deps.settings);
  return commitCaseChange(deps, async (tx, written) => {
    const current =
      message.from === 'customer'
        ? await repo.findCustomerCaseStatus(tx, message.userId, caseId, true)
        : await repo.findAnyCaseStatus(tx, caseId, true);
    if (!current) throw new HttpError(404, 'not_found');
    const status = statusAfter(current, message);
    const inserted = await repo.insertMessage(tx, {
      caseId,
      isAdmin: message.from === 'staff',
      authorName: message.from === 'staff' ? message.authorName : null,
      body: message.body,
      status: status ?? null,
    });
    const attachments = await storeAttachments(
      tx,
      deps.files,
      written,
      { caseId, messageId: inserted.id },
      uploaded,
    );
    await repo.touchCase(tx, caseId, status);
    const row = (await repo.findAnyCase(tx, caseId, retailer.language))!;
    if (message.from === 'staff' && row.customerEmail) {
      await deps.outbox.enqueue(tx, {
        to: row.customerEmail,
        ...staffAnswerEmail({
          language: row.language,
          publicUrl: deps.publicUrl,
          facts: factsOf(row),
          name: row.customerName,
          answer: message.body,
          status: status ?? null,
        }),
      });
    }
    if (message.from === 'customer' && retailer.email) {
      await deps.outbox.enqueue(tx, {
        to: retailer.email,
        ...customerReplyNotice({
          language: retailer.language,
          publicUrl: deps.publicUrl,
          facts: factsOf(row),
          sender: senderOf(row),
          message: message.body,
        }),
      });
    }
    return messageOf(inserted, attachments);
  });
}

/**
 * Staff move a case to another status without writing: the conversation keeps the change as a
 * staff message without text, and the customer or visitor is e-mailed. The same status changes
 * nothing. Answers false when there is no such case.
 */
export async function changeStatus(deps: CaseDeps, caseId: number, status: CaseStatus) {
  const retailer = await retailerContact(deps.settings);
  return commitCaseChange(deps, async (tx) => {
    const current = await repo.findAnyCaseStatus(tx, caseId, true);
    if (!current) return false;
    if (current === status) return true;
    await repo.insertMessage(tx, { caseId, isAdmin: true, authorName: null, body: '', status });
    await repo.touchCase(tx, caseId, status);
    const row = (await repo.findAnyCase(tx, caseId, retailer.language))!;
    if (row.customerEmail) {
      await deps.outbox.enqueue(tx, {
        to: row.customerEmail,
        ...statusChangedEmail({
          language: row.language,
          publicUrl: deps.publicUrl,
          facts: factsOf(row),
          name: row.customerName,
          status,
        }),
      });
    }
    return true;
  });
}

// The customer's calls

/** GET crm/cases/categories/: the customers' categories, or with unsigned=true the visitors'. */
export async function listCategories(db: Database, unsigned: boolean, language: ServerLanguage) {
  return { items: await repo.listCategories(db, unsigned ? 'unsigned' : 'signed', language) };
}

/**
 * The readings of an auto-reads request, one for each period of the contract's tariff; any other
 * request takes none. 400 naming each period missing or not the tariff's.
 */
function readingsOf(
  fields: CaseCreateFieldsOutput,
  asked: readonly ReadingPeriod[],
): CaseReading[] | null {
  const errors: Record<string, string[]> = {};
  const readings: CaseReading[] = [];
  for (const period of READING_PERIODS) {
    const field = `lectura_${period}` as const;
    const value = fields[field];
    if (!asked.includes(period)) {
      if (value !== undefined) errors[field] = ['invalid_value'];
    } else if (value === undefined) {
      errors[field] = ['required_field'];
    } else {
      readings.push({ period: period.toUpperCase(), value });
    }
  }
  if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
  return asked.length > 0 ? readings : null;
}

/** The language a customer's case is written in: the call's, else their account's. */
export async function caseLanguage(db: Database, userId: string, lang: string | undefined) {
  return toServerLanguage(lang, toServerLanguage(await repo.findAccountLanguage(db, userId)));
}

/**
 * POST crm/cases/ (multipart, decision 013): a request on one of the customer's contracts, in a
 * category of the customers' form (the auto-reads one when the retailer offers it), with up to six
 * attachments. Answers its id and reference.
 */
export async function openRequest(
  deps: CaseDeps,
  userId: string,
  lang: string | undefined,
  receive: ReceiveUpload,
) {
  const { db, settings } = deps;
  const rules = await caseUploadRules(settings, caseCreateFieldsSchema, {
    field: 'attachments',
    max: CASE_FILES_MAX,
  });
  return receive(rules, async ({ fields, files }) => {
    const contract = await findContractById(db, userId, fields.polissa_id);
    if (!contract || contract.type !== fields.polissa_type) throw new HttpError(404, 'not_found');
    const category = await repo.findCategory(db, fields.categ_id);
    const { features } = await settings.getSettings();
    const isAutoReads = category?.id === AUTO_READS_CATEGORY_ID;
    if (!category?.signed || (isAutoReads && !features.contactAutoReads)) {
      throw new FieldErrorsError({ categ_id: ['invalid_value'] });
    }
    const readings = readingsOf(
      fields,
      isAutoReads ? readingPeriodsOf(contract.type, contract.accessTariff) : [],
    );
    return openCase(
      deps,
      'SOL',
      {
        kind: 'request',
        userId,
        contractId: contract.id,
        sectionId: category.sectionId,
        categoryId: category.id,
        subject: fields.title,
        description: fields.message,
        language: await caseLanguage(db, userId, lang),
        readings,
      },
      files,
    );
  });
}

/** GET crm/cases/: the customer's cases, latest activity first. */
export async function listCustomerCases(
  db: Database,
  userId: string,
  query: CaseListQuery,
  language: ServerLanguage,
) {
  const page = pageOf(query);
  const { rows, total } = await repo.listCustomerCases(db, userId, query, page, language);
  return { items: rows.map((row) => listItemOf(row, language)), ...page, n_items: total };
}

/** GET crm/cases/{id}: one of the customer's cases with its conversation. */
export async function getCustomerCase(
  db: Database,
  userId: string,
  caseId: number,
  language: ServerLanguage,
) {
  const row = await repo.findCustomerCase(db, userId, caseId, language);
  if (!row) throw new HttpError(404, 'not_found');
  return detailOf(db, row, language);
}

/**
 * POST crm/cases/{id}/messages/ (multipart): the customer's reply. Whose case it is and whether it
 * is open are settled before the body is read (404, 409 `case_closed`), and again with the case
 * locked.
 */
export async function replyAsCustomer(
  deps: CaseDeps,
  userId: string,
  caseId: number,
  receive: ReceiveUpload,
) {
  const status = await repo.findCustomerCaseStatus(deps.db, userId, caseId);
  if (!status) throw new HttpError(404, 'not_found');
  if (!isCaseOpen(status)) throw new HttpError(409, 'case_closed');
  const rules = await caseUploadRules(deps.settings, caseMessageFieldsSchema, {
    field: 'attachments',
    max: CASE_FILES_MAX,
  });
  return receive(rules, ({ fields, files }) =>
    addMessage(deps, caseId, { from: 'customer', userId, body: fields.message }, files),
  );
}

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
