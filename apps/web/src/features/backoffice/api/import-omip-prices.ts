import { useMutation } from '@tanstack/react-query';
import { importOmipPricesEndpoint } from '@portal/domain/endpoints/omip';
import type { OmipImportAnswer } from '@portal/domain/schemas/omip';
import { callStaff } from '../utils/call-staff';
import { csvBody } from '../utils/csv-body';
import type { UploadRequest } from './import-book';

/**
 * POST backoffice/omip/prices (v1, a `text/csv` body): daily settlement prices; the answer counts
 * them and the alerts that became met.
 */
export function importOmipPrices(
  file: File,
  onUploadProgress: (sent: number) => void,
): Promise<OmipImportAnswer> {
  return callStaff(importOmipPricesEndpoint, { file: csvBody(file), onUploadProgress });
}

export function useImportOmipPrices() {
  return useMutation({
    mutationFn: ({ files, onUploadProgress }: UploadRequest<File>) =>
      importOmipPrices(files, onUploadProgress),
  });
}
