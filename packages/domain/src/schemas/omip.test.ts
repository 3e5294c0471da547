import { describe, expect, it } from 'vitest';
import { omipAlertBodySchema, omipAlertFormSchema, omipConditionMet } from './omip';

describe('OMIP alert conditions (decision 022)', () => {
  it('compares the price with the limit: below, above, or equal to the cent', () => {
    expect(omipConditionMet('<', 50, 49.99)).toBe(true);
    expect(omipConditionMet('<', 50, 50)).toBe(false);
    expect(omipConditionMet('>', 50, 50.01)).toBe(true);
    expect(omipConditionMet('>', 50, 50)).toBe(false);
    expect(omipConditionMet('==', 61.35, 61.35)).toBe(true);
    expect(omipConditionMet('==', 0.3, 0.1 + 0.2)).toBe(true);
    expect(omipConditionMet('==', 61.35, 61.36)).toBe(false);
    expect(omipConditionMet('==', 61.35, 61.34)).toBe(false);
  });
});

describe('the OMIP alert body and form', () => {
  it('takes a price of at least 0 that is a number', () => {
    const body = { product: 'ES Base Cal-27', type: '<', price: 0 };
    expect(omipAlertBodySchema.safeParse(body).success).toBe(true);
    for (const price of [-0.01, Number.NaN, Number.POSITIVE_INFINITY, '5']) {
      const parsed = omipAlertBodySchema.safeParse({ ...body, price });
      expect(parsed.success, String(price)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('invalid_value');
    }
  });

  it('turns the form into the body, the price typed with a comma', () => {
    expect(
      omipAlertFormSchema.parse({ product: 'ES Base Q1-27', type: '>', price: ' 72,5 ' }),
    ).toEqual({ product: 'ES Base Q1-27', type: '>', price: 72.5 });
  });

  it('names the field of each problem', () => {
    const issues = (values: { product: string; type: '' | '<'; price: string }) =>
      omipAlertFormSchema
        .safeParse(values)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ product: '', type: '', price: '' })).toEqual([
      ['product', 'required'],
      ['type', 'required'],
      ['price', 'required'],
    ]);
    expect(issues({ product: 'ES Base Q1-27', type: '<', price: '-1' })).toEqual([
      ['price', 'invalid_value'],
    ]);
    expect(issues({ product: 'ES Base Q1-27', type: '<', price: '1.234,5' })).toEqual([
      ['price', 'invalid_value'],
    ]);
  });
});
