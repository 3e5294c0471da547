import * as z from 'zod/mini';
import {
  contactLeadContactFields,
  contactLeadContactSchema,
  type ContactHourSlot,
  type ContactLeadContact,
} from '@portal/domain/schemas/contact-leads';
import type { LeadFile } from '@portal/domain/schemas/contracting';
import { formSchema, type FormIssue } from '@portal/domain/schemas/form';

/** The namespaces of the comparators' pages: their texts, the form blocks, the errors. */
export const comparatorNamespaces = [
  'price-compare',
  'forms',
  'validation',
  'errors',
  'common',
] as const;

/** The lead contact form as it holds its values (spec 3 point 3 "Lead contact"). */
export interface ContactFormValues {
  name: string;
  surname1: string;
  surname2: string;
  email: string;
  telephone: string;
  contactHours: ContactHourSlot | '';
  consent: boolean;
  /** The invoice: none or one file, as a data URL. */
  invoice: LeadFile[];
}

export const emptyContact: ContactFormValues = {
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
 * body with; in the manual mode the invoice is required (the comparator's manual mode is sending it).
 */
export function contactFormSchema(invoiceRequired: boolean) {
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
      // In the form's order, so that the first field with a problem takes the focus.
      const issues: FormIssue<ContactField>[] = contactLeadContactFields.flatMap((field) => {
        const code = found.get(field);
        return code === undefined ? [] : [[field, code] as const];
      });
      return { issues };
    },
  );
}
