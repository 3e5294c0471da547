import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createClaimEndpoint } from '@portal/domain/endpoints/cases';
import type { ClaimFields } from '@portal/domain/schemas/cases';
import { callEndpoint } from '@/lib/api-client';
import { uploadFormData } from '@/lib/form-data';
import { casesQueryKey } from './get-claims';

export interface NewClaim {
  fields: ClaimFields;
  /** At most one file (SINGLE_ATTACHMENT_MAX), sent as the part `attachment`. */
  attachment: readonly File[];
  /** With a file: the share of the body sent so far, from 0 to 1. */
  onUploadProgress?: (sent: number) => void;
}

/**
 * POST contracts/{contractName}/atc/ (v2, multipart): the claim's fields and its file; `result` is
 * the claim's number.
 */
export async function createClaim({ fields, attachment, onUploadProgress }: NewClaim) {
  return (
    await callEndpoint(createClaimEndpoint, {
      params: { name: fields.contract },
      formData: uploadFormData(fields, attachment, 'attachment'),
      onUploadProgress,
    })
  ).result;
}

/** A new claim shows in the customer's claims and requests: their lists are refreshed. */
export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casesQueryKey }),
  });
}
