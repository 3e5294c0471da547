import { apiRequest } from '@/lib/api-client';
import {
  sandboxAuthenticateAnswerSchema,
  sandboxPaymentMethodSchema,
  type SandboxCardBody,
} from '@portal/domain/schemas/payment';

/**
 * POST payment_platforms/sandbox/payment_methods (v2): the embedded processor's stand-in for
 * Stripe.js tokenising a card; 402 `{ error }` for a card it refuses.
 */
export function postSandboxPaymentMethod(card: SandboxCardBody): Promise<string> {
  return apiRequest({
    path: '/payment_platforms/sandbox/payment_methods',
    versions: [2],
    method: 'POST',
    body: card,
    parse: (data) => sandboxPaymentMethodSchema.parse(data).id,
  });
}

/** POST payment_platforms/sandbox/payment_intents/{id}/authenticate (v2): the 3-D Secure answer. */
export function postSandboxAuthentication(
  paymentIntentId: string,
  body: { client_secret: string; outcome: 'complete' | 'fail' },
): Promise<string> {
  return apiRequest({
    path: `/payment_platforms/sandbox/payment_intents/${encodeURIComponent(paymentIntentId)}/authenticate`,
    versions: [2],
    method: 'POST',
    body,
    parse: (data) => sandboxAuthenticateAnswerSchema.parse(data).status,
  });
}
