import { useMutation } from '@tanstack/react-query';
import { unsignedContactEndpoint } from '@portal/domain/endpoints/cases';
import type { UnsignedContactFields } from '@portal/domain/schemas/cases';
import { callEndpoint } from '@/lib/api-client';
import { uploadFormData } from '@/lib/form-data';

export interface UnsignedContactMessage {
  fields: UnsignedContactFields;
  /** At most one file (SINGLE_ATTACHMENT_MAX), sent as the part `attachment`. */
  attachment: readonly File[];
  /** With a file: the share of the body sent so far, from 0 to 1. */
  onUploadProgress?: (sent: number) => void;
}

/**
 * POST crm/unsigned/ (v2, multipart): a visitor's message; `result` is its reference, which the
 * server also e-mails to the sender.
 */
export async function sendUnsignedContact({
  fields,
  attachment,
  onUploadProgress,
}: UnsignedContactMessage): Promise<string> {
  return (
    await callEndpoint(unsignedContactEndpoint, {
      formData: uploadFormData(fields, attachment, 'attachment'),
      onUploadProgress,
    })
  ).result;
}

export function useSendUnsignedContact() {
  return useMutation({ mutationFn: sendUnsignedContact });
}
