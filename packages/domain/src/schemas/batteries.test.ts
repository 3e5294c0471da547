import { describe, expect, it } from 'vitest';
import { firstCodes as codes } from '../testing/first-codes';
import {
  BATTERY_EXPORT_MAX_ENTRIES,
  batteryDiscountManagementBodySchema,
  batteryEntryIdsParamsSchema,
  batteryMoveBodySchema,
  batteryPercentageBodySchema,
} from './batteries';

describe('batteryPercentageBodySchema', () => {
  it('takes a whole percentage from 0 to 100', () => {
    for (const value of [0, 1, 55, 100]) {
      expect(batteryPercentageBodySchema.parse({ pes_percentatge: value })).toEqual({
        pes_percentatge: value,
      });
    }
  });

  it('refuses decimals, values out of range, text and a missing value', () => {
    for (const value of [101, -1, 1.5, Number.NaN]) {
      expect(codes(batteryPercentageBodySchema.safeParse({ pes_percentatge: value }))).toEqual({
        pes_percentatge: 'invalid_value',
      });
    }
    for (const value of ['50', null, true]) {
      expect(codes(batteryPercentageBodySchema.safeParse({ pes_percentatge: value }))).toEqual({
        pes_percentatge: 'invalid_type',
      });
    }
    expect(codes(batteryPercentageBodySchema.safeParse({}))).toEqual({
      pes_percentatge: 'required',
    });
  });

  it('rejects unknown fields', () => {
    expect(batteryPercentageBodySchema.safeParse({ pes_percentatge: 10, bateria: 1 }).success).toBe(
      false,
    );
  });
});

describe('batteryMoveBodySchema', () => {
  it('takes the points to move and the destination battery', () => {
    expect(batteryMoveBodySchema.parse({ pes_percentatge: 20, bateria_desti: 7 })).toEqual({
      pes_percentatge: 20,
      bateria_desti: 7,
    });
  });

  it('moves at least one point, at most 100, to a battery id', () => {
    expect(
      codes(batteryMoveBodySchema.safeParse({ pes_percentatge: 0, bateria_desti: 0 })),
    ).toEqual({ pes_percentatge: 'invalid_value', bateria_desti: 'invalid_value' });
    expect(
      codes(batteryMoveBodySchema.safeParse({ pes_percentatge: 101, bateria_desti: '7' })),
    ).toEqual({ pes_percentatge: 'invalid_value', bateria_desti: 'invalid_type' });
    expect(codes(batteryMoveBodySchema.safeParse({}))).toEqual({
      pes_percentatge: 'required',
      bateria_desti: 'required',
    });
  });
});

describe('batteryDiscountManagementBodySchema', () => {
  it('takes a type name, trimmed', () => {
    expect(batteryDiscountManagementBodySchema.parse({ valor_descomptes: ' acumular ' })).toEqual({
      valor_descomptes: 'acumular',
    });
  });

  it('requires a name of reasonable length', () => {
    expect(codes(batteryDiscountManagementBodySchema.safeParse({ valor_descomptes: ' ' }))).toEqual(
      { valor_descomptes: 'required' },
    );
    expect(
      codes(batteryDiscountManagementBodySchema.safeParse({ valor_descomptes: 'x'.repeat(65) })),
    ).toEqual({ valor_descomptes: 'too_long' });
    expect(codes(batteryDiscountManagementBodySchema.safeParse({ valor_descomptes: 3 }))).toEqual({
      valor_descomptes: 'invalid_type',
    });
  });
});

describe('batteryEntryIdsParamsSchema', () => {
  it('reads comma-separated ids as distinct numbers in the order given', () => {
    expect(batteryEntryIdsParamsSchema.parse({ ids: '12' })).toEqual({ ids: [12] });
    expect(batteryEntryIdsParamsSchema.parse({ ids: '15,3,15,7' })).toEqual({ ids: [15, 3, 7] });
  });

  it('refuses empty parts, signs, zero and ids beyond a database id', () => {
    for (const ids of ['', ',', '1,,2', '1,', '-1', '1.5', 'a', '0', '2147483648']) {
      expect(codes(batteryEntryIdsParamsSchema.safeParse({ ids }))).toEqual({
        ids: 'invalid_value',
      });
    }
  });

  it(`takes at most ${BATTERY_EXPORT_MAX_ENTRIES} entries`, () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(',');
    expect(
      batteryEntryIdsParamsSchema.parse({ ids: ids(BATTERY_EXPORT_MAX_ENTRIES) }).ids,
    ).toHaveLength(BATTERY_EXPORT_MAX_ENTRIES);
    expect(
      codes(batteryEntryIdsParamsSchema.safeParse({ ids: ids(BATTERY_EXPORT_MAX_ENTRIES + 1) })),
    ).toEqual({ ids: 'too_long' });
  });
});
