import { useMutation } from '@tanstack/react-query';
import { importCurvesEndpoint } from '@portal/domain/endpoints/curves';
import type { CurveImportReport } from '@portal/domain/schemas/curves';
import { callStaff } from '../utils/call-staff';
import { csvBody } from '../utils/csv-body';
import type { UploadRequest } from './import-book';

/**
 * POST backoffice/curves/import (v1, a `text/csv` body): a curve file as distributors deliver it;
 * the answer counts the rows and lists the first bad ones by line.
 */
export function importCurves(
  file: File,
  onUploadProgress: (sent: number) => void,
): Promise<CurveImportReport> {
  return callStaff(importCurvesEndpoint, { file: csvBody(file), onUploadProgress });
}

export function useImportCurves() {
  return useMutation({
    mutationFn: ({ files, onUploadProgress }: UploadRequest<File>) =>
      importCurves(files, onUploadProgress),
  });
}
