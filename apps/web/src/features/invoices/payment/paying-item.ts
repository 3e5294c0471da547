import type { PaymentRelatedObjectType } from './types';

/**
 * What is being paid (spec 2 point 3 "Payment state": payingItemId, paymentRelatedObjectType), kept
 * in sessionStorage while a payment runs, so a payment interrupted by a redirect (the bank's check)
 * resumes when the page comes back with `payment_intent`; cleared on completion.
 */
export interface PayingItem {
  itemId: number;
  relatedObjectType: PaymentRelatedObjectType;
  platform: string;
  /** For the success dialog after a resume: the amount and invoice number shown before leaving. */
  amount: string;
  invoiceNumber: string;
}

const STORAGE_KEY = 'portal_paying_item';

export function storePayingItem(item: PayingItem): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(item));
  } catch {
    // Storage may be unavailable (private mode): only a resume after a redirect needs it.
  }
}

export function readPayingItem(): PayingItem | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const item = value as Partial<PayingItem>;
    if (
      typeof item.itemId !== 'number' ||
      (item.relatedObjectType !== 'invoice' && item.relatedObjectType !== 'invoice_multipoint') ||
      typeof item.platform !== 'string'
    ) {
      return null;
    }
    return {
      itemId: item.itemId,
      relatedObjectType: item.relatedObjectType,
      platform: item.platform,
      amount: typeof item.amount === 'string' ? item.amount : '',
      invoiceNumber: typeof item.invoiceNumber === 'string' ? item.invoiceNumber : '',
    };
  } catch {
    return null;
  }
}

export function clearPayingItem(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored then.
  }
}
