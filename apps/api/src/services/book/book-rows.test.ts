import { describe, expect, it } from 'vitest';
import { fieldsProblem, isValidBookPdfPath, readDate, readDecimal } from './book-rows';

describe('the book’s values', () => {
  it('reads dates as YYYY-MM-DD or DD/MM/YYYY, real days only', () => {
    expect(readDate('2026-02-28')).toBe('2026-02-28');
    expect(readDate('29/02/2028')).toBe('2028-02-29');
    for (const text of ['2026-02-29', '31/04/2026', '2026-1-5', '05-01-2026', '2026/01/05', ''])
      expect(readDate(text), text).toBeNull();
  });

  it('reads decimals with a comma or a dot, within their digits, never as floats', () => {
    const money = { whole: 9, decimals: 2, negative: true };
    expect(readDecimal('48,1', money)).toBe('48.10');
    expect(readDecimal('0048.12', money)).toBe('48.12');
    expect(readDecimal('-12,5', money)).toBe('-12.50');
    expect(readDecimal('-0', money)).toBe('0.00');
    for (const text of ['1.234,56', '1,234', '12.', ',5', '1e3', '12,345', ' 1', '0x10'])
      expect(readDecimal(text, money), text).toBeNull();
    const kw = { whole: 6, decimals: 3, negative: false };
    expect(readDecimal('4,6', kw)).toBe('4.600');
    expect(readDecimal('-4', kw)).toBeNull();
    expect(readDecimal('1234567', kw)).toBeNull();
  });

  it('names PDFs inside the book only', () => {
    for (const name of ['F1.pdf', 'pdf/2026/F 1.PDF', 'ñ/f-1_a.pdf'])
      expect(isValidBookPdfPath(name), name).toBe(true);
    for (const name of [
      '../f.pdf',
      'pdf/../../f.pdf',
      '/etc/f.pdf',
      'pdf\\f.pdf',
      'pdf//f.pdf',
      '.hidden.pdf',
      'f.pdf ',
      'f.txt',
      'f\u0000.pdf',
      `${'a'.repeat(252)}.pdf`,
    ])
      expect(isValidBookPdfPath(name), name).toBe(false);
  });

  it('refuses control characters and fields over 200 characters', () => {
    expect(fieldsProblem(['a', 'b'.repeat(200)])).toBeNull();
    expect(fieldsProblem(['b'.repeat(201)])).toBe('too_long');
    expect(fieldsProblem(['a\u0000b'])).toBe('invalid_value');
    expect(fieldsProblem(['a\rb'])).toBe('invalid_value');
  });
});
