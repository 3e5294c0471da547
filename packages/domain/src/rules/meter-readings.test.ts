import { describe, expect, it } from 'vitest';
import { readingPeriodsOf } from './meter-readings';

describe('readingPeriodsOf', () => {
  it('asks for one reading per energy period of the electricity access tariff', () => {
    expect(readingPeriodsOf('electricity', '2.0TD')).toEqual(['p1', 'p2', 'p3']);
    expect(readingPeriodsOf('electricity', '3.0TD')).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(readingPeriodsOf('electricity', '6.1TD')).toHaveLength(6);
  });

  it('asks for a single reading of a gas meter, whatever its tariff', () => {
    expect(readingPeriodsOf('gas', 'RL.1')).toEqual(['p1']);
    expect(readingPeriodsOf('gas', '3.4')).toEqual(['p1']);
  });
});
