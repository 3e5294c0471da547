import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { HttpError } from './http-error';

/** Passes the bytes on, failing with 413 once there are more than `maxBytes`. */
export function byteLimit(maxBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new HttpError(413, 'payload_too_large') : null, chunk);
    },
  });
}

/** A field as written, without the quotes a spreadsheet may have put around it. */
const unquoted = (field: string) => field.trim().replace(/^"(.*)"$/s, '$1');

/**
 * The records of a comma-separated import file (the SIPS data sets, the OMIP prices), each field
 * trimmed and unquoted; a file over `maxBytes` fails the iteration with 413.
 */
export async function* csvRecords(
  input: Readable | string,
  maxBytes: number,
): AsyncGenerator<string[]> {
  const parser = parse({
    delimiter: ',',
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    quote: false,
  });
  const reading = pipeline(
    typeof input === 'string' ? Readable.from([input]) : input,
    byteLimit(maxBytes),
    parser,
  );
  // The pipeline's failure (413) is also the parser's, which the loop below throws; awaited after
  // it, a failure of the input's own ends the records too.
  reading.catch(() => {});
  for await (const record of parser as AsyncIterable<string[]>) yield record.map(unquoted);
  await reading;
}

/** A record of a `;`-separated file with the line it ends on (the header is line 1). */
export type CsvLine = { line: number; fields: string[] };

/**
 * The records of a `;`-separated file (the retailer's book), each field trimmed and unquoted, with
 * their line numbers; a record over `maxRecordBytes` fails the iteration with 413 at its line, a
 * file over `maxBytes` with 413.
 */
export async function* csvLines(
  input: Readable,
  { maxBytes, maxRecordBytes }: { maxBytes: number; maxRecordBytes: number },
): AsyncGenerator<CsvLine> {
  const parser = parse({
    delimiter: ';',
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    quote: false,
    info: true,
    max_record_size: maxRecordBytes,
  });
  const reading = pipeline(input, byteLimit(maxBytes), parser);
  reading.catch(() => {});
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { line: info.lines, fields: record.map(unquoted) };
    }
    await reading;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'CSV_MAX_RECORD_SIZE') {
      const lines = (error as { lines?: number }).lines;
      throw new RecordTooLarge(typeof lines === 'number' ? lines : 0);
    }
    throw error;
  } finally {
    input.destroy();
  }
}

/** A record of a book file longer than any row may be: the file is read no further. */
export class RecordTooLarge extends Error {
  constructor(readonly line: number) {
    super(`record too large at line ${line}`);
  }
}
