import { CASE_FILES_MAX, type CaseStatus } from '@portal/domain/schemas/cases';
import {
  staffCaseListQuerySchema,
  staffMessageFieldsSchema,
} from '@portal/domain/schemas/backoffice-cases';
import type * as z from 'zod/mini';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { type ServerLanguage, toServerLanguage } from '../../lib/language';
import type { ReceiveUpload } from '../../lib/uploads/receive-upload';
import * as repo from './cases.repository';
import { detailOf, listItemOf, pageOf } from './case-answers';
import { type CaseDeps, addMessage, caseUploadRules, changeStatus } from './cases.service';

/*
 * The back office's calls on cases (docs/decisions/017), with its key: every customer's and
 * visitor's cases, with who sent them; staff answer and move them through their statuses.
 */

type InboxQuery = z.output<typeof staffCaseListQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The staff member a case is assigned to, as the answers show it. */
const assigneeOf = (row: repo.CaseRow) =>
  row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName };

/**
 * The inbox: every case, open ones unless the filter says otherwise, oldest first, with the counts
 * per status under the other filters. `assignee=me` is `staffId`'s cases.
 */
export async function staffListCases(
  db: Database,
  query: InboxQuery,
  staffId: string,
  language: ServerLanguage,
  now = new Date(),
) {
  const page = pageOf(query);
  const assigneeId =
    query.assignee === 'nobody' ? null : query.assignee === 'me' ? staffId : undefined;
  const { rows, total, counts } = await repo.listInboxCases(
    db,
    {
      status: query.status ?? 'open',
      kind: query.kind,
      categoryId: query.category,
      openedBefore:
        query.older_than_days === undefined
          ? undefined
          : new Date(now.getTime() - query.older_than_days * DAY_MS),
      assigneeId,
    },
    page,
    language,
  );
  return {
    items: rows.map((row) => ({
      ...listItemOf(row, language),
      customer: { name: row.customerName, email: row.customerEmail ?? '' },
      assignee: assigneeOf(row),
    })),
    ...page,
    n_items: total,
    counts,
  };
}

/** "Assign to me": the case is `staffId`'s from now on, whoever had it; answers the case. */
export async function staffAssignCase(
  db: Database,
  caseId: number,
  staffId: string,
  language: ServerLanguage,
) {
  if (!(await repo.assignCase(db, caseId, staffId))) throw new HttpError(404, 'not_found');
  return staffGetCase(db, caseId, language);
}

/** A case with its conversation and who sent it: the customer, or the visitor's e-mail and mobile. */
export async function staffGetCase(db: Database, caseId: number, language: ServerLanguage) {
  const row = await repo.findAnyCase(db, caseId, language);
  if (!row) throw new HttpError(404, 'not_found');
  return {
    ...(await detailOf(db, row, language)),
    assignee: assigneeOf(row),
    customer: {
      name: row.customerName,
      email: row.customerEmail ?? '',
      mobile: row.customerMobile,
    },
  };
}

/**
 * Staff's answer (multipart): a message with the agent's name and a new status when given, and up
 * to six attachments; a closed case takes it too (a status reopens it). E-mailed to the customer.
 */
export async function staffReply(deps: CaseDeps, caseId: number, receive: ReceiveUpload) {
  if (!(await repo.findAnyCaseStatus(deps.db, caseId))) throw new HttpError(404, 'not_found');
  const rules = await caseUploadRules(deps.settings, staffMessageFieldsSchema, {
    field: 'attachments',
    max: CASE_FILES_MAX,
  });
  return receive(rules, ({ fields, files }) =>
    addMessage(
      deps,
      caseId,
      {
        from: 'staff',
        body: fields.message,
        authorName: fields.author_name ?? null,
        status: fields.status,
      },
      files,
    ),
  );
}

/**
 * Staff move a case to another status; answers the case as it is now, its names in the retailer's
 * language (the call takes no `lang`).
 */
export async function staffChangeStatus(deps: CaseDeps, caseId: number, status: CaseStatus) {
  if (!(await changeStatus(deps, caseId, status))) throw new HttpError(404, 'not_found');
  const { languages } = await deps.settings.getSettings();
  return staffGetCase(deps.db, caseId, toServerLanguage(languages.default));
}
