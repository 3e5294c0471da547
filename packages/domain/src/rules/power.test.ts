import { describe, expect, it } from 'vitest';
import {
  checkAccessTariffPowers,
  formatPowerInput,
  kwToWatts,
  powerChangeCosts,
  validatePowerChange,
  wattsToKw,
} from './power';

describe('kwToWatts and wattsToKw', () => {
  it('sends kW multiplied by 1000 as whole watts', () => {
    expect(kwToWatts(4.6)).toBe(4600);
    expect(kwToWatts(3.464)).toBe(3464);
    // 0.1 + 0.2 is not 0.3 in binary; the watts are.
    expect(kwToWatts(0.1 + 0.2)).toBe(300);
    expect(wattsToKw(5750)).toBe(5.75);
  });
});

describe('formatPowerInput', () => {
  it('shows decimals with a comma', () => {
    expect(formatPowerInput(4.6)).toBe('4,6');
    expect(formatPowerInput(10)).toBe('10');
    expect(formatPowerInput(0.1 + 0.2)).toBe('0,3');
  });
});

describe('validatePowerChange', () => {
  const current = { p1: 4.6, p2: 4.6 };

  it('accepts a change of P1 and P2 with comma or dot decimals', () => {
    expect(validatePowerChange({ p1: '5,75', p2: '3.45' }, current)).toEqual({});
  });

  it('requires P1', () => {
    expect(validatePowerChange({ p1: ' ', p2: '5' }, current)).toEqual({
      p1: 'power_modification_validation',
    });
  });

  it('refuses zero, negative and non-numbers', () => {
    expect(validatePowerChange({ p1: '0', p2: '-1', p3: 'abc', p4: '1.234.5' }, {})).toEqual({
      p1: 'power_modification_validation',
      p2: 'power_modification_validation',
      p3: 'power_modification_validation',
      p4: 'power_modification_validation',
    });
  });

  it('says a period equal to its current power is no change, comma or not', () => {
    expect(validatePowerChange({ p1: '4,6', p2: '4.60' }, current)).toEqual({
      p1: 'power_modification_same',
      p2: 'power_modification_same',
    });
  });

  it('leaves periods other than P1 alone when blank', () => {
    expect(validatePowerChange({ p1: '6' }, current)).toEqual({});
  });
});

describe('checkAccessTariffPowers', () => {
  it('keeps 2.0TD at or under 15 kW in every period', () => {
    expect(checkAccessTariffPowers('2.0TD', { p1: 15, p2: 15 })).toBeNull();
    expect(checkAccessTariffPowers('2.0TD', { p1: 15.001, p2: 5 })).toBe('power_over_limit_2td');
  });

  it('keeps 3.0TD and 6.xTD powers from decreasing from P1 to P6', () => {
    const rising = { p1: 15, p2: 15, p3: 20, p4: 20, p5: 20, p6: 25 };
    expect(checkAccessTariffPowers('3.0TD', rising)).toBeNull();
    expect(checkAccessTariffPowers('6.1TD', rising)).toBeNull();
    expect(checkAccessTariffPowers('3.0TD', { ...rising, p4: 19.9 })).toBe(
      'power_decreasing_periods',
    );
  });

  it('has no rule for tariffs it does not know', () => {
    expect(checkAccessTariffPowers('RL.1', { p1: 1, p2: 0.5 })).toBeNull();
  });
});

describe('powerChangeCosts', () => {
  it('charges only the connection right when every period goes down', () => {
    expect(powerChangeCosts({ p1: 5.75, p2: 5.75 }, { p1: 4.6, p2: 4.6 })).toEqual({
      raises: false,
      raisedWatts: 0,
      connectionCents: 904,
      accessCents: 0,
      extensionCents: 0,
      totalCents: 904,
    });
  });

  it('adds access and extension rights per kW the highest power goes up', () => {
    // 4.6 → 5.75 kW: 1.15 kW × 19.70 € = 22.655 € → 22.66 €; × 17.27 € = 19.8605 € → 19.86 €.
    expect(powerChangeCosts({ p1: 4.6, p2: 4.6 }, { p1: 5.75, p2: 4.6 })).toEqual({
      raises: true,
      raisedWatts: 1150,
      connectionCents: 904,
      accessCents: 2266,
      extensionCents: 1986,
      totalCents: 5156,
    });
  });

  it('owes no extension right for a power held in the last three years', () => {
    const costs = powerChangeCosts(
      { p1: 3.45, p2: 3.45 },
      { p1: 4.6 },
      { heldInLastThreeYears: true },
    );
    expect(costs.accessCents).toBe(2266);
    expect(costs.extensionCents).toBe(0);
    expect(costs.totalCents).toBe(904 + 2266);
  });

  it('shows the raise notices when a lower period goes up under the highest one', () => {
    const costs = powerChangeCosts({ p1: 6.9, p2: 3.45 }, { p2: 4.6 });
    expect(costs.raises).toBe(true);
    expect(costs.raisedWatts).toBe(0);
    expect(costs.totalCents).toBe(904);
  });
});
