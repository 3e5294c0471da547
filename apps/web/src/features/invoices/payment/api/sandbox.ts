import {
  sandboxAuthenticateEndpoint,
  sandboxPaymentMethodEndpoint,
} from '@portal/domain/endpoints/payment';
import type { SandboxCardBody } from '@portal/domain/schemas/payment';
import { callEndpoint } from '@/lib/api-client';

/**
 * POST payment_platforms/sandbox/payment_methods (v2): the embedded processor's stand-in for
 * Stripe.js tokenising a card; 402 `{ error }` for a card it refuses.
 */
export async function postSandboxPaymentMethod(card: SandboxCardBody): Promise<string> {
  return (await callEndpoint(sandboxPaymentMethodEndpoint, { body: card })).id;
}

/** POST payment_platforms/sandbox/payment_intents/{id}/authenticate (v2): the 3-D Secure answer. */
export async function postSandboxAuthentication(
  paymentIntentId: string,
  body: { client_secret: string; outcome: 'complete' | 'fail' },
): Promise<string> {
  return (
    await callEndpoint(sandboxAuthenticateEndpoint, { params: { id: paymentIntentId }, body })
  ).status;
}
