import { describe, expect, it } from 'vitest';
import { energyPeriodCount, energyPeriodsOfDay, isRestDay } from './tariff-periods';

const periods = (tariff: string, day: string) => [...energyPeriodsOfDay(tariff, day)].join('');

describe('energy periods of the access tariffs', () => {
  it('2.0TD on a weekday: P3 at night, P1 at 10–14 and 18–22, P2 around them', () => {
    // Thursday 2026-01-15.
    expect(periods('2.0TD', '2026-01-15')).toBe('333333332211112222111122');
  });

  it('2.0TD on weekends and fixed national holidays: all P3', () => {
    expect(periods('2.0TD', '2026-01-17')).toBe('3'.repeat(24)); // Saturday
    expect(periods('2.0TD', '2026-10-12')).toBe('3'.repeat(24)); // Monday, national day
    expect(periods('2.0TD', '2026-12-08')).toBe('3'.repeat(24));
  });

  it('movable holidays (Good Friday) are weekdays for the tariff', () => {
    expect(isRestDay('2026-04-03')).toBe(false);
    expect(isRestDay('2026-08-15')).toBe(true);
  });

  it('3.0TD moves peak and shoulder with the season; nights and rest days are P6', () => {
    expect(periods('3.0TD', '2026-01-15')).toBe('666666662111112222111122');
    expect(periods('3.0TD', '2026-03-10')).toBe('666666663222223333222233');
    expect(periods('3.0TD', '2026-06-10')).toBe('666666664333334444333344');
    expect(periods('3.0TD', '2026-04-14')).toBe('666666665444445555444455');
    expect(periods('6.1TD', '2026-07-15')).toBe('666666662111112222111122');
    expect(periods('3.0TD', '2026-07-18')).toBe('6'.repeat(24));
  });

  it('counts three periods for 2.0TD and six for the others', () => {
    expect(energyPeriodCount('2.0TD')).toBe(3);
    expect(energyPeriodCount('3.0TD')).toBe(6);
    expect(energyPeriodCount('6.2TD')).toBe(6);
  });
});
