import { useMutation } from '@tanstack/react-query';
import { exportAuditEndpoint } from '@portal/domain/endpoints/backoffice-audit';
import type { AuditQuery } from '@portal/domain/schemas/audit';
import { saveFile } from '@/lib/save-file';
import { fetchStaffFile } from '../utils/call-staff';

export type AuditFilters = Omit<AuditQuery, 'offset' | 'limit'>;

/** GET backoffice/audit.csv (v1): every entry the filters select, saved as a file. */
export async function downloadAuditCsv(filters: AuditFilters) {
  const query = Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const file = await fetchStaffFile(exportAuditEndpoint, undefined, query);
  saveFile(file.blob, file.filename ?? 'audit.csv');
}

export function useDownloadAuditCsv() {
  return useMutation({ mutationFn: downloadAuditCsv });
}
