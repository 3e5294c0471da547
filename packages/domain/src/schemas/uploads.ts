import * as z from 'zod/mini';
import type { FieldErrorCode } from '../error-codes';
import { isFileWithinLimit } from '../rules/file-size';

/**
 * Calls that carry files take them as multipart/form-data (docs/decisions/013): the files as parts
 * of one field, the other fields as text parts. These are the rules both sides check before the
 * bytes; the server checks the bytes themselves too.
 */

/** The types an upload may have: the ones the server can check on content (PDF and images). */
export const uploadFileTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type UploadFileType = (typeof uploadFileTypes)[number];

export const isUploadFileType = (type: string): type is UploadFileType =>
  (uploadFileTypes as readonly string[]).includes(type);

/** What the form and the server know of a file before its bytes: name, declared type and size. */
export type UploadFileInfo = { name: string; type: string; size: number };

export type UploadFileRules = {
  /** The most files a call takes. */
  max: number;
  /** The largest file, in bytes (the setting fileUploadSizeLimit). */
  sizeLimit: number;
  types: readonly UploadFileType[];
  /** The code when no file is sent but one is needed; no file is fine without it. */
  whenMissing?: FieldErrorCode;
};

const MAX_FILE_NAME_BYTES = 255;

/** The length of a text in UTF-8 (the domain is typed without the DOM or Node: no TextEncoder). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * A name a file system can hold as one file, that names no other place: not empty, at most 255
 * bytes in UTF-8, no NUL byte and no path separator. Stored files never take it (the server names
 * them); it is kept to show to the customer and the back office.
 */
export function isValidFileName(name: string): boolean {
  return name.length > 0 && utf8Length(name) <= MAX_FILE_NAME_BYTES && !/[\0/\\]/.test(name);
}

const fileInfoSchema = z.object({ name: z.string(), type: z.string(), size: z.number() });

/**
 * The files of an upload (spec 2 point 5 "Files"): at most `max`, each within the size limit, of an
 * allowed type and with a valid name. Every problem is one code on the files field itself, in the
 * order a form shows the first of them.
 */
export function uploadFilesSchema(rules: UploadFileRules) {
  return z.array(fileInfoSchema).check(
    z.superRefine((files, ctx) => {
      const codes: FieldErrorCode[] = [];
      if (files.length > rules.max) codes.push('too_long');
      if (files.some((file) => !isFileWithinLimit(file.size, rules.sizeLimit))) {
        codes.push('file_too_large');
      }
      const allowed: readonly string[] = rules.types;
      if (files.some((file) => !allowed.includes(file.type))) codes.push('invalid_attachment_type');
      if (files.some((file) => !isValidFileName(file.name))) codes.push('invalid_file_name');
      if (files.length === 0 && rules.whenMissing) codes.push(rules.whenMissing);
      for (const code of codes) ctx.issues.push({ code: 'custom', message: code, input: files });
    }),
  );
}

/**
 * A field of a multipart body is text: a whole number arrives as its digits ("7"), which `schema`
 * then checks as a number; the form may give the number itself.
 */
export const integerFromText = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: number | string): unknown =>
      typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value,
    ),
    schema,
  );

/** A yes/no field of a multipart body: "true" or "false", or the boolean itself. */
export const booleanFromText = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: boolean | string): unknown =>
      value === 'true' ? true : value === 'false' ? false : value,
    ),
    schema,
  );

/**
 * The chosen files of a form (a browser's `File`s, or anything with a name, type and size), checked
 * with the upload rules the server applies too (decision 013). Every problem is a code on the
 * field, comma-separated as the web's `fieldErrorText` reads them.
 */
export function chosenFilesSchema<F extends UploadFileInfo>(rules: UploadFileRules) {
  const filesSchema = uploadFilesSchema(rules);
  return z.array(z.custom<F>()).check(
    z.superRefine((files, ctx) => {
      const checked = filesSchema.safeParse(
        files.map(({ name, type, size }) => ({ name, type, size })),
      );
      const codes = checked.error?.issues.map((issue) => issue.message) ?? [];
      if (codes.length > 0)
        ctx.issues.push({ code: 'custom', message: codes.join(','), input: files });
    }),
  );
}
