import { describe, expect, it } from 'vitest';
import { isValidCadastralReference, normalizeCadastralReference } from './cadastral-reference';

describe('normalizeCadastralReference', () => {
  it('uppercases and strips spaces and hyphens', () => {
    expect(normalizeCadastralReference('7837301-vg8173b-0001 tt')).toBe('7837301VG8173B0001TT');
  });

  it('composes a decomposed Ñ into one character', () => {
    expect(normalizeCadastralReference('7837301VN\u03038173B0001TP')).toBe('7837301VÑ8173B0001TP');
  });
});

describe('isValidCadastralReference', () => {
  it.each([
    '7837301-VG8173B-0001 TT', // Lanteira town hall (python-stdnum doc example)
    '7837301VG8173B0001TT',
    '4A08169P03PRAT0001LR', // Barcelona airport, a special property
    '9872023 VH5797S 0001 WX',
    '06011A012002450000QE', // rural parcel
    '0474001QE5307C0149YK',
    '3135901PD7033E0001MF',
    '9811901dS3191s0001qy',
  ])('accepts %s', (reference) => {
    expect(isValidCadastralReference(reference)).toBe(true);
  });

  it('gives Ñ its own value, between N and O', () => {
    // Second letter over V Ñ 8 1 7 3 B 0 0 0 1: 23·13 + 15·15 + 8·12 + 1·5 + 7·4 + 3·17 + 2·9 + 1·1
    // = 723, 723 mod 23 = 10 → P. With N (14) instead of Ñ it would be K.
    expect(isValidCadastralReference('7837301VÑ8173B0001TP')).toBe(true);
    expect(isValidCadastralReference('7837301vñ8173b0001tp')).toBe(true);
    expect(isValidCadastralReference('7837301VN8173B0001TK')).toBe(true);
    expect(isValidCadastralReference('7837301VÑ8173B0001TK')).toBe(false);
  });

  it.each([
    '7837301VG8173B0001NN', // both control letters wrong
    '7837301VG8173B0001TA', // second wrong
    '7837301VG8173B0001AT', // first wrong
    '7837301VG8173B0002TT', // property changed, controls not
    '783301VG8173B0001TT', // a digit missing
    '7837301VG8173B0001TTX',
    '7837301/VG8173B0001TT', // not alphanumeric
    '7837301VG8173B0001T1',
    '',
  ])('rejects %s', (reference) => {
    expect(isValidCadastralReference(reference)).toBe(false);
  });
});
