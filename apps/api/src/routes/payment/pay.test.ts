import type { InvoiceList, MultipointInvoice } from '@portal/domain/schemas/invoices';
import type { PayAnswer, TransactionSummary } from '@portal/domain/schemas/payment';
import { defaultSettings } from '@portal/domain/schemas/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { invoices } from '../../db/schema/invoices';
import { paymentTransactions, sandboxPaymentIntents } from '../../db/schema/payments';
import { type TestApp, demoCompany, demoHousehold } from '../../testing/build-test-app';
import { tokenForNewSession, userIdByTaxId } from '../../testing/db';
import {
  invoiceState,
  payableInvoices,
  transactionsOf,
  unpaidMultipoint,
} from '../../testing/payable-invoices';
import { outboxCalls } from '../../testing/app-calls';
import { pdfText } from '../../testing/pdf-text';
import { recordSuccess } from './payment.service';
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
  const { get, pay, payInvoice, cardMethod, authenticate, intentOf, configure, take } =
    paymentCalls(() => ({ t, household, payable }));
  const { lastEmailId, emailsAfter } = outboxCalls(() => t);

  describe('pay', () => {
    it('pays an unpaid invoice: charged its pending amount, shown paid, with its summary and receipt', async () => {
      const [newest] = await payableInvoices(t.app, demoHousehold.user);
      payable = payable.filter((invoice) => invoice.id !== newest!.id);
      const before = (await get('/api/v1/invoices/?limit=1000')).json<InvoiceList>();
      const listed = before.items.find((invoice) => invoice.id === newest!.id)!;
      expect(listed.amount_to_pay).toBeGreaterThan(0);

      const method = (await cardMethod('5555555555554444')).json<{ id: string }>().id;
      const emailsBefore = await lastEmailId();
      const response = await payInvoice(newest!.id, method);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });

      expect(await invoiceState(t.app, newest!.id)).toEqual({
        paidState: 'paid',
        amountPending: '0.00',
      });
      const after = (await get('/api/v1/invoices/?limit=1000')).json<InvoiceList>();
      expect(after.items.find((invoice) => invoice.id === newest!.id)).toMatchObject({
        paid: 'paid',
        amount_pending: 0,
        amount_to_pay: 0,
      });
      const [attempt] = await transactionsOf(t.app, 'invoice', newest!.id);
      const [intent] = await t.app.services.db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, attempt!.paymentIntentId!));
      expect(intent).toMatchObject({ status: 'succeeded', currency: 'eur' });
      expect(intent!.amount).toBe(Math.round(Number(newest!.amountPending) * 100));

      for (const version of [1, 2]) {
        const summary = await get(
          `/api/v${version}/transaction_summary/${newest!.id}?related_object_type=invoice`,
        );
        expect(summary.statusCode).toBe(200);
        expect(summary.json<TransactionSummary>()).toEqual({
          transaction_id: attempt!.paymentIntentId,
          amount: Number(newest!.amountPending),
          currency: 'EUR',
          last_transaction_update_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          invoice_number: newest!.number,
          invoice_concept: `Pago de la factura de electricidad ${newest!.number}`,
          payment_method_id: method,
          card_brand: 'mastercard',
          card_last4: '4444',
          payment_type: 'credit_card',
          paid_by_user_email: expect.stringContaining('@'),
          invoice_id: newest!.id,
          error: null,
        });
      }

      const receipt = await get(
        `/api/v2/download_transaction_receipt/${newest!.id}?related_object_type=invoice&lang=es`,
      );
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toBe('application/pdf');
      expect(receipt.headers['content-disposition']).toContain(
        `justificante-pago-${newest!.number}.pdf`,
      );
      const text = await pdfText(receipt.rawPayload);
      expect(text).toContain('Justificante de pago');
      expect(text).toContain(newest!.number);
      expect(text).toContain(attempt!.paymentIntentId!);
      // The card by its brand and last four, not the platform's id of it.
      expect(text).toContain('Mastercard •••• 4444');
      expect(text).not.toContain(method);
      const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })
        .format(Number(newest!.amountPending))
        .replace(/\s/g, ' ');
      expect(text.replace(/\s/g, ' ')).toContain(euros);
      // dd/MM/yyyy HH:mm in every language (spec 1 point 9).
      expect(text).toMatch(/\b\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\b/);

      const ca = await get(`/api/v1/download_transaction_receipt/${newest!.id}?lang=ca`);
      expect(await pdfText(ca.rawPayload)).toContain('Justificant de pagament');
      const en = await get(`/api/v1/download_transaction_receipt/${newest!.id}?lang=en-GB`);
      const english = await pdfText(en.rawPayload);
      expect(english).toContain('Payment receipt');
      expect(english).toMatch(/\b\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\b/);

      // One confirmation e-mail, in the customer's language (Laura's is Spanish).
      const emails = await emailsAfter(emailsBefore);
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        to: attempt!.paidByEmail,
        subject: `Hemos recibido el pago de tu factura ${newest!.number}`,
      });
      expect(emails[0]!.text).toContain(`${euros.replace(' ', '\u00a0')} de la factura`);
      expect(emails[0]!.text).toContain('Tarjeta: Mastercard •••• 4444.');
      expect(emails[0]!.html).toContain('Mastercard •••• 4444');
    });

    it("writes the confirmation e-mail in the customer's language, once however often the success is reported", async () => {
      const invoice = take();
      await t.app.services.db
        .update(users)
        .set({ language: 'ca' })
        .where(eq(users.id, await userIdByTaxId(t.app, demoHousehold.user)));
      try {
        const emailsBefore = await lastEmailId();
        expect((await payInvoice(invoice.id, 'pm_card_visa')).statusCode).toBe(200);
        const [attempt] = await transactionsOf(t.app, 'invoice', invoice.id);
        // The webhook or the browser reporting the same success again changes nothing.
        await recordSuccess(
          { db: t.app.services.db, log: t.app.log, outbox: t.app.services.outbox },
          attempt!.id,
          attempt!.paymentIntentId!,
        );
        const emails = await emailsAfter(emailsBefore);
        expect(emails.map((email) => email.subject)).toEqual([
          `Hem rebut el pagament de la teva factura ${invoice.number}`,
        ]);
        expect(emails[0]!.text).toContain('Targeta: Visa •••• 4242.');
      } finally {
        await t.app.services.db
          .update(users)
          .set({ language: 'es' })
          .where(eq(users.id, await userIdByTaxId(t.app, demoHousehold.user)));
      }
    });

    it('answers not_payable to a second pay of the same invoice, and charges once', async () => {
      const invoice = take();
      expect((await payInvoice(invoice.id, 'pm_card_visa')).statusCode).toBe(200);
      const again = await payInvoice(invoice.id, 'pm_card_mastercard');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, error: 'not_payable' });
      const attempts = await transactionsOf(t.app, 'invoice', invoice.id);
      expect(attempts.map((attempt) => attempt.status)).toEqual(['succeeded']);
    });

    it('charges once when the same pay arrives twice at the same time (a double click)', async () => {
      const invoice = take();
      const answers = await Promise.all([
        payInvoice(invoice.id, 'pm_card_visa'),
        payInvoice(invoice.id, 'pm_card_visa'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const attempts = await transactionsOf(t.app, 'invoice', invoice.id);
      expect(attempts.filter((attempt) => attempt.status === 'succeeded')).toHaveLength(1);
    });

    it.each([
      ['pm_card_chargeDeclined', 'card_declined'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined'],
      ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
      ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
      ['pm_card_chargeDeclinedProcessingError', 'processing_error'],
      ['pm_card_sandbox_rateLimit', 'rate_limit'],
      ['pm_does_not_exist', 'missing'],
    ])('declines %s with %s (402), and the invoice stays payable', async (method, code) => {
      const invoice = payable[0]!;
      const response = await payInvoice(invoice.id, method);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ success: false, error: code });
      expect((await invoiceState(t.app, invoice.id)).paidState).toBe('unpaid');
    });

    it.each([
      ['4000000000000002', 'card_declined'],
      ['4000000000009995', 'card_declined'],
      ['4000000000000069', 'expired_card'],
      ['4000000000000127', 'incorrect_cvc'],
      ['4000000000000119', 'processing_error'],
      ['4000000000000036', 'incorrect_zip'],
      ['4111111111111111', 'card_declined'],
    ])('declines the test card %s with %s', async (number, code) => {
      const method = (await cardMethod(number)).json<{ id: string }>().id;
      const response = await payInvoice(payable[0]!.id, method);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ success: false, error: code });
    });

    it('lets a declined customer retry with a good card', async () => {
      const invoice = take();
      expect((await payInvoice(invoice.id, 'pm_card_chargeDeclined')).statusCode).toBe(402);
      expect((await payInvoice(invoice.id, 'pm_card_mastercard')).statusCode).toBe(200);
      const statuses = (await transactionsOf(t.app, 'invoice', invoice.id)).map(
        (row) => row.status,
      );
      expect(statuses.filter((status) => status === 'succeeded')).toHaveLength(1);
      expect(statuses).toContain('failed');
    });

    it.each(['4000002500003155', '4000000000003220', '4000002760003184'])(
      'asks for 3-D Secure with the card %s, then pays on confirmation',
      async (number) => {
        const invoice = take();
        const method = (await cardMethod(number)).json<{ id: string }>().id;
        const first = await payInvoice(invoice.id, method);
        expect(first.statusCode).toBe(200);
        const answer = first.json<PayAnswer>();
        expect(answer).toEqual({
          success: false,
          requires_action: true,
          payment_intent_client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
        });
        const intentId = intentOf(answer.payment_intent_client_secret!);
        // Until the challenge is answered the invoice is neither paid nor payable twice.
        expect((await invoiceState(t.app, invoice.id)).paidState).toBe('unpaid');
        const early = await pay({ payment_intent_id: intentId });
        expect(early.json()).toMatchObject({ success: false, requires_action: true });

        const challenge = await authenticate(
          intentId,
          answer.payment_intent_client_secret!,
          'complete',
        );
        expect(challenge.json()).toEqual({ status: 'requires_confirmation' });
        const confirmed = await pay({ payment_intent_id: intentId });
        expect(confirmed.statusCode).toBe(200);
        expect(confirmed.json()).toEqual({ success: true });
        expect((await invoiceState(t.app, invoice.id)).paidState).toBe('paid');
        // A repeated confirmation (a double click) changes nothing.
        expect((await pay({ payment_intent_id: intentId })).json()).toEqual({ success: true });
        expect(
          (await transactionsOf(t.app, 'invoice', invoice.id)).map((row) => row.status),
        ).toEqual(['succeeded']);
      },
    );

    it('refuses to confirm an intent whose challenge failed, and lets the customer pay again', async () => {
      const invoice = take();
      const first = (
        await payInvoice(invoice.id, 'pm_card_threeDSecure2Required')
      ).json<PayAnswer>();
      const secret = first.payment_intent_client_secret!;
      expect((await authenticate(intentOf(secret), secret, 'fail')).json()).toEqual({
        status: 'requires_payment_method',
      });
      const confirmed = await pay({ payment_intent_id: intentOf(secret) });
      expect(confirmed.statusCode).toBe(409);
      expect(confirmed.json()).toEqual({
        success: false,
        error: 'payment_intent_unexpected_state',
      });
      expect((await payInvoice(invoice.id, 'pm_card_visa')).statusCode).toBe(200);
    });

    it('cancels a challenge left open when the customer pays again (a closed tab)', async () => {
      const invoice = take();
      const first = (
        await payInvoice(invoice.id, 'pm_card_authenticationRequired')
      ).json<PayAnswer>();
      const secret = first.payment_intent_client_secret!;
      expect((await payInvoice(invoice.id, 'pm_card_visa')).statusCode).toBe(200);
      // The old challenge can no longer pay it a second time.
      expect((await authenticate(intentOf(secret), secret, 'complete')).json()).toEqual({
        status: 'canceled',
      });
      const late = await pay({ payment_intent_id: intentOf(secret) });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ success: false, error: 'payment_intent_unexpected_state' });
      const statuses = (await transactionsOf(t.app, 'invoice', invoice.id)).map(
        (row) => row.status,
      );
      expect(statuses.sort()).toEqual(['canceled', 'succeeded']);
    });

    it('declines after the challenge with the card Stripe declines after authentication', async () => {
      const invoice = payable[0]!;
      const method = (await cardMethod('4000008400001629')).json<{ id: string }>().id;
      const first = (await payInvoice(invoice.id, method)).json<PayAnswer>();
      const secret = first.payment_intent_client_secret!;
      await authenticate(intentOf(secret), secret, 'complete');
      const confirmed = await pay({ payment_intent_id: intentOf(secret) });
      expect(confirmed.statusCode).toBe(402);
      expect(confirmed.json()).toEqual({ success: false, error: 'card_declined' });
      expect((await invoiceState(t.app, invoice.id)).paidState).toBe('unpaid');
    });

    it('settles an attempt cut short while charging before paying again', async () => {
      const householdId = await userIdByTaxId(t.app, demoHousehold.user);
      const open = (itemId: number, paymentMethodId: string, minutesAgo: number) =>
        t.app.services.db.insert(paymentTransactions).values({
          userId: householdId,
          relatedObjectType: 'invoice',
          itemId,
          platform: 'sandbox',
          paymentMethodId,
          amount: '12.34',
          status: 'processing',
          updatedAt: new Date(Date.now() - minutesAgo * 60_000),
        });

      // A charge still under way: nothing else starts.
      const busy = take();
      await open(busy.id, 'pm_card_visa', 1);
      expect((await payInvoice(busy.id, 'pm_card_mastercard')).json()).toEqual({
        success: false,
        error: 'not_payable',
      });
      expect((await invoiceState(t.app, busy.id)).paidState).toBe('unpaid');

      // Cut short long ago: the same charge is sent again, once, and it paid the invoice.
      const cut = take();
      await open(cut.id, 'pm_card_visa', 10);
      const answer = await payInvoice(cut.id, 'pm_card_mastercard');
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ success: false, error: 'not_payable' });
      expect((await invoiceState(t.app, cut.id)).paidState).toBe('paid');
      const [attempt] = await transactionsOf(t.app, 'invoice', cut.id);
      expect(attempt).toMatchObject({ status: 'succeeded', paymentMethodId: 'pm_card_visa' });

      // Cut short with a card that is declined: the new attempt pays.
      const declined = take();
      await open(declined.id, 'pm_card_chargeDeclined', 10);
      expect((await payInvoice(declined.id, 'pm_card_mastercard')).statusCode).toBe(200);
      const statuses = (await transactionsOf(t.app, 'invoice', declined.id)).map(
        (row) => row.status,
      );
      expect(statuses.sort()).toEqual(['failed', 'succeeded']);
    });

    it("pays the company's multipoint invoice as a whole, with the invoices it gathers", async () => {
      const multipoint = await unpaidMultipoint(t.app, demoCompany.user);
      const members = await t.app.services.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.multipointInvoiceId, multipoint.id));
      expect(members.length).toBeGreaterThan(1);
      const response = await pay(
        {
          payment_method_id: 'pm_card_visa',
          item_id: multipoint.id,
          related_object_type: 'invoice_multipoint',
        },
        company,
      );
      expect(response.statusCode, response.body).toBe(200);
      const list = await get('/api/v2/invoices_multipoint/?limit=1000', company);
      const listed = list
        .json<{ items: MultipointInvoice[] }>()
        .items.find((item) => item.id === multipoint.id);
      expect(listed).toMatchObject({ paid: 'paid', amount_pending: 0, amount_to_pay: 0 });
      for (const member of members) {
        expect(await invoiceState(t.app, member.id)).toEqual({
          paidState: 'paid',
          amountPending: '0.00',
        });
      }
      const summary = await get(
        `/api/v2/transaction_summary/${multipoint.id}?related_object_type=invoice_multipoint&lang=en`,
        company,
      );
      expect(summary.json()).toMatchObject({
        amount: Number(multipoint.amountPending),
        invoice_number: multipoint.number,
        invoice_concept: `Payment of grouped invoice ${multipoint.number}`,
        invoice_id: multipoint.id,
      });
      // The same id as a plain invoice is another (or no) invoice of the customer's.
      const receipt = await get(
        `/api/v2/download_transaction_receipt/${multipoint.id}?related_object_type=invoice_multipoint`,
        company,
      );
      expect(receipt.statusCode).toBe(200);
    });

    it('answers not_payable for an invoice already paid, not payable online, or with payment off', async () => {
      const householdId = await userIdByTaxId(t.app, demoHousehold.user);
      const [paidOne] = await t.app.services.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.userId, householdId))
        .orderBy(invoices.date)
        .limit(1);
      expect((await invoiceState(t.app, paidOne!.id)).paidState).toBe('paid_without_transaction');
      const paidAnswer = await payInvoice(paidOne!.id, 'pm_card_visa');
      expect(paidAnswer.statusCode).toBe(409);
      expect(paidAnswer.json()).toEqual({ success: false, error: 'not_payable' });

      // The company's electricity invoices are paid through their multipoint invoice.
      const companyId = await userIdByTaxId(t.app, demoCompany.user);
      const [member] = await t.app.services.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.userId, companyId))
        .limit(1);
      await t.app.services.db
        .update(invoices)
        .set({ paidState: 'unpaid', amountPending: '10.00', paymentEnabled: false })
        .where(eq(invoices.id, member!.id));
      expect((await payInvoice(member!.id, 'pm_card_visa', company)).json()).toEqual({
        success: false,
        error: 'not_payable',
      });

      const invoice = payable[0]!;
      const setPayment = (enablePayment: boolean) =>
        configure({ public: { invoices: { ...defaultSettings.invoices, enablePayment } } });
      expect((await setPayment(false)).statusCode).toBe(200);
      try {
        const off = await payInvoice(invoice.id, 'pm_card_visa');
        expect(off.statusCode).toBe(409);
        expect(off.json()).toEqual({ success: false, error: 'not_payable' });
      } finally {
        await setPayment(true);
      }
      expect((await invoiceState(t.app, invoice.id)).paidState).toBe('unpaid');
    });

    it('refuses a platform the customer is not enabled to', async () => {
      const response = await pay({
        platform_name: 'stripe',
        payment_method_id: 'pm_card_visa',
        item_id: payable[0]!.id,
        related_object_type: 'invoice',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        error: 'user_not_enabled_to_payment_platform',
      });
    });

    it('refuses read-only sessions', async () => {
      const token = await tokenForNewSession(
        t.app,
        await userIdByTaxId(t.app, demoHousehold.user),
        { readonly: true },
      );
      const response = await payInvoice(payable[0]!.id, 'pm_card_visa', token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'readonly_token' });
    });

    it.each([
      [
        { payment_method_id: 'pm_card_visa', item_id: 1, related_object_type: 'invoice', tip: 1 },
        { tip: ['unknown_field'] },
      ],
      [
        { payment_method_id: 'pm_card_visa', related_object_type: 'invoice' },
        { item_id: ['required'] },
      ],
      [
        { payment_method_id: 'pm_card_visa', item_id: 1, related_object_type: 'contract' },
        { related_object_type: ['invalid_value'] },
      ],
      [{ payment_intent_id: 'pi_1', item_id: 1 }, { item_id: ['unknown_field'] }],
      [
        { payment_method_id: 'pm card', item_id: 1, related_object_type: 'invoice' },
        { payment_method_id: ['invalid_value'] },
      ],
    ])('refuses the body %j with field errors', async (body, errors) => {
      const response = await pay(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors });
    });
  });
});
