import { createReadStream } from 'node:fs';
import {
  type CaseMessage,
  type CaseStatus,
  caseFileTypes,
  isCaseOpen,
} from '@portal/domain/schemas/cases';
import type * as z from 'zod/mini';
import { type CaseReferencePrefix, caseReference, takeCaseId } from '../../db/case-references';
import type { Database } from '../../db/database';
import type { FileStore } from '../../lib/file-store';
import { HttpError } from '../../lib/http-error';
import { type ServerLanguage, toServerLanguage } from '../../lib/language';
import type { ReceivedFile, UploadRules } from '../../lib/uploads/receive-upload';
import type { Outbox } from '../../services/outbox/outbox';
import type { SettingsService } from '../../services/settings/settings.service';
import { claimOf, messageOf } from './case-answers';
import {
  type CaseFacts,
  caseOpenedEmail,
  customerReplyNotice,
  newCaseNotice,
  staffAnswerEmail,
  statusChangedEmail,
} from './case-emails';
import * as repo from './cases.repository';

/**
 * Requests, claims and visitors' messages (docs/decisions/017): one case with one conversation.
 * Opening a case, adding a message and changing a status each write the case, its files and the
 * e-mails they cause in one transaction. How the calls answer is in case-answers.ts, the customer's
 * calls in customer-cases.ts, the claims', the visitors' and the back office's beside them.
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

export type NewCase = Omit<repo.CaseValues, 'id' | 'reference' | 'status'>;

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
