import type { Lang } from '@/lib/i18n';
import { PaymentError, type PaymentPlatform } from './payment-platform';
import { createSandboxPlatform, type ChallengeCustomer } from './sandbox-platform';

/** The provider used when the retailer offers it (spec 2 point 9). */
export const DEFAULT_PAYMENT_PLATFORM = 'stripe';

/** The default provider when available, else the first one the retailer offers. */
export function pickPaymentPlatform(available: readonly string[]): string | undefined {
  return available.includes(DEFAULT_PAYMENT_PLATFORM) ? DEFAULT_PAYMENT_PLATFORM : available[0];
}

/** Makes a fresh platform (client and card form) for one payment attempt. */
export type PlatformFactory = (challenge: ChallengeCustomer) => PaymentPlatform<unknown>;

/**
 * Gets a platform ready: Stripe.js is downloaded only for stripe. A platform this web cannot use is
 * an error (spec 2 point 8: an unsupported payment platform throws).
 */
export async function loadPaymentPlatform(
  name: string,
  publishableKey: string,
  lang: Lang,
): Promise<PlatformFactory> {
  if (name === 'sandbox') return createSandboxPlatform;
  if (name === 'stripe') {
    const { loadStripePlatform } = await import('./stripe-platform');
    return await loadStripePlatform(publishableKey, lang);
  }
  throw new PaymentError('unsupported_payment_platform');
}
