import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { type BookFile, bookFiles } from '@portal/domain/schemas/book';
import type { FastifyRequest } from 'fastify';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import { isValidBookPdfPath } from '../../services/book/book-rows';
import { BOOK_CSV_MAX_BYTES } from '../../services/book/book-source';

/**
 * The largest book the back office's call takes (its three files and PDFs, with the parts'
 * headers); a larger one is imported in parts (a month's invoices at a time) or with the command.
 */
export const BOOK_UPLOAD_MAX_BYTES = 256 * 1024 * 1024;
/** The most files one upload brings: the three CSV files and the PDFs. */
const BOOK_UPLOAD_MAX_FILES = 20_000;

const isBookFile = (name: string): name is BookFile =>
  (bookFiles as readonly string[]).includes(name);

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** Stops a file part once the whole body has brought more than the limit. */
function counted(meter: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      meter.bytes += chunk.length;
      done(
        meter.bytes > BOOK_UPLOAD_MAX_BYTES ? new HttpError(413, 'payload_too_large') : null,
        chunk,
      );
    },
  });
}

/**
 * Reads the book's upload (docs/decisions/013, as the other uploads: the declared length checked
 * before a byte is read, the body counted as it comes) into a directory laid out as the book's
 * own: each file part is named by its path in it (`customers.csv`, `pdf/F2026-0001.pdf`). A part of
 * another name, a text field, a name given twice or a CSV file over its limit refuses the whole
 * upload, before any row is read. `use` gets the directory, removed once it is done or failed.
 */
export async function receiveBook<R>(
  request: FastifyRequest,
  temporaryDir: string,
  use: (directory: string) => Promise<R>,
): Promise<R> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  const declared = Number(request.headers['content-length']);
  if (request.headers['transfer-encoding'] === undefined && declared > BOOK_UPLOAD_MAX_BYTES) {
    throw new HttpError(413, 'payload_too_large');
  }
  await mkdir(temporaryDir, { recursive: true });
  const directory = await mkdtemp(path.join(temporaryDir, 'book-'));
  try {
    const names = new Set<string>();
    const problems = new Set<string>();
    const meter = { bytes: 0 };
    const parts = request.parts({
      limits: {
        fileSize: BOOK_CSV_MAX_BYTES + 1,
        fieldSize: 1024,
        fields: 8,
        files: BOOK_UPLOAD_MAX_FILES,
        parts: BOOK_UPLOAD_MAX_FILES,
        headerPairs: 16,
      },
    });
    try {
      for await (const part of parts as AsyncIterable<Multipart>) {
        if (part.type === 'field') {
          problems.add('unknown_field');
          continue;
        }
        const name = part.fieldname;
        const usable =
          (isBookFile(name) || isValidBookPdfPath(name)) && !names.has(name) && problems.size === 0;
        if (!usable) {
          problems.add('invalid_file_name');
          await pipeline(part.file, counted(meter), discard());
          continue;
        }
        names.add(name);
        const file = path.join(directory, name);
        try {
          await mkdir(path.dirname(file), { recursive: true });
          await pipeline(part.file, counted(meter), createWriteStream(file, { flags: 'wx' }));
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          // A PDF's folder named as another file: the names cannot make one directory.
          if (code !== 'ENOTDIR' && code !== 'EEXIST' && code !== 'EISDIR') throw error;
          problems.add('invalid_file_name');
          part.file.resume();
          continue;
        }
        if (part.file.truncated) throw new HttpError(413, 'payload_too_large');
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('FST_')) {
        throw new HttpError(413, 'payload_too_large');
      }
      if (error instanceof Error && 'errno' in error) throw error;
      throw new HttpError(400, 'invalid_body');
    }
    if (![...names].some(isBookFile)) problems.add('required');
    if (problems.size > 0) throw new FieldErrorsError({ files: [...problems] });
    return await use(directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
