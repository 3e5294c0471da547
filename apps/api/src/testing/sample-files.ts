import { crc32, deflateSync } from 'node:zlib';

/** Small well-formed files of each upload type, for tests (tests only). */

/**
 * A PDF with a classic cross-reference table at the offset its trailer names; `padding` bytes of a
 * stream make it as large as a test needs.
 */
export function samplePdf(padding = 0): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  const length = () => parts.reduce((sum, part) => sum + part.length, 0);
  const object = (body: string | Buffer[]) => {
    offsets.push(length());
    const content = typeof body === 'string' ? [Buffer.from(body, 'latin1')] : body;
    parts.push(Buffer.from(`${offsets.length} 0 obj\n`), ...content, Buffer.from('\nendobj\n'));
  };
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object('<< /Type /Pages /Kids [] /Count 0 >>');
  object([
    Buffer.from(`<< /Length ${padding} >>\nstream\n`),
    Buffer.alloc(padding, 0x20),
    Buffer.from('\nendstream'),
  ]);
  const xref = length();
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
        `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** A PDF 1.5 whose cross-reference is a stream object (as compressed PDFs have it). */
export function samplePdfWithXrefStream(): Buffer {
  const header = '%PDF-1.5\n';
  const catalog = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
  const pages = '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  const xrefAt = header.length + catalog.length + pages.length;
  const rows = Buffer.from([
    0,
    0,
    0,
    0xff,
    1,
    0,
    header.length,
    0,
    1,
    0,
    header.length + catalog.length,
    0,
    1,
    (xrefAt >> 8) & 0xff,
    xrefAt & 0xff,
    0,
  ]);
  return Buffer.concat([
    Buffer.from(header + catalog + pages),
    Buffer.from(
      `3 0 obj\n<< /Type /XRef /Size 4 /W [1 2 1] /Root 1 0 R /Length ${rows.length} >>\nstream\n`,
    ),
    rows,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 2 × 2 grey PNG, its chunks given so that a test can take them apart. */
export function samplePngChunks() {
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 0, 0, 0, 0]);
  const rows = Buffer.from([0, 0x80, 0x80, 0, 0x80, 0x80]);
  return {
    ihdr: pngChunk('IHDR', header),
    text: pngChunk('tEXt', Buffer.from('Comment\0certificate', 'latin1')),
    idat: pngChunk('IDAT', deflateSync(rows)),
    iend: pngChunk('IEND', Buffer.alloc(0)),
  };
}

export function samplePng(): Buffer {
  const { ihdr, text, idat, iend } = samplePngChunks();
  return Buffer.concat([PNG_SIGNATURE, ihdr, text, idat, iend]);
}

/** A 2 × 2 JPEG as Chromium encodes one (JFIF, an ICC profile, baseline). */
export const sampleJpeg = (): Buffer =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCXACrg/9k=',
    'base64',
  );
