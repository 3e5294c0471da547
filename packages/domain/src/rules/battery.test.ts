import { describe, expect, it } from 'vitest';
import { isBatteryActive, isBatteryLocked, normalizeBatteryPercentage } from './battery';

describe('normalizeBatteryPercentage', () => {
  it('rounds to a whole number within 0–100', () => {
    expect(normalizeBatteryPercentage(33.4)).toBe(33);
    expect(normalizeBatteryPercentage(33.5)).toBe(34);
    expect(normalizeBatteryPercentage('66,6')).toBe(67);
    expect(normalizeBatteryPercentage(-5)).toBe(0);
    expect(normalizeBatteryPercentage(140)).toBe(100);
  });

  it('gives null for what is not a number', () => {
    expect(normalizeBatteryPercentage('')).toBeNull();
    expect(normalizeBatteryPercentage('abc')).toBeNull();
    expect(normalizeBatteryPercentage(Number.NaN)).toBeNull();
  });
});

describe('isBatteryActive', () => {
  const battery = { data_inici: '2026-01-01', data_final: '2026-12-31' };

  it('is active from its first to its last day', () => {
    expect(isBatteryActive(battery, '2026-01-01')).toBe(true);
    expect(isBatteryActive(battery, '2026-11-22')).toBe(true);
    expect(isBatteryActive(battery, '2026-12-31')).toBe(true);
  });

  it('is not active before it starts or after it ends', () => {
    expect(isBatteryActive(battery, '2025-12-31')).toBe(false);
    expect(isBatteryActive(battery, '2027-01-01')).toBe(false);
  });

  it('has no end without data_final, and takes a Date by its local day', () => {
    expect(isBatteryActive({ ...battery, data_final: null }, new Date(2030, 5, 1))).toBe(true);
    expect(isBatteryActive(battery, new Date(2026, 0, 1, 0, 5))).toBe(true);
  });

  it('is not active with an unreadable start', () => {
    expect(isBatteryActive({ data_inici: '2026-02-30', data_final: null }, '2026-06-01')).toBe(
      false,
    );
  });
});

describe('isBatteryLocked', () => {
  it('locks a battery at 0 %', () => {
    expect(isBatteryLocked({ pes_percentatge: 0 })).toBe(true);
    expect(isBatteryLocked({ pes_percentatge: 1 })).toBe(false);
  });
});
