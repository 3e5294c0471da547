import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PayAnswer } from '@portal/domain/schemas/payment';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoiceState,
  makePayable,
  payableInvoices,
  transactionsOf,
} from '../../testing/payable-invoices';
import { backofficeCaller, outboxCalls } from '../../testing/app-calls';
import {
  type TestApp,
  bearer,
  buildSignedInApp,
  demoHousehold,
} from '../../testing/build-test-app';

type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  payment_method: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string } | null;
};

type Recorded = {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

/**
 * A stand-in for api.stripe.com on loopback, enough for PaymentIntents with server-side
 * confirmation: Stripe's test PaymentMethod ids behave as at Stripe, and a repeated Idempotency-Key
 * answers what the first call did.
 */
function createFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  const requests: Recorded[] = [];
  const cardErrors: Record<string, string> = {
    pm_card_chargeDeclined: 'card_declined',
    pm_card_chargeDeclinedExpiredCard: 'expired_card',
  };

  function create(params: URLSearchParams): { status: number; body: unknown } {
    const id = `pi_${randomBytes(8).toString('hex')}`;
    const paymentMethod = params.get('payment_method') ?? '';
    const metadata: Record<string, string> = {};
    for (const [key, value] of params) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(params.get('amount')),
      currency: params.get('currency') ?? '',
      status: 'succeeded',
      client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
      payment_method: paymentMethod,
      metadata,
      last_payment_error: null,
    };
    intents.set(id, intent);
    const code = cardErrors[paymentMethod];
    if (code) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code };
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code,
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        },
      };
    }
    if (paymentMethod === 'pm_card_threeDSecure2Required') intent.status = 'requires_action';
    return { status: 200, body: intent };
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const params = new URLSearchParams(raw);
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        params,
        idempotencyKey,
        authorization: request.headers.authorization,
      });
      const send = ({ status, body }: { status: number; body: unknown }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        const answer = earlier ?? create(params);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, answer);
        return send(answer);
      }
      const method = /^\/v1\/payment_methods\/(pm_card_\w+)$/.exec(url.pathname);
      if (request.method === 'GET' && method) {
        // Stripe's test PaymentMethods are Visa 4242 but for the brands they name.
        const brand = /mastercard|amex/.exec(method[1]!)?.[0] ?? 'visa';
        return send({
          status: 200,
          body: {
            id: method[1],
            object: 'payment_method',
            type: 'card',
            card: { brand, last4: { visa: '4242', mastercard: '4444', amex: '8431' }[brand] },
          },
        });
      }
      const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(url.pathname);
      const intent = match ? intents.get(match[1]!) : undefined;
      if (!intent) {
        return send({
          status: 404,
          body: { error: { type: 'invalid_request_error', code: 'resource_missing' } },
        });
      }
      if (match![2] === 'confirm') {
        if (intent.status === 'requires_confirmation') intent.status = 'succeeded';
        else if (intent.status !== 'requires_action' && intent.status !== 'succeeded') {
          return send({
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                payment_intent: intent,
              },
            },
          });
        }
      }
      if (match![2] === 'cancel') intent.status = 'canceled';
      return send({ status: 200, body: intent });
    });
  });

  return {
    server,
    intents,
    requests,
    /** The customer passes the 3-D Secure challenge (Stripe.js handleCardAction). */
    authenticate(id: string) {
      intents.get(id)!.status = 'requires_confirmation';
    },
  };
}

const webhookSecret = 'whsec_portal_test_secret';

describe('the stripe platform, against a local fake of the Stripe API', () => {
  const fake = createFakeStripe();
  let t: TestApp;
  let household: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    ({ t, household } = await buildSignedInApp({
      STRIPE_SECRET_KEY: 'sk_test_portal_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_portal_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    }));
    const configured = await backofficeCaller(() => t, 'admin')('PUT', '/settings', {
      private: { invoices: { paymentPlatforms: ['stripe', 'sandbox'] } },
    });
    expect(configured.statusCode).toBe(200);
    await makePayable(t.app, demoHousehold.user, 10);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(household) });
  const { lastEmailId, emailsAfter } = outboxCalls(() => t);
  const pay = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/pay',
      headers: bearer(household),
      payload: { platform_name: 'stripe', ...payload },
    });
  const payInvoice = (itemId: number, paymentMethodId: string) =>
    pay({ payment_method_id: paymentMethodId, item_id: itemId, related_object_type: 'invoice' });
  /** A payable invoice no earlier test tried to pay. */
  const nextInvoice = async () => {
    for (const invoice of await payableInvoices(t.app, demoHousehold.user)) {
      if ((await transactionsOf(t.app, 'invoice', invoice.id)).length === 0) return invoice;
    }
    throw new Error('no payable invoice left');
  };
  const webhook = (event: unknown, signature?: string) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/payment_platforms/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature':
          signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
      payload,
    });
  };
  const intentEvent = (type: string, intent: FakeIntent) => ({
    id: `evt_${randomBytes(6).toString('hex')}`,
    object: 'event',
    type,
    data: { object: intent },
  });

  it('offers stripe beside the sandbox, with its publishable key', async () => {
    expect((await get('/api/v2/payment_platforms_available')).json()).toEqual({
      platforms: ['stripe', 'sandbox'],
    });
    expect((await get('/api/v1/publishable_key/stripe')).json()).toEqual({
      publishable_key: 'pk_test_portal_fake',
    });
  });

  it('charges the pending amount in cents with one idempotent, confirmed card PaymentIntent', async () => {
    const invoice = await nextInvoice();
    const emailsBefore = await lastEmailId();
    const response = await payInvoice(invoice.id, 'pm_card_mastercard');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const creates = fake.requests.filter((request) => request.path === '/v1/payment_intents');
    const create = creates.at(-1)!;
    expect(create.authorization).toBe('Bearer sk_test_portal_fake');
    expect(Object.fromEntries(create.params)).toMatchObject({
      amount: String(Math.round(Number(invoice.amountPending) * 100)),
      currency: 'eur',
      payment_method: 'pm_card_mastercard',
      confirm: 'true',
      confirmation_method: 'manual',
      'automatic_payment_methods[enabled]': 'false',
    });
    const [attempt] = await transactionsOf(t.app, 'invoice', invoice.id);
    expect(create.idempotencyKey).toBe(`portal-payment-${attempt!.id}`);
    expect(create.params.get('metadata[transaction_id]')).toBe(attempt!.id);
    expect(attempt).toMatchObject({ status: 'succeeded', platform: 'stripe' });
    expect(await invoiceState(t.app, invoice.id)).toEqual({
      paidState: 'paid',
      amountPending: '0.00',
    });
    expect((await get(`/api/v2/transaction_summary/${invoice.id}`)).json()).toMatchObject({
      card_brand: 'mastercard',
      card_last4: '4444',
    });
    const emails = await emailsAfter(emailsBefore);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain('Tarjeta: Mastercard •••• 4444.');
    expect((await payInvoice(invoice.id, 'pm_card_visa')).statusCode).toBe(409);
  });

  it("answers Stripe's card error code with 402", async () => {
    const invoice = await nextInvoice();
    for (const [method, code] of [
      ['pm_card_chargeDeclined', 'card_declined'],
      ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
    ]) {
      const response = await payInvoice(invoice.id, method!);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ success: false, error: code });
    }
    expect((await invoiceState(t.app, invoice.id)).paidState).toBe('unpaid');
  });

  it('asks for 3-D Secure and confirms the intent by its id afterwards', async () => {
    const invoice = await nextInvoice();
    const first = (await payInvoice(invoice.id, 'pm_card_threeDSecure2Required')).json<PayAnswer>();
    expect(first).toMatchObject({ success: false, requires_action: true });
    const intentId = first.payment_intent_client_secret!.split('_secret_')[0]!;
    fake.authenticate(intentId);
    const confirmed = await pay({ payment_intent_id: intentId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true });
    expect(fake.intents.get(intentId)!.status).toBe('succeeded');
    expect((await invoiceState(t.app, invoice.id)).paidState).toBe('paid');
  });

  it('marks the invoice paid from the signed webhook when the browser never comes back', async () => {
    const invoice = await nextInvoice();
    const first = (await payInvoice(invoice.id, 'pm_card_threeDSecure2Required')).json<PayAnswer>();
    const intentId = first.payment_intent_client_secret!.split('_secret_')[0]!;
    const intent = fake.intents.get(intentId)!;
    intent.status = 'succeeded';
    const emailsBefore = await lastEmailId();

    const forged = await webhook(
      intentEvent('payment_intent.succeeded', intent),
      't=1,v1=deadbeef',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'invalid_signature' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment_platforms/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(intentEvent('payment_intent.succeeded', intent)),
    });
    expect(unsigned.statusCode).toBe(400);
    // A body changed after signing fails too.
    const event = intentEvent('payment_intent.succeeded', intent);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: webhookSecret,
    });
    const tampered = await webhook({ ...event, type: 'payment_intent.canceled' }, signature);
    expect(tampered.statusCode).toBe(400);
    expect((await invoiceState(t.app, invoice.id)).paidState).toBe('unpaid');

    const delivered = await webhook(event);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    expect(await invoiceState(t.app, invoice.id)).toEqual({
      paidState: 'paid',
      amountPending: '0.00',
    });
    // Stripe delivers at least once: a repeat changes nothing.
    expect((await webhook(event)).statusCode).toBe(200);
    const attempts = await transactionsOf(t.app, 'invoice', invoice.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['succeeded']);
    const summary = await get(`/api/v2/transaction_summary/${invoice.id}`);
    expect(summary.json()).toMatchObject({
      transaction_id: intentId,
      card_brand: 'visa',
      card_last4: '4242',
      error: null,
    });
    // The browser's late confirmation finds the invoice paid.
    expect((await pay({ payment_intent_id: intentId })).json()).toEqual({ success: true });
    // One confirmation e-mail, however many times the success was reported.
    const emails = await emailsAfter(emailsBefore);
    expect(emails.map((email) => email.subject)).toEqual([
      `Hemos recibido el pago de tu factura ${invoice.number}`,
    ]);
  });

  it('records a failed payment reported by the webhook', async () => {
    const invoice = await nextInvoice();
    const first = (await payInvoice(invoice.id, 'pm_card_threeDSecure2Required')).json<PayAnswer>();
    const intentId = first.payment_intent_client_secret!.split('_secret_')[0]!;
    const intent = fake.intents.get(intentId)!;
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { code: 'payment_intent_authentication_failure' };
    expect((await webhook(intentEvent('payment_intent.payment_failed', intent))).statusCode).toBe(
      200,
    );
    const [attempt] = await transactionsOf(t.app, 'invoice', invoice.id);
    expect(attempt).toMatchObject({ status: 'failed' });
    const late = await pay({ payment_intent_id: intentId });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, error: 'payment_intent_unexpected_state' });
    expect((await payInvoice(invoice.id, 'pm_card_visa')).statusCode).toBe(200);
  });
});
