import { describe, expect, it } from 'vitest';
import {
  canPayOnline,
  hasPaymentHistory,
  hasPaymentSummary,
  paymentStatusDisplay,
} from './invoice-status';

const invoice = (patch: Partial<Parameters<typeof paymentStatusDisplay>[0]> = {}) => ({
  paid: 'paid',
  rectificative_type: 'N' as const,
  amount_total: 80.5,
  amount_pending: 0,
  ...patch,
});

describe('paymentStatusDisplay (spec 2 point 4, "Invoice paid status")', () => {
  it('shows a pending direct debit, and a pending refund for A and B', () => {
    expect(paymentStatusDisplay(invoice({ paid: 'pending_remesa' }))).toEqual({
      label: 'pending_direct_debit',
      icon: 'direct_debit',
      tone: 'warning',
    });
    for (const type of ['A', 'B'] as const) {
      expect(
        paymentStatusDisplay(invoice({ paid: 'pending_remesa', rectificative_type: type })),
      ).toMatchObject({ label: 'refund_pending', icon: 'direct_debit', tone: 'warning' });
    }
    expect(
      paymentStatusDisplay(invoice({ paid: 'pending_remesa', rectificative_type: 'R' })),
    ).toMatchObject({ label: 'pending_direct_debit' });
  });

  it('shows a pending transfer with its own icon, and the same refund rule', () => {
    expect(paymentStatusDisplay(invoice({ paid: 'pending_transfer' }))).toEqual({
      label: 'pending_transfer',
      icon: 'transfer',
      tone: 'warning',
    });
    expect(
      paymentStatusDisplay(invoice({ paid: 'pending_transfer', rectificative_type: 'B' })),
    ).toMatchObject({ label: 'refund_pending', icon: 'transfer' });
  });

  it('shows the paid states as paid, and as refunded for an A invoice', () => {
    for (const paid of ['paid', 'paid_without_transaction', 'manual_verification_required']) {
      expect(paymentStatusDisplay(invoice({ paid }))).toEqual({
        label: 'paid',
        icon: 'paid',
        tone: 'success',
      });
      expect(paymentStatusDisplay(invoice({ paid, rectificative_type: 'A' }))).toMatchObject({
        label: 'refunded',
        tone: 'success',
      });
    }
    expect(paymentStatusDisplay(invoice({ rectificative_type: 'B' }))).toMatchObject({
      label: 'paid',
    });
  });

  it('shows unpaid, or a partial payment when the pending amount is not the total', () => {
    expect(paymentStatusDisplay(invoice({ paid: 'unpaid', amount_pending: 80.5 }))).toEqual({
      label: 'unpaid',
      icon: 'unpaid',
      tone: 'error',
    });
    expect(paymentStatusDisplay(invoice({ paid: 'unpaid', amount_pending: 32.2 }))).toEqual({
      label: 'partially_paid',
      icon: 'unpaid',
      tone: 'error',
    });
    // Compared to the cent, not as binary floats.
    expect(
      paymentStatusDisplay(
        invoice({ paid: 'unpaid', amount_total: 0.3, amount_pending: 0.1 + 0.2 }),
      ),
    ).toMatchObject({ label: 'unpaid' });
  });

  it('shows nothing for any other state', () => {
    expect(paymentStatusDisplay(invoice({ paid: 'cancelled' }))).toBeNull();
    expect(paymentStatusDisplay(invoice({ paid: '' }))).toBeNull();
  });

  it('reads an invoice without a rectificative type (multipoint) as a normal one', () => {
    expect(
      paymentStatusDisplay({ paid: 'paid', amount_total: 10, amount_pending: 0 }),
    ).toMatchObject({ label: 'paid' });
  });
});

describe('hasPaymentHistory', () => {
  const history = [{}, {}];
  it('is offered for an unpaid invoice with a pending amount and more than one step', () => {
    expect(
      hasPaymentHistory({ paid: 'unpaid', amount_pending: 10, pending_state_history: history }),
    ).toBe(true);
  });
  it('is not offered otherwise', () => {
    expect(
      hasPaymentHistory({ paid: 'unpaid', amount_pending: 10, pending_state_history: [{}] }),
    ).toBe(false);
    expect(
      hasPaymentHistory({ paid: 'unpaid', amount_pending: 0, pending_state_history: history }),
    ).toBe(false);
    expect(
      hasPaymentHistory({
        paid: 'pending_remesa',
        amount_pending: 10,
        pending_state_history: history,
      }),
    ).toBe(false);
  });
});

describe('hasPaymentSummary', () => {
  const enabled = { payment_enabled: true };
  it('is shown for paid normal invoices that could be paid online', () => {
    expect(
      hasPaymentSummary({ paid: 'paid', rectificative_type: 'N', online_payment: enabled }),
    ).toBe(true);
    expect(hasPaymentSummary({ paid: 'paid', online_payment: enabled })).toBe(true);
  });
  it('is shown for invoices awaiting manual verification', () => {
    expect(
      hasPaymentSummary({
        paid: 'manual_verification_required',
        rectificative_type: 'A',
        online_payment: { payment_enabled: false },
      }),
    ).toBe(true);
  });
  it('is not shown for rectificative, not payable online, or not paid invoices', () => {
    for (const type of ['A', 'B', 'R'] as const) {
      expect(
        hasPaymentSummary({ paid: 'paid', rectificative_type: type, online_payment: enabled }),
      ).toBe(false);
    }
    expect(hasPaymentSummary({ paid: 'paid', online_payment: { payment_enabled: false } })).toBe(
      false,
    );
    expect(hasPaymentSummary({ paid: 'unpaid', online_payment: enabled })).toBe(false);
    expect(hasPaymentSummary({ paid: 'paid_without_transaction', online_payment: enabled })).toBe(
      false,
    );
  });
});

describe('canPayOnline', () => {
  const payable = { amount_to_pay: 42.1, online_payment: { payment_enabled: true } };
  it('needs the setting, the invoice flag and something to pay', () => {
    expect(canPayOnline(payable, true)).toBe(true);
    expect(canPayOnline(payable, false)).toBe(false);
    expect(canPayOnline({ ...payable, online_payment: { payment_enabled: false } }, true)).toBe(
      false,
    );
    expect(canPayOnline({ ...payable, amount_to_pay: 0 }, true)).toBe(false);
  });
});
