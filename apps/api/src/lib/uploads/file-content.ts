import { crc32 } from 'node:zlib';
import type { UploadFileType } from '@portal/domain/schemas/uploads';

/** Reads up to `length` stored bytes from `position` (fewer at the end of the file). */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

/**
 * Checks that a file is what its type says by its whole structure, not its first bytes: fed the
 * bytes as they arrive (nothing is kept but a few bytes of state), then asked once they are all in.
 */
export interface ContentCheck {
  push(chunk: Buffer): void;
  /** Whether the bytes make a well-formed file of the type; `readAt` reads the stored file. */
  end(readAt: ReadAt): Promise<boolean>;
}

/** What a walk over a format asks for next; it resumes with the bytes (an empty Buffer for `skip`). */
type Need =
  | { kind: 'take'; length: number }
  | { kind: 'skip'; length: number; onBytes?: (bytes: Buffer) => void }
  /** JPEG entropy-coded data: resumes with the code of the marker that ends it. */
  | { kind: 'marker' };

type Walk = Generator<Need, boolean, Buffer>;

const take = (length: number): Need => ({ kind: 'take', length });
const skip = (length: number, onBytes?: (bytes: Buffer) => void): Need => ({
  kind: 'skip',
  length,
  onBytes,
});

/**
 * Runs a walk (a generator that asks for bytes and returns whether the structure holds) over the
 * chunks as they come. The walk must return at the file's last byte: bytes after it fail.
 */
function walkCheck(walk: () => Walk): ContentCheck {
  const steps = walk();
  let need: Need | undefined;
  let result: boolean | undefined;
  let taken: Buffer[] = [];
  let takenLength = 0;
  let afterFF = false;
  let trailingBytes = false;

  const resume = (value: Buffer) => {
    const step = steps.next(value);
    if (step.done) {
      result = step.value;
      need = undefined;
    } else {
      need = step.value;
    }
  };
  resume(Buffer.alloc(0));

  /** Feeds the current need from `chunk` at `offset`; answers where it stopped. */
  const feed = (chunk: Buffer, offset: number): number => {
    if (!need) return offset;
    if (need.kind === 'take') {
      const part = chunk.subarray(offset, offset + need.length - takenLength);
      taken.push(part);
      takenLength += part.length;
      if (takenLength === need.length) {
        const bytes = Buffer.concat(taken);
        taken = [];
        takenLength = 0;
        resume(bytes);
      }
      return offset + part.length;
    }
    if (need.kind === 'skip') {
      const part = chunk.subarray(offset, offset + need.length);
      need.onBytes?.(part);
      need.length -= part.length;
      if (need.length === 0) resume(Buffer.alloc(0));
      return offset + part.length;
    }
    // Entropy-coded data ends at 0xFF followed by a code that is not a stuffed zero, a restart
    // marker (D0–D7) or another fill 0xFF.
    let index = offset;
    while (index < chunk.length) {
      if (!afterFF) {
        const next = chunk.indexOf(0xff, index);
        if (next === -1) return chunk.length;
        afterFF = true;
        index = next + 1;
        continue;
      }
      const code = chunk[index]!;
      index += 1;
      if (code === 0xff) continue;
      afterFF = false;
      if (code !== 0x00 && (code < 0xd0 || code > 0xd7)) {
        resume(Buffer.of(code));
        return index;
      }
    }
    return index;
  };

  return {
    push(chunk) {
      let offset = 0;
      while (offset < chunk.length) {
        if (!need) {
          trailingBytes = true;
          return;
        }
        offset = feed(chunk, offset);
      }
    },
    async end() {
      return result === true && !trailingBytes;
    },
  };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_MAX_CHUNK_LENGTH = 0x7fffffff;

/**
 * PNG (ISO/IEC 15948 §5): the signature, then chunks (length, type, data, CRC of type and data),
 * IHDR first with its 13 bytes, at least one IDAT, IEND last and empty.
 */
function* pngWalk(): Walk {
  if (!(yield take(8)).equals(PNG_SIGNATURE)) return false;
  let first = true;
  let sawImageData = false;
  for (;;) {
    const header = yield take(8);
    const length = header.readUInt32BE(0);
    const type = header.subarray(4, 8);
    const name = type.toString('latin1');
    if (length > PNG_MAX_CHUNK_LENGTH || !/^[A-Za-z]{4}$/.test(name)) return false;
    if (first !== (name === 'IHDR') || (name === 'IHDR' && length !== 13)) return false;
    first = false;
    let crc = crc32(type);
    yield skip(length, (bytes) => {
      crc = crc32(bytes, crc);
    });
    if ((yield take(4)).readUInt32BE(0) !== crc) return false;
    if (name === 'IDAT') sawImageData = true;
    if (name === 'IEND') return length === 0 && sawImageData;
  }
}

const JPEG = {
  SOI: 0xd8,
  EOI: 0xd9,
  SOS: 0xda,
  TEM: 0x01,
} as const;
const isRestart = (code: number) => code >= 0xd0 && code <= 0xd7;
/** Start-of-frame markers: C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
const isFrameStart = (code: number) =>
  code >= 0xc0 && code <= 0xcf && code !== 0xc4 && code !== 0xc8 && code !== 0xcc;

/** The next marker's code: 0xFF, any fill 0xFF bytes, the code; -1 when no marker is there. */
function* nextMarker(): Generator<Need, number, Buffer> {
  if ((yield take(1))[0] !== 0xff) return -1;
  let code: number;
  do code = (yield take(1))[0]!;
  while (code === 0xff);
  return code;
}

/**
 * JPEG (ITU T.81 Annex B): SOI, then marker segments each of the length it states, a frame header
 * before the first scan, entropy-coded data after each scan header up to the next marker, and EOI
 * as the last two bytes.
 */
function* jpegWalk(): Walk {
  const soi = yield take(2);
  if (soi[0] !== 0xff || soi[1] !== JPEG.SOI) return false;
  let sawFrame = false;
  let sawScan = false;
  let code = yield* nextMarker();
  for (;;) {
    if (code === JPEG.EOI) return sawFrame && sawScan;
    if (code === -1 || code === 0x00 || code === JPEG.SOI) return false;
    if (isRestart(code) || code === JPEG.TEM) {
      code = yield* nextMarker();
      continue;
    }
    const length = (yield take(2)).readUInt16BE(0);
    if (length < 2) return false;
    yield skip(length - 2);
    if (isFrameStart(code)) sawFrame = true;
    if (code === JPEG.SOS) {
      if (!sawFrame) return false;
      sawScan = true;
      code = (yield { kind: 'marker' })[0]!;
    } else {
      code = yield* nextMarker();
    }
  }
}

/** Where the %%EOF marker must be: within the last 1,024 bytes (ISO 32000-1 §7.5.5, note). */
const PDF_TAIL_BYTES = 1_024;
const PDF_XREF_READ_BYTES = 1_024;

/**
 * PDF (ISO 32000-1 §7.5): the %PDF-n.m header, a trailer that ends with
 * `startxref <offset> %%EOF`, and at that offset a cross-reference table (`xref` and its first
 * entry) or a cross-reference stream (an object whose dictionary is of /Type /XRef).
 */
function pdfCheck(): ContentCheck {
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let size = 0;
  return {
    push(chunk) {
      size += chunk.length;
      if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
      tail = Buffer.concat([tail, chunk.subarray(-PDF_TAIL_BYTES)]).subarray(-PDF_TAIL_BYTES);
    },
    async end(readAt) {
      if (!/^%PDF-[12]\.\d$/.test(head.toString('latin1'))) return false;
      const trailer = /startxref\s+(\d{1,15})\s+%%EOF\s*$/.exec(tail.toString('latin1'));
      if (!trailer) return false;
      const offset = Number(trailer[1]);
      if (offset < head.length || offset >= size) return false;
      const xref = (await readAt(offset, PDF_XREF_READ_BYTES)).toString('latin1');
      return (
        /^xref\s+\d+\s+\d+\s+\d{10}\s\d{5}\s[fn]/.test(xref) ||
        /^\d+\s+\d+\s+obj\s*<<[\s\S]*?\/Type\s*\/XRef\b/.test(xref)
      );
    },
  };
}

/** A fresh check for each type an upload may have, and the extension its stored file takes. */
export const contentChecks: Record<
  UploadFileType,
  { create: () => ContentCheck; extension: string }
> = {
  'application/pdf': { create: pdfCheck, extension: 'pdf' },
  'image/png': { create: () => walkCheck(pngWalk), extension: 'png' },
  'image/jpeg': { create: () => walkCheck(jpegWalk), extension: 'jpg' },
};
