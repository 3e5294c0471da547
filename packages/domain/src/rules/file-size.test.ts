import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILE_UPLOAD_SIZE_LIMIT,
  bytesToMegabytes,
  formatFileSize,
  localizeFileSize,
  isFileWithinLimit,
} from './file-size';

describe('isFileWithinLimit', () => {
  it('accepts files up to and including the default 15,000,000 bytes', () => {
    expect(isFileWithinLimit(0)).toBe(true);
    expect(isFileWithinLimit(14_999_999)).toBe(true);
    expect(isFileWithinLimit(15_000_000)).toBe(true);
  });

  it('rejects a byte over the default limit', () => {
    expect(isFileWithinLimit(15_000_001)).toBe(false);
  });

  it('uses a configured limit', () => {
    expect(isFileWithinLimit(6_000_000, 5_000_000)).toBe(false);
    expect(isFileWithinLimit(20_000_000, 25_000_000)).toBe(true);
  });

  it('rejects sizes that are not sizes', () => {
    expect(isFileWithinLimit(-1)).toBe(false);
    expect(isFileWithinLimit(Number.NaN)).toBe(false);
    expect(isFileWithinLimit(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('bytesToMegabytes', () => {
  it('gives 15 for the default limit', () => {
    expect(bytesToMegabytes(DEFAULT_FILE_UPLOAD_SIZE_LIMIT)).toBe(15);
  });

  it('uses decimal megabytes rounded to two decimals', () => {
    expect(bytesToMegabytes(5_242_880)).toBe(5.24);
    expect(bytesToMegabytes(2_500_000)).toBe(2.5);
    expect(bytesToMegabytes(1_005)).toBe(0);
  });
});

describe('formatFileSize', () => {
  it('writes KB under a megabyte, MB under a gigabyte, then GB, with one decimal at most', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(120)).toBe('0.1 KB');
    expect(formatFileSize(245_830)).toBe('245.8 KB');
    expect(formatFileSize(999_999)).toBe('1000 KB');
    expect(formatFileSize(1_000_000)).toBe('1 MB');
    expect(formatFileSize(15_250_000)).toBe('15.3 MB');
    expect(formatFileSize(2_400_000_000)).toBe('2.4 GB');
  });
});

describe('localizeFileSize', () => {
  it('writes the number of a size_text in the locale', () => {
    expect(localizeFileSize('1.4 KB', 'es-ES')).toBe('1,4\u00a0KB');
    expect(localizeFileSize('245.8 KB', 'ca-ES')).toBe('245,8\u00a0KB');
    expect(localizeFileSize('1000 KB', 'es-ES')).toBe('1000\u00a0KB');
    expect(localizeFileSize('1.2 MB', 'en-GB')).toBe('1.2\u00a0MB');
  });

  it('leaves any other text as sent', () => {
    expect(localizeFileSize('unknown', 'es-ES')).toBe('unknown');
    expect(localizeFileSize('1,4 KB', 'es-ES')).toBe('1,4 KB');
  });
});
