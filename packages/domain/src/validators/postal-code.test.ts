import { describe, expect, it } from 'vitest';
import { isValidPostalCode, provinceCodeOf } from './postal-code';

describe('isValidPostalCode', () => {
  it.each(['01001', '08001', '28013', '17300', '52001'])('accepts %s', (code) => {
    expect(isValidPostalCode(code)).toBe(true);
  });

  it.each([
    '00001', // province 00 does not exist
    '53001', // nor does 53
    '99999',
    '8001', // leading zero lost
    '080011',
    '08 001',
    ' 46001', // exactly five characters: the form trims, the rule does not
    '0800A',
    '',
  ])('rejects %s', (code) => {
    expect(isValidPostalCode(code)).toBe(false);
  });
});

describe('provinceCodeOf', () => {
  it('gives the first two digits as a string', () => {
    expect(provinceCodeOf('08001')).toBe('08');
    expect(provinceCodeOf('52006')).toBe('52');
  });

  it('gives null for an invalid code', () => {
    expect(provinceCodeOf('53001')).toBeNull();
    expect(provinceCodeOf('8001')).toBeNull();
  });
});
