import { describe, expect, it } from 'vitest';
import { cupsCheckLetters, cupsProblem, isValidCups, normalizeCups } from './cups';

describe('normalizeCups', () => {
  it('removes every kind of whitespace and uppercases', () => {
    expect(normalizeCups(' es 0021 0000\t0000 0001 rk\n')).toBe('ES0021000000000001RK');
  });

  it('reads the letter O as zero, in either case', () => {
    expect(normalizeCups('ESOO21oooooooooOO1RK')).toBe('ES0021000000000001RK');
  });

  it('leaves other characters for the validator to reject', () => {
    expect(normalizeCups('ES-0021')).toBe('ES-0021');
  });
});

describe('cupsCheckLetters', () => {
  // n mod 529 computed independently: 44 → (1, 21) → R, K; 305 → (13, 6) → J, Y; 527 → (22, 21) → E, K.
  it.each([
    ['0021000000000001', 'RK'],
    ['1234123456789012', 'JY'],
    ['0999110012345678', 'EK'],
    ['0000000000000000', 'TT'],
    ['9999999999999999', 'SA'],
  ])('%s → %s', (digits, letters) => {
    expect(cupsCheckLetters(digits)).toBe(letters);
  });

  it('rejects anything but 16 digits', () => {
    expect(() => cupsCheckLetters('123')).toThrow(RangeError);
    expect(() => cupsCheckLetters('12341234567890AB')).toThrow(RangeError);
  });
});

describe('isValidCups', () => {
  it.each([
    'ES0021000000000001RK',
    'ES1234123456789012JY', // python-stdnum's es.cups examples
    'ES0987543210987654ZF',
    'ES9750210987654321CQ',
    'ES0999110012345678EK',
    'ES0031405512345678EV',
    'ES9999999999999999SA', // beyond Number.MAX_SAFE_INTEGER: a float computation gets this wrong
  ])('accepts %s', (cups) => {
    expect(isValidCups(cups)).toBe(true);
  });

  it('accepts the 22-character form with a digit and one of F P R C X Y Z', () => {
    for (const suffix of ['1F', '0P', '2R', '3C', '4X', '5Y', '9Z']) {
      expect(isValidCups(`ES0021000000000001RK${suffix}`)).toBe(true);
    }
  });

  it('accepts what normalisation repairs: spaces, lowercase, O for zero', () => {
    expect(isValidCups('es 0021 0000 0000 0001 rk')).toBe(true);
    expect(isValidCups('ESOO21OOOOOOOOOOO1RK 1F')).toBe(true);
  });

  it('rejects wrong check letters', () => {
    expect(isValidCups('ES0021000000000001KR')).toBe(false);
    expect(isValidCups('ES0021000000000002RK')).toBe(false);
    expect(isValidCups('ES1234123456789012XY1F')).toBe(false);
  });

  it('rejects a bad 22-character suffix', () => {
    expect(isValidCups('ES0021000000000001RK1T')).toBe(false);
    expect(isValidCups('ES0021000000000001RKXF')).toBe(false);
    expect(isValidCups('ES0021000000000001RK1')).toBe(false);
    expect(isValidCups('ES0021000000000001RK1F0')).toBe(false);
  });

  it('rejects other countries, wrong lengths and stray characters', () => {
    expect(isValidCups('PT0021000000000001RK')).toBe(false);
    expect(isValidCups('ES002100000000001RK')).toBe(false);
    expect(isValidCups('ES00210000000000001RK')).toBe(false);
    expect(isValidCups('ES00210000000X0001RK')).toBe(false);
    expect(isValidCups('ES-0021-000000000001-RK')).toBe(false);
    expect(isValidCups('')).toBe(false);
  });
});

describe('cupsProblem', () => {
  it.each([
    ['ES0021000000000001RK', null],
    ['es 0021 0000 0000 0001 rk 0f', null],
    ['ES0021000000000001RA', 'cups_control_letters'],
    ['ES0021000000000001KR', 'cups_control_letters'],
    ['ES0021000000000001RK0F', null],
    ['ES0021000000000001RA0F', 'cups_control_letters'],
    ['ES00210000000001RK', 'cups_not_valid'],
    ['FR0021000000000001RK', 'cups_not_valid'],
    ['ES0021000000000001RK0A', 'cups_not_valid'],
    ['', 'cups_not_valid'],
  ])('%s → %s', (cups, problem) => {
    expect(cupsProblem(cups)).toBe(problem);
  });
});
