import type { contactFormSchema } from '@portal/domain/schemas/case-forms';
import type * as z from 'zod/mini';

/** The namespaces of the contact page: its own texts, field and request errors, common words. */
export const contactNamespaces = ['contact', 'validation', 'errors', 'common'] as const;

/** The contact form's fields, in the order they show: the body's names (spec 2 point 7). */
export const contactFormFields = [
  'email',
  'mobile',
  'category',
  'subject',
  'description',
  'attachment',
] as const;

export type ContactFormValues = z.input<ReturnType<typeof contactFormSchema<File>>>;
