import type { InvoicePaidState, RectificativeType } from '../schemas/invoices';

/**
 * How an invoice's payment state reads in the invoice list (spec 2 point 4, "Invoice paid status").
 * `label` names the text, `icon` the symbol beside it and `tone` the colour: pending states warning,
 * paid states success, unpaid error.
 */
export interface PaymentStatusDisplay {
  label:
    | 'pending_direct_debit'
    | 'pending_transfer'
    | 'refund_pending'
    | 'paid'
    | 'refunded'
    | 'unpaid'
    | 'partially_paid';
  icon: 'direct_debit' | 'transfer' | 'paid' | 'unpaid';
  tone: 'warning' | 'success' | 'error';
}

/** The states that count as paid (spec 2 point 4). */
export const PAID_STATES: readonly InvoicePaidState[] = [
  'paid',
  'paid_without_transaction',
  'manual_verification_required',
];

/** A (annulling) and B (annulling with reissue) give money back: their pending state is a refund. */
const isRefund = (type: RectificativeType) => type === 'A' || type === 'B';

/** Amounts compared to the cent: the API sends euros as numbers with two decimals. */
const cents = (amount: number) => Math.round(amount * 100);

type StatusInvoice = {
  paid: string;
  rectificative_type?: RectificativeType;
  amount_total: number;
  amount_pending: number;
};

/**
 * The status an invoice shows; null for a state the spec does not name ("Other values show
 * nothing"). Multipoint invoices have no rectificative type and read as normal ones.
 */
export function paymentStatusDisplay(invoice: StatusInvoice): PaymentStatusDisplay | null {
  const type = invoice.rectificative_type ?? 'N';
  switch (invoice.paid) {
    case 'pending_remesa':
      return {
        label: isRefund(type) ? 'refund_pending' : 'pending_direct_debit',
        icon: 'direct_debit',
        tone: 'warning',
      };
    case 'pending_transfer':
      return {
        label: isRefund(type) ? 'refund_pending' : 'pending_transfer',
        icon: 'transfer',
        tone: 'warning',
      };
    case 'paid':
    case 'paid_without_transaction':
    case 'manual_verification_required':
      return { label: type === 'A' ? 'refunded' : 'paid', icon: 'paid', tone: 'success' };
    case 'unpaid':
      return {
        label:
          cents(invoice.amount_pending) !== cents(invoice.amount_total)
            ? 'partially_paid'
            : 'unpaid',
        icon: 'unpaid',
        tone: 'error',
      };
    default:
      return null;
  }
}

/**
 * The collection-history popup is offered for an unpaid invoice with something pending and more
 * than one step in its history (spec 2 point 4).
 */
export function hasPaymentHistory(invoice: {
  paid: string;
  amount_pending: number;
  pending_state_history: readonly unknown[];
}): boolean {
  return (
    invoice.paid === 'unpaid' &&
    cents(invoice.amount_pending) > 0 &&
    invoice.pending_state_history.length > 1
  );
}

/**
 * The payment-summary button: for a paid, non-rectificative invoice that could be paid online, and
 * for one whose payment awaits manual verification (spec 2 point 4). `paid_without_transaction` was
 * paid outside the payment platform, so it has no transaction to summarise.
 */
export function hasPaymentSummary(invoice: {
  paid: string;
  rectificative_type?: RectificativeType;
  online_payment: { payment_enabled: boolean };
}): boolean {
  if (invoice.paid === 'manual_verification_required') return true;
  return (
    invoice.paid === 'paid' &&
    (invoice.rectificative_type ?? 'N') === 'N' &&
    invoice.online_payment.payment_enabled
  );
}

/**
 * The Pay button: the invoice can be paid online, something is left to pay, and the retailer has
 * online payment on (setting invoices.enablePayment; spec 2 points 2 and 6).
 */
export function canPayOnline(
  invoice: { amount_to_pay: number; online_payment: { payment_enabled: boolean } },
  enablePayment: boolean,
): boolean {
  return (
    enablePayment && invoice.online_payment.payment_enabled && cents(invoice.amount_to_pay) > 0
  );
}
