import { postPay } from './api/post-pay';
import type { PaymentPlatformClient } from './platforms/payment-platform';
import { paymentErrorCodeOf } from './texts';
import type { PaymentRelatedObjectType } from './types';

export type PaymentOutcome = { success: true } | { success: false; code: string };

function outcomeOf(answer: { success: boolean; error?: string | undefined }): PaymentOutcome {
  return answer.success ? { success: true } : { success: false, code: answer.error ?? '' };
}

/**
 * Spec 2 "Payment flow", after the card form: the card becomes a payment method, `pay` charges it,
 * and a card that needs the extra step (3-D Secure) goes through it and is confirmed with the payment
 * intent id. Never throws: every failure is an outcome with the code whose message to show.
 */
export async function runPayment<Card>(
  client: PaymentPlatformClient<Card>,
  card: Card,
  item: { itemId: number; relatedObjectType: PaymentRelatedObjectType },
): Promise<PaymentOutcome> {
  try {
    const paymentMethodId = await client.createPaymentMethod(card);
    const answer = await postPay({
      payment_method_id: paymentMethodId,
      platform_name: client.name,
      item_id: item.itemId,
      related_object_type: item.relatedObjectType,
    });
    if (answer.success || !answer.requires_action) return outcomeOf(answer);
    if (!answer.payment_intent_client_secret) {
      return { success: false, code: 'payment_intent_unexpected_state' };
    }
    const paymentIntentId = await client.handleNextAction(answer.payment_intent_client_secret);
    return await confirmPayment(client.name, paymentIntentId);
  } catch (error) {
    return { success: false, code: paymentErrorCodeOf(error) };
  }
}

/** The confirmation call after the extra step, here or when a redirected payment comes back. */
export async function confirmPayment(
  platformName: string,
  paymentIntentId: string,
): Promise<PaymentOutcome> {
  try {
    const answer = await postPay({
      payment_intent_id: paymentIntentId,
      platform_name: platformName,
    });
    // A second extra step is not part of the flow: the intent is not where it should be.
    if (!answer.success && answer.requires_action) {
      return { success: false, code: 'payment_intent_unexpected_state' };
    }
    return outcomeOf(answer);
  } catch (error) {
    return { success: false, code: paymentErrorCodeOf(error) };
  }
}
