import { randomBytes } from 'node:crypto';

/** A file part: its name as sent (bytes, to send any), declared type and content (tests only). */
export type FilePart = {
  /** The part's field name; `files` unless given. */
  field?: string;
  filename: string | Buffer;
  type: string;
  content: Buffer;
};

/** A multipart/form-data body built by hand, so that a test can send what no browser would. */
export class MultipartBody {
  constructor(
    readonly payload: Buffer,
    readonly contentType: string,
  ) {}

  get headers() {
    return { 'content-type': this.contentType };
  }
}

export function multipart(
  fields: Record<string, string | number | boolean>,
  files: FilePart[] = [],
): MultipartBody {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="`,
      ),
      Buffer.isBuffer(file.filename) ? file.filename : Buffer.from(file.filename),
      Buffer.from(`"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return new MultipartBody(Buffer.concat(parts), `multipart/form-data; boundary=${boundary}`);
}
