import * as z from 'zod/mini';
import {
  CASE_FILES_MAX,
  READING_PERIODS,
  SINGLE_ATTACHMENT_MAX,
  caseCreateFieldsSchema,
  caseFileTypes,
  caseMessageFieldsSchema,
  claimFieldsSchema,
  unsignedContactFieldsSchema,
  type CaseCreateFieldsOutput,
  type ReadingPeriod,
} from './cases';
import { contractTypes, type ContractType } from './contracts';
import { formSchema, type FormIssue } from './form';
import { chosenFilesSchema, uploadFilesSchema, type UploadFileInfo } from './uploads';

/**
 * The forms of requests (docs/decisions/012: a form schema beside its body schema): what the
 * customer chooses and types, turned into the multipart call's text fields and files, with the
 * body's problems put back on the form's fields.
 */

/** The field of a period's meter reading, as the call names it (`lectura_p1`…). */
export type ReadingField = `lectura_${ReadingPeriod}`;
export const readingField = (period: ReadingPeriod): ReadingField => `lectura_${period}`;

/**
 * A request as the form holds it: the contract as one choice of type and id (`caseContractValue`),
 * the category's id as the select's text, the readings as typed, and the chosen files.
 */
export type CaseForm<F extends UploadFileInfo = UploadFileInfo> = {
  contract: string;
  categ_id: string;
  title: string;
  message: string;
  attachments: F[];
} & Record<ReadingField, string>;
export type CaseFormField = keyof CaseForm;

/** What a request sends: the text fields of POST crm/cases/ and its `attachments`. */
export interface CaseSubmission<F> {
  fields: CaseCreateFieldsOutput;
  files: F[];
}

/** The contract select's value for a contract: its type and its id, which the call needs both. */
export const caseContractValue = (type: ContractType, id: number): string => `${type}:${id}`;

const contractValuePattern = new RegExp(`^(${contractTypes.join('|')}):(\\d+)$`);

/** The call's contract fields of a select value; empty ones (refused as required) for none. */
function contractFields(value: string): { polissa_type: string; polissa_id: string } {
  const match = contractValuePattern.exec(value);
  return { polissa_type: match?.[1] ?? '', polissa_id: match?.[2] ?? '' };
}

const readingShape = Object.fromEntries(
  READING_PERIODS.map((period) => [readingField(period), z.string()]),
) as Record<ReadingField, z.ZodMiniString>;

const caseFormFields: readonly string[] = [
  'contract',
  'categ_id',
  'title',
  'message',
  'attachments',
  ...READING_PERIODS.map(readingField),
];

/** The form field a body field's problem belongs to: the contract select holds two of them. */
function caseFieldOf(bodyField: string): CaseFormField | undefined {
  if (bodyField === 'polissa_id' || bodyField === 'polissa_type') return 'contract';
  return caseFormFields.includes(bodyField) ? (bodyField as CaseFormField) : undefined;
}

/**
 * The body's problems on the form's fields, the first of each field, each with the body's own code
 * (a text sent empty is `required_field`, not the generic `required` of a value left out).
 */
export function issuesOnFields<Field extends string>(
  issues: readonly z.core.$ZodIssue[],
  fieldOf: (bodyField: string) => Field | undefined,
): FormIssue<Field>[] {
  const found = new Map<Field, string>();
  for (const issue of issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (field !== undefined && !found.has(field)) found.set(field, issue.message);
  }
  return [...found];
}

/** The files of a request or a reply (spec 2 point 9: up to six, within the size limit). */
export function caseFilesIssue(
  files: readonly UploadFileInfo[],
  sizeLimit: number,
): string | undefined {
  const checked = uploadFilesSchema({
    max: CASE_FILES_MAX,
    sizeLimit,
    types: caseFileTypes,
  }).safeParse(files.map(({ name, type, size }) => ({ name, type, size })));
  return checked.error?.issues[0]?.message;
}

export interface CaseFormRules {
  /** The largest file, in bytes (the setting fileUploadSizeLimit). */
  sizeLimit: number;
  /** The periods whose reading the auto-reads variant asks for; none in a plain request. */
  readingPeriods: readonly ReadingPeriod[];
}

/**
 * A request's form (spec 2 points 2 and 5 "Contact form"): contract, category, subject and
 * description required (`required_field`), up to six files, and in the auto-reads variant a whole
 * reading for each of `readingPeriods`. Its output is what the call sends.
 */
export function caseFormSchema<F extends UploadFileInfo>(rules: CaseFormRules) {
  return formSchema<CaseForm<F>, CaseSubmission<F>, CaseFormField>(
    z.object({
      contract: z.string(),
      categ_id: z.string(),
      title: z.string(),
      message: z.string(),
      attachments: z.array(z.custom<F>()),
      ...readingShape,
    }) as unknown as z.ZodMiniType<CaseForm<F>, CaseForm<F>>,
    (form) => {
      const issues: FormIssue<CaseFormField>[] = [];
      const readings: Partial<Record<ReadingField, string>> = {};
      for (const field of rules.readingPeriods.map(readingField)) {
        const typed = form[field].trim();
        if (typed === '') issues.push([field, 'required_field']);
        else readings[field] = typed;
      }
      const body = caseCreateFieldsSchema.safeParse({
        ...contractFields(form.contract),
        categ_id: form.categ_id,
        title: form.title,
        message: form.message,
        ...readings,
      });
      if (!body.success) issues.push(...issuesOnFields(body.error.issues, caseFieldOf));
      const filesIssue = caseFilesIssue(form.attachments, rules.sizeLimit);
      if (filesIssue) issues.push(['attachments', filesIssue]);
      if (issues.length > 0 || !body.success) return { issues };
      return { body: { fields: body.data, files: form.attachments } };
    },
  );
}

/** A reply as the form holds it: the message and the chosen files. */
export interface CaseReplyForm<F extends UploadFileInfo = UploadFileInfo> {
  message: string;
  attachments: F[];
}

/** A customer's reply (POST crm/cases/{id}/messages/): the message required, up to six files. */
export function caseReplyFormSchema<F extends UploadFileInfo>(rules: { sizeLimit: number }) {
  return formSchema<
    CaseReplyForm<F>,
    { fields: z.output<typeof caseMessageFieldsSchema>; files: F[] },
    keyof CaseReplyForm
  >(z.object({ message: z.string(), attachments: z.array(z.custom<F>()) }), (form) => {
    const issues: FormIssue<keyof CaseReplyForm>[] = [];
    const body = caseMessageFieldsSchema.safeParse({ message: form.message });
    if (!body.success) {
      issues.push(...issuesOnFields(body.error.issues, () => 'message' as const));
    }
    const filesIssue = caseFilesIssue(form.attachments, rules.sizeLimit);
    if (filesIssue) issues.push(['attachments', filesIssue]);
    if (issues.length > 0 || !body.success) return { issues };
    return { body: { fields: body.data, files: form.attachments } };
  });
}

/**
 * The claim form (spec 2 point 5 "Claim form"): contract, type, subtype and description required
 * with atc_validation, as the server checks them, and one optional file within the size limit.
 */
export function claimFormSchema<F extends UploadFileInfo>(sizeLimit: number) {
  return z.object({
    ...claimFieldsSchema.shape,
    attachment: chosenFilesSchema<F>({
      max: SINGLE_ATTACHMENT_MAX,
      sizeLimit,
      types: caseFileTypes,
    }),
  });
}

/**
 * The unsigned contact (spec 2 point 5 "Unsigned contact"): a valid e-mail
 * (validation_email_name_not_valid), mobile, category, subject and description required, as the
 * server checks them, and one optional file within the size limit.
 */
export function contactFormSchema<F extends UploadFileInfo>(sizeLimit: number) {
  return z.object({
    ...unsignedContactFieldsSchema.shape,
    attachment: chosenFilesSchema<F>({
      max: SINGLE_ATTACHMENT_MAX,
      sizeLimit,
      types: caseFileTypes,
    }),
  });
}
