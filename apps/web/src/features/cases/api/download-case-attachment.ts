import { useMutation } from '@tanstack/react-query';
import { caseAttachmentEndpoint } from '@portal/domain/endpoints/cases';
import type { CaseAttachment } from '@portal/domain/schemas/cases';
import { fetchEndpointFile } from '@/lib/fetch-file';
import { saveFile } from '@/lib/save-file';

/** GET crm/cases/{id}/attachments/{attachmentId} (v2): a file of the request, under its name. */
export async function downloadCaseAttachment(
  caseId: number,
  attachment: CaseAttachment,
): Promise<void> {
  const file = await fetchEndpointFile(caseAttachmentEndpoint, {
    params: { id: String(caseId), attachmentId: String(attachment.id) },
  });
  saveFile(file.blob, file.filename ?? attachment.filename);
}

export function useDownloadCaseAttachment(caseId: number) {
  return useMutation({
    mutationFn: (attachment: CaseAttachment) => downloadCaseAttachment(caseId, attachment),
  });
}
