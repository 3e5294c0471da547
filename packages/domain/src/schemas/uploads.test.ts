import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  booleanFromText,
  integerFromText,
  isValidFileName,
  uploadFileTypes,
  uploadFilesSchema,
} from './uploads';

const rules = { max: 2, sizeLimit: 1_000, types: uploadFileTypes };
const pdf = { name: 'certificado.pdf', type: 'application/pdf', size: 1_000 };
const codesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('uploadFilesSchema', () => {
  it('takes files of the allowed types within the limits, and none unless one is needed', () => {
    const schema = uploadFilesSchema(rules);
    expect(schema.safeParse([pdf, { ...pdf, name: 'foto.jpg', type: 'image/jpeg' }]).success).toBe(
      true,
    );
    expect(schema.safeParse([]).success).toBe(true);
    expect(
      codesOf(uploadFilesSchema({ ...rules, whenMissing: 'iban_change_has_files' }).safeParse([])),
    ).toEqual(['iban_change_has_files']);
  });

  it('names every problem once, on the files field, in the order a form shows the first', () => {
    const result = uploadFilesSchema(rules).safeParse([
      { ...pdf, size: 1_001 },
      { ...pdf, type: 'text/html' },
      { ...pdf, name: 'a/b.pdf', size: 2_000 },
    ]);
    expect(codesOf(result)).toEqual([
      'too_long',
      'file_too_large',
      'invalid_attachment_type',
      'invalid_file_name',
    ]);
    expect(result.error?.issues.every((issue) => issue.path.length === 0)).toBe(true);
  });

  it('takes only the types given', () => {
    const onlyPdf = uploadFilesSchema({ ...rules, types: ['application/pdf'] });
    expect(codesOf(onlyPdf.safeParse([{ ...pdf, type: 'image/png' }]))).toEqual([
      'invalid_attachment_type',
    ]);
  });
});

describe('isValidFileName', () => {
  it('takes names up to 255 bytes in UTF-8, accents and spaces included', () => {
    expect(isValidFileName('Certificat de titularitat (còpia).pdf')).toBe(true);
    expect(isValidFileName(`${'a'.repeat(251)}.pdf`)).toBe(true);
    // 128 two-byte letters: 128 characters, 256 bytes.
    expect(isValidFileName('ñ'.repeat(128))).toBe(false);
    expect(isValidFileName(`${'a'.repeat(252)}.pdf`)).toBe(false);
    // Four bytes each (outside the basic plane): 63 make 252 bytes, 64 make 256.
    expect(isValidFileName('😀'.repeat(63))).toBe(true);
    expect(isValidFileName('😀'.repeat(64))).toBe(false);
  });

  it('refuses an empty name, a NUL byte and path separators', () => {
    for (const name of ['', 'cert\0.pdf', '../cert.pdf', 'dir/cert.pdf', 'C:\\cert.pdf']) {
      expect(isValidFileName(name), JSON.stringify(name)).toBe(false);
    }
  });
});

describe('fields of a multipart body', () => {
  const schema = z.object({
    id: integerFromText(z.int('invalid_type')),
    agreed: booleanFromText(z.boolean('invalid_type')),
  });

  it('read numbers and booleans from their text, and take the values themselves', () => {
    expect(schema.parse({ id: '12', agreed: 'true' })).toEqual({ id: 12, agreed: true });
    expect(schema.parse({ id: 12, agreed: false })).toEqual({ id: 12, agreed: false });
    expect(schema.parse({ id: '0', agreed: 'false' })).toEqual({ id: 0, agreed: false });
  });

  it('leave any other text to the schema to refuse', () => {
    const result = schema.safeParse({ id: '12a', agreed: 'yes' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['id', 'invalid_type'],
      ['agreed', 'invalid_type'],
    ]);
  });
});
