import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type CardErrorCode,
  type SandboxCardBody,
  cardDigits,
  cardInputError,
} from '@portal/domain/schemas/payment';
import type { Database } from '../../db/database';
import type { CardDetails, ChargeRequest, PaymentPlatform, PlatformOutcome } from './platform';
import {
  type CardBehaviour,
  cardBrand,
  sandboxTestCards,
  sandboxTestPaymentMethods,
  unknownCardBehaviour,
} from './sandbox-cards';
import * as repo from './sandbox.repository';

/** The sandbox's fixed publishable key: the web's sandbox card form needs one, like Stripe.js. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_portal_offline_processor';

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * How long a card typed into the sandbox form is kept: long enough for any payment that uses it,
 * 3-D Secure included. Older ones are removed as new ones are made.
 */
export const SANDBOX_PAYMENT_METHOD_HOURS = 24;

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

type IntentMetadata = { transaction_id?: string; behaviour?: CardBehaviour };

/** An intent as Stripe would report it to the server. */
function outcomeOf(intent: repo.SandboxIntent): PlatformOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId: intent.id };
    case 'requires_action':
      return { status: 'requires_action', intentId: intent.id, clientSecret: intent.clientSecret };
    case 'canceled':
      return { status: 'canceled', intentId: intent.id };
    default:
      // requires_payment_method: declined when charged, or a failed challenge (no card error).
      return intent.lastErrorCode &&
        intent.lastErrorCode !== 'payment_intent_authentication_failure'
        ? { status: 'declined', intentId: intent.id, code: intent.lastErrorCode as CardErrorCode }
        : { status: 'unexpected_state', intentId: intent.id };
  }
}

export type SandboxPlatform = PaymentPlatform & {
  /** What the sandbox card form does with a typed card (Stripe.js createPaymentMethod). */
  createPaymentMethod(
    card: SandboxCardBody,
    today: { year: number; month: number },
  ): Promise<{ id: string } | { error: CardErrorCode }>;
  /** The 3-D Secure challenge page's answer; null for an unknown intent or a wrong secret. */
  authenticate(
    intentId: string,
    clientSecret: string,
    outcome: 'complete' | 'fail',
  ): Promise<{ status: string } | null>;
};

/**
 * The embedded card processor (ARCHITECTURE.md "Runtime"): it charges nobody, and answers as Stripe
 * does for Stripe's test cards and test PaymentMethod ids (sandbox-cards.ts), 3-D Secure included.
 * Its payment methods and intents live in the database, so every instance sees the same ones.
 */
export function createSandboxPlatform(db: Database): SandboxPlatform {
  async function behaviourOf(paymentMethodId: string): Promise<CardBehaviour | null> {
    const test = sandboxTestPaymentMethods[paymentMethodId];
    if (test) return test.behaviour;
    const stored = await repo.findSandboxCardBehaviour(db, paymentMethodId);
    return stored ? (JSON.parse(stored) as CardBehaviour) : null;
  }

  const setStatus = (
    intentId: string,
    from: string[],
    status: string,
    lastErrorCode: string | null = null,
  ) => repo.moveSandboxIntent(db, intentId, from, status, lastErrorCode);

  return {
    name: 'sandbox',
    publishableKey: SANDBOX_PUBLISHABLE_KEY,

    async charge(request: ChargeRequest): Promise<PlatformOutcome> {
      const behaviour = await behaviourOf(request.paymentMethodId);
      // Stripe answers resource_missing, with no intent, for a payment method it does not know.
      if (!behaviour) return { status: 'declined', intentId: null, code: 'missing' };
      const status =
        behaviour.kind === 'succeed'
          ? 'succeeded'
          : behaviour.kind === 'authenticate'
            ? 'requires_action'
            : 'requires_payment_method';
      const id = randomId('pi');
      const metadata: IntentMetadata = { transaction_id: request.transactionId, behaviour };
      const intent = await repo.insertSandboxIntentOnce(db, {
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        amount: request.amountCents,
        currency: 'eur',
        paymentMethodId: request.paymentMethodId,
        status,
        lastErrorCode: behaviour.kind === 'decline' ? behaviour.code : null,
        idempotencyKey: request.idempotencyKey,
        metadata,
      });
      return outcomeOf(intent);
    },

    async confirm(intentId: string): Promise<PlatformOutcome> {
      const intent = await repo.findSandboxIntent(db, intentId);
      if (!intent) return { status: 'unexpected_state', intentId };
      if (intent.status !== 'requires_confirmation') {
        // A challenge not yet answered asks for it again; a failed one cannot be confirmed.
        return intent.status === 'succeeded' || intent.status === 'requires_action'
          ? outcomeOf(intent)
          : { status: 'unexpected_state', intentId };
      }
      const behaviour = (intent.metadata as IntentMetadata).behaviour;
      const after: CardBehaviour =
        behaviour?.kind === 'authenticate' ? behaviour.then : { kind: 'succeed' };
      const updated =
        after.kind === 'decline'
          ? await setStatus(
              intentId,
              ['requires_confirmation'],
              'requires_payment_method',
              after.code,
            )
          : await setStatus(intentId, ['requires_confirmation'], 'succeeded');
      return outcomeOf(updated!);
    },

    async cancel(intentId: string): Promise<PlatformOutcome> {
      const updated = await setStatus(
        intentId,
        ['requires_action', 'requires_confirmation', 'requires_payment_method'],
        'canceled',
      );
      if (!updated) return { status: 'unexpected_state', intentId };
      return updated.status === 'succeeded' ? outcomeOf(updated) : { status: 'canceled', intentId };
    },

    async describeCard(paymentMethodId: string): Promise<CardDetails | null> {
      const test = sandboxTestPaymentMethods[paymentMethodId];
      if (test) return { brand: test.brand, last4: test.last4 };
      return repo.findSandboxCardDetails(db, paymentMethodId);
    },

    async createPaymentMethod(card, today) {
      const error = cardInputError(card, today);
      if (error) return { error };
      const digits = cardDigits(card.number);
      const test = sandboxTestCards[digits];
      const id = randomId('pm');
      await repo.insertSandboxPaymentMethod(db, {
        id,
        brand: test?.brand ?? cardBrand(digits),
        last4: digits.slice(-4),
        expMonth: card.exp_month,
        expYear: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
        behaviour: JSON.stringify(test?.behaviour ?? unknownCardBehaviour),
      });
      await repo.deleteSandboxPaymentMethodsOlderThan(db, SANDBOX_PAYMENT_METHOD_HOURS);
      return { id };
    },

    async authenticate(intentId, clientSecret, outcome) {
      const intent = await repo.findSandboxIntent(db, intentId);
      if (!intent || !sameSecret(intent.clientSecret, clientSecret)) return null;
      const updated =
        outcome === 'complete'
          ? await setStatus(intentId, ['requires_action'], 'requires_confirmation')
          : await setStatus(
              intentId,
              ['requires_action'],
              'requires_payment_method',
              'payment_intent_authentication_failure',
            );
      return { status: updated!.status };
    },
  };
}
