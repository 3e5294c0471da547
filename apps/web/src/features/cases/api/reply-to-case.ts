import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyToCaseEndpoint } from '@portal/domain/endpoints/cases';
import type { CaseMessageFields } from '@portal/domain/schemas/cases';
import { callEndpoint } from '@/lib/api-client';
import { uploadFormData } from '@/lib/form-data';
import type { CaseUpload } from './create-case';
import { requestsQueryKey } from './requests-key';

export interface CaseReply {
  fields: CaseMessageFields;
  files: readonly File[];
}

/** POST crm/cases/{id}/messages/ (v2, multipart): the reply and its `attachments`. */
export function replyToCase(id: number, { submission, onUploadProgress }: CaseUpload<CaseReply>) {
  return callEndpoint(replyToCaseEndpoint, {
    params: { id: String(id) },
    formData: uploadFormData(submission.fields, submission.files, 'attachments'),
    onUploadProgress,
  });
}

/**
 * The customer's reply to a request. Afterwards, and after a 409 (the request was closed meanwhile),
 * the request and the lists are read again: the conversation shows the reply, or the request closed.
 */
export function useReplyToCase(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: CaseUpload<CaseReply>) => replyToCase(id, upload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
