import { useMutation } from '@tanstack/react-query';
import { importSipsEndpoint } from '@portal/domain/endpoints/contracting';
import type { SipsImportAnswer } from '@portal/domain/schemas/contracting';
import { callStaff } from '../utils/call-staff';
import { csvBody } from '../utils/csv-body';
import type { UploadRequest } from './import-book';

/** POST backoffice/sips (v1, a `text/csv` body): a SIPS data set; the answer counts its lines. */
export function importSips(
  file: File,
  onUploadProgress: (sent: number) => void,
): Promise<SipsImportAnswer> {
  return callStaff(importSipsEndpoint, { file: csvBody(file), onUploadProgress });
}

export function useImportSips() {
  return useMutation({
    mutationFn: ({ files, onUploadProgress }: UploadRequest<File>) =>
      importSips(files, onUploadProgress),
  });
}
