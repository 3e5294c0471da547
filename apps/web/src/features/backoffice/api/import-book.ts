import { useMutation } from '@tanstack/react-query';
import { importBookEndpoint } from '@portal/domain/endpoints/book';
import type { BookImportReport } from '@portal/domain/schemas/book';
import { callStaff } from '../utils/call-staff';

/** A file of the book and its path in the book's directory (`customers.csv`, `pdf/F1.pdf`). */
export interface BookUploadFile {
  path: string;
  file: File;
}

export interface UploadRequest<F> {
  files: F;
  onUploadProgress: (sent: number) => void;
}

/**
 * POST backoffice/book (v1, multipart): the book's files, each a part named by its path, as the
 * API reads a directory; the answer counts what changed and lists the bad rows by file and line.
 */
export function importBook(
  files: readonly BookUploadFile[],
  onUploadProgress: (sent: number) => void,
): Promise<BookImportReport> {
  const formData = new FormData();
  for (const { path, file } of files) formData.append(path, file, file.name);
  return callStaff(importBookEndpoint, { formData, onUploadProgress });
}

export function useImportBook() {
  return useMutation({
    mutationFn: ({ files, onUploadProgress }: UploadRequest<readonly BookUploadFile[]>) =>
      importBook(files, onUploadProgress),
  });
}
