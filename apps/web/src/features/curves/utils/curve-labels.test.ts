import { describe, expect, it } from 'vitest';
import { curveInstant, curveLabels, offsetLabel, parseCurveDate } from './curve-labels';

/** The autumn clock change in Madrid: 02:00 happens twice, first at +02:00 and then at +01:00. */
const autumnNight = [
  '2025-10-26T01:00:00+02:00',
  '2025-10-26T02:00:00+02:00',
  '2025-10-26T02:00:00+01:00',
  '2025-10-26T03:00:00+01:00',
];

describe('curve labels (spec 2 point 3, issue 13 point 2)', () => {
  it('reads the three shapes of a curve date as written', () => {
    expect(parseCurveDate('2025-10')).toEqual({ kind: 'month', year: 2025, month: 10 });
    expect(parseCurveDate('2025-10-26')).toEqual({ kind: 'day', day: '2025-10-26' });
    expect(parseCurveDate('2025-10-26T02:15:00+01:00')).toEqual({
      kind: 'time',
      day: '2025-10-26',
      time: '02:15',
      offset: '+01:00',
    });
    expect(parseCurveDate('26/10/2025')).toBeNull();
    expect(offsetLabel('+02:00')).toBe('+02');
    expect(offsetLabel('+05:30')).toBe('+05:30');
  });

  it('orders the repeated hour by the instant it happens', () => {
    const instants = autumnNight.map(curveInstant);
    expect([...instants].sort((a, b) => a - b)).toEqual(instants);
    expect(instants[2]! - instants[1]!).toBe(3_600_000);
  });

  it('labels the two 02:00 of the autumn clock change with their offsets, and no other hour', () => {
    expect(curveLabels(autumnNight, 'es', 'axis')).toEqual([
      '01:00',
      '02:00 (+02)',
      '02:00 (+01)',
      '03:00',
    ]);
    expect(curveLabels(autumnNight, 'en', 'long')).toEqual([
      '26/10/2025 01:00',
      '26/10/2025 02:00 (+02)',
      '26/10/2025 02:00 (+01)',
      '26/10/2025 03:00',
    ]);
  });

  it('adds the day to the axis when the hours span several days', () => {
    expect(
      curveLabels(['2025-10-25T23:00:00+02:00', '2025-10-26T00:00:00+02:00'], 'ca', 'axis'),
    ).toEqual(['25/10 23:00', '26/10 00:00']);
  });

  it('names months and days in each language', () => {
    expect(curveLabels(['2025-10'], 'es', 'long')).toEqual(['Octubre de 2025']);
    expect(curveLabels(['2025-10'], 'en', 'long')).toEqual(['October 2025']);
    expect(curveLabels(['2025-10'], 'en', 'axis')).toEqual(['Oct 2025']);
    expect(curveLabels(['2025-10-26'], 'es', 'axis')).toEqual(['26/10']);
    expect(curveLabels(['2025-10-26'], 'es', 'long')).toEqual(['dom 26/10/2025']);
    expect(curveLabels(['2025-10-26'], 'en', 'long')).toEqual(['Sun 26/10/2025']);
  });
});
