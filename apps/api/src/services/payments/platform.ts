import type { CardErrorCode, PaymentPlatformName } from '@portal/domain/schemas/payment';

/** One charge of an amount to a card (a platform's PaymentMethod id). */
export type ChargeRequest = {
  /** In euro cents. */
  amountCents: number;
  paymentMethodId: string;
  /** The same key makes a retried charge return the first one's intent, never a second charge. */
  idempotencyKey: string;
  /** Our transaction's id, kept on the intent so that a webhook finds it. */
  transactionId: string;
  description: string;
};

/** Where a platform's PaymentIntent stands after a call. */
export type PlatformOutcome =
  | { status: 'succeeded'; intentId: string }
  | { status: 'requires_action'; intentId: string; clientSecret: string }
  | { status: 'declined'; intentId: string | null; code: CardErrorCode }
  /** Not awaiting confirmation: its 3-D Secure challenge failed or was cancelled, or it was canceled. */
  | { status: 'unexpected_state'; intentId: string }
  | { status: 'canceled'; intentId: string };

/** A card as its platform describes it: the brand as the platform names it, and its last digits. */
export type CardDetails = { brand: string; last4: string };

/**
 * A card payment processor behind the portal (ARCHITECTURE.md "Runtime"): the embedded sandbox or
 * Stripe. Both follow Stripe's PaymentIntents with server-side confirmation: a charge is created and
 * confirmed at once; a card that needs 3-D Secure answers requires_action with a client secret,
 * the browser runs the challenge and the server confirms the intent.
 */
export interface PaymentPlatform {
  readonly name: PaymentPlatformName;
  readonly publishableKey: string;
  charge(request: ChargeRequest): Promise<PlatformOutcome>;
  /** Confirms an intent whose challenge the customer went through. */
  confirm(intentId: string): Promise<PlatformOutcome>;
  /** Cancels an intent left awaiting its challenge; answers what it is now (it may have succeeded). */
  cancel(intentId: string): Promise<PlatformOutcome>;
  /** The card of a payment method, for the receipt; null when the platform does not know it. */
  describeCard(paymentMethodId: string): Promise<CardDetails | null>;
}

/** "12.34" (numeric from the database) → 1234, without binary floats. */
export function eurosToCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount of euros: ${amount}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}
