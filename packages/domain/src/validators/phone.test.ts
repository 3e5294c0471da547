import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH, isValidPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('adds +34 to a number without prefix', () => {
    expect(normalizePhone('612345678')).toBe('+34612345678');
  });

  it('drops spaces, dashes, dots and parentheses', () => {
    expect(normalizePhone('(93) 123-45.67')).toBe('+34931234567');
    expect(normalizePhone('+34 612 34 56 78')).toBe('+34612345678');
  });

  it('reads a leading 00 as +', () => {
    expect(normalizePhone('0034 612 345 678')).toBe('+34612345678');
    expect(normalizePhone('0033 6 12 34 56 78')).toBe('+33612345678');
  });

  it('keeps another country prefix', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it('leaves an empty value empty', () => {
    expect(normalizePhone('  ')).toBe('');
  });
});

describe('isValidPhone', () => {
  it.each([
    '612345678',
    '712345678',
    '812345678',
    '931234567',
    '+34 612 345 678',
    '0034612345678',
    '(+34) 612-345-678',
    '+33612345678', // France, 11 digits
    '+4915123456', // 10 digits
    '+12345678', // 8 digits after +: the shortest accepted
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    '512345678', // Spanish numbers start 6, 7, 8 or 9
    '61234567', // 8 digits
    '6123456789', // 10 digits
    '+34 512 345 678',
    '+491512345678', // 13 characters: over the maximum of 12
    '+1234567', // 7 digits
    '+0612345678',
    '61234567a',
    '+34 612 345 67x',
    '1234',
    '',
  ])('rejects %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('never accepts more than PHONE_MAX_LENGTH characters once normalised', () => {
    expect(normalizePhone('+4915123456789').length).toBeGreaterThan(PHONE_MAX_LENGTH);
    expect(isValidPhone('+4915123456789')).toBe(false);
  });
});
