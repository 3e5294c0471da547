import {
  caseFileTypes,
  SINGLE_ATTACHMENT_MAX,
  unsignedContactFieldsSchema,
} from '@portal/domain/schemas/cases';
import * as z from 'zod/mini';
import { attachmentsSchema } from '@/components/form/attachment-input';

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

/**
 * The unsigned contact (spec 2 point 5 "Unsigned contact"): a valid e-mail
 * (validation_email_name_not_valid), mobile, category, subject and description required, as the
 * server checks them, and one optional file within the size limit.
 */
export function contactFormSchema(sizeLimit: number) {
  return z.object({
    ...unsignedContactFieldsSchema.shape,
    attachment: attachmentsSchema({ max: SINGLE_ATTACHMENT_MAX, sizeLimit, types: caseFileTypes }),
  });
}
export type ContactFormValues = z.input<ReturnType<typeof contactFormSchema>>;
