import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('the public rule book', () => {
  it('exposes the validators the conformance suite calls', () => {
    expect(domain.normalizeCups('es 0021 0000 0000 0001 rk')).toBe('ES0021000000000001RK');
    expect(domain.isValidCups('ES0021000000000001RK')).toBe(true);
    expect(domain.isValidTaxId('12345678Z')).toBe(true);
    expect(domain.isValidTaxId('B12345674')).toBe(true);
    expect(domain.isCompanyTaxId('B12345674')).toBe(true);
    expect(domain.isValidIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(domain.isValidCadastralReference('7837301VG8173B0001TT')).toBe(true);
    expect(domain.isValidPostalCode('08001')).toBe(true);
  });

  it('answers false, never throws, for garbage', () => {
    const predicates = [
      domain.isValidCups,
      domain.isValidTaxId,
      domain.isCompanyTaxId,
      domain.isValidIban,
      domain.isValidCadastralReference,
      domain.isValidPostalCode,
      domain.isValidPhone,
      domain.isValidEmail,
    ];
    for (const predicate of predicates) {
      for (const input of ['', ' ', '-', 'ES', '@', '😀'.repeat(20), 'x'.repeat(10_000)]) {
        expect(predicate(input)).toBe(false);
      }
    }
  });
});
