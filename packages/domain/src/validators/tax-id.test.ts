import { describe, expect, it } from 'vitest';
import {
  cifControlDigit,
  isCompanyTaxId,
  isValidCif,
  isValidDni,
  isValidNie,
  isValidTaxId,
  normalizeTaxId,
  withEsPrefix,
  withoutEsPrefix,
} from './tax-id';

describe('isValidDni', () => {
  // 12345678 mod 23 = 14 → Z; 0 → T; 99999999 mod 23 = 1 → R; 87654321 mod 23 = 10 → X.
  it.each(['12345678Z', '00000000T', '99999999R', '87654321X'])('accepts %s', (dni) => {
    expect(isValidDni(dni)).toBe(true);
  });

  it('tolerates lowercase, spaces, hyphens and the ES prefix', () => {
    expect(isValidDni('12345678z')).toBe(true);
    expect(isValidDni(' 1234 5678-Z ')).toBe(true);
    expect(isValidDni('ES12345678Z')).toBe(true);
    expect(isValidDni('es-12345678-z')).toBe(true);
  });

  it.each(['12345678A', '12345679Z', '1234567Z', '123456789Z', '12345678', 'Z12345678', ''])(
    'rejects %s',
    (dni) => {
      expect(isValidDni(dni)).toBe(false);
    },
  );

  it('is not a NIE', () => {
    expect(isValidDni('X1234567L')).toBe(false);
  });
});

describe('isValidNie', () => {
  // X1234567 → 01234567 mod 23 = 19 → L; Y → 11234567 mod 23 = 10 → X; Z → 21234567 mod 23 = 1 → R.
  it.each(['X1234567L', 'Y1234567X', 'Z1234567R', 'x-1234567-l', 'ESX1234567L'])(
    'accepts %s',
    (nie) => {
      expect(isValidNie(nie)).toBe(true);
    },
  );

  it.each(['X1234567X', 'Y1234567L', 'W1234567L', 'X12345678L', 'X123456L', '12345678Z'])(
    'rejects %s',
    (nie) => {
      expect(isValidNie(nie)).toBe(false);
    },
  );
});

describe('cifControlDigit', () => {
  // 1234567: A = 2 + 4 + 6 = 12; B = 2 + 6 + (1 + 0) + (1 + 4) = 14; (10 − 26 mod 10) mod 10 = 4.
  it.each([
    ['1234567', 4],
    ['9921658', 2],
    ['2826000', 8],
    ['0000000', 0],
  ])('%s → %i', (digits, control) => {
    expect(cifControlDigit(digits)).toBe(control);
  });

  it('rejects anything but 7 digits', () => {
    expect(() => cifControlDigit('123456')).toThrow(RangeError);
  });
});

describe('isValidCif', () => {
  it.each([
    'B12345674', // the demo company
    'B1234567D', // same control as a letter of JABCDEFGHI
    'J99216582', // python-stdnum's es.cif example
    'A13585625',
    'Q2826000H', // the tax agency itself
    'P0000000J', // control 0 as a letter is J
    'P00000000',
    'b-12345674',
    'ES B12345674',
  ])('accepts %s', (cif) => {
    expect(isValidCif(cif)).toBe(true);
  });

  it.each([
    'B12345675', // wrong control digit
    'B1234567E', // wrong control letter
    'B1234567K', // not a letter of JABCDEFGHI
    'I12345674', // I is no entity letter
    'K12345674', // K/L/M are personal NIFs
    'O1234567L',
    'B1234567',
    'B123456744',
    '12345678Z',
  ])('rejects %s', (cif) => {
    expect(isValidCif(cif)).toBe(false);
  });
});

describe('isValidTaxId', () => {
  it.each([
    '12345678Z',
    'B12345674',
    'X1234567L',
    'M1234567L', // K/L/M NIF: DNI letter over the 7 digits (1234567 mod 23 = 19 → L)
    'K1234567L',
    'L1234567L',
    'ES12345678Z',
    'esb12345674',
  ])('accepts %s', (id) => {
    expect(isValidTaxId(id)).toBe(true);
  });

  it.each([
    '12345678A',
    'B12345675',
    'X1234567A',
    'M1234567A',
    'FR12345678Z',
    'ESES12345678Z',
    '12345678Z0',
    '',
    '   ',
  ])('rejects %s', (id) => {
    expect(isValidTaxId(id)).toBe(false);
  });
});

describe('normalizeTaxId', () => {
  it('uppercases and strips spaces and hyphens', () => {
    expect(normalizeTaxId(' 1234 5678-z ')).toBe('12345678Z');
  });

  it('strips the ES prefix when a valid id follows', () => {
    expect(normalizeTaxId('es 12345678z')).toBe('12345678Z');
    expect(normalizeTaxId('ESB12345674')).toBe('B12345674');
  });

  it('keeps the prefix when what follows is not a valid id', () => {
    expect(normalizeTaxId('ES12345678A')).toBe('ES12345678A');
  });
});

describe('isCompanyTaxId', () => {
  it.each(['B12345674', 'b12345674', 'ESB12345674', 'Q2826000H', 'W1234567'])(
    'is a company: %s',
    (id) => {
      expect(isCompanyTaxId(id)).toBe(true);
    },
  );

  it.each(['12345678Z', 'X1234567L', 'M1234567L', 'K1234567L', 'I1234567', 'BX1234567', ''])(
    'is not a company: %s',
    (id) => {
      expect(isCompanyTaxId(id)).toBe(false);
    },
  );
});

describe('withEsPrefix / withoutEsPrefix (account activation, spec 3 point 5)', () => {
  it('adds the prefix once', () => {
    expect(withEsPrefix('12345678z')).toBe('ES12345678Z');
    expect(withEsPrefix('ES12345678Z')).toBe('ES12345678Z');
    expect(withEsPrefix('es 12345678Z')).toBe('ES12345678Z');
  });

  it('removes the prefix for sending', () => {
    expect(withoutEsPrefix('ES12345678Z')).toBe('12345678Z');
    expect(withoutEsPrefix('es-b12345674')).toBe('B12345674');
    expect(withoutEsPrefix('X1234567L')).toBe('X1234567L');
  });

  it('round-trips a prefixed id that validates', () => {
    const checked = withEsPrefix('x1234567l');
    expect(isValidTaxId(checked)).toBe(true);
    expect(withoutEsPrefix(checked)).toBe('X1234567L');
  });
});
