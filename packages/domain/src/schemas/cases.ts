import * as z from 'zod/mini';
import { isValidEmail } from '../validators/email';
import { isValidPhone, normalizePhone } from '../validators/phone';
import { contractTypeSchema, contractTypes } from './contracts';
import { INTEGER_MAX, hasNulCharacter } from './limits';
import { langQuery, pagedListSchema, queryInt } from './query';
import { integerFromText, type UploadFileType, uploadFileTypes } from './uploads';

/**
 * Requests (CRM cases), claims (ATC) and the unsigned contact (spec 2 points 2, 3, 5 and 7 "Cases
 * and claims"; the calls the spec does not show are designed in docs/decisions/017). A claim is a
 * case of its own kind: it has the regulated type and subtype, and the same conversation.
 */

/** The contact forms take up to 6 attachments (spec 2 point 9). */
export const CASE_FILES_MAX = 6;
/** The unsigned contact and the claim take one attachment (spec 2 point 7: `attachment`). */
export const SINGLE_ATTACHMENT_MAX = 1;
/** What a case's attachments may be: the types the server checks on content (decision 013). */
export const caseFileTypes: readonly UploadFileType[] = uploadFileTypes;

/** The auto-reads variant's category (spec 2 point 2: `?autolectures=true`, category 20). */
export const AUTO_READS_CATEGORY_ID = 20;

/** The longest subject and message a case takes. */
export const CASE_SUBJECT_MAX = 200;
export const CASE_MESSAGE_MAX = 5000;
/** A meter register reading: a whole number of kWh (m³ for gas) with at most 9 digits. */
export const METER_READING_MAX = 999_999_999;
export const READING_PERIODS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;
export type ReadingPeriod = (typeof READING_PERIODS)[number];

/**
 * The statuses a case goes through (spec 2 point 8: the messages accepted, denied, additional info
 * required, being processed, in process). A new case is `in_process`; staff move it on. The last
 * two close it: a closed case takes no more messages.
 */
export const caseStatuses = [
  'in_process',
  'being_processed',
  'info_required',
  'accepted',
  'denied',
] as const;
export const caseStatusSchema = z.enum(caseStatuses);
export type CaseStatus = z.infer<typeof caseStatusSchema>;
export const closedCaseStatuses: readonly CaseStatus[] = ['accepted', 'denied'];
export const isCaseOpen = (status: CaseStatus) => !closedCaseStatuses.includes(status);

/** The list's filter: open, closed, or one status. */
export const caseStatusFilters = ['open', 'closed', ...caseStatuses] as const;
export type CaseStatusFilter = (typeof caseStatusFilters)[number];

export const caseKinds = ['request', 'claim'] as const;
export type CaseKind = (typeof caseKinds)[number];

/** A required text of the contact forms: `code` when empty, `too_long` over `max`. */
export const requiredText = (code: string, max: number) =>
  z.string({ error: (issue) => (issue.input === undefined ? code : 'invalid_type') }).check(
    z.trim(),
    z.minLength(1, code),
    z.maxLength(max, 'too_long'),
    z.refine((value) => !hasNulCharacter(value), 'invalid_value'),
  );

/** A whole id sent as text in a multipart body, `code` when missing or not an id. */
const idField = (code: string) =>
  integerFromText(
    z.int({ error: code }).check(z.minimum(1, code), z.maximum(INTEGER_MAX, 'invalid_value')),
  );

const readingField = z.optional(
  integerFromText(
    z
      .int({ error: 'invalid_value' })
      .check(z.minimum(0, 'invalid_value'), z.maximum(METER_READING_MAX, 'invalid_value')),
  ),
);

/**
 * POST crm/cases/ (multipart): the contract (`polissa_id` and its type), the category, subject
 * (`title`) and description (`message`), each required with `required_field` (spec 2 point 5), and
 * the attachments as parts of `attachments`. In the auto-reads category, the readings per period of
 * the contract's tariff (`lectura_p1`…), which the server checks against the contract.
 */
export const caseCreateFieldsSchema = z.strictObject({
  polissa_id: idField('required_field'),
  polissa_type: z.enum(contractTypes, 'required_field'),
  categ_id: idField('required_field'),
  title: requiredText('required_field', CASE_SUBJECT_MAX),
  message: requiredText('required_field', CASE_MESSAGE_MAX),
  lectura_p1: readingField,
  lectura_p2: readingField,
  lectura_p3: readingField,
  lectura_p4: readingField,
  lectura_p5: readingField,
  lectura_p6: readingField,
});
export type CaseCreateFields = z.input<typeof caseCreateFieldsSchema>;
export type CaseCreateFieldsOutput = z.output<typeof caseCreateFieldsSchema>;

/** POST crm/cases/{id}/messages/ (multipart): the reply and its `attachments`. */
export const caseMessageFieldsSchema = z.strictObject({
  message: requiredText('required_field', CASE_MESSAGE_MAX),
});
export type CaseMessageFields = z.input<typeof caseMessageFieldsSchema>;

/**
 * POST crm/unsigned/ (multipart, visitors): email (validation_email_name_not_valid), mobile,
 * category, subject and description required, one optional `attachment`.
 */
export const unsignedContactFieldsSchema = z.strictObject({
  email: z
    .string({ error: 'validation_email_name_not_valid' })
    .check(z.trim(), z.refine(isValidEmail, 'validation_email_name_not_valid')),
  mobile: z
    .string({ error: 'required_field' })
    .check(
      z.overwrite(normalizePhone),
      z.minLength(1, 'required_field'),
      z.refine(isValidPhone, 'phone_not_valid'),
    ),
  category: idField('required_field'),
  subject: requiredText('required_field', CASE_SUBJECT_MAX),
  description: requiredText('required_field', CASE_MESSAGE_MAX),
});
export type UnsignedContactFields = z.input<typeof unsignedContactFieldsSchema>;

/** A claim type's code (CNMC table 81, two digits) and a subtype's (table 82, three digits). */
const claimTypeCode = z
  .string({ error: 'atc_validation' })
  .check(z.regex(/^\d{2}$/, 'atc_validation'));
const claimSubtypeCode = z
  .string({ error: 'atc_validation' })
  .check(z.regex(/^\d{3}$/, 'atc_validation'));

/**
 * POST contracts/{contractName}/atc/ (multipart): contract, type, subtype and comments required,
 * each with atc_validation (spec 2 point 5), one optional `attachment`. The contract is the path's.
 */
export const claimFieldsSchema = z.strictObject({
  contract: requiredText('atc_validation', 32),
  tipus: claimTypeCode,
  subtipus: claimSubtypeCode,
  comments: requiredText('atc_validation', CASE_MESSAGE_MAX),
});
export type ClaimFields = z.input<typeof claimFieldsSchema>;

// Queries and params

export const caseCategoriesQuerySchema = z.strictObject({
  lang: langQuery,
  unsigned: z.optional(z.enum(['true', 'false'], 'invalid_value')),
});

export const caseListQuerySchema = z.strictObject({
  lang: langQuery,
  offset: z.optional(queryInt(0, INTEGER_MAX)),
  limit: z.optional(queryInt(1, 100)),
  status: z.optional(z.enum(caseStatusFilters, 'invalid_value')),
  kind: z.optional(z.enum(caseKinds, 'invalid_value')),
});
export const CASE_LIST_DEFAULT_LIMIT = 10;

export const caseIdParamsSchema = z.object({ id: queryInt(1, INTEGER_MAX) });
export const caseAttachmentParamsSchema = z.object({
  id: queryInt(1, INTEGER_MAX),
  attachmentId: queryInt(1, INTEGER_MAX),
});
export const claimTypeParamsSchema = z.object({
  id: z.string().check(z.regex(/^\d{2}$/, 'invalid_value')),
});

// Answers

/** GET crm/cases/categories/: items [{id, name}] (spec 2 point 3). */
export const caseCategoriesSchema = z.object({
  items: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type CaseCategory = z.infer<typeof caseCategoriesSchema>['items'][number];

/** GET atc/tipus: the claim types as pairs of code and label (spec 2 point 3). */
export const claimTypesSchema = z.object({
  items: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type ClaimType = z.infer<typeof claimTypesSchema>['items'][number];

/** GET atc/tipus/{id}/subtipus: the subtypes as name (the code) and desc (spec 2 point 3). */
export const claimSubtypesSchema = z.object({
  items: z.array(z.object({ name: z.string(), desc: z.string() })),
});
export type ClaimSubtype = z.infer<typeof claimSubtypesSchema>['items'][number];

/** POST crm/cases/: the new case's id (spec), and the reference the customer quotes. */
export const caseCreatedSchema = z.object({ id: z.int(), reference: z.string() });

/** POST crm/unsigned/ and POST contracts/{name}/atc/: `result` is the tracking number. */
export const trackingResultSchema = z.object({ result: z.string() });

export const caseAttachmentSchema = z.object({
  id: z.int(),
  filename: z.string(),
  size: z.int(),
  mime_type: z.string(),
  created_date: z.string(),
});
export type CaseAttachment = z.infer<typeof caseAttachmentSchema>;

const caseContractSchema = z.nullable(
  z.object({ id: z.int(), name: z.string(), type: contractTypeSchema }),
);

/** A row of the request list. */
export const caseListItemSchema = z.object({
  id: z.int(),
  reference: z.string(),
  kind: z.enum(caseKinds),
  section: z.string(),
  category: z.string(),
  contract: caseContractSchema,
  subject: z.string(),
  status: caseStatusSchema,
  created_date: z.string(),
  updated_date: z.string(),
  /** Whether staff wrote last: an answer the customer has to read. */
  awaiting_customer: z.boolean(),
});
export type CaseListItem = z.infer<typeof caseListItemSchema>;

export const caseListSchema = pagedListSchema(caseListItemSchema);
export type CaseList = z.infer<typeof caseListSchema>;

/**
 * A message of the conversation. Staff's carry `is_admin`, which the web shows as the
 * administrator label (spec 2 point 6), and the agent's name when staff gave one.
 */
export const caseMessageSchema = z.object({
  id: z.int(),
  is_admin: z.boolean(),
  author_name: z.nullable(z.string()),
  body: z.string(),
  created_date: z.string(),
  /** The status the message moved the case to, if it did. */
  status: z.nullable(caseStatusSchema),
  attachments: z.array(caseAttachmentSchema),
});
export type CaseMessage = z.infer<typeof caseMessageSchema>;

/** GET crm/cases/{id}: the case, its description's attachments, readings, claim and conversation. */
export const caseDetailSchema = z.object({
  ...caseListItemSchema.shape,
  description: z.string(),
  attachments: z.array(caseAttachmentSchema),
  readings: z.nullable(z.array(z.object({ period: z.string(), value: z.int() }))),
  claim: z.nullable(
    z.object({
      type: z.object({ code: z.string(), label: z.string() }),
      subtype: z.object({ name: z.string(), desc: z.string() }),
    }),
  ),
  messages: z.array(caseMessageSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;
