import { describe, expect, it } from 'vitest';
import { powerCalculatorInputSchema } from '../schemas/power-calculator';
import {
  type ApplianceChoice,
  type ApplianceName,
  type SimultaneityCoefficient,
  appliancePower,
  appliances,
  defaultApplianceChoices,
  optimalPower,
  recommendedAccessTariff,
  waterHeaterCapacityFor,
} from './power-calculator';

const on = (name: ApplianceName, quantity = 1, option: string | null = null): ApplianceChoice => ({
  name,
  enabled: true,
  quantity,
  option,
});

/** The power of one appliance in a flat of `area` m² with coefficient `coefficient`. */
const power = (choice: ApplianceChoice, coefficient: SimultaneityCoefficient = 0.4, area = 80) =>
  appliancePower(choice, { area, coefficient });

describe('appliancePower (spec 3 point 9)', () => {
  it('scales each single appliance by the default coefficient 0.4', () => {
    // round(power × 100 × 0.4) / 100, worked by hand.
    expect(power(on('stove'))).toBe(0.48);
    expect(power(on('dishwasher'))).toBe(0.68);
    expect(power(on('washer'))).toBe(0.8);
    expect(power(on('dryer'))).toBe(0.8);
    expect(power(on('oven'))).toBe(0.8);
    expect(power(on('hob'))).toBe(0.6);
    expect(power(on('airConditioning'))).toBe(0.6);
    expect(power(on('microwave'))).toBe(0.44);
    expect(power(on('tv'))).toBe(0.08);
    expect(power(on('electricVehicle'))).toBe(0);
    expect(power(on('heatingOil'))).toBe(0);
  });

  it('leaves the fridge out of the coefficient', () => {
    expect(power(on('fridge'), 0.25)).toBe(0.3);
    expect(power(on('fridge'), 0.4)).toBe(0.3);
    expect(power(on('fridge'), 0.6)).toBe(0.3);
    expect(power(on('fridge', 2), 0.6)).toBe(0.6);
  });

  it('takes the water heater power of its capacity', () => {
    expect(power(on('waterHeater', 1, '30'))).toBe(0.48);
    expect(power(on('waterHeater', 1, '50'))).toBe(0.64);
    expect(power(on('waterHeater', 1, '80'))).toBe(0.8);
    expect(power(on('waterHeater', 1, '100'))).toBe(0.96);
    expect(power(on('waterHeater', 1, '100'), 0.6)).toBe(1.44);
  });

  it('sizes heating by the area, with its base of 0.1 kW outside the coefficient', () => {
    // 0.1 + 80 × 0.01 × 0.4 = 0.42
    expect(power(on('heating'), 0.4, 80)).toBe(0.42);
    // 0.1 + 100 × 0.01 × 0.6 = 0.7
    expect(power(on('heating'), 0.6, 100)).toBe(0.7);
    // 0.1 + 75 × 0.01 × 0.25 = 0.2875, rounded half up to 0.29
    expect(power(on('heating'), 0.25, 75)).toBe(0.29);
    // The quantity typed on the card does not count: the area does.
    expect(power(on('heating', 7), 0.4, 80)).toBe(0.42);
  });

  it('sizes the pool by its volume in m³', () => {
    // 50 × 0.0085 × 0.4 = 0.17
    expect(power(on('pool', 50))).toBe(0.17);
    // 50 × 0.0085 × 0.6 = 0.255 → 0.26
    expect(power(on('pool', 50), 0.6)).toBe(0.26);
    expect(power(on('pool', 0))).toBe(0);
  });

  it('counts multiple appliances', () => {
    expect(power(on('stove', 2))).toBe(0.96);
    expect(power(on('airConditioning', 3))).toBe(1.8);
    expect(power(on('tv', 3))).toBe(0.24);
    expect(power(on('tv', 0))).toBe(0);
  });

  it('counts a single appliance once whatever its quantity', () => {
    expect(power(on('oven', 3))).toBe(0.8);
  });

  it('applies each of the three coefficients', () => {
    expect(power(on('stove'), 0.25)).toBe(0.3);
    expect(power(on('stove'), 0.4)).toBe(0.48);
    expect(power(on('stove'), 0.6)).toBe(0.72);
    expect(power(on('hob'), 0.6)).toBe(0.9);
    expect(power(on('tv'), 0.25)).toBe(0.05);
  });

  it('rounds to 2 decimals, half up, without binary-float noise', () => {
    // 1.7 × 0.25 = 0.425 (0.42499999… in binary) → 0.43
    expect(power(on('dishwasher'), 0.25)).toBe(0.43);
    // 1.1 × 0.25 = 0.275 → 0.28
    expect(power(on('microwave'), 0.25)).toBe(0.28);
    // 1.1 × 0.6 = 0.66
    expect(power(on('microwave'), 0.6)).toBe(0.66);
  });

  it('adds nothing for an appliance that is not enabled', () => {
    expect(power({ ...on('stove', 2), enabled: false })).toBe(0);
    expect(power({ ...on('heating'), enabled: false })).toBe(0);
  });
});

describe('optimalPower', () => {
  it('adds the appliances of a flat and rounds the sum to 2 decimals', () => {
    const flat = [
      on('hob'), // 0.6
      on('oven'), // 0.8
      on('washer'), // 0.8
      on('fridge'), // 0.3
      on('tv'), // 0.08
      on('microwave'), // 0.44
      on('waterHeater', 1, '80'), // 0.8
      on('heating'), // 0.42
      { ...on('dryer'), enabled: false },
    ];
    expect(optimalPower(flat, { area: 80, coefficient: 0.4 })).toBe(4.24);
  });

  it('is 0 with nothing enabled', () => {
    expect(optimalPower(defaultApplianceChoices(3), { area: 90, coefficient: 0.6 })).toBe(0);
  });

  it('gives the same choices a higher power with a higher coefficient', () => {
    const choices = [on('stove'), on('oven'), on('fridge')];
    expect(optimalPower(choices, { area: 60, coefficient: 0.25 })).toBe(1.1); // 0.3 + 0.5 + 0.3
    expect(optimalPower(choices, { area: 60, coefficient: 0.6 })).toBe(2.22); // 0.72 + 1.2 + 0.3
  });
});

describe('recommendedAccessTariff', () => {
  it('is 2.0TD up to 15 kW and 3.0TD above', () => {
    expect(recommendedAccessTariff(4.24)).toBe('2.0TD');
    expect(recommendedAccessTariff(15)).toBe('2.0TD');
    expect(recommendedAccessTariff(15.01)).toBe('3.0TD');
  });
});

describe('the household', () => {
  it('presets the water heater capacity by the people', () => {
    expect([1, 2, 3, 4, 5, 8].map(waterHeaterCapacityFor)).toEqual([
      '30',
      '50',
      '80',
      '80',
      '100',
      '100',
    ]);
    const heater = defaultApplianceChoices(2).find((choice) => choice.name === 'waterHeater');
    expect(heater).toEqual({ name: 'waterHeater', enabled: false, quantity: 1, option: '50' });
  });

  it('lists the fifteen appliances of spec 3', () => {
    expect(appliances.map((item) => item.name)).toHaveLength(15);
  });
});

describe('powerCalculatorInputSchema (spec 3 point 5)', () => {
  const valid = {
    cups: 'es0021000000000001rk',
    area: 80,
    numPersones: 3,
    cofSimul: 0.4,
    appliances: [{ name: 'stove', enabled: true, quantity: 1, option: null, totalPower: 0.48 }],
  };
  const codes = (input: unknown) =>
    powerCalculatorInputSchema
      .safeParse(input)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes a valid calculator and normalises the CUPS', () => {
    expect(powerCalculatorInputSchema.parse(valid).cups).toBe('ES0021000000000001RK');
  });

  it('requires a valid CUPS and a positive whole area and household', () => {
    expect(codes({ ...valid, cups: '' })).toEqual([['cups', 'required']]);
    expect(codes({ ...valid, cups: 'ES0021000000000001RX' })).toEqual([['cups', 'cups_not_valid']]);
    expect(codes({ ...valid, area: 0 })).toEqual([['area', 'positive_whole_number']]);
    expect(codes({ ...valid, area: 80.5 })).toEqual([['area', 'positive_whole_number']]);
    expect(codes({ ...valid, numPersones: -1 })).toEqual([
      ['numPersones', 'positive_whole_number'],
    ]);
    expect(codes({ ...valid, area: undefined })).toEqual([['area', 'required']]);
  });

  it('takes only the three coefficients and one card per appliance', () => {
    expect(codes({ ...valid, cofSimul: 0.5 })).toEqual([['cofSimul', 'invalid_value']]);
    expect(codes({ ...valid, appliances: [valid.appliances[0], valid.appliances[0]] })).toEqual([
      ['appliances', 'invalid_value'],
    ]);
    expect(
      codes({
        ...valid,
        appliances: [{ name: 'tv', enabled: true, quantity: 21, option: null, totalPower: 0 }],
      }),
    ).toEqual([['appliances.0', 'too_long']]);
  });
});
