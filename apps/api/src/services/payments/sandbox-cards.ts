import type { CardErrorCode } from '@portal/domain/schemas/payment';

/**
 * What charging a card does in the sandbox: pay, be declined with a code, or ask for a 3-D Secure
 * challenge first (and then pay, or be declined after it).
 */
export type CardBehaviour =
  | { kind: 'succeed' }
  | { kind: 'decline'; code: CardErrorCode }
  | { kind: 'authenticate'; then: { kind: 'succeed' } | { kind: 'decline'; code: CardErrorCode } };

const succeed = { kind: 'succeed' } as const;
const decline = (code: CardErrorCode) => ({ kind: 'decline', code }) as const;
const authenticate = (then: { kind: 'succeed' } | { kind: 'decline'; code: CardErrorCode }) =>
  ({ kind: 'authenticate', then }) as const;

type TestCard = { brand: string; behaviour: CardBehaviour };

/**
 * Stripe's documented test card numbers (docs.stripe.com/testing) and what they do there. The
 * declines Stripe gives a decline_code (insufficient funds, lost, stolen) have the code
 * card_declined. 4000 0000 0000 0036 only fails the postal code check at Stripe (a decline only
 * under a Radar rule); the sandbox declines it with incorrect_zip, the spec's code for that.
 */
export const sandboxTestCards: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', behaviour: succeed },
  '4000056655665556': { brand: 'visa', behaviour: succeed },
  '5555555555554444': { brand: 'mastercard', behaviour: succeed },
  '2223003122003222': { brand: 'mastercard', behaviour: succeed },
  '5200828282828210': { brand: 'mastercard', behaviour: succeed },
  '378282246310005': { brand: 'amex', behaviour: succeed },
  '4000000000000002': { brand: 'visa', behaviour: decline('card_declined') },
  '4000000000009995': { brand: 'visa', behaviour: decline('card_declined') },
  '4000000000009987': { brand: 'visa', behaviour: decline('card_declined') },
  '4000000000009979': { brand: 'visa', behaviour: decline('card_declined') },
  '4000000000000069': { brand: 'visa', behaviour: decline('expired_card') },
  '4000000000000127': { brand: 'visa', behaviour: decline('incorrect_cvc') },
  '4000000000000119': { brand: 'visa', behaviour: decline('processing_error') },
  '4000000000000036': { brand: 'visa', behaviour: decline('incorrect_zip') },
  '4000002500003155': { brand: 'visa', behaviour: authenticate(succeed) },
  '4000002760003184': { brand: 'visa', behaviour: authenticate(succeed) },
  '4000000000003220': { brand: 'visa', behaviour: authenticate(succeed) },
  '4000008400001629': { brand: 'visa', behaviour: authenticate(decline('card_declined')) },
};

/**
 * Stripe's test PaymentMethod ids, usable as payment_method_id without a card form. The last one is
 * the sandbox's own: Stripe's rate limit comes from no card, so it stands in for it.
 */
export const sandboxTestPaymentMethods: Record<string, TestCard & { last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: succeed },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', behaviour: succeed },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: succeed },
  pm_card_amex: { brand: 'amex', last4: '8431', behaviour: succeed },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: decline('card_declined') },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    behaviour: decline('card_declined'),
  },
  pm_card_chargeDeclinedLostCard: {
    brand: 'visa',
    last4: '9987',
    behaviour: decline('card_declined'),
  },
  pm_card_chargeDeclinedStolenCard: {
    brand: 'visa',
    last4: '9979',
    behaviour: decline('card_declined'),
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    behaviour: decline('expired_card'),
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    behaviour: decline('incorrect_cvc'),
  },
  pm_card_chargeDeclinedProcessingError: {
    brand: 'visa',
    last4: '0119',
    behaviour: decline('processing_error'),
  },
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3155',
    behaviour: authenticate(succeed),
  },
  pm_card_authenticationRequiredOnSetup: {
    brand: 'visa',
    last4: '3184',
    behaviour: authenticate(succeed),
  },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220', behaviour: authenticate(succeed) },
  pm_card_authenticationRequiredChargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '1629',
    behaviour: authenticate(decline('card_declined')),
  },
  pm_card_sandbox_rateLimit: { brand: 'visa', last4: '0000', behaviour: decline('rate_limit') },
};

/**
 * A typed card that is none of the test numbers: Stripe's test mode declines real cards
 * (card_declined), and so does the sandbox.
 */
export const unknownCardBehaviour: CardBehaviour = decline('card_declined');

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}
