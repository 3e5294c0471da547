import { describe, expect, it } from 'vitest';
import { curveYesterday, validateCurveRange as validateRange } from './curve-range';

// 00:30 in Madrid on 15 November 2026 is still the 14th in UTC: curve days are Madrid's.
const now = new Date('2026-11-14T23:30:00Z');

describe('curve ranges (decision 016)', () => {
  it('counts days in Madrid: yesterday is the 14th at half past midnight on the 15th', () => {
    expect(curveYesterday(now)).toBe('2026-11-14');
  });

  it('checks a range with the API rules: a real day, the end not before the start, the longest range', () => {
    expect(validateRange('2026-01-01', '2026-01-31', 'daily')).toEqual({});
    expect(validateRange('2026-02-30', '2026-03-01', 'daily')).toEqual({
      start: 'cch_invalid_date',
    });
    expect(validateRange(null, null, 'daily')).toEqual({
      start: 'cch_invalid_date',
      end: 'cch_invalid_date',
    });
    expect(validateRange('2026-03-02', '2026-03-01', 'daily')).toEqual({
      end: 'cch_date_range_invalid',
    });
    // The same day is a range of one day.
    expect(validateRange('2026-03-01', '2026-03-01', 'quarter_hourly')).toEqual({});
    // 62 days by quarter-hour, 366 by hour.
    expect(validateRange('2026-01-01', '2026-03-03', 'quarter_hourly')).toEqual({});
    expect(validateRange('2026-01-01', '2026-03-04', 'quarter_hourly')).toEqual({
      end: 'cch_range_too_long',
    });
    expect(validateRange('2024-01-01', '2024-12-31', 'hourly')).toEqual({});
    expect(validateRange('2024-01-01', '2025-01-01', 'hourly')).toEqual({
      end: 'cch_range_too_long',
    });
  });
});
