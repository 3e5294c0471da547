import { staffContactLeadInvoiceEndpoint } from '@portal/domain/endpoints/contact-leads';
import { saveFile } from '@/lib/save-file';
import { fetchStaffFile } from '../utils/call-staff';

/** GET backoffice/contact-leads/{id}/invoice (v1): the invoice the visitor attached. */
export async function downloadContactLeadInvoice(id: string, name: string) {
  const file = await fetchStaffFile(staffContactLeadInvoiceEndpoint, { id });
  saveFile(file.blob, file.filename ?? name);
}
