import { isCardErrorCode } from '@portal/domain/schemas/payment';
import Stripe from 'stripe';
import type { CardDetails, ChargeRequest, PaymentPlatform, PlatformOutcome } from './platform';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** Another API address than api.stripe.com (tests point it at a local fake). */
  apiBase: string | undefined;
};

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, telemetry: false, timeout: 30_000 };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  return {
    ...options,
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** A PaymentIntent as our outcome. */
export function outcomeOfIntent(intent: Stripe.PaymentIntent): PlatformOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId: intent.id };
    case 'requires_action':
      return {
        status: 'requires_action',
        intentId: intent.id,
        clientSecret: intent.client_secret!,
      };
    case 'canceled':
      return { status: 'canceled', intentId: intent.id };
    case 'requires_payment_method': {
      const code = intent.last_payment_error?.code;
      return code && isCardErrorCode(code)
        ? { status: 'declined', intentId: intent.id, code }
        : { status: 'unexpected_state', intentId: intent.id };
    }
    default:
      // requires_confirmation, requires_capture, processing: not what a card charge stops at here.
      return { status: 'unexpected_state', intentId: intent.id };
  }
}

/** Stripe's refusals as outcomes; anything else (network, keys, our bugs) is thrown on. */
function outcomeOfError(error: unknown, intentId: string | null): PlatformOutcome {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  const intent = error.payment_intent?.id ?? intentId;
  if (error instanceof Stripe.errors.StripeCardError) {
    const code = error.code && isCardErrorCode(error.code) ? error.code : 'card_declined';
    return { status: 'declined', intentId: intent, code };
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    return { status: 'declined', intentId: intent, code: 'rate_limit' };
  }
  if (error.code === 'payment_intent_unexpected_state' && intent) {
    return { status: 'unexpected_state', intentId: intent };
  }
  if (error.code === 'resource_missing' && error.param === 'payment_method') {
    return { status: 'declined', intentId: intent, code: 'missing' };
  }
  throw error;
}

/**
 * Stripe through its official SDK: one PaymentIntent per attempt, created and confirmed at once
 * with server-side (manual) confirmation for cards only, its idempotency key the attempt's id.
 */
export function createStripePlatform(settings: StripeSettings): PaymentPlatform & {
  client: Stripe;
} {
  const client = new Stripe(settings.secretKey, clientOptions(settings.apiBase));
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    client,

    async charge(request: ChargeRequest) {
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'eur',
            payment_method: request.paymentMethodId,
            // Cards only: with automatic payment methods off, a PaymentIntent takes cards.
            automatic_payment_methods: { enabled: false },
            confirmation_method: 'manual',
            confirm: true,
            description: request.description,
            metadata: { transaction_id: request.transactionId },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return outcomeOfIntent(intent);
      } catch (error) {
        return outcomeOfError(error, null);
      }
    },

    async confirm(intentId: string) {
      try {
        return outcomeOfIntent(await client.paymentIntents.confirm(intentId));
      } catch (error) {
        return outcomeOfError(error, intentId);
      }
    },

    async cancel(intentId: string) {
      try {
        return outcomeOfIntent(await client.paymentIntents.cancel(intentId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          // Not cancelable: it may have succeeded meanwhile.
          return outcomeOfIntent(await client.paymentIntents.retrieve(intentId));
        }
        throw error;
      }
    },

    async describeCard(paymentMethodId: string): Promise<CardDetails | null> {
      const method = await client.paymentMethods.retrieve(paymentMethodId);
      return method.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
    },
  };
}

/** The event a webhook call carries, once its Stripe-Signature is checked over the raw body. */
export function verifyWebhook(body: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(body, signature, secret);
}
