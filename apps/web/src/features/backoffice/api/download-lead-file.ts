import { staffLeadFileEndpoint } from '@portal/domain/endpoints/contracting';
import { saveFile } from '@/lib/save-file';
import { fetchStaffFile } from '../utils/call-staff';

/** GET backoffice/leads/{id}/files/{fileId} (v1): a document the visitor sent with the lead. */
export async function downloadLeadFile(leadId: string, file: { id: number; name: string }) {
  const downloaded = await fetchStaffFile(staffLeadFileEndpoint, {
    id: leadId,
    fileId: String(file.id),
  });
  saveFile(downloaded.blob, downloaded.filename ?? file.name);
}
