import { describe, expect, it } from 'vitest';
import { fitsUse, supplyUseOf } from './supply-use';

describe('supplyUseOf', () => {
  it('is a home for a person in a habitual or second residence', () => {
    expect(supplyUseOf({ residenceType: 'habitual', company: false })).toBe('household');
    expect(supplyUseOf({ residenceType: 'second', company: false })).toBe('household');
  });

  it('is a business for business premises, whoever holds them, and for any company', () => {
    expect(supplyUseOf({ residenceType: 'business', company: false })).toBe('business');
    expect(supplyUseOf({ residenceType: 'business', company: true })).toBe('business');
    expect(supplyUseOf({ residenceType: 'habitual', company: true })).toBe('business');
  });

  it('is not known before the residence type is', () => {
    expect(supplyUseOf({ residenceType: null, company: false })).toBeNull();
    expect(supplyUseOf({ residenceType: undefined, company: true })).toBeNull();
  });
});

describe('fitsUse', () => {
  it('sells a product of one use to that use only, and a product for both to anyone', () => {
    expect(fitsUse('household', 'household')).toBe(true);
    expect(fitsUse('business', 'household')).toBe(false);
    expect(fitsUse('household', 'business')).toBe(false);
    expect(fitsUse(null, 'household')).toBe(true);
    expect(fitsUse(null, 'business')).toBe(true);
  });

  it('does not judge a supply whose use is not known', () => {
    expect(fitsUse('business', null)).toBe(true);
  });
});
