import type { UploadFileType } from '@portal/domain/schemas/uploads';
import { contentChecks } from './file-content';

/**
 * Files sent inside a JSON body as base64 data URLs (the contracting leads, the contact leads),
 * whose schema has already checked the data URL's shape and declared type (a PDF, a PNG or a JPEG).
 * Their bytes are checked on their whole structure by the checks multipart uploads use (decision
 * 013): the type a data URL declares must be the one its bytes prove.
 */

export type DecodedFile = {
  name: string;
  type: UploadFileType;
  /** The extension its stored file takes. */
  extension: string;
  bytes: Buffer;
};

/** Whether the bytes are a well-formed file of the type (the checks of lib/uploads). */
export async function provesType(bytes: Buffer, type: UploadFileType): Promise<boolean> {
  const check = contentChecks[type].create();
  check.push(bytes);
  return check.end(async (position, length) => bytes.subarray(position, position + length));
}

/**
 * Decodes a data URL file (`data:<type>;base64,<bytes>`); null when its bytes are not the type it
 * declares (the caller's `invalid_attachment_type`).
 */
export async function decodeDataUrlFile(file: {
  name: string;
  content: string;
}): Promise<DecodedFile | null> {
  const comma = file.content.indexOf(',');
  const type = file.content.slice('data:'.length, file.content.indexOf(';')) as UploadFileType;
  if (!(type in contentChecks)) return null;
  const bytes = Buffer.from(file.content.slice(comma + 1), 'base64');
  if (!(await provesType(bytes, type))) return null;
  return { name: file.name, type, extension: contentChecks[type].extension, bytes };
}
