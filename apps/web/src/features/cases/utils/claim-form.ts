import {
  caseFileTypes,
  claimFieldsSchema,
  SINGLE_ATTACHMENT_MAX,
} from '@portal/domain/schemas/cases';
import * as z from 'zod/mini';
import { attachmentsSchema } from '@/components/form/attachment-input';

/** The namespaces of the claim form: its own texts, field and request errors, common words. */
export const claimNamespaces = ['claims', 'validation', 'errors', 'common'] as const;

/** The claim form's fields, in the order they show: the body's names (spec 2 point 7). */
export const claimFormFields = ['contract', 'tipus', 'subtipus', 'comments', 'attachment'] as const;

/**
 * The claim form (spec 2 point 5 "Claim form"): contract, type, subtype and description required
 * with atc_validation, as the server checks them, and one optional file within the size limit.
 */
export function claimFormSchema(sizeLimit: number) {
  return z.object({
    ...claimFieldsSchema.shape,
    attachment: attachmentsSchema({ max: SINGLE_ATTACHMENT_MAX, sizeLimit, types: caseFileTypes }),
  });
}
export type ClaimFormValues = z.input<ReturnType<typeof claimFormSchema>>;
