import { staffChangeRequestFileEndpoint } from '@portal/domain/endpoints/contract-changes';
import { saveFile } from '@/lib/save-file';
import { fetchStaffFile } from '../utils/call-staff';

/** GET backoffice/change_requests/{id}/files/{fileId} (v1): a document sent with the change. */
export async function downloadChangeRequestFile(
  requestId: number,
  file: { id: number; name: string },
) {
  const downloaded = await fetchStaffFile(staffChangeRequestFileEndpoint, {
    id: String(requestId),
    fileId: String(file.id),
  });
  saveFile(downloaded.blob, downloaded.filename ?? file.name);
}
