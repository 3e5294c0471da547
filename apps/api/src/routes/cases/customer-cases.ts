import { readingPeriodsOf } from '@portal/domain/rules/meter-readings';
import {
  AUTO_READS_CATEGORY_ID,
  CASE_FILES_MAX,
  type CaseCreateFieldsOutput,
  READING_PERIODS,
  type ReadingPeriod,
  caseCreateFieldsSchema,
  caseMessageFieldsSchema,
  isCaseOpen,
} from '@portal/domain/schemas/cases';
import type { Database } from '../../db/database';
import type { CaseReading } from '../../db/schema/cases';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import { type ServerLanguage, toServerLanguage } from '../../lib/language';
import type { ReceiveUpload } from '../../lib/uploads/receive-upload';
import { findContractById } from '../../services/customer-contracts/customer-contracts.repository';
import { type CaseListQuery, detailOf, listItemOf, pageOf } from './case-answers';
import * as repo from './cases.repository';
import { type CaseDeps, addMessage, caseUploadRules, openCase } from './cases.service';

/** The signed-in customer's calls of requests (spec 2 point 7, decision 017). */

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
