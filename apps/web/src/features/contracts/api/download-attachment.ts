import { useMutation } from '@tanstack/react-query';
import { downloadAttachmentEndpoint } from '@portal/domain/endpoints/contracts';
import type { Attachment } from '@portal/domain/schemas/contracts';
import { fetchEndpointFile } from '@/lib/fetch-file';
import { saveFile } from '@/lib/save-file';

/** GET contract/download_attachment/{attachmentID} (v2): the file, under the name the server gives. */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const file = await fetchEndpointFile(downloadAttachmentEndpoint, {
    params: { attachmentId: String(attachment.id) },
  });
  saveFile(file.blob, file.filename ?? attachment.filename);
}

export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
