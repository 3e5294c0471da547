import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  isDateRangeValid,
  parseDisplayDate,
  parseTransportDate,
  toTransportDate,
} from './dates';

// Far from UTC on both sides: a calendar date read as UTC midnight lands on another day there.
const ZONES = ['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Madrid', 'UTC'];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each(ZONES)('in %s', (zone) => {
  it('runs in that zone', () => {
    vi.stubEnv('TZ', zone);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone === 'UTC' ? 'UTC' : zone);
  });

  it('shows a YYYY-MM-DD string as written', () => {
    vi.stubEnv('TZ', zone);
    expect(formatDisplayDate('2026-01-15')).toBe('15/01/2026');
    expect(formatDisplayDate('2024-12-31')).toBe('31/12/2024');
    expect(formatDisplayDate('2024-01-01')).toBe('01/01/2024');
  });

  it('round-trips a transport date through parse and toTransportDate', () => {
    vi.stubEnv('TZ', zone);
    for (const s of ['2026-01-15', '2024-02-29', '2024-03-31', '2024-10-27', '0099-06-01']) {
      const date = parseTransportDate(s);
      expect(date).not.toBeNull();
      expect(toTransportDate(date as Date)).toBe(s);
    }
  });

  it('shows a Date by its local day', () => {
    vi.stubEnv('TZ', zone);
    expect(formatDisplayDate(new Date(2026, 0, 15, 23, 59))).toBe('15/01/2026');
    expect(formatDisplayDate(new Date(2026, 0, 15, 0, 0))).toBe('15/01/2026');
  });
});

describe('formatDisplayDate', () => {
  it('shows an ISO timestamp by its local day', () => {
    vi.stubEnv('TZ', 'Europe/Madrid');
    expect(formatDisplayDate('2025-12-31T23:30:00Z')).toBe('01/01/2026');
    expect(formatDisplayDate('2025-12-31T22:30:00Z')).toBe('31/12/2025');
  });

  it('gives an empty string for what is no date', () => {
    expect(formatDisplayDate('2026-02-30')).toBe('');
    expect(formatDisplayDate('15/01/2026')).toBe('');
    expect(formatDisplayDate('1')).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDisplayDateTime', () => {
  it('shows day, month, year and a 24-hour time in the zone given', () => {
    expect(formatDisplayDateTime('2026-11-23T13:05:00Z', 'Europe/Madrid')).toBe('23/11/2026 14:05');
    expect(formatDisplayDateTime('2026-07-01T22:30:00Z', 'Europe/Madrid')).toBe('02/07/2026 00:30');
    expect(formatDisplayDateTime(new Date('2026-01-05T09:00:00Z'), 'UTC')).toBe('05/01/2026 09:00');
  });

  it('uses the local zone when none is given', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(formatDisplayDateTime('2026-01-01T05:00:00Z')).toBe('31/12/2025 21:00');
  });

  it('gives an empty string for what is no moment', () => {
    expect(formatDisplayDateTime('soon')).toBe('');
    expect(formatDisplayDateTime('2026-13-45T99:00:00Z')).toBe('');
    expect(formatDisplayDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe('parseDisplayDate', () => {
  it('reads dd/MM/yyyy, with or without leading zeros, as YYYY-MM-DD', () => {
    expect(parseDisplayDate('15/01/2026')).toBe('2026-01-15');
    expect(parseDisplayDate('5/3/2026')).toBe('2026-03-05');
    expect(parseDisplayDate(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it.each(['30/02/2026', '01/13/2026', '2026-01-15', '15/01/26', '15-01-2026', ''])(
    'rejects %j',
    (s) => {
      expect(parseDisplayDate(s)).toBeNull();
    },
  );
});

describe('toTransportDate', () => {
  it('pads month and day', () => {
    expect(toTransportDate(new Date(2026, 2, 5))).toBe('2026-03-05');
  });

  it('throws on an invalid Date', () => {
    expect(() => toTransportDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('parseTransportDate', () => {
  it('gives local midnight of that day', () => {
    const date = parseTransportDate('2026-03-05');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(5);
    expect(date?.getHours()).toBe(0);
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseTransportDate('2024-02-29')).not.toBeNull();
    expect(parseTransportDate('2000-02-29')).not.toBeNull();
    expect(parseTransportDate('2026-02-29')).toBeNull();
    expect(parseTransportDate('1900-02-29')).toBeNull();
  });

  it.each([
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '26-01-05',
    '2026-01-05T00:00:00Z',
    '05/01/2026',
    ' 2026-01-05',
    '',
  ])('rejects %s', (s) => {
    expect(parseTransportDate(s)).toBeNull();
  });
});

describe('isDateRangeValid', () => {
  it('accepts an end after or on the start', () => {
    expect(isDateRangeValid('2026-01-01', '2026-01-31')).toBe(true);
    expect(isDateRangeValid('2026-01-01', '2026-01-01')).toBe(true);
    expect(isDateRangeValid(new Date(2025, 11, 31), '2026-01-01')).toBe(true);
  });

  it('compares days, not times', () => {
    expect(isDateRangeValid(new Date(2026, 0, 1, 18), new Date(2026, 0, 1, 9))).toBe(true);
  });

  it('rejects an end before the start', () => {
    expect(isDateRangeValid('2026-01-31', '2026-01-01')).toBe(false);
    expect(isDateRangeValid('2026-01-01', '2025-12-31')).toBe(false);
    expect(isDateRangeValid(new Date(2026, 0, 2), new Date(2026, 0, 1, 23, 59))).toBe(false);
  });

  it('rejects an unreadable date', () => {
    expect(isDateRangeValid('2026-02-30', '2026-03-01')).toBe(false);
    expect(isDateRangeValid('2026-01-01', '')).toBe(false);
    expect(isDateRangeValid(new Date(Number.NaN), '2026-01-01')).toBe(false);
  });
});
