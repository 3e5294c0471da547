import type { claimFormSchema } from '@portal/domain/schemas/case-forms';
import type * as z from 'zod/mini';

/** The namespaces of the claim form: its own texts, field and request errors, common words. */
export const claimNamespaces = ['claims', 'validation', 'errors', 'common'] as const;

/** The claim form's fields, in the order they show: the body's names (spec 2 point 7). */
export const claimFormFields = ['contract', 'tipus', 'subtipus', 'comments', 'attachment'] as const;

export type ClaimFormValues = z.input<ReturnType<typeof claimFormSchema<File>>>;
