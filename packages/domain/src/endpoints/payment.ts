import * as z from 'zod/mini';
import { apiErrorSchema, fieldErrorsSchema } from '../errors';
import {
  cardErrorCodes,
  invoiceIdParamsSchema,
  payAnswerSchema,
  payBodySchema,
  paymentPlatformsAvailableSchema,
  publishableKeyParamsSchema,
  publishableKeySchema,
  sandboxAuthenticateAnswerSchema,
  sandboxAuthenticateBodySchema,
  sandboxCardBodySchema,
  sandboxIntentParamsSchema,
  sandboxPaymentMethodSchema,
  transactionQuerySchema,
  transactionSummarySchema,
} from '../schemas/payment';
import { defineEndpoint, fileBody } from './endpoint';

/**
 * Card payment of invoices (spec 2 point 7 "Payment", decision 007). Only the signed-in customer's
 * invoices answer; a back-office look at the customer's portal may not charge the customer's card.
 */

const tag = 'payment';

/** A platform's publishable key, for the platforms the retailer offers. */
export const publishableKeyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/publishable_key/:platform',
  versions: [1, 2],
  access: 'customer',
  tag,
  params: publishableKeyParamsSchema,
  response: publishableKeySchema,
  errors: { 404: ['unsupported_payment_platform'] },
});

/** An invoice's card payment: with none, every field null and `error: "internal_error"`. */
export const transactionSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/transaction_summary/:invoiceId',
  versions: [1, 2],
  access: 'customer',
  tag,
  params: invoiceIdParamsSchema,
  query: transactionQuerySchema,
  response: transactionSummarySchema,
  errors: { 404: ['not_found'] },
});

/** The receipt PDF of an invoice's card payment. */
export const transactionReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/download_transaction_receipt/:invoiceId',
  versions: [1, 2],
  access: 'customer',
  tag,
  params: invoiceIdParamsSchema,
  query: transactionQuerySchema,
  response: fileBody('application/pdf'),
  errors: { 404: ['not_found'] },
});

/** The platforms the retailer offers. */
export const paymentPlatformsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payment_platforms_available',
  versions: [2],
  access: 'customer',
  tag,
  response: paymentPlatformsAvailableSchema,
});

/** A payment's failure: its outcome, or `{ error }` when the request was refused before it ran. */
const payFailureSchema = z.union([payAnswerSchema, apiErrorSchema]);

/**
 * Pays invoices by card, first call and confirmation. A refused card, an invoice already paid or
 * not found answer the payment's outcome with their status, not `{ error }` alone.
 */
export const payEndpoint = defineEndpoint({
  method: 'POST',
  path: '/pay',
  versions: [2],
  access: 'change',
  tag,
  body: payBodySchema,
  response: payAnswerSchema,
  failureAnswers: {
    402: payFailureSchema,
    403: payFailureSchema,
    404: payFailureSchema,
    409: payFailureSchema,
  },
});

/** The sandbox's stand-in for Stripe.js: a card typed in becomes a payment method. */
export const sandboxPaymentMethodEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payment_platforms/sandbox/payment_methods',
  versions: [2],
  access: 'change',
  tag,
  body: sandboxCardBodySchema,
  response: sandboxPaymentMethodSchema,
  errors: { 402: cardErrorCodes, 404: ['unsupported_payment_platform'] },
});

/** The sandbox's 3-D Secure challenge, completed or failed. */
export const sandboxAuthenticateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payment_platforms/sandbox/payment_intents/:id/authenticate',
  versions: [2],
  access: 'change',
  tag,
  params: sandboxIntentParamsSchema,
  body: sandboxAuthenticateBodySchema,
  response: sandboxAuthenticateAnswerSchema,
  errors: { 404: ['not_found'] },
});

/** Stripe's webhook: public, but only a body Stripe signed is read. */
export const stripeWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payment_platforms/stripe/webhook',
  versions: [2],
  access: 'public',
  tag,
  response: z.object({ received: z.literal(true) }),
  errors: { 404: ['not_found'] },
  // `{ error: "invalid_signature" }`, Stripe's code and not one the web shows, or a refused query.
  failureAnswers: { 400: z.union([apiErrorSchema, fieldErrorsSchema]) },
});
