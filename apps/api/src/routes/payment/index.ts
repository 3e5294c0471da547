import {
  payEndpoint,
  paymentPlatformsEndpoint,
  publishableKeyEndpoint,
  sandboxAuthenticateEndpoint,
  sandboxPaymentMethodEndpoint,
  stripeWebhookEndpoint,
  transactionReceiptEndpoint,
  transactionSummaryEndpoint,
} from '@portal/domain/endpoints/payment';
import { payRequestOf } from '@portal/domain/schemas/payment';
import { FailureAnswer, registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import { createPaymentPlatforms } from '../../services/payments/platforms';
import { verifyWebhook } from '../../services/payments/stripe';
import type { App } from '../../types';
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

function contextOf(app: App): PaymentContext {
  const { services } = app;
  const platforms = createPaymentPlatforms(services.config, services.db);
  return {
    db: services.db,
    platforms,
    settings: services.settings,
    outbox: services.outbox,
    log: app.log,
  };
}

/** lang, else the customer's language, else the retailer's default. */
async function languageOf(app: App, userId: string, lang: string | undefined) {
  const current = await app.services.settings.getSettings();
  const fallback = toServerLanguage(current.languages.default);
  const user = await repo.findUser(app.services.db, userId);
  return {
    language: toServerLanguage(lang, toServerLanguage(user?.language, fallback)),
    organizationName: current.organization.name,
    customerName: user?.name ?? '',
  };
}

/**
 * Card payment (spec 2 point 7 "Payment", decision 007): a platform's publishable key, an invoice's
 * transaction summary and receipt, the platforms offered, pay (first call and confirmation), the
 * sandbox's stand-ins for Stripe.js, and Stripe's webhook. Only the signed-in customer's invoices
 * answer.
 */
export async function registerPaymentRoutes(app: App) {
  const { db, config } = app.services;
  const context = contextOf(app);

  registerEndpoint(app, publishableKeyEndpoint, async ({ params }) => {
    const platform = context.platforms.get(params.platform);
    if (!platform || !(await availablePlatforms(context)).includes(platform.name)) {
      throw new HttpError(404, 'unsupported_payment_platform');
    }
    return { publishable_key: platform.publishableKey };
  });

  registerEndpoint(app, transactionSummaryEndpoint, async ({ principal, params, query }) => {
    const { related_object_type: type = 'invoice', lang } = query;
    const found = await findPaidItem(db, principal.userId, type, params.invoiceId);
    if (!found) throw new HttpError(404, 'not_found');
    const { language } = await languageOf(app, principal.userId, lang);
    return transactionSummary(found, language);
  });

  registerEndpoint(app, transactionReceiptEndpoint, async ({ principal, params, query }) => {
    const { related_object_type: type = 'invoice', lang } = query;
    const found = await findPaidItem(db, principal.userId, type, params.invoiceId);
    if (!found?.transaction) throw new HttpError(404, 'not_found');
    const { language, organizationName, customerName } = await languageOf(
      app,
      principal.userId,
      lang,
    );
    const content = await buildPaymentReceipt({
      summary: transactionSummary(found, language),
      customerName,
      language,
      organizationName,
    });
    return {
      content,
      contentType: 'application/pdf',
      filename: receiptTexts[language].filename(found.item.number),
    };
  });

  registerEndpoint(app, paymentPlatformsEndpoint, async () => ({
    platforms: await availablePlatforms(context),
  }));

  registerEndpoint(app, payEndpoint, async ({ principal, body }) => {
    const result = await pay(context, principal.userId, payRequestOf(body));
    return result.status === 200 ? result.body : new FailureAnswer(result.status, result.body);
  });

  const sandboxAvailable = async () => (await availablePlatforms(context)).includes('sandbox');

  registerEndpoint(app, sandboxPaymentMethodEndpoint, async ({ body }) => {
    if (!(await sandboxAvailable())) throw new HttpError(404, 'unsupported_payment_platform');
    const [year, month] = retailerDay().split('-').map(Number) as [number, number];
    const result = await context.platforms.sandbox.createPaymentMethod(body, { year, month });
    if ('error' in result) throw new HttpError(402, result.error);
    return result;
  });

  registerEndpoint(app, sandboxAuthenticateEndpoint, async ({ principal, params, body }) => {
    const attempt = await repo.findTransactionByIntent(db, params.id, principal.userId);
    const result = attempt
      ? await context.platforms.sandbox.authenticate(params.id, body.client_secret, body.outcome)
      : null;
    if (!result) throw new HttpError(404, 'not_found');
    return result;
  });

  // Stripe signs the exact bytes it sends: this route alone reads its body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    registerEndpoint(scope, stripeWebhookEndpoint, async ({ request }) => {
      const secret = config.stripe?.webhookSecret;
      if (!secret) throw new HttpError(404, 'not_found');
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new Error('unsigned');
        }
        event = verifyWebhook(request.body, signature, secret);
      } catch {
        return new FailureAnswer(400, { error: 'invalid_signature' });
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
      return { received: true as const };
    });
  });
}
