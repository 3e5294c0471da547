import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BookFile } from '@portal/domain/schemas/book';
import { HttpError } from '../../lib/http-error';
import { isValidBookPdfPath } from './book-rows';

/** The largest CSV file of the book one import reads (about 300,000 invoices); larger come in parts. */
export const BOOK_CSV_MAX_BYTES = 64 * 1024 * 1024;
/** The largest invoice PDF the book may bring. */
export const BOOK_PDF_MAX_BYTES = 15_000_000;

/** Where a book's files are read from: a directory, as the command names it or an upload wrote it. */
export type BookSource = {
  /**
   * The file's bytes, or null when the book lacks it. Each file's size is checked when the
   * import starts, before anything is stored: one over the limit is 413.
   */
  open(file: BookFile): Promise<Readable | null>;
  /**
   * A PDF named relative to the directory: its path and size, or null when no regular file of
   * that name is inside the directory (a name that climbs out of it, or a link that points out,
   * finds nothing).
   */
  pdf(name: string): Promise<{ path: string; size: number } | null>;
};

const ifExists = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') return null;
    throw error;
  }
};

/** The book in a directory: `customers.csv`, `contracts.csv`, `invoices.csv` and the PDFs they name. */
export function directoryBookSource(directory: string): BookSource {
  const root = realpath(directory);
  return {
    async open(file) {
      const found = await ifExists(() => stat(path.join(directory, file)));
      if (!found) return null;
      if (!found.isFile()) throw new Error(`${file} is not a file`);
      if (found.size > BOOK_CSV_MAX_BYTES) throw new HttpError(413, 'payload_too_large');
      return createReadStream(path.join(directory, file));
    },
    async pdf(name) {
      if (!isValidBookPdfPath(name)) return null;
      const base = await root;
      const real = await ifExists(() => realpath(path.join(base, name)));
      if (!real || !real.startsWith(`${base}${path.sep}`)) return null;
      const found = await stat(real);
      return found.isFile() ? { path: real, size: found.size } : null;
    },
  };
}
