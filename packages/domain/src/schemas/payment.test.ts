import { describe, expect, it } from 'vitest';
import { firstCodes } from '../testing/first-codes';
import {
  cardInputError,
  isCardErrorCode,
  passesLuhn,
  payBodySchema,
  payRequestOf,
  paymentErrorCodes,
  sandboxCardBodySchema,
  sandboxCardFormSchema,
  transactionQuerySchema,
} from './payment';

const today = { year: 2026, month: 11 };
const card = (change: Partial<Parameters<typeof cardInputError>[0]> = {}) => ({
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...change,
});

describe('pay body', () => {
  it('reads the first call and the confirmation', () => {
    const first = payBodySchema.parse({
      payment_method_id: 'pm_card_visa',
      platform_name: 'sandbox',
      item_id: 42,
      related_object_type: 'invoice_multipoint',
    });
    expect(payRequestOf(first)).toEqual({
      kind: 'first',
      platformName: 'sandbox',
      paymentMethodId: 'pm_card_visa',
      itemId: 42,
      relatedObjectType: 'invoice_multipoint',
    });
    const confirmation = payBodySchema.parse({
      payment_intent_id: 'pi_3Abc',
      platform_name: 'stripe',
    });
    expect(payRequestOf(confirmation)).toEqual({
      kind: 'confirmation',
      platformName: 'stripe',
      paymentIntentId: 'pi_3Abc',
    });
  });

  it.each([
    [{}, { platform_name: 'required', payment_method_id: 'required' }],
    [
      { platform_name: 'sandbox', payment_method_id: 'pm_x', related_object_type: 'invoice' },
      { item_id: 'required' },
    ],
    [
      {
        platform_name: 'sandbox',
        payment_method_id: 'pm_x',
        item_id: 0,
        related_object_type: 'invoice',
      },
      { item_id: 'invalid_value' },
    ],
    [
      {
        platform_name: 'sandbox',
        payment_method_id: 'pm_x',
        item_id: '7',
        related_object_type: 'invoice',
      },
      { item_id: 'invalid_type' },
    ],
    [
      {
        platform_name: 'sandbox',
        payment_method_id: 'pm_x',
        item_id: 7,
        related_object_type: 'contract',
      },
      { related_object_type: 'invalid_value' },
    ],
    [
      { platform_name: 'sandbox', payment_intent_id: 'pi_1', payment_method_id: 'pm_x' },
      { payment_method_id: 'unknown_field' },
    ],
    [
      { platform_name: 'sandbox', payment_intent_id: 'pi 1' },
      { payment_intent_id: 'invalid_value' },
    ],
  ])('refuses %j', (body, codes) => {
    expect(firstCodes(payBodySchema.safeParse(body))).toMatchObject(codes);
  });

  it('rejects unknown fields', () => {
    const result = payBodySchema.safeParse({
      platform_name: 'sandbox',
      payment_intent_id: 'pi_1',
      amount: 1,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['amount'] });
  });
});

describe('card checks of the card form', () => {
  it('passes the Luhn check of valid numbers only', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
  });

  it('accepts a good card, spaces included', () => {
    expect(cardInputError(card(), today)).toBeNull();
    expect(cardInputError(card({ exp_year: 26, exp_month: 11 }), today)).toBeNull();
    expect(cardInputError(card({ number: '3782 822463 10005', cvc: '1234' }), today)).toBeNull();
  });

  it.each([
    [{ number: '4242424242424241' }, 'incorrect_number'],
    [{ number: '4242424242424243' }, 'invalid_number'],
    [{ number: '4242 4242' }, 'invalid_number'],
    [{ number: '4242x42424242424' }, 'invalid_number'],
    [{ exp_month: 0 }, 'invalid_expiry_month'],
    [{ exp_month: 13 }, 'invalid_expiry_month'],
    [{ exp_year: 2025 }, 'invalid_expiry_year'],
    [{ exp_year: 2026, exp_month: 10 }, 'invalid_expiry_year'],
    [{ exp_year: 2090 }, 'invalid_expiry_year'],
    [{ cvc: '12' }, 'invalid_cvc'],
    [{ cvc: '12a' }, 'invalid_cvc'],
    [{ number: '378282246310005', cvc: '123' }, 'invalid_cvc'],
  ])('refuses %j with %s', (change, code) => {
    expect(cardInputError(card(change), today)).toBe(code);
  });

  it('takes the card as typed and leaves the checks to cardInputError', () => {
    expect(sandboxCardBodySchema.safeParse(card({ exp_month: 13 })).success).toBe(true);
    expect(sandboxCardBodySchema.safeParse({ ...card(), holder: 'X' }).success).toBe(false);
  });
});

describe('codes and queries', () => {
  it('lists every payment error code of spec 2 point 8', () => {
    for (const code of [
      'incorrect_number',
      'invalid_number',
      'invalid_expiry_month',
      'invalid_expiry_year',
      'invalid_cvc',
      'incorrect_cvc',
      'expired_card',
      'incorrect_zip',
      'card_declined',
      'missing',
      'processing_error',
      'rate_limit',
      'not_payable',
      'user_not_enabled_to_payment_platform',
      'payment_intent_unexpected_state',
    ]) {
      expect(paymentErrorCodes).toContain(code);
    }
    expect(isCardErrorCode('card_declined')).toBe(true);
    expect(isCardErrorCode('not_payable')).toBe(false);
  });

  it('reads the related object type of the summary and receipt calls', () => {
    expect(transactionQuerySchema.parse({ related_object_type: 'invoice', lang: 'ca' })).toEqual({
      related_object_type: 'invoice',
      lang: 'ca',
    });
    expect(transactionQuerySchema.safeParse({ related_object_type: 'contract' }).success).toBe(
      false,
    );
  });
});

describe('sandboxCardFormSchema', () => {
  const schema = sandboxCardFormSchema(() => ({ year: 2026, month: 11 }));

  it('gives the body of a card as typed: digits only, the expiry as numbers', () => {
    expect(schema.parse({ number: '4242 4242 4242 4242', expiry: '12/26', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2026,
      cvc: '123',
    });
  });

  it("puts Stripe's codes on the fields", () => {
    expect(firstCodes(schema.safeParse({ number: '', expiry: '', cvc: '' }))).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
    });
    expect(
      firstCodes(schema.safeParse({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' })),
    ).toEqual({ number: 'invalid_number', expiry: 'invalid_expiry_month', cvc: 'invalid_cvc' });
    expect(
      firstCodes(schema.safeParse({ number: '3782 822463 10005', expiry: '10/26', cvc: '123' })),
    ).toEqual({ expiry: 'invalid_expiry_year', cvc: 'invalid_cvc' });
  });
});
