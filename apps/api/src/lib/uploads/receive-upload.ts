import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { isFileWithinLimit } from '@portal/domain/rules/file-size';
import {
  type UploadFileInfo,
  type UploadFileRules,
  type UploadFileType,
  isUploadFileType,
  isValidFileName,
  uploadFilesSchema,
} from '@portal/domain/schemas/uploads';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { fieldErrorsOf } from '../field-errors';
import { FieldErrorsError, HttpError } from '../http-error';
import { type ReadAt, contentChecks } from './file-content';
import type { UploadQuota, UploadReservation } from './upload-quota';

export type UploadRules<F extends z.ZodMiniType> = {
  /** The text fields: the schema the form uses, checked once the body is in. */
  fields: F;
  /** The name of the file parts, and what the files may be. */
  files: UploadFileRules & { field: string };
};

export type ReceivedFile = {
  /** As the customer named it: kept to show, never used to store. */
  name: string;
  type: UploadFileType;
  size: number;
  /** The extension a stored copy takes, from the checked type. */
  extension: string;
  /** The temporary file that holds it while the call uses it. */
  path: string;
};

export type Upload<T> = { fields: T; files: ReceivedFile[] };

/** Receives an upload for the signed-in customer and hands it to `use`; see `receive`. */
export type ReceiveUpload = <F extends z.ZodMiniType, R>(
  rules: UploadRules<F>,
  use: (upload: Upload<z.output<F>>) => Promise<R>,
) => Promise<R>;

/** Room in a body beside its files: the text fields and the headers of every part. */
const FIELDS_ROOM_BYTES = 65_536;
const MAX_FIELDS = 32;
const MAX_FIELD_BYTES = 16_384;

/** The largest body of a call that takes these files: all of them at the size limit, and room. */
export const uploadBodyLimit = (rules: UploadFileRules) =>
  rules.max * rules.sizeLimit + FIELDS_ROOM_BYTES;

/** The length a request declares for its body; undefined when the body comes chunked. */
function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  return header === undefined || request.headers['transfer-encoding'] !== undefined
    ? undefined
    : Number(header);
}

const readAtFile =
  (file: string): ReadAt =>
  async (position, length) => {
    const handle = await open(file);
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  };

const discard = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

/**
 * A failure while the body is read: the multipart parser's limits are 413, a malformed or cut-off
 * body is 400; the server's own (a disk that fails) stay errors, a 500.
 */
function asRequestError(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  if ('errno' in error) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return new HttpError(413, 'payload_too_large');
  }
  return new HttpError(400, 'invalid_body');
}

/** A file part as it was read: what is known of it and, when it was kept, the file. */
type ReadFile = { info: UploadFileInfo; kept?: ReceivedFile };

type ReadBody = {
  fields: Record<string, unknown>;
  files: ReadFile[];
  /** Problems no schema sees: file parts under another name, text values cut at their limit. */
  errors: Record<string, string[]>;
};

/**
 * Reads the parts of a multipart body as they come, never a whole file in memory: each file of the
 * rules' field goes through its type's content check into a file of `directory`; files it cannot take
 * (beyond the count, of another type or name) are read and dropped. A body that brings more than the
 * reservation is stopped there (`meter.bytes` counts what was read).
 */
async function readBody(
  request: FastifyRequest,
  rules: UploadRules<z.ZodMiniType>['files'],
  directory: string,
  reservation: UploadReservation,
  meter: { bytes: number },
): Promise<ReadBody> {
  const body: ReadBody = { fields: {}, files: [], errors: {} };
  let current: MultipartFile | undefined;
  let overflow: HttpError | undefined;
  let stop!: (error: HttpError) => void;
  const stopped = new Promise<never>((_resolve, reject) => {
    stop = reject;
  });
  stopped.catch(() => {});
  /**
   * Waits for a step of the reading unless the body is stopped first; a step left behind when it is
   * fails later on its own (the parser sees the connection close) and is let go.
   */
  const untilStopped = <T>(step: Promise<T>) => {
    step.catch(() => {});
    return Promise.race([step, stopped]);
  };
  const count = (chunk: Buffer) => {
    meter.bytes += chunk.length;
    if (meter.bytes <= reservation.bytes || overflow) return;
    overflow = reservation.overflow();
    request.raw.unpipe();
    request.raw.pause();
    current?.file.destroy(overflow);
    stop(overflow);
  };

  const receiveFile = async (part: MultipartFile): Promise<ReadFile> => {
    const info = { name: part.filename, type: part.mimetype, size: 0 };
    const index = body.files.length;
    const type = isUploadFileType(info.type) && rules.types.includes(info.type) ? info.type : null;
    // Only a file the call can take is checked and written; the others are counted and dropped.
    const taken =
      type !== null && index < rules.max && isValidFileName(info.name)
        ? { type, check: contentChecks[type].create() }
        : null;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        info.size += chunk.length;
        taken?.check.push(chunk);
        callback(null, chunk);
      },
    });
    if (!taken) {
      await pipeline(part.file, measure, discard());
      return { info };
    }
    const file = path.join(directory, String(index + 1));
    await pipeline(part.file, measure, createWriteStream(file));
    if (!isFileWithinLimit(info.size, rules.sizeLimit)) return { info };
    // The type that counts is the one the content proves: a file that is not what it says has none.
    if (!(await taken.check.end(readAtFile(file)))) {
      return { info: { ...info, type: 'unrecognised' } };
    }
    const { extension } = contentChecks[taken.type];
    return { info, kept: { ...info, type: taken.type, path: file, extension } };
  };

  const parts = request.parts({
    // One byte over the size limit is enough to know a file is too large; the rest is dropped.
    limits: {
      fileSize: rules.sizeLimit + 1,
      fieldSize: MAX_FIELD_BYTES,
      fields: MAX_FIELDS,
      parts: 2 * rules.max + MAX_FIELDS,
      headerPairs: 16,
    },
    // The name as sent, so that a path in it is refused rather than cut.
    preservePath: true,
  });
  // Asking for the first part starts the parser reading the request; the count starts with it.
  let next = parts.next();
  request.raw.on('data', count);
  try {
    for (;;) {
      const step: IteratorResult<Multipart> = await untilStopped(next);
      if (step.done) break;
      const part = step.value;
      if (part.type === 'field') {
        const previous = body.fields[part.fieldname];
        body.fields[part.fieldname] =
          previous === undefined
            ? part.value
            : [...(Array.isArray(previous) ? previous : [previous]), part.value];
        if (part.valueTruncated) body.errors[part.fieldname] = ['too_long'];
      } else if (part.fieldname === rules.field) {
        current = part;
        body.files.push(await untilStopped(receiveFile(part)));
        current = undefined;
      } else {
        body.errors[part.fieldname] = ['unknown_field'];
        await untilStopped(pipeline(part.file, discard()));
      }
      next = parts.next();
    }
  } catch (error) {
    throw overflow ?? asRequestError(error);
  } finally {
    request.raw.off('data', count);
  }
  return body;
}

/** The fields and files of a body read whole, or 400 with every field error at once. */
function validate<F extends z.ZodMiniType>(
  body: ReadBody,
  rules: UploadRules<F>,
): Upload<z.output<F>> {
  const errors = { ...body.errors };
  const fields = rules.fields.safeParse(body.fields);
  if (!fields.success) Object.assign(errors, fieldErrorsOf(fields.error.issues, body.fields));
  const files = uploadFilesSchema(rules.files).safeParse(body.files.map((file) => file.info));
  if (!files.success) errors[rules.files.field] = files.error.issues.map((issue) => issue.message);
  if (!fields.success || Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
  // Every file passed the schema (count, type, name, size, content), and so was kept.
  return { fields: fields.data, files: body.files.flatMap((file) => file.kept ?? []) };
}

/**
 * Uploads as multipart/form-data (docs/decisions/013). A call first checks what needs no body (the
 * token, the caller's right to what the path names), then hands its request here.
 */
export function createUploadReceiver(options: { quota: UploadQuota; temporaryDir: string }) {
  return {
    /**
     * Before a byte of the body is read: a multipart body (415), a declared length within the
     * call's limit (413) and within the customer's quota for the day (429). Then the body is read
     * as it comes, its fields and files checked (400 with the field errors), and `use` runs with
     * them; the files it did not store elsewhere are removed once it is done, or has failed.
     */
    async receive<F extends z.ZodMiniType, R>(
      request: FastifyRequest,
      userId: string,
      rules: UploadRules<F>,
      use: (upload: Upload<z.output<F>>) => Promise<R>,
    ): Promise<R> {
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
      const limit = uploadBodyLimit(rules.files);
      const declared = declaredLength(request);
      if (declared !== undefined && declared > limit) {
        throw new HttpError(413, 'payload_too_large');
      }
      const reservation = await options.quota.reserve(userId, declared, limit);
      const meter = { bytes: 0 };
      await mkdir(options.temporaryDir, { recursive: true });
      const directory = await mkdtemp(path.join(options.temporaryDir, 'upload-'));
      try {
        let body: ReadBody;
        try {
          body = await readBody(request, rules.files, directory, reservation, meter);
        } finally {
          await reservation.settle(meter.bytes);
        }
        return await use(validate(body, rules));
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
  };
}
export type UploadReceiver = ReturnType<typeof createUploadReceiver>;
