import { useMutation } from '@tanstack/react-query';
import { staffCaseAttachmentEndpoint } from '@portal/domain/endpoints/backoffice-cases';
import type { CaseAttachment } from '@portal/domain/schemas/cases';
import { saveFile } from '@/lib/save-file';
import { fetchStaffFile } from '../utils/call-staff';

/** GET backoffice/crm/cases/{id}/attachments/{attachmentId} (v1): a file of the case. */
export async function downloadStaffAttachment(caseId: number, attachment: CaseAttachment) {
  const file = await fetchStaffFile(staffCaseAttachmentEndpoint, {
    id: String(caseId),
    attachmentId: String(attachment.id),
  });
  saveFile(file.blob, file.filename ?? attachment.filename);
}

export function useDownloadStaffAttachment(caseId: number) {
  return useMutation({
    mutationFn: (attachment: CaseAttachment) => downloadStaffAttachment(caseId, attachment),
  });
}
