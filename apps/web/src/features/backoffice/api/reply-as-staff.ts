import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffReplyEndpoint } from '@portal/domain/endpoints/backoffice-cases';
import type { StaffMessageFields } from '@portal/domain/schemas/backoffice-cases';
import { uploadFormData } from '@/lib/form-data';
import { callStaff } from '../utils/call-staff';
import { inboxQueryKey, staffCaseQueryKey } from './backoffice-key';

export interface StaffReply {
  fields: StaffMessageFields;
  files: readonly File[];
}

/**
 * POST backoffice/crm/cases/{id}/messages/ (v1, multipart): staff's answer with its `attachments`
 * and, when chosen, the case's new status; the customer sees it and is e-mailed.
 */
export function replyAsStaff(
  id: number,
  reply: StaffReply,
  onUploadProgress?: (sent: number) => void,
) {
  return callStaff(staffReplyEndpoint, {
    params: { id: String(id) },
    formData: uploadFormData(reply.fields, reply.files, 'attachments'),
    onUploadProgress,
  });
}

export function useReplyAsStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reply,
      onUploadProgress,
    }: {
      reply: StaffReply;
      onUploadProgress?: (sent: number) => void;
    }) => replyAsStaff(id, reply, onUploadProgress),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffCaseQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
      ]),
  });
}
