import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import {
  PNG_SIGNATURE,
  sampleJpeg,
  samplePdf,
  samplePdfWithXrefStream,
  samplePng,
  samplePngChunks,
} from '../../testing/sample-files';
import { contentChecks } from './file-content';

type CheckedType = keyof typeof contentChecks;

/** Runs the type's check over the bytes, fed in pieces of `pieceLength` as they would arrive. */
async function isWellFormed(type: CheckedType, bytes: Buffer, pieceLength = 7): Promise<boolean> {
  const check = contentChecks[type].create();
  for (let offset = 0; offset < bytes.length; offset += pieceLength) {
    check.push(bytes.subarray(offset, offset + pieceLength));
  }
  return check.end(async (position, length) => bytes.subarray(position, position + length));
}

const pdfkitDocument = () =>
  new Promise<Buffer>((resolve) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.text('Certificado de titularidad');
    document.end();
  });

describe('PDF content', () => {
  it('takes a document with its header, trailer and cross-reference table', async () => {
    for (const pieceLength of [1, 7, 4_096]) {
      expect(await isWellFormed('application/pdf', samplePdf(), pieceLength)).toBe(true);
    }
    expect(await isWellFormed('application/pdf', await pdfkitDocument(), 1_000)).toBe(true);
    expect(await isWellFormed('application/pdf', samplePdf(5_000), 1_000)).toBe(true);
  });

  it('takes a cross-reference stream (PDF 1.5)', async () => {
    expect(await isWellFormed('application/pdf', samplePdfWithXrefStream())).toBe(true);
  });

  it('refuses a file that only begins like a PDF', async () => {
    const pdf = samplePdf();
    // What the first-bytes check took: the header and anything after it.
    expect(await isWellFormed('application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))).toBe(false);
    expect(
      await isWellFormed('application/pdf', Buffer.concat([pdf.subarray(0, 20), Buffer.alloc(99)])),
    ).toBe(false);
    // Cut before its end.
    expect(await isWellFormed('application/pdf', pdf.subarray(0, pdf.length - 10))).toBe(false);
    // Something else after it.
    expect(
      await isWellFormed('application/pdf', Buffer.concat([pdf, Buffer.from('<html></html>')])),
    ).toBe(false);
    // A header that is not at the start.
    expect(await isWellFormed('application/pdf', Buffer.concat([Buffer.from(' '), pdf]))).toBe(
      false,
    );
  });

  it('refuses a trailer whose offset does not lead to a cross-reference', async () => {
    const pdf = samplePdf().toString('latin1');
    const offset = /startxref\n(\d+)/.exec(pdf)![1]!;
    const wrongOffset = pdf.replace(`startxref\n${offset}`, `startxref\n${Number(offset) - 3}`);
    expect(await isWellFormed('application/pdf', Buffer.from(wrongOffset, 'latin1'))).toBe(false);
    const beyondEnd = pdf.replace(`startxref\n${offset}`, 'startxref\n999999');
    expect(await isWellFormed('application/pdf', Buffer.from(beyondEnd, 'latin1'))).toBe(false);
    const noTable = pdf.replace(/xref\n0 4\n/, 'xref\n');
    expect(await isWellFormed('application/pdf', Buffer.from(noTable, 'latin1'))).toBe(false);
  });
});

describe('PNG content', () => {
  const { ihdr, text, idat, iend } = samplePngChunks();
  const png = (...chunks: Buffer[]) => Buffer.concat([PNG_SIGNATURE, ...chunks]);

  it('takes an image whose chunks walk from IHDR to IEND with their checksums', async () => {
    for (const pieceLength of [1, 5, 4_096]) {
      expect(await isWellFormed('image/png', samplePng(), pieceLength)).toBe(true);
    }
  });

  it('refuses the signature alone, a chunk with a wrong checksum and a cut file', async () => {
    expect(await isWellFormed('image/png', PNG_SIGNATURE)).toBe(false);
    expect(await isWellFormed('image/png', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(40)]))).toBe(
      false,
    );
    const corrupted = Buffer.from(idat);
    corrupted[10] = corrupted[10]! ^ 0xff;
    expect(await isWellFormed('image/png', png(ihdr, corrupted, iend))).toBe(false);
    expect(await isWellFormed('image/png', png(ihdr, idat))).toBe(false);
    expect(await isWellFormed('image/png', samplePng().subarray(0, -2))).toBe(false);
  });

  it('needs IHDR first, image data, IEND last and nothing after it', async () => {
    expect(await isWellFormed('image/png', png(text, ihdr, idat, iend))).toBe(false);
    expect(await isWellFormed('image/png', png(ihdr, text, iend))).toBe(false);
    expect(await isWellFormed('image/png', png(ihdr, idat, iend, text))).toBe(false);
    expect(
      await isWellFormed('image/png', Buffer.concat([samplePng(), Buffer.from('%PDF-1.4')])),
    ).toBe(false);
  });
});

describe('JPEG content', () => {
  const jpeg = sampleJpeg();
  const soi = Buffer.from([0xff, 0xd8]);
  const segment = (code: number, data: number[]) =>
    Buffer.from([0xff, code, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data]);
  const frame = segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]);
  const scan = segment(0xda, [1, 1, 0, 0, 63, 0]);
  const eoi = Buffer.from([0xff, 0xd9]);

  it('takes an image whose segments walk from SOI to EOI', async () => {
    for (const pieceLength of [1, 3, 4_096]) {
      expect(await isWellFormed('image/jpeg', jpeg, pieceLength)).toBe(true);
    }
  });

  it('reads through stuffed bytes, restart markers and fill bytes in the scan data', async () => {
    const data = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0xd9]);
    expect(await isWellFormed('image/jpeg', Buffer.concat([soi, frame, scan, data]), 1)).toBe(true);
    // Progressive: several scans, with tables between them.
    const table = segment(0xc4, [0, ...Array<number>(16).fill(0)]);
    const progressive = Buffer.concat([soi, frame, scan, Buffer.from([1]), table, scan, eoi]);
    expect(await isWellFormed('image/jpeg', progressive, 2)).toBe(true);
  });

  it('refuses the first bytes alone, a cut file and bytes after EOI', async () => {
    expect(await isWellFormed('image/jpeg', Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(await isWellFormed('image/jpeg', jpeg.subarray(0, -2))).toBe(false);
    expect(await isWellFormed('image/jpeg', jpeg.subarray(0, 300))).toBe(false);
    expect(await isWellFormed('image/jpeg', Buffer.concat([jpeg, Buffer.from('PK\x03\x04')]))).toBe(
      false,
    );
  });

  it('needs a frame before the scan, and segments of a valid length', async () => {
    expect(await isWellFormed('image/jpeg', Buffer.concat([soi, scan, eoi]))).toBe(false);
    expect(await isWellFormed('image/jpeg', Buffer.concat([soi, frame, eoi]))).toBe(false);
    const badLength = Buffer.concat([soi, Buffer.from([0xff, 0xe0, 0, 1]), frame, scan, eoi]);
    expect(await isWellFormed('image/jpeg', badLength)).toBe(false);
    const notAMarker = Buffer.concat([soi, Buffer.from([0x00]), frame, scan, eoi]);
    expect(await isWellFormed('image/jpeg', notAMarker)).toBe(false);
  });
});

describe('a file of another type', () => {
  it('fails the check of the type it claims', async () => {
    expect(await isWellFormed('image/png', samplePdf())).toBe(false);
    expect(await isWellFormed('application/pdf', samplePng())).toBe(false);
    expect(await isWellFormed('image/jpeg', samplePng())).toBe(false);
    expect(await isWellFormed('image/png', sampleJpeg())).toBe(false);
  });
});
