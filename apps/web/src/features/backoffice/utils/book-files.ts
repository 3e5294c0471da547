import { bookFiles } from '@portal/domain/schemas/book';
import type { BookUploadFile } from '../api/import-book';

const isBookCsv = (path: string) => (bookFiles as readonly string[]).includes(path);

/**
 * The chosen files as the book's call takes them, each named by its path in the book's directory.
 * A folder's files keep their path inside it (`pdf/F1.pdf`), files chosen one by one their name.
 * Only the book's three CSV files and PDFs go: anything else a folder holds (a README, the system's
 * hidden files) would make the API refuse the whole upload.
 */
export function bookUploadFiles(chosen: readonly File[]): BookUploadFile[] {
  return chosen
    .map((file) => ({
      file,
      path: file.webkitRelativePath
        ? file.webkitRelativePath.split('/').slice(1).join('/')
        : file.name,
    }))
    .filter(({ path }) => isBookCsv(path) || (/\.pdf$/i.test(path) && !/(^|\/)\./.test(path)));
}
