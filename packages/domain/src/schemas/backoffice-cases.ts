import * as z from 'zod/mini';
import { caseFilesIssue, issuesOnFields } from './case-forms';
import { formSchema, type FormIssue } from './form';
import { INTEGER_MAX } from './limits';
import { langQuery, pagedListSchema, queryInt } from './query';
import type { UploadFileInfo } from './uploads';
import {
  CASE_MESSAGE_MAX,
  caseDetailSchema,
  caseListItemSchema,
  type CaseStatus,
  caseStatusFilters,
  caseStatuses,
  caseStatusSchema,
  requiredText,
} from './cases';

/**
 * The back office's schemas of cases (docs/decisions/017, issue 27): staff's answer and status
 * change, the inbox's filters and answer, the assignment. Apart from the customers' schemas, so
 * that no customer's page carries them.
 */

/** Staff's answer (back office, multipart): the message, who writes it, and a new status. */
export const staffMessageFieldsSchema = z.strictObject({
  message: requiredText('required_field', CASE_MESSAGE_MAX),
  author_name: z.optional(requiredText('required_field', 100)),
  status: z.optional(caseStatusSchema),
});
export type StaffMessageFields = z.input<typeof staffMessageFieldsSchema>;

/** Staff change a case's status without a message. */
export const caseStatusBodySchema = z.strictObject({ status: caseStatusSchema });

/**
 * The back office's inbox sorts cases by who opened them: a customer's request, a claim, or a
 * visitor's message (a request without an account, decision 017's `crm/unsigned/` door).
 */
export const staffCaseKinds = ['request', 'claim', 'unsigned'] as const;
export type StaffCaseKind = (typeof staffCaseKinds)[number];
/** Whose cases the inbox shows: the signed-in staff member's, or those nobody has taken. */
export const caseAssigneeFilters = ['me', 'nobody'] as const;
export type CaseAssigneeFilter = (typeof caseAssigneeFilters)[number];
/** The oldest age filter the inbox takes, in days (ten years). */
export const CASE_AGE_DAYS_MAX = 3650;

/**
 * GET backoffice/crm/cases: the inbox's filters (status as the customers' list, open by default;
 * kind, category, opened more than `older_than_days` days ago, assignee), oldest first.
 */
export const staffCaseListQuerySchema = z.strictObject({
  lang: langQuery,
  offset: z.optional(queryInt(0, INTEGER_MAX)),
  limit: z.optional(queryInt(1, 100)),
  status: z.optional(z.enum(caseStatusFilters, 'invalid_value')),
  kind: z.optional(z.enum(staffCaseKinds, 'invalid_value')),
  category: z.optional(queryInt(1, INTEGER_MAX)),
  older_than_days: z.optional(queryInt(1, CASE_AGE_DAYS_MAX)),
  assignee: z.optional(z.enum(caseAssigneeFilters, 'invalid_value')),
});
export type StaffCaseListQuery = z.input<typeof staffCaseListQuerySchema>;

/** The staff member a case is assigned to, or null while nobody has taken it. */
export const caseAssigneeSchema = z.nullable(
  z.object({ id: z.string(), name: z.nullable(z.string()) }),
);
export type CaseAssignee = z.infer<typeof caseAssigneeSchema>;

/** The back office's view: the case with who sent it and who has taken it. */
export const staffCaseSchema = z.object({
  ...caseDetailSchema.shape,
  assignee: caseAssigneeSchema,
  customer: z.object({
    name: z.nullable(z.string()),
    email: z.string(),
    mobile: z.nullable(z.string()),
  }),
});
export type StaffCase = z.infer<typeof staffCaseSchema>;

export const staffCaseListSchema = z.object({
  ...pagedListSchema(
    z.object({
      ...caseListItemSchema.shape,
      customer: z.object({ name: z.nullable(z.string()), email: z.string() }),
      assignee: caseAssigneeSchema,
    }),
  ).shape,
  /** How many cases each status holds under the other filters (the inbox's tabs). */
  counts: z.record(caseStatusSchema, z.int()),
});
export type StaffCaseList = z.infer<typeof staffCaseListSchema>;
export type StaffCaseListItem = StaffCaseList['items'][number];

/**
 * Staff's answer in the back office (issue 27): the message, the case's new status or '' to keep
 * it, and up to six files, as the customer's reply takes them; `author` is the staff member's name,
 * sent as the answer's `author_name`.
 */
export type StaffReplyForm<F extends UploadFileInfo = UploadFileInfo> = {
  message: string;
  status: '' | CaseStatus;
  attachments: F[];
};

export function staffReplyFormSchema<F extends UploadFileInfo>(rules: {
  sizeLimit: number;
  author?: string;
}) {
  return formSchema<
    StaffReplyForm<F>,
    { fields: z.output<typeof staffMessageFieldsSchema>; files: F[] },
    keyof StaffReplyForm
  >(
    z.object({
      message: z.string(),
      status: z.enum(['', ...caseStatuses]),
      attachments: z.array(z.custom<F>()),
    }),
    (form) => {
      const issues: FormIssue<keyof StaffReplyForm>[] = [];
      const body = staffMessageFieldsSchema.safeParse({
        message: form.message,
        ...(rules.author && { author_name: rules.author.slice(0, 100) }),
        ...(form.status && { status: form.status }),
      });
      if (!body.success) {
        issues.push(
          ...issuesOnFields(body.error.issues, (field) =>
            field === 'status' ? ('status' as const) : ('message' as const),
          ),
        );
      }
      const filesIssue = caseFilesIssue(form.attachments, rules.sizeLimit);
      if (filesIssue) issues.push(['attachments', filesIssue]);
      if (issues.length > 0 || !body.success) return { issues };
      return { body: { fields: body.data, files: form.attachments } };
    },
  );
}
