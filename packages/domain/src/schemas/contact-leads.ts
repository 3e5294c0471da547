import * as z from 'zod/mini';
import { isValidEmail } from '../validators/email';
import { isValidPhone } from '../validators/phone';
import { leadFileSize, type LeadFile } from './contracting';
import { formSchema, type FormIssue } from './form';
import { isValidFileName } from './uploads';

/**
 * The lead contact form (spec 3 points 2, 3 and 5, "Lead contact"; docs/decisions/020): who asks to
 * be called, when, and optionally an invoice. The power calculator and the price comparators send
 * it inside their own bodies (their shapes spread `contactLeadContactSchema.shape`), and the server
 * stores each as a contact lead.
 */

/** What a contact lead comes from: the power calculator, a comparison, or an invoice sent. */
export const contactLeadKinds = [
  'power',
  'price_compare',
  'gas_price_compare',
  'price_compare_invoice',
  'gas_price_compare_invoice',
] as const;
export type ContactLeadKind = (typeof contactLeadKinds)[number];

/** When the visitor may be called (spec 3 point 9). */
export const contactHourSlots = ['9-13h', '13-15h', '15-19h', '19-21h'] as const;
export type ContactHourSlot = (typeof contactHourSlots)[number];

/** The largest invoice a contact lead takes, in bytes (spec 3 point 9: 15 MB). */
export const CONTACT_LEAD_FILE_MAX_BYTES = 15_000_000;

/**
 * The largest body of a call that carries a contact lead: the invoice in base64 and 256 KB for the
 * rest (the server's body limit on those calls).
 */
export const CONTACT_LEAD_BODY_MAX_BYTES =
  Math.ceil(CONTACT_LEAD_FILE_MAX_BYTES / 3) * 4 + 256 * 1024;

/** The least characters a telephone has before it is checked as a number (spec 3 point 5). */
export const CONTACT_LEAD_PHONE_MIN_LENGTH = 4;

const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') });

/** A text that must hold something besides spaces; one code per problem, `required` first. */
const requiredText = (max: number) =>
  text().check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.maxLength(max, 'too_long'),
  );

/** The data URL of a file the server can check on content (decision 013). */
const DATA_URL_PATTERN =
  /^data:(application\/pdf|image\/png|image\/jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * An invoice as the form sends it (its name, and its content as a data URL, as the contracting
 * wizard sends files): a PDF, PNG or JPEG of at most 15 MB. Every problem is one code on the
 * invoice field itself, where the form shows it.
 */
export const contactLeadFileSchema = z
  .strictObject({
    name: z.string({ error: 'invalid_file_name' }),
    content: z.string({ error: 'invalid_attachment_type' }),
  })
  .check(
    z.refine((file) => isValidFileName(file.name), { error: 'invalid_file_name', abort: true }),
    z.refine((file) => DATA_URL_PATTERN.test(file.content), {
      error: 'invalid_attachment_type',
      abort: true,
    }),
    z.refine((file) => leadFileSize(file) <= CONTACT_LEAD_FILE_MAX_BYTES, 'file_too_large'),
  );

export const contactLeadContactSchema = z.strictObject({
  name: requiredText(200),
  surname1: requiredText(200),
  surname2: text().check(z.trim(), z.maxLength(200, 'too_long')),
  email: requiredText(254).check(z.refine(isValidEmail, 'email_not_valid')),
  telephone: requiredText(20).check(
    z.minLength(CONTACT_LEAD_PHONE_MIN_LENGTH, { error: 'phone_not_valid', abort: true }),
    z.refine(isValidPhone, 'phone_not_valid'),
  ),
  contactHours: z.enum(contactHourSlots, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'required' : 'invalid_value',
  }),
  consent: z.literal(true, 'consent_required'),
  invoice: z.nullable(contactLeadFileSchema),
});
export type ContactLeadContact = z.infer<typeof contactLeadContactSchema>;
export type ContactLeadContactInput = z.input<typeof contactLeadContactSchema>;

/** The contact fields, in the order a form shows them (its field errors focus the first). */
export const contactLeadContactFields = [
  'name',
  'surname1',
  'surname2',
  'email',
  'telephone',
  'contactHours',
  'invoice',
  'consent',
] as const satisfies readonly (keyof ContactLeadContact)[];

/** A contact lead's answer: stored, with its id (spec 3 point 7: the status OK is read). */
export const contactLeadAnswerSchema = z.object({
  status: z.literal('OK'),
  id: z.string(),
});
export type ContactLeadAnswer = z.infer<typeof contactLeadAnswerSchema>;

/** The lead contact form as the web holds its values: the invoice as a list of none or one file. */
export interface ContactFormValues {
  name: string;
  surname1: string;
  surname2: string;
  email: string;
  telephone: string;
  contactHours: ContactHourSlot | '';
  consent: boolean;
  invoice: LeadFile[];
}

export const emptyContactForm: ContactFormValues = {
  name: '',
  surname1: '',
  surname2: '',
  email: '',
  telephone: '',
  contactHours: '',
  consent: false,
  invoice: [],
};

export type ContactField = (typeof contactLeadContactFields)[number];

const isContactField = (field: string): field is ContactField =>
  (contactLeadContactFields as readonly string[]).includes(field);

/**
 * The lead contact form (spec 3 point 5 "Lead contact"), judged by the schema the server judges the
 * body with, its problems in the form's order (the first takes the focus). `invoiceRequired`: the
 * comparators' manual mode, whose point is sending the invoice.
 */
export function contactFormSchema(invoiceRequired = false) {
  return formSchema<ContactFormValues, ContactLeadContact, ContactField>(
    z.custom<ContactFormValues>(),
    (values) => {
      const parsed = contactLeadContactSchema.safeParse({
        ...values,
        invoice: values.invoice[0] ?? null,
      });
      const found = new Map<ContactField, string>();
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (isContactField(field) && !found.has(field)) found.set(field, issue.message);
        }
      }
      if (invoiceRequired && values.invoice.length === 0) found.set('invoice', 'required');
      if (parsed.success && found.size === 0) return { body: parsed.data };
      const issues: FormIssue<ContactField>[] = contactLeadContactFields.flatMap((field) => {
        const code = found.get(field);
        return code === undefined ? [] : [[field, code] as const];
      });
      return { issues };
    },
  );
}

// The back office ------------------------------------------------------------------------------

const pageNumber = z.pipe(
  z.string(),
  z.transform((value, context) => {
    const number = Number(value);
    if (!/^\d{1,9}$/.test(value)) {
      context.issues.push({ code: 'custom', message: 'invalid_value', input: value });
      return z.NEVER;
    }
    return number;
  }),
);

/** Where a contact lead stands: to be called, called, signed up, or discarded by staff. */
export const contactLeadStates = ['open', 'contacted', 'signed', 'discarded'] as const;
export type ContactLeadState = (typeof contactLeadStates)[number];
export const contactLeadMarks = ['contacted', 'signed', 'discarded'] as const;
export type ContactLeadMark = (typeof contactLeadMarks)[number];

/** The marks a contact lead in `state` may take: forward only; signed and discarded are final. */
export function contactLeadMarksFrom(state: ContactLeadState): readonly ContactLeadMark[] {
  if (state === 'open') return contactLeadMarks;
  if (state === 'contacted') return ['signed', 'discarded'];
  return [];
}

/** `POST backoffice/contact-leads/{id}/state`: the mark staff set. */
export const staffContactLeadStateBodySchema = z.strictObject({
  state: z.enum(contactLeadMarks, {
    error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value'),
  }),
});
export type StaffContactLeadStateBody = z.infer<typeof staffContactLeadStateBodySchema>;

export const staffContactLeadListQuerySchema = z.object({
  state: z.optional(z.enum(contactLeadStates)),
  kind: z.optional(z.enum(contactLeadKinds)),
  offset: z.optional(pageNumber),
  limit: z.optional(pageNumber),
});

/** A contact lead as staff read it: who to call, when, from which tool, and what it computed. */
export const staffContactLeadSchema = z.object({
  id: z.string(),
  kind: z.enum(contactLeadKinds),
  state: z.enum(contactLeadStates),
  language: z.string(),
  name: z.string(),
  surname1: z.string(),
  surname2: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  contact_hours: z.nullable(z.string()),
  cups: z.nullable(z.string()),
  customer: z.boolean(),
  data: z.record(z.string(), z.unknown()),
  invoice: z.nullable(z.object({ name: z.string(), type: z.string(), size: z.int() })),
  created_at: z.string(),
});
export type StaffContactLead = z.infer<typeof staffContactLeadSchema>;

export const staffContactLeadListSchema = z.object({
  items: z.array(staffContactLeadSchema),
  offset: z.int(),
  limit: z.int(),
  n_items: z.int(),
  /** How many contact leads each state holds, under the list's other filters. */
  counts: z.record(z.enum(contactLeadStates), z.int()),
});
export type StaffContactLeadList = z.infer<typeof staffContactLeadListSchema>;
export type StaffContactLeadListQuery = z.input<typeof staffContactLeadListQuerySchema>;

export const staffContactLeadParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });
