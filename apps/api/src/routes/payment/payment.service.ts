import type {
  PayAnswer,
  PaymentErrorCode,
  PaymentPlatformName,
  PayRequest,
  TransactionSummary,
} from '@portal/domain/schemas/payment';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { type ServerLanguage, toServerLanguage } from '../../lib/language';
import type { Outbox } from '../../services/outbox/outbox';
import {
  type CardDetails,
  type PaymentPlatform,
  type PlatformOutcome,
  eurosToCents,
} from '../../services/payments/platform';
import type { PaymentPlatforms } from '../../services/payments/platforms';
import type { SettingsService } from '../../services/settings/settings.service';
import * as repo from './payment.repository';
import type { PayableItem, PayableType, TransactionRow } from './payment.repository';
import { paymentConfirmationEmail } from './payment-email';
import { receiptTexts } from './receipt-texts';
import { isUniqueViolation } from '../../lib/unique-violation';

export type PaymentContext = {
  db: Database;
  platforms: PaymentPlatforms;
  settings: SettingsService;
  outbox: Outbox;
  log: FastifyBaseLogger;
};

export type PayResult = { status: 200 | 402 | 403 | 404 | 409; body: PayAnswer };

const failure = (status: PayResult['status'], error: PaymentErrorCode): PayResult => ({
  status,
  body: { success: false, error },
});
const paid: PayResult = { status: 200, body: { success: true } };

/** The retailer's private setting invoices.paymentPlatforms, limited to what this server runs. */
export async function availablePlatforms(
  context: Pick<PaymentContext, 'platforms' | 'settings'>,
): Promise<PaymentPlatformName[]> {
  const wanted = (await context.settings.getPrivateSettings()).invoices.paymentPlatforms;
  const configured = new Set(context.platforms.configured().map((platform) => platform.name));
  return [...new Set(wanted)].filter((name): name is PaymentPlatformName =>
    configured.has(name as PaymentPlatformName),
  );
}

/** An unpaid invoice with something pending, payable online by its flag and the retailer's setting. */
function isPayable(item: PayableItem, paymentsOn: boolean): boolean {
  return (
    paymentsOn &&
    item.paymentEnabled &&
    item.paidState === 'unpaid' &&
    eurosToCents(item.amountPending) > 0
  );
}

/**
 * Records a successful charge: the attempt succeeded and the invoice paid (a multipoint invoice with
 * its invoices), and the customer's confirmation e-mail written to the outbox, in one database
 * transaction holding the invoice's row lock. Safe to repeat (the browser and the webhook both
 * report the same success): only the first one changes anything, so one e-mail per payment.
 */
export async function recordSuccess(
  context: Pick<PaymentContext, 'db' | 'log' | 'outbox'>,
  transactionId: string,
  intentId: string,
): Promise<boolean> {
  let confirmed = false;
  const known = await context.db.transaction(async (tx) => {
    const attempt = await repo.findTransaction(tx, transactionId);
    if (!attempt) return false;
    if (attempt.status === 'succeeded') return true;
    await repo.findItem(tx, attempt.userId, attempt.relatedObjectType, attempt.itemId, true);
    const other = await repo.findActiveTransaction(tx, attempt.relatedObjectType, attempt.itemId);
    if (other && other.id !== attempt.id && other.status === 'succeeded') {
      // A late success of an attempt given up as failed while another one paid: a second charge
      // that only a refund can undo. Never expected (attempts end at their platform first).
      context.log.error(
        { transactionId, intentId, paidBy: other.id },
        'a card was charged for an invoice already paid: refund it',
      );
      return false;
    }
    if (other && other.id !== attempt.id) {
      await repo.updateTransaction(tx, other.id, ['processing', 'requires_action'], {
        status: 'canceled',
      });
    }
    await repo.updateTransaction(
      tx,
      attempt.id,
      ['processing', 'requires_action', 'failed', 'canceled'],
      { status: 'succeeded', paymentIntentId: intentId },
    );
    await repo.markItemPaid(tx, attempt.relatedObjectType, attempt.itemId);
    const [user, item] = await Promise.all([
      repo.findUser(tx, attempt.userId),
      repo.findItem(tx, attempt.userId, attempt.relatedObjectType, attempt.itemId),
    ]);
    const to = attempt.paidByEmail ?? user?.email;
    if (to && item) {
      await context.outbox.enqueue(tx, {
        to,
        ...paymentConfirmationEmail({
          language: toServerLanguage(user?.language),
          name: user?.name ?? '',
          invoiceNumber: item.number,
          amount: attempt.amount,
          card: attempt.cardLast4 ? { brand: attempt.cardBrand, last4: attempt.cardLast4 } : null,
        }),
      });
      confirmed = true;
    }
    return true;
  });
  if (confirmed) context.outbox.kick();
  return known;
}

/** The card of a payment method as its platform describes it; a failing platform leaves it unknown. */
async function describeCard(
  context: PaymentContext,
  platform: PaymentPlatform,
  paymentMethodId: string,
): Promise<CardDetails | null> {
  try {
    return await platform.describeCard(paymentMethodId);
  } catch (error) {
    context.log.warn({ err: error }, 'the payment platform did not describe the card');
    return null;
  }
}

/** What a platform's answer means for the attempt, and for the browser. */
async function settle(
  context: PaymentContext,
  attempt: TransactionRow,
  outcome: PlatformOutcome,
): Promise<PayResult> {
  const inFlight: TransactionRow['status'][] = ['processing', 'requires_action'];
  switch (outcome.status) {
    case 'succeeded':
      await recordSuccess(context, attempt.id, outcome.intentId);
      return paid;
    case 'requires_action':
      await repo.updateTransaction(context.db, attempt.id, inFlight, {
        status: 'requires_action',
        paymentIntentId: outcome.intentId,
      });
      return {
        status: 200,
        body: {
          success: false,
          requires_action: true,
          payment_intent_client_secret: outcome.clientSecret,
        },
      };
    case 'declined':
      await repo.updateTransaction(context.db, attempt.id, inFlight, {
        status: 'failed',
        paymentIntentId: outcome.intentId,
        errorCode: outcome.code,
      });
      return failure(402, outcome.code);
    case 'unexpected_state':
    case 'canceled':
      await repo.updateTransaction(context.db, attempt.id, inFlight, {
        status: outcome.status === 'canceled' ? 'canceled' : 'failed',
        paymentIntentId: outcome.intentId,
        errorCode: 'payment_intent_unexpected_state',
      });
      return failure(409, 'payment_intent_unexpected_state');
  }
}

type Reservation =
  | { kind: 'not_found' }
  | { kind: 'not_payable' }
  | { kind: 'awaiting'; attempt: TransactionRow }
  | { kind: 'stale'; attempt: TransactionRow }
  | { kind: 'reserved'; attempt: TransactionRow; item: PayableItem };

/**
 * Opens an attempt for the invoice, under its row lock: only an unpaid, payable invoice with no
 * attempt in flight or succeeded gets one (the partial unique index says so too, should a writer
 * ever skip the lock).
 */
async function reserve(
  context: PaymentContext,
  input: {
    userId: string;
    type: PayableType;
    itemId: number;
    platform: string;
    paymentMethodId: string;
    card: CardDetails | null;
  },
): Promise<Reservation> {
  const paymentsOn = (await context.settings.getSettings()).invoices.enablePayment;
  try {
    return await context.db.transaction(async (tx): Promise<Reservation> => {
      const item = await repo.findItem(tx, input.userId, input.type, input.itemId, true);
      if (!item) return { kind: 'not_found' };
      if (!isPayable(item, paymentsOn)) return { kind: 'not_payable' };
      const active = await repo.findActiveTransaction(tx, input.type, input.itemId);
      if (active?.status === 'requires_action' && active.paymentIntentId) {
        return { kind: 'awaiting', attempt: active };
      }
      if (active?.status === 'processing' && isStale(active))
        return { kind: 'stale', attempt: active };
      if (active) return { kind: 'not_payable' };
      const user = await repo.findUser(tx, input.userId);
      const attempt = await repo.insertTransaction(tx, {
        userId: input.userId,
        relatedObjectType: input.type,
        itemId: input.itemId,
        platform: input.platform,
        paymentMethodId: input.paymentMethodId,
        cardBrand: input.card?.brand ?? null,
        cardLast4: input.card?.last4 ?? null,
        amount: item.amountPending,
        paidByEmail: user?.email ?? null,
      });
      return { kind: 'reserved', attempt, item };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'not_payable' };
    throw error;
  }
}

/**
 * How long a charge may take before its attempt counts as cut short (the instance stopped between
 * opening it and hearing the platform): well above the platform client's timeout and retries.
 */
export const STALE_ATTEMPT_MS = 5 * 60_000;

function isStale(attempt: TransactionRow): boolean {
  return Date.now() - attempt.updatedAt.getTime() > STALE_ATTEMPT_MS;
}

/**
 * An attempt left waiting for its 3-D Secure challenge (a closed tab, another card tried): it is
 * canceled at its platform before a new one starts. If it succeeded meanwhile, the invoice is paid.
 */
async function abandon(context: PaymentContext, attempt: TransactionRow): Promise<'paid' | 'gone'> {
  const platform = context.platforms.get(attempt.platform);
  if (!platform) return 'paid'; // its platform is gone from this server: leave it, answer not_payable
  const outcome = await platform.cancel(attempt.paymentIntentId!);
  if (outcome.status === 'succeeded') {
    await recordSuccess(context, attempt.id, outcome.intentId);
    return 'paid';
  }
  await repo.updateTransaction(context.db, attempt.id, ['requires_action'], {
    status: 'canceled',
    errorCode: 'payment_intent_unexpected_state',
  });
  return 'gone';
}

/** POST pay (spec 2 "Payment flow"): the first call or the confirmation after 3-D Secure. */
export async function pay(
  context: PaymentContext,
  userId: string,
  request: PayRequest,
): Promise<PayResult> {
  const available = await availablePlatforms(context);
  const platform = context.platforms.get(request.platformName);
  if (!platform || !available.includes(platform.name)) {
    return failure(403, 'user_not_enabled_to_payment_platform');
  }
  if (request.kind === 'confirmation') {
    const attempt = await repo.findTransactionByIntent(context.db, request.paymentIntentId, userId);
    if (!attempt || attempt.platform !== platform.name) return failure(404, 'not_found');
    if (attempt.status === 'succeeded') return paid;
    if (attempt.status !== 'requires_action') {
      return failure(409, 'payment_intent_unexpected_state');
    }
    return settle(context, attempt, await platform.confirm(request.paymentIntentId));
  }

  const input = {
    userId,
    type: request.relatedObjectType,
    itemId: request.itemId,
    platform: platform.name,
    paymentMethodId: request.paymentMethodId,
    card: await describeCard(context, platform, request.paymentMethodId),
  };
  let reservation = await reserve(context, input);
  // An attempt left open before this one (a challenge never answered, a charge cut short) is
  // settled first; a few rounds at most, should another tab keep opening attempts meanwhile.
  for (let round = 0; round < 3; round += 1) {
    if (reservation.kind === 'awaiting') {
      if ((await abandon(context, reservation.attempt)) === 'paid') {
        return failure(409, 'not_payable');
      }
    } else if (reservation.kind === 'stale') {
      if ((await replay(context, reservation.attempt)) === 'paid') {
        return failure(409, 'not_payable');
      }
    } else {
      break;
    }
    reservation = await reserve(context, input);
  }
  if (reservation.kind === 'not_found') return failure(404, 'not_found');
  if (reservation.kind !== 'reserved') return failure(409, 'not_payable');
  return chargeAttempt(context, platform, reservation.attempt, reservation.item);
}

/** Charges an attempt's amount to its card, with the attempt's own idempotency key. */
async function chargeAttempt(
  context: PaymentContext,
  platform: PaymentPlatform,
  attempt: TransactionRow,
  item: PayableItem,
): Promise<PayResult> {
  let outcome: PlatformOutcome;
  try {
    outcome = await platform.charge({
      amountCents: eurosToCents(attempt.amount),
      paymentMethodId: attempt.paymentMethodId,
      idempotencyKey: `portal-payment-${attempt.id}`,
      transactionId: attempt.id,
      description: item.number,
    });
  } catch (error) {
    // The platform did not answer as it does (network, keys): the attempt ends, the customer may
    // try again. A charge that went through after all is reported by the webhook.
    context.log.error({ err: error, transactionId: attempt.id }, 'payment platform call failed');
    await repo.updateTransaction(context.db, attempt.id, ['processing'], {
      status: 'failed',
      errorCode: 'processing_error',
    });
    return failure(402, 'processing_error');
  }
  return settle(context, attempt, outcome);
}

/**
 * An attempt cut short while charging: the same charge is sent again with the same idempotency key,
 * so the platform answers what became of the first one (or makes it now, once) and it is settled.
 */
async function replay(context: PaymentContext, attempt: TransactionRow): Promise<'paid' | 'gone'> {
  const platform = context.platforms.get(attempt.platform);
  const item = await repo.findItem(
    context.db,
    attempt.userId,
    attempt.relatedObjectType,
    attempt.itemId,
  );
  if (!platform || !item) return 'paid'; // nothing to ask: leave it, answer not_payable
  context.log.warn({ transactionId: attempt.id }, 'settling a payment attempt cut short');
  const result = await chargeAttempt(context, platform, attempt, item);
  return result.body.success ? 'paid' : 'gone';
}

/** A platform reports (by webhook) how an intent ended. */
export async function recordPlatformEvent(
  context: Pick<PaymentContext, 'db' | 'log' | 'outbox'>,
  event: {
    platform: PaymentPlatformName;
    intentId: string;
    transactionId: string | undefined;
    outcome: 'succeeded' | 'failed' | 'canceled';
    errorCode?: string | null;
  },
): Promise<boolean> {
  const byIntent = await repo.findTransactionByIntent(context.db, event.intentId);
  const attempt =
    byIntent ??
    (event.transactionId && /^[0-9a-f-]{36}$/.test(event.transactionId)
      ? await repo.findTransaction(context.db, event.transactionId)
      : undefined);
  if (!attempt || attempt.platform !== event.platform) return false;
  if (event.outcome === 'succeeded') return recordSuccess(context, attempt.id, event.intentId);
  await repo.updateTransaction(context.db, attempt.id, ['processing', 'requires_action'], {
    status: event.outcome,
    paymentIntentId: event.intentId,
    errorCode: event.errorCode ?? null,
  });
  return true;
}

/** The customer's invoice and its successful payment, or undefined when the invoice is not theirs. */
export async function findPaidItem(db: Database, userId: string, type: PayableType, id: number) {
  const item = await repo.findItem(db, userId, type, id);
  if (!item) return undefined;
  return { item, transaction: await repo.findSucceededTransaction(db, type, id) };
}

export function invoiceConcept(item: PayableItem, language: ServerLanguage): string {
  return receiptTexts[language].concept(item.energy, item.number);
}

/** GET transaction_summary/{invoiceId} (spec 2 point 3 "Transaction summary"). */
export function transactionSummary(
  found: { item: PayableItem; transaction: TransactionRow | undefined },
  language: ServerLanguage,
): TransactionSummary {
  const { item, transaction } = found;
  if (!transaction) {
    return {
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
    };
  }
  return {
    transaction_id: transaction.paymentIntentId ?? transaction.id,
    amount: eurosToCents(transaction.amount) / 100,
    currency: transaction.currency,
    last_transaction_update_at: transaction.updatedAt.toISOString(),
    invoice_number: item.number,
    invoice_concept: invoiceConcept(item, language),
    payment_method_id: transaction.paymentMethodId,
    card_brand: transaction.cardBrand,
    card_last4: transaction.cardLast4,
    payment_type: 'credit_card',
    paid_by_user_email: transaction.paidByEmail,
    invoice_id: item.id,
    error: null,
  };
}
