import { payEndpoint } from '@portal/domain/endpoints/payment';
import type { PayAnswer, PayBody } from '@portal/domain/schemas/payment';
import { callEndpoint, isApiError } from '@/lib/api-client';

/**
 * POST pay (v2): the first call with the payment method, or the confirmation with the payment intent
 * id after the card's extra step. A decline (402) or a refusal (403, 404, 409) carrying an error code
 * is an answer, not a failure: the flow shows that code's message.
 */
export async function postPay(body: PayBody): Promise<PayAnswer> {
  try {
    return await callEndpoint(payEndpoint, { body });
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
      return { success: false, error: error.code };
    }
    throw error;
  }
}
