import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentMethods } from '../../db/schema/payments';
import { SANDBOX_PAYMENT_METHOD_HOURS } from '../../services/payments/sandbox';
import type { TestApp } from '../../testing/build-test-app';
import { buildPaymentApp, type PayableInvoice, paymentCalls } from './testing/payment-app';

describe('online card payment with the sandbox platform (spec 2 point 7 "Payment")', () => {
  let t: TestApp;
  let household: string;
  /** Payable invoices of the household, newest first; each test that pays takes its own. */
  let payable: PayableInvoice[];
  beforeAll(async () => {
    ({ t, household, payable } = await buildPaymentApp());
  });
  afterAll(() => t.close());
  const { get, post, payInvoice, cardMethod, configure } = paymentCalls(() => ({
    t,
    household,
    payable,
  }));

  describe('platforms and keys', () => {
    it('offers the sandbox, the setting intersected with the platforms this server runs', async () => {
      const response = await get('/api/v2/payment_platforms_available');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ platforms: ['sandbox'] });
      // Stripe named in the setting but not configured here is not offered.
      expect(
        (await configure({ private: { invoices: { paymentPlatforms: ['stripe'] } } })).statusCode,
      ).toBe(200);
      try {
        expect((await get('/api/v2/payment_platforms_available')).json()).toEqual({
          platforms: [],
        });
        expect((await get('/api/v2/publishable_key/sandbox')).statusCode).toBe(404);
        const refused = await payInvoice(payable[0]!.id, 'pm_card_visa');
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          success: false,
          error: 'user_not_enabled_to_payment_platform',
        });
      } finally {
        await configure({ private: { invoices: { paymentPlatforms: ['sandbox'] } } });
      }
      expect((await get('/api/v2/payment_platforms_available')).json()).toEqual({
        platforms: ['sandbox'],
      });
    });

    it('gives the sandbox publishable key on v1 and v2, and 404 for another platform', async () => {
      for (const version of [1, 2]) {
        const response = await get(`/api/v${version}/publishable_key/sandbox`);
        expect(response.statusCode).toBe(200);
        expect(response.json().publishable_key).toMatch(/^pk_sandbox_/);
      }
      for (const platform of ['stripe', 'paypal']) {
        const response = await get(`/api/v2/publishable_key/${platform}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'unsupported_payment_platform' });
      }
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v2/publishable_key/sandbox' })).statusCode,
      ).toBe(401);
    });
  });

  it('documents the payment calls in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/pay',
        '/api/v2/payment_platforms_available',
        '/api/v1/publishable_key/{platform}',
        '/api/v2/transaction_summary/{invoiceId}',
        '/api/v1/download_transaction_receipt/{invoiceId}',
      ]),
    );
  });

  describe('the sandbox card form (Stripe.js createPaymentMethod)', () => {
    it('makes a payment method of a good card', async () => {
      const response = await cardMethod('4242 4242 4242 4242');
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toMatch(/^pm_[0-9a-f]+$/);
    });

    it('removes the cards typed more than a day ago as it makes new ones', async () => {
      const typed = async () => (await cardMethod('4242 4242 4242 4242')).json().id as string;
      const [old, recent] = [await typed(), await typed()];
      await t.app.services.db
        .update(sandboxPaymentMethods)
        .set({
          createdAt: sql`now() - make_interval(hours => ${SANDBOX_PAYMENT_METHOD_HOURS + 1})`,
        })
        .where(eq(sandboxPaymentMethods.id, old));
      const made = await typed();
      const kept = await t.app.services.db
        .select({ id: sandboxPaymentMethods.id })
        .from(sandboxPaymentMethods)
        .where(inArray(sandboxPaymentMethods.id, [old, recent, made]));
      expect(kept.map((row) => row.id).sort()).toEqual([recent, made].sort());
    });

    it.each([
      ['a number failing the Luhn check', { number: '4242424242424243' }, 'invalid_number'],
      ['a number too short', { number: '4242' }, 'invalid_number'],
      ["Stripe's incorrect number", { number: '4242424242424241' }, 'incorrect_number'],
      ['month 13', { exp_month: 13 }, 'invalid_expiry_month'],
      ['a year in the past', { exp_year: 2020 }, 'invalid_expiry_year'],
      ['a two-digit CVC', { cvc: '12' }, 'invalid_cvc'],
    ])('refuses %s', async (_label, change, code) => {
      const { number = '4242424242424242', ...rest } = change as Record<string, unknown>;
      const response = await cardMethod(number as string, rest);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ error: code });
    });

    it('refuses a malformed body with field errors', async () => {
      const response = await post('/api/v2/payment_platforms/sandbox/payment_methods', {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        cvc: '123',
        name: 'X',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { name: ['unknown_field'] } });
    });
  });
});
