import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, maskIban, normalizeIban, spanishControlDigit } from './iban';

describe('normalizeIban', () => {
  it('drops whitespace and uppercases', () => {
    expect(normalizeIban(' es91 2100 0418\t4502 0005 1332 ')).toBe('ES9121000418450200051332');
  });
});

describe('spanishControlDigit', () => {
  // "00" + 2100 + 0418: 2·4 + 1·8 + 4·7 + 1·3 + 8·6 = 95, 95 mod 11 = 7, 11 − 7 = 4.
  // 0200051332: 2·2 + 5·10 + 1·9 + 3·7 + 3·3 + 2·6 = 105, 105 mod 11 = 6, 11 − 6 = 5.
  it.each([
    ['0021000418', 4],
    ['0200051332', 5],
    ['0000000000', 0], // 11 − 0 = 11 → 0
    ['1000000000', 1], // 11 − 1 = 10 → 1
  ])('%s → %i', (digits, control) => {
    expect(spanishControlDigit(digits)).toBe(control);
  });

  it('rejects anything but 10 digits', () => {
    expect(() => spanishControlDigit('123')).toThrow(RangeError);
  });
});

describe('isValidIban', () => {
  it.each([
    'ES91 2100 0418 4502 0005 1332',
    'ES9121000418450200051332',
    'es91 2100 0418 4502 0005 1332',
    'ES7200000000011000000000', // control digits 0 (from 11) and 1 (from 10)
    'DE89 3704 0044 0532 0130 00',
    'GB82 WEST 1234 5698 7654 32',
    'FR14 2004 1010 0505 0001 3M02 606', // letters inside the account
    'NL91 ABNA 0417 1643 00',
    'BE68 5390 0754 7034',
    'PT50 0002 0123 1234 5678 9015 4',
    'IT60 X054 2811 1010 0000 0123 456',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('rejects a Spanish IBAN whose mod 97 passes but whose national control digits are wrong', () => {
    // ES91…45… with the control digits changed to 46 and the IBAN check digits recomputed (29).
    expect(isValidIban('ES29 2100 0418 4602 0005 1332')).toBe(false);
    // The account changed by one digit, IBAN check digits recomputed (64): second control digit wrong.
    expect(isValidIban('ES64 2100 0418 4502 0005 1333')).toBe(false);
    // Control digits "00" where the rule gives "01": mod 97 passes (check digits 37).
    expect(isValidIban('ES3700000000001000000000')).toBe(false);
  });

  it('rejects wrong IBAN check digits', () => {
    expect(isValidIban('ES92 2100 0418 4502 0005 1332')).toBe(false);
    expect(isValidIban('DE88 3704 0044 0532 0130 00')).toBe(false);
  });

  it('rejects swapped digits', () => {
    expect(isValidIban('ES91 2100 0418 4502 0005 3132')).toBe(false);
  });

  it('rejects wrong lengths, unknown countries and stray characters', () => {
    expect(isValidIban('ES91 2100 0418 4502 0005 133')).toBe(false);
    expect(isValidIban('ES91 2100 0418 4502 0005 13322')).toBe(false);
    expect(isValidIban('XX91 2100 0418 4502 0005 1332')).toBe(false);
    expect(isValidIban('ES91-2100-0418-4502-0005-1332')).toBe(false);
    expect(isValidIban('ESAB 2100 0418 4502 0005 1332')).toBe(false);
    expect(isValidIban('ES91 2100 0418 4502 0005 13A2')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
});

describe('formatIban', () => {
  it('groups by four', () => {
    expect(formatIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('is idempotent', () => {
    expect(formatIban('ES91 2100 0418 4502 0005 1332')).toBe('ES91 2100 0418 4502 0005 1332');
  });
});

describe('maskIban', () => {
  it('keeps the country, check digits and last four', () => {
    expect(maskIban('ES9121000418450200051332')).toBe('ES91 **** **** **** **** 1332');
    expect(maskIban('es91 2100 0418 4502 0005 1332')).toBe('ES91 **** **** **** **** 1332');
  });

  it('keeps the grouping of IBANs whose length is no multiple of four', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00');
  });

  it('hides almost everything of a value too short to be an IBAN', () => {
    expect(maskIban('ES1234567')).toBe('ES** **** *');
  });
});
