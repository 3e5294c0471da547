import { describe, expect, it } from 'vitest';
import { rangeDays } from '@portal/domain/curves/curve-range';
import {
  defaultRange,
  drillDown,
  previousYearRange,
  rangeForGranularity,
  shiftYears,
} from './curve-range';

// 00:30 in Madrid on 15 November 2026 is still the 14th in UTC: curve days are Madrid's.
const now = new Date('2026-11-14T23:30:00Z');

describe('curve ranges (issue 13 point 5, spec 2 point 9)', () => {
  it('opens each granularity on its default range, up to yesterday', () => {
    expect(defaultRange('monthly', now)).toEqual({ start: '2025-12-01', end: '2026-11-14' });
    expect(defaultRange('daily', now)).toEqual({ start: '2026-10-16', end: '2026-11-14' });
    expect(defaultRange('hourly', now)).toEqual({ start: '2026-11-08', end: '2026-11-14' });
    expect(defaultRange('quarter_hourly', now)).toEqual({ start: '2026-11-14', end: '2026-11-14' });
    expect(rangeDays(defaultRange('daily', now))).toBe(30);
    expect(rangeDays(defaultRange('hourly', now))).toBe(7);
  });

  it("keeps the customer's dates on a change of granularity when the new one answers them", () => {
    const chosen = { start: '2026-10-01', end: '2026-10-31' };
    expect(rangeForGranularity('hourly', chosen, true, now)).toEqual(chosen);
    // A month of quarter-hours is allowed (62 days), a year is not.
    expect(rangeForGranularity('quarter_hourly', chosen, true, now)).toEqual(chosen);
    const year = { start: '2025-11-01', end: '2026-10-31' };
    expect(rangeForGranularity('quarter_hourly', year, true, now)).toEqual(
      defaultRange('quarter_hourly', now),
    );
    // Defaults are not the customer's: the new granularity's default replaces them.
    expect(rangeForGranularity('daily', defaultRange('monthly', now), false, now)).toEqual(
      defaultRange('daily', now),
    );
  });

  it('moves a range back one year, 29 February to the 28th', () => {
    expect(shiftYears('2028-02-29', -1)).toBe('2027-02-28');
    expect(previousYearRange({ start: '2025-10-26', end: '2025-10-26' })).toEqual({
      start: '2024-10-26',
      end: '2024-10-26',
    });
  });

  it('drills from a month to its days (up to yesterday) and from a day to its hours', () => {
    expect(drillDown('monthly', '2025-02', now)).toEqual({
      granularity: 'daily',
      range: { start: '2025-02-01', end: '2025-02-28' },
    });
    expect(drillDown('monthly', '2026-11', now)).toEqual({
      granularity: 'daily',
      range: { start: '2026-11-01', end: '2026-11-14' },
    });
    expect(drillDown('daily', '2025-10-26', now)).toEqual({
      granularity: 'hourly',
      range: { start: '2025-10-26', end: '2025-10-26' },
    });
    expect(drillDown('hourly', '2025-10-26T02:00:00+01:00', now)).toBeNull();
  });
});
