import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime } from '@portal/domain/format/dates';
import { paymentErrorCodes, type PaymentErrorCode } from '@portal/domain/schemas/payment';
import { isApiError } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';
import { isPaymentError } from './platforms/payment-platform';
import { numberLocale } from '@/lib/number-locale';

export const paymentNamespaces = ['payment', 'common'] as const;
export type PaymentTexts = TFunction<typeof paymentNamespaces>;

export function usePaymentTexts(): PaymentTexts {
  return useTranslation(paymentNamespaces).t;
}

/**
 * The codes with a message of their own (spec 2 point 8 "Payment errors"): the API's payment codes
 * but a missing invoice and an internal error, which read as the unknown error.
 */
const withoutMessage = ['not_found', 'internal_error'] as const;
export const paymentErrorMessageCodes = paymentErrorCodes.filter(
  (code): code is Exclude<PaymentErrorCode, (typeof withoutMessage)[number]> =>
    !(withoutMessage as readonly string[]).includes(code),
);
export type PaymentErrorMessageCode =
  (typeof paymentErrorMessageCodes)[number] | 'unknown_payment_error';

/** Codes other layers give the same failures (the API's rate limiter, Stripe.js's 3-D Secure). */
const aliases: Record<string, PaymentErrorMessageCode> = {
  too_many_attempts: 'rate_limit',
  payment_intent_authentication_failure: 'payment_intent_unexpected_state',
};

/** The message code of a provider's error code, falling back to unknown_payment_error. */
export function paymentMessageCode(code: string | null | undefined): PaymentErrorMessageCode {
  if (!code) return 'unknown_payment_error';
  if ((paymentErrorMessageCodes as readonly string[]).includes(code)) {
    return code as PaymentErrorMessageCode;
  }
  return aliases[code] ?? 'unknown_payment_error';
}

/** The code of anything a payment step threw: a card refusal, an API error, or nothing known. */
export function paymentErrorCodeOf(error: unknown): string {
  if (isPaymentError(error)) return error.code;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.code;
  return 'unknown_payment_error';
}

export function paymentErrorText(t: PaymentTexts, code: string | null | undefined): string {
  return t(`payment:errors.${paymentMessageCode(code)}`);
}

/** Formats amounts in the page language, and moments as dd/MM/yyyy HH:mm. */
export function usePaymentFormat() {
  const locale = numberLocale(useLang());
  return {
    /** A number, or a plain decimal string, as money; anything else (already formatted) as is. */
    money(value: number | string | null | undefined, currency = 'EUR'): string {
      if (value === null || value === undefined || value === '') return '';
      const amount = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'string' && !/^-?\d+(\.\d+)?$/.test(value.trim())) return value;
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currency.toUpperCase(),
      }).format(amount);
    },
    /** dd/MM/yyyy HH:mm in every language (spec 1 point 9); anything else as is. */
    dateTime(value: string | null | undefined): string {
      if (!value) return '';
      return formatDisplayDateTime(value) || value;
    },
  };
}
