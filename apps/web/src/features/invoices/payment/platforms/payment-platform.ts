import type { ReactNode } from 'react';

/** A card refused or a step that failed, with the provider's error code (spec 2 point 8). */
export class PaymentError extends Error {
  readonly code: string;
  constructor(code: string, options?: { cause?: unknown }) {
    super(`Payment failed: ${code}`, options);
    this.name = 'PaymentError';
    this.code = code;
  }
}

export const isPaymentError = (error: unknown): error is PaymentError =>
  error instanceof PaymentError;

/**
 * What the payment flow needs of a card platform: turn the card the customer entered into a payment
 * method id, and run the card's extra step (3-D Secure) for a payment intent, answering its id.
 * Both throw a PaymentError with the code to show.
 */
export interface PaymentPlatformClient<Card> {
  readonly name: string;
  createPaymentMethod(card: Card): Promise<string>;
  handleNextAction(clientSecret: string): Promise<string>;
}

/** The props of a platform's card form: it validates its fields and hands over a card. */
export interface CardFormProps<Card> {
  /** The id of the form element, so the dialog's submit button can sit outside it. */
  formId: string;
  onCard: (card: Card) => void;
}

/** A platform as the dialog uses it: its client and the card form that feeds it. */
export interface PaymentPlatform<Card> {
  client: PaymentPlatformClient<Card>;
  CardForm: (props: CardFormProps<Card>) => ReactNode;
}

/** The id of a payment intent from its client secret: the part before `_secret_` (Stripe's format). */
export function paymentIntentIdOf(clientSecret: string): string {
  const index = clientSecret.indexOf('_secret_');
  return index === -1 ? clientSecret : clientSecret.slice(0, index);
}
