import { describe, expect, it } from 'vitest';
import { calculatorFormSchema, emptyCalculator } from './power-calculator';

const CUPS = 'ES0021000000000001RK';

describe('calculatorFormSchema (spec 3 point 5)', () => {
  it('gives the calculator part of the lead with the optimal power', () => {
    const form = emptyCalculator();
    form.cups = CUPS;
    form.area = '80';
    form.numPersones = '3';
    form.appliances = form.appliances.map((card) =>
      card.name === 'oven' ? { ...card, enabled: true } : card,
    );
    const result = calculatorFormSchema.safeParse(form);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ cups: CUPS, area: 80, numPersones: 3 });
    expect(result.data?.optimalPower).toBeGreaterThan(0);
    expect(result.data?.appliances.find((choice) => choice.name === 'oven')).toMatchObject({
      enabled: true,
      quantity: 1,
    });
  });

  it("puts the problems on their fields: the CUPS, a number typed wrong, an enabled card's quantity", () => {
    const form = emptyCalculator();
    form.area = 'ochenta';
    form.numPersones = '2';
    form.appliances = form.appliances.map((card) =>
      card.name === 'stove' ? { ...card, enabled: true, quantity: 'x' } : card,
    );
    const stove = form.appliances.findIndex((card) => card.name === 'stove');
    const fields = calculatorFormSchema.safeParse(form).error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(['cups', 'area', `appliances.${stove}.quantity`]);
  });
});
