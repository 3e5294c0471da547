import * as z from 'zod/mini';
import { apiErrorSchema } from '@portal/domain/errors';
import {
  invoiceIdParamsSchema,
  payAnswerSchema,
  payBodySchema,
  payRequestOf,
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
} from '@portal/domain/schemas/payment';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../../lib/authenticate';
import { attachmentDisposition } from '../../lib/content-disposition';
import { toServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import { type PaymentPlatforms, createPaymentPlatforms } from '../../services/payments/platforms';
import { verifyWebhook } from '../../services/payments/stripe';
import type { App, Services, VersionedRoutes } from '../../types';
import * as repo from './payment.repository';
import {
  type PaymentContext,
  availablePlatforms,
  findPaidItem,
  pay,
  recordPlatformEvent,
  transactionSummary,
} from './payment.service';
import { buildPaymentReceipt } from './receipt-pdf';
import { receiptTexts } from './receipt-texts';

// One set of platforms per app (the v1 and v2 groups share it).
const platformsByApp = new WeakMap<Services, PaymentPlatforms>();

function contextOf(app: App): PaymentContext {
  const { services } = app;
  let platforms = platformsByApp.get(services);
  if (!platforms) {
    platforms = createPaymentPlatforms(services.config, services.db);
    platformsByApp.set(services, platforms);
  }
  return { db: services.db, platforms, settings: services.settings, log: app.log };
}

/** lang, else the customer's language, else the retailer's default. */
async function languageOf(app: App, request: FastifyRequest, lang: string | undefined) {
  const current = await app.services.settings.getSettings();
  const fallback = toServerLanguage(current.languages.default);
  const user = await repo.findUser(app.services.db, principalOf(request).userId);
  return {
    language: toServerLanguage(lang, toServerLanguage(user?.language, fallback)),
    organizationName: current.organization.name,
    customerName: user?.name ?? '',
  };
}

const notFound = (reply: FastifyReply) => reply.status(404).send({ error: 'not_found' });

/**
 * The payment calls both versions serve (spec 2 point 7 "Payment"): a platform's publishable key,
 * and an invoice's transaction summary and receipt. Only the signed-in customer's invoices answer.
 */
export const paymentRoutes: VersionedRoutes = {
  versions: [1, 2],
  register(app) {
    const { authenticate, db } = app.services;
    const context = contextOf(app);

    app.get(
      '/publishable_key/:platform',
      {
        preHandler: authenticate,
        schema: {
          tags: ['payment'],
          params: publishableKeyParamsSchema,
          response: { 200: publishableKeySchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const platform = context.platforms.get(request.params.platform);
        if (!platform || !(await availablePlatforms(context)).includes(platform.name)) {
          return reply.status(404).send({ error: 'unsupported_payment_platform' });
        }
        return { publishable_key: platform.publishableKey };
      },
    );

    app.get(
      '/transaction_summary/:invoiceId',
      {
        preHandler: authenticate,
        schema: {
          tags: ['payment'],
          params: invoiceIdParamsSchema,
          querystring: transactionQuerySchema,
          response: { 200: transactionSummarySchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { related_object_type: type = 'invoice', lang } = request.query;
        const found = await findPaidItem(
          db,
          principalOf(request).userId,
          type,
          request.params.invoiceId,
        );
        if (!found) return notFound(reply);
        const { language } = await languageOf(app, request, lang);
        return transactionSummary(found, language);
      },
    );

    app.get(
      '/download_transaction_receipt/:invoiceId',
      {
        preHandler: authenticate,
        schema: {
          tags: ['payment'],
          params: invoiceIdParamsSchema,
          querystring: transactionQuerySchema,
        },
      },
      async (request, reply) => {
        const { related_object_type: type = 'invoice', lang } = request.query;
        const found = await findPaidItem(
          db,
          principalOf(request).userId,
          type,
          request.params.invoiceId,
        );
        if (!found?.transaction) return notFound(reply);
        const { language, organizationName, customerName } = await languageOf(app, request, lang);
        const content = await buildPaymentReceipt({
          summary: transactionSummary(found, language),
          customerName,
          language,
          organizationName,
        });
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            attachmentDisposition(receiptTexts[language].filename(found.item.number)),
          )
          .send(content);
      },
    );
  },
};

const payResponses = {
  200: payAnswerSchema,
  402: payAnswerSchema,
  404: payAnswerSchema,
  409: payAnswerSchema,
  // A refused session is answered before the body is read, as every change's: { error }.
  403: z.union([payAnswerSchema, apiErrorSchema]),
};

/**
 * The v2 payment calls: the platforms offered, pay (first call and confirmation), the sandbox's
 * stand-ins for Stripe.js, and Stripe's webhook.
 */
export const paymentRoutesV2: VersionedRoutes = {
  versions: [2],
  async register(app) {
    const { authenticate, config } = app.services;
    const context = contextOf(app);

    app.get(
      '/payment_platforms_available',
      {
        preHandler: authenticate,
        schema: { tags: ['payment'], response: { 200: paymentPlatformsAvailableSchema } },
      },
      async () => ({ platforms: await availablePlatforms(context) }),
    );

    app.post(
      '/pay',
      {
        preHandler: authenticate,
        schema: { tags: ['payment'], body: payBodySchema, response: payResponses },
      },
      async (request, reply) => {
        // A back-office look at the customer's portal may not charge the customer's card: refused
        // before the body is read, as every change (checkLegacyAccessOnRequest).
        const principal = principalOf(request);
        const result = await pay(context, principal.userId, payRequestOf(request.body));
        return reply.status(result.status).send(result.body);
      },
    );

    const sandboxAvailable = async () => (await availablePlatforms(context)).includes('sandbox');

    app.post(
      '/payment_platforms/sandbox/payment_methods',
      {
        preHandler: authenticate,
        schema: {
          tags: ['payment'],
          body: sandboxCardBodySchema,
          response: { 200: sandboxPaymentMethodSchema, 402: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (!(await sandboxAvailable())) {
          return reply.status(404).send({ error: 'unsupported_payment_platform' });
        }
        const [year, month] = retailerDay().split('-').map(Number) as [number, number];
        const result = await context.platforms.sandbox.createPaymentMethod(request.body, {
          year,
          month,
        });
        return 'error' in result ? reply.status(402).send(result) : result;
      },
    );

    app.post(
      '/payment_platforms/sandbox/payment_intents/:id/authenticate',
      {
        preHandler: authenticate,
        schema: {
          tags: ['payment'],
          params: sandboxIntentParamsSchema,
          body: sandboxAuthenticateBodySchema,
          response: { 200: sandboxAuthenticateAnswerSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const attempt = await repo.findTransactionByIntent(
          context.db,
          request.params.id,
          principalOf(request).userId,
        );
        const result = attempt
          ? await context.platforms.sandbox.authenticate(
              request.params.id,
              request.body.client_secret,
              request.body.outcome,
            )
          : null;
        return result ?? notFound(reply);
      },
    );

    // Stripe signs the exact bytes it sends: this route alone reads its body raw.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      scope.post(
        '/payment_platforms/stripe/webhook',
        { schema: { tags: ['payment'], hide: true } },
        async (request, reply) => {
          const secret = config.stripe?.webhookSecret;
          if (!secret) return notFound(reply);
          const signature = request.headers['stripe-signature'];
          let event;
          try {
            if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
              throw new Error('unsigned');
            }
            event = verifyWebhook(request.body, signature, secret);
          } catch {
            return reply.status(400).send({ error: 'invalid_signature' });
          }
          const outcomes = {
            'payment_intent.succeeded': 'succeeded',
            'payment_intent.payment_failed': 'failed',
            'payment_intent.canceled': 'canceled',
          } as const;
          if (event.type in outcomes) {
            const intent = event.data.object as {
              id: string;
              metadata?: Record<string, string>;
              last_payment_error?: { code?: string } | null;
            };
            const known = await recordPlatformEvent(context, {
              platform: 'stripe',
              intentId: intent.id,
              transactionId: intent.metadata?.transaction_id,
              outcome: outcomes[event.type as keyof typeof outcomes],
              errorCode: intent.last_payment_error?.code ?? null,
            });
            if (!known) request.log.warn({ intent: intent.id }, 'webhook for an unknown intent');
          }
          return { received: true };
        },
      );
    });
  },
};
