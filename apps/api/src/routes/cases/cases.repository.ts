import {
  AUTO_READS_CATEGORY_ID,
  type CaseKind,
  type CaseStatus,
  type CaseStatusFilter,
  caseStatuses,
  closedCaseStatuses,
} from '@portal/domain/schemas/cases';
import { type StaffCaseKind } from '@portal/domain/schemas/backoffice-cases';
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import {
  caseAttachments,
  caseCategories,
  caseMessages,
  caseSections,
  cases,
} from '../../db/schema/cases';
import { contracts, notificationAddresses } from '../../db/schema/contracts';
import { staff } from '../../db/schema/staff';
import type { ServerLanguage } from '../../lib/language';

/*
 * Cases, their conversations and files (docs/decisions/017). A customer's reads and writes name the
 * customer's id in the query itself, so another customer's case, message or file is never found;
 * the back office's (`…AnyCase…`) are the only ones without it.
 */

type Named = {
  nameEs: typeof caseSections.nameEs | typeof caseCategories.nameEs;
  nameCa: typeof caseSections.nameCa | typeof caseCategories.nameCa;
  nameEn: typeof caseSections.nameEn | typeof caseCategories.nameEn;
};

/** A section's or category's name column in a language. */
function nameIn<T extends Named>(table: T, language: ServerLanguage) {
  const columns = { es: table.nameEs, ca: table.nameCa, en: table.nameEn } as const;
  return columns[language] as T['nameEs'];
}

/** The categories of the customers' form (without the auto-reads one) or of the visitors'. */
export function listCategories(
  db: Database,
  audience: 'signed' | 'unsigned',
  language: ServerLanguage,
) {
  return db
    .select({ id: caseCategories.id, name: nameIn(caseCategories, language) })
    .from(caseCategories)
    .where(
      audience === 'unsigned'
        ? eq(caseCategories.unsigned, true)
        : and(eq(caseCategories.signed, true), ne(caseCategories.id, AUTO_READS_CATEGORY_ID)),
    )
    .orderBy(asc(caseCategories.sort), asc(caseCategories.id));
}

export async function findCategory(db: Database, id: number) {
  const [row] = await db
    .select({
      id: caseCategories.id,
      sectionId: caseCategories.sectionId,
      signed: caseCategories.signed,
      unsigned: caseCategories.unsigned,
    })
    .from(caseCategories)
    .where(eq(caseCategories.id, id));
  return row;
}

/** The language a customer's account is in. */
export async function findAccountLanguage(db: Database, userId: string) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language;
}

export type CaseValues = typeof cases.$inferInsert;

export async function insertCase(db: Database, values: CaseValues) {
  await db.insert(cases).values(values);
}

export async function insertMessage(db: Database, values: typeof caseMessages.$inferInsert) {
  const [row] = await db.insert(caseMessages).values(values).returning();
  return row!;
}

export async function insertAttachments(
  db: Database,
  rows: (typeof caseAttachments.$inferInsert)[],
) {
  if (rows.length === 0) return [];
  return db.insert(caseAttachments).values(rows).returning();
}

/** Marks activity on a case now, moving it to `status` when given. */
export async function touchCase(db: Database, caseId: number, status?: CaseStatus) {
  await db
    .update(cases)
    .set({ updatedAt: sql`now()`, ...(status && { status }) })
    .where(eq(cases.id, caseId));
}

/** A customer's case's status, locked with its row when `lock` is set; undefined if not theirs. */
export async function findCustomerCaseStatus(
  db: Database,
  userId: string,
  caseId: number,
  lock = false,
) {
  const query = db
    .select({ status: cases.status })
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.userId, userId)));
  const [row] = await (lock ? query.for('update') : query);
  return row?.status;
}

/** Any case's status (the back office), locked with its row when `lock` is set. */
export async function findAnyCaseStatus(db: Database, caseId: number, lock = false) {
  const query = db.select({ status: cases.status }).from(cases).where(eq(cases.id, caseId));
  const [row] = await (lock ? query.for('update') : query);
  return row?.status;
}

const closedStatuses = [...closedCaseStatuses];

/** Staff wrote last and the case is open: an answer the customer has to read. */
const awaitingCustomer = sql<boolean>`(${notInArray(cases.status, closedStatuses)} and coalesce((
  select ${caseMessages.isAdmin} from ${caseMessages}
  where ${caseMessages.caseId} = ${cases.id}
  order by ${caseMessages.id} desc limit 1), false))`;

/** What the lists and the detail show of a case, its names in `language`. */
function selectCases(db: Database, language: ServerLanguage) {
  return db
    .select({
      id: cases.id,
      reference: cases.reference,
      kind: cases.kind,
      /** Null for a visitor's contact. */
      userId: cases.userId,
      status: cases.status,
      subject: cases.subject,
      description: cases.description,
      readings: cases.readings,
      claimType: cases.claimType,
      claimSubtype: cases.claimSubtype,
      assigneeId: cases.assigneeId,
      assigneeName: staff.name,
      language: cases.language,
      createdAt: cases.createdAt,
      updatedAt: cases.updatedAt,
      awaitingCustomer,
      section: nameIn(caseSections, language),
      category: nameIn(caseCategories, language),
      contractId: contracts.id,
      contractName: contracts.name,
      contractType: contracts.type,
      /** The account's name; a visitor has none. */
      customerName: users.name,
      /** Where the case's e-mails go: the account's, its contract's notification address', or the visitor's. */
      customerEmail: sql<
        string | null
      >`coalesce(${users.email}, ${notificationAddresses.email}, ${cases.senderEmail})`,
      customerMobile: sql<
        string | null
      >`coalesce(${users.mobile}, ${notificationAddresses.mobile}, ${cases.senderMobile})`,
    })
    .from(cases)
    .innerJoin(caseSections, eq(caseSections.id, cases.sectionId))
    .leftJoin(caseCategories, eq(caseCategories.id, cases.categoryId))
    .leftJoin(contracts, eq(contracts.id, cases.contractId))
    .leftJoin(notificationAddresses, eq(notificationAddresses.id, contracts.notificationAddressId))
    .leftJoin(users, eq(users.id, cases.userId))
    .leftJoin(staff, eq(staff.id, cases.assigneeId));
}

export type CaseRow = Awaited<ReturnType<ReturnType<typeof selectCases>['execute']>>[number];

export type CaseListFilter = { status?: CaseStatusFilter; kind?: CaseKind };
export type Page = { offset: number; limit: number };

function statusCondition(filter: CaseStatusFilter | undefined): SQL | undefined {
  if (filter === undefined) return undefined;
  if (filter === 'open') return notInArray(cases.status, closedStatuses);
  if (filter === 'closed') return inArray(cases.status, closedStatuses);
  return eq(cases.status, filter);
}

async function listCases(
  db: Database,
  owner: SQL | undefined,
  filter: CaseListFilter,
  page: Page,
  language: ServerLanguage,
) {
  const where = and(
    owner,
    statusCondition(filter.status),
    filter.kind && eq(cases.kind, filter.kind),
  );
  const [rows, total] = await Promise.all([
    selectCases(db, language)
      .where(where)
      // As the indexes order them (updated_at is never null).
      .orderBy(sql`${cases.updatedAt} desc nulls last`, sql`${cases.id} desc nulls last`)
      .limit(page.limit)
      .offset(page.offset),
    db.$count(cases, where),
  ]);
  return { rows, total };
}

/** A customer's cases, latest activity first, and how many the filter finds in all. */
export const listCustomerCases = (
  db: Database,
  userId: string,
  filter: CaseListFilter,
  page: Page,
  language: ServerLanguage,
) => listCases(db, eq(cases.userId, userId), filter, page, language);

/**
 * The back office's inbox filter: status, who opened the case, its category, opened before a
 * moment, and its assignee (a staff member's id, or `null` for the cases nobody has taken).
 */
export type InboxFilter = {
  status?: CaseStatusFilter;
  kind?: StaffCaseKind;
  categoryId?: number;
  openedBefore?: Date;
  assigneeId?: string | null;
};

function kindCondition(kind: StaffCaseKind | undefined): SQL | undefined {
  if (kind === undefined) return undefined;
  if (kind === 'claim') return eq(cases.kind, 'claim');
  // A visitor's message is a request without an account (decision 017).
  return and(
    eq(cases.kind, 'request'),
    kind === 'unsigned' ? isNull(cases.userId) : isNotNull(cases.userId),
  );
}

/** Everything of the inbox's filter but the status, which the counts per status leave out. */
function inboxCondition(filter: InboxFilter): SQL | undefined {
  return and(
    kindCondition(filter.kind),
    filter.categoryId === undefined ? undefined : eq(cases.categoryId, filter.categoryId),
    filter.openedBefore && lt(cases.createdAt, filter.openedBefore),
    filter.assigneeId === undefined
      ? undefined
      : filter.assigneeId === null
        ? isNull(cases.assigneeId)
        : eq(cases.assigneeId, filter.assigneeId),
  );
}

/**
 * Every customer's and visitor's cases for the back office's inbox: the filter's page, oldest
 * first (the case waiting longest comes first), how many the filter finds, and how many each
 * status holds under the filter without its status.
 */
export async function listInboxCases(
  db: Database,
  filter: InboxFilter,
  page: Page,
  language: ServerLanguage,
) {
  const others = inboxCondition(filter);
  const where = and(others, statusCondition(filter.status));
  const [rows, total, perStatus] = await Promise.all([
    selectCases(db, language)
      .where(where)
      .orderBy(asc(cases.createdAt), asc(cases.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(cases, where),
    db.select({ status: cases.status, n: count() }).from(cases).where(others).groupBy(cases.status),
  ]);
  const counts = Object.fromEntries(caseStatuses.map((status) => [status, 0])) as Record<
    CaseStatus,
    number
  >;
  for (const { status, n } of perStatus) counts[status] = n;
  return { rows, total, counts };
}

/** Gives a case to a staff member; false when there is no such case. */
export async function assignCase(db: Database, caseId: number, assigneeId: string) {
  const rows = await db
    .update(cases)
    .set({ assigneeId })
    .where(eq(cases.id, caseId))
    .returning({ id: cases.id });
  return rows.length > 0;
}

export async function findCustomerCase(
  db: Database,
  userId: string,
  caseId: number,
  language: ServerLanguage,
) {
  const [row] = await selectCases(db, language).where(
    and(eq(cases.id, caseId), eq(cases.userId, userId)),
  );
  return row;
}

export async function findAnyCase(db: Database, caseId: number, language: ServerLanguage) {
  const [row] = await selectCases(db, language).where(eq(cases.id, caseId));
  return row;
}

/** A case's conversation, oldest first; the caller has found the case for its reader. */
export function listMessages(db: Database, caseId: number) {
  return db
    .select()
    .from(caseMessages)
    .where(eq(caseMessages.caseId, caseId))
    .orderBy(asc(caseMessages.id));
}

/** A case's files, of its opening and of its messages; the caller has found the case. */
export function listAttachments(db: Database, caseId: number) {
  return db
    .select()
    .from(caseAttachments)
    .where(eq(caseAttachments.caseId, caseId))
    .orderBy(asc(caseAttachments.id));
}

export type MessageRow = typeof caseMessages.$inferSelect;
export type AttachmentRow = typeof caseAttachments.$inferSelect;

const attachmentFile = {
  filename: caseAttachments.filename,
  mimeType: caseAttachments.mimeType,
  storageKey: caseAttachments.storageKey,
};

/** A file of one of the customer's cases, when it is that case's. */
export async function findCustomerAttachment(
  db: Database,
  userId: string,
  caseId: number,
  attachmentId: number,
) {
  const [row] = await db
    .select(attachmentFile)
    .from(caseAttachments)
    .innerJoin(cases, eq(cases.id, caseAttachments.caseId))
    .where(
      and(
        eq(caseAttachments.id, attachmentId),
        eq(caseAttachments.caseId, caseId),
        eq(cases.userId, userId),
      ),
    );
  return row;
}

/** A file of a case, when it is that case's (the back office). */
export async function findAnyAttachment(db: Database, caseId: number, attachmentId: number) {
  const [row] = await db
    .select(attachmentFile)
    .from(caseAttachments)
    .where(and(eq(caseAttachments.id, attachmentId), eq(caseAttachments.caseId, caseId)));
  return row;
}
