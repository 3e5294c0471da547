import type { PayAnswer } from '@portal/domain/schemas/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, demoHousehold } from '../../testing/build-test-app';
import { invoiceState, payableInvoices } from '../../testing/payable-invoices';
import { buildPaymentApp, type PayableInvoice, paymentCalls } from './testing/payment-app';

describe('online card payment with the sandbox platform (spec 2 point 7 "Payment")', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  /** Payable invoices of the household, newest first; each test that pays takes its own. */
  let payable: PayableInvoice[];
  beforeAll(async () => {
    ({ t, household, company, payable } = await buildPaymentApp());
  });
  afterAll(() => t.close());
  const { get, post, pay, payInvoice, authenticate, intentOf, take } = paymentCalls(() => ({
    t,
    household,
    payable,
  }));

  describe("another customer's invoice is not found by any payment call", () => {
    it('answers 404 to pay, confirmation, challenge, summary and receipt', async () => {
      const theirs = (await payableInvoices(t.app, demoHousehold.user))[0]!;
      const mine = await pay(
        { payment_method_id: 'pm_card_visa', item_id: theirs.id, related_object_type: 'invoice' },
        company,
      );
      expect(mine.statusCode).toBe(404);
      expect(mine.json()).toEqual({ success: false, error: 'not_found' });
      expect((await invoiceState(t.app, theirs.id)).paidState).toBe('unpaid');

      const unknown = await payInvoice(999_999_999, 'pm_card_visa');
      expect(unknown.statusCode).toBe(404);

      // The household's challenge, confirmed or answered by the company.
      const invoice = take();
      const first = (
        await payInvoice(invoice.id, 'pm_card_threeDSecure2Required')
      ).json<PayAnswer>();
      const secret = first.payment_intent_client_secret!;
      const confirmation = await pay({ payment_intent_id: intentOf(secret) }, company);
      expect(confirmation.statusCode).toBe(404);
      expect(confirmation.json()).toEqual({ success: false, error: 'not_found' });
      const challenge = await post(
        `/api/v2/payment_platforms/sandbox/payment_intents/${intentOf(secret)}/authenticate`,
        { client_secret: secret, outcome: 'complete' },
        company,
      );
      expect(challenge.statusCode).toBe(404);
      expect((await authenticate(intentOf(secret), `${secret}x`, 'complete')).statusCode).toBe(404);
      const unknownIntent = await pay({ payment_intent_id: 'pi_unknown' });
      expect(unknownIntent.statusCode).toBe(404);

      // The household's paid invoice, asked about by the company.
      await authenticate(intentOf(secret), secret, 'complete');
      expect((await pay({ payment_intent_id: intentOf(secret) })).statusCode).toBe(200);
      for (const version of [1, 2]) {
        const summary = await get(`/api/v${version}/transaction_summary/${invoice.id}`, company);
        expect(summary.statusCode).toBe(404);
        expect(summary.json()).toEqual({ error: 'not_found' });
        const receipt = await get(
          `/api/v${version}/download_transaction_receipt/${invoice.id}`,
          company,
        );
        expect(receipt.statusCode).toBe(404);
      }
      expect((await get(`/api/v2/transaction_summary/${invoice.id}`)).statusCode).toBe(200);
    });
  });

  it('answers internal_error in the summary of an own invoice with no card payment, and no receipt', async () => {
    const invoice = payable[0]!;
    const summary = await get(
      `/api/v2/transaction_summary/${invoice.id}?related_object_type=invoice`,
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      transaction_id: null,
      amount: null,
      currency: null,
      last_transaction_update_at: null,
      invoice_number: null,
      invoice_concept: null,
      payment_method_id: null,
      card_brand: null,
      card_last4: null,
      payment_type: null,
      paid_by_user_email: null,
      invoice_id: null,
      error: 'internal_error',
    });
    expect((await get(`/api/v2/download_transaction_receipt/${invoice.id}`)).statusCode).toBe(404);
  });
});
