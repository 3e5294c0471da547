import * as z from 'zod/mini';
import { payableObjectTypes } from './invoices';
import { INTEGER_MAX } from './limits';
import { formSchema } from './form';
import { langQuery } from './query';

/**
 * Requests and answers of the online card payment calls (spec 2 point 7 "Payment", point 3
 * "Transaction summary"), the error codes of spec 2 point 8 and the card checks the sandbox
 * platform's card form makes (those Stripe.js makes before a card reaches the server).
 */

/** The platforms one server can offer: the embedded sandbox and Stripe (ARCHITECTURE.md "Runtime"). */
export const paymentPlatformNames = ['sandbox', 'stripe'] as const;
export type PaymentPlatformName = (typeof paymentPlatformNames)[number];

/** Why a card was refused: the card-error codes of spec 2 point 8, as Stripe names them. */
export const cardErrorCodes = [
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_cvc',
  'incorrect_zip',
  'processing_error',
  'rate_limit',
  'missing',
] as const;
export type CardErrorCode = (typeof cardErrorCodes)[number];

/** Every `error` a payment call answers with; each is an i18n key of the web (spec 2 point 8). */
export const paymentErrorCodes = [
  ...cardErrorCodes,
  'not_payable',
  'user_not_enabled_to_payment_platform',
  'payment_intent_unexpected_state',
  'unsupported_payment_platform',
  'not_found',
  'internal_error',
] as const;
export type PaymentErrorCode = (typeof paymentErrorCodes)[number];

export const isCardErrorCode = (code: string): code is CardErrorCode =>
  (cardErrorCodes as readonly string[]).includes(code);

/**
 * GET payment_platforms_available (v2). Read loosely: a platform a client does not know yet (a newer
 * server behind a cached web) is that client's "not available" state, not a broken answer.
 */
export const paymentPlatformsAvailableSchema = z.object({
  platforms: z.array(z.string()),
});
export type PaymentPlatformsAvailable = z.infer<typeof paymentPlatformsAvailableSchema>;

/** GET publishable_key/{platform}. */
export const publishableKeyParamsSchema = z.object({
  platform: z.string().check(z.maxLength(32, 'too_long')),
});
export const publishableKeySchema = z.object({ publishable_key: z.string() });

const platformId = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
  .check(
    z.minLength(1, 'required'),
    z.maxLength(255, 'too_long'),
    z.regex(/^[A-Za-z0-9_]+$/, 'invalid_value'),
  );

const firstCallFields = ['payment_method_id', 'item_id', 'related_object_type'] as const;

/**
 * POST pay (v2): the first call names the card (a platform's PaymentMethod id) and what it pays;
 * the confirmation, after a 3-D Secure challenge, names the payment intent. One strict body holds
 * both, and a body is one or the other.
 */
export const payBodySchema = z
  .strictObject({
    platform_name: z
      .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
      .check(z.minLength(1, 'required'), z.maxLength(32, 'too_long')),
    payment_method_id: z.optional(platformId),
    item_id: z.optional(
      z.int({ error: 'invalid_type' }).check(z.positive('invalid_value'), z.lte(INTEGER_MAX)),
    ),
    related_object_type: z.optional(z.enum(payableObjectTypes, { error: 'invalid_value' })),
    payment_intent_id: z.optional(platformId),
  })
  .check(
    // Runs even when a field failed, so that a body shows every missing field at once.
    z.superRefine(
      (body, context) => {
        if (typeof body !== 'object' || body === null) return;
        if (body.payment_intent_id !== undefined) {
          for (const field of firstCallFields) {
            if (body[field] !== undefined) {
              context.addIssue({
                code: 'custom',
                message: 'unknown_field',
                input: body[field],
                path: [field],
              });
            }
          }
          return;
        }
        for (const field of firstCallFields) {
          if (body[field] === undefined) {
            context.addIssue({
              code: 'custom',
              message: 'required',
              input: undefined,
              path: [field],
            });
          }
        }
      },
      { when: () => true },
    ),
  );
export type PayBody = z.infer<typeof payBodySchema>;

export type PayRequest =
  | {
      kind: 'first';
      platformName: string;
      paymentMethodId: string;
      itemId: number;
      relatedObjectType: (typeof payableObjectTypes)[number];
    }
  | { kind: 'confirmation'; platformName: string; paymentIntentId: string };

/** Which of the two calls a valid pay body is. */
export function payRequestOf(body: PayBody): PayRequest {
  if (body.payment_intent_id !== undefined) {
    return {
      kind: 'confirmation',
      platformName: body.platform_name,
      paymentIntentId: body.payment_intent_id,
    };
  }
  return {
    kind: 'first',
    platformName: body.platform_name,
    paymentMethodId: body.payment_method_id!,
    itemId: body.item_id!,
    relatedObjectType: body.related_object_type!,
  };
}

/** The answer of pay, in every outcome (its status says which). */
export const payAnswerSchema = z.object({
  success: z.boolean(),
  requires_action: z.optional(z.boolean()),
  payment_intent_client_secret: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type PayAnswer = z.infer<typeof payAnswerSchema>;

export const invoiceIdParamsSchema = z.object({
  invoiceId: z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'invalid_value')), z.transform(Number)),
});

/** transaction_summary/{invoiceId} and download_transaction_receipt/{invoiceId}. */
export const transactionQuerySchema = z.object({
  related_object_type: z.optional(z.enum(payableObjectTypes, { error: 'invalid_value' })),
  lang: langQuery,
});

/**
 * GET transaction_summary/{invoiceId} (spec 2 point 3 "Transaction summary"): the invoice's
 * successful card payment; with none, every field null and `error: "internal_error"` (the web then
 * says transaction_not_found).
 */
export const transactionSummarySchema = z.object({
  transaction_id: z.nullable(z.string()),
  amount: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  last_transaction_update_at: z.nullable(z.string()),
  invoice_number: z.nullable(z.string()),
  invoice_concept: z.nullable(z.string()),
  payment_method_id: z.nullable(z.string()),
  /** The card's brand as the platform names it (visa, mastercard…), when known. */
  card_brand: z.nullable(z.string()),
  /** The card's last four digits, when known. */
  card_last4: z.nullable(z.string()),
  payment_type: z.nullable(z.literal('credit_card')),
  paid_by_user_email: z.nullable(z.string()),
  invoice_id: z.nullable(z.number()),
  error: z.nullable(z.string()),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

// ---------------------------------------------------------------------------------------------
// The sandbox platform's stand-in for Stripe.js (its card form and 3-D Secure challenge page)

/** POST payment_platforms/sandbox/payment_methods: the card as typed; checked by `cardInputError`. */
export const sandboxCardBodySchema = z.strictObject({
  number: z.string({ error: 'required' }).check(z.maxLength(32, 'too_long')),
  exp_month: z.int({ error: 'required' }).check(z.gte(0, 'invalid_value'), z.lte(99)),
  exp_year: z.int({ error: 'required' }).check(z.gte(0, 'invalid_value'), z.lte(9999)),
  cvc: z.string({ error: 'required' }).check(z.maxLength(8, 'too_long')),
});
export type SandboxCardBody = z.infer<typeof sandboxCardBodySchema>;

export const sandboxPaymentMethodSchema = z.object({ id: z.string() });

/** POST payment_platforms/sandbox/payment_intents/{id}/authenticate: the challenge's buttons. */
export const sandboxAuthenticateBodySchema = z.strictObject({
  client_secret: z.string({ error: 'required' }).check(z.minLength(1, 'required')),
  outcome: z.enum(['complete', 'fail'], { error: 'invalid_value' }),
});
export const sandboxIntentParamsSchema = z.object({
  id: z.string().check(z.maxLength(64, 'too_long'), z.regex(/^pi_[A-Za-z0-9]+$/, 'invalid_value')),
});
export const sandboxAuthenticateAnswerSchema = z.object({ status: z.string() });

/** The digits of a card number as typed (spaces and dashes between groups are allowed). */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn (mod 10) check of card numbers (ISO/IEC 7812-1). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What a card form refuses before paying, with Stripe's codes: a number that is not 12–19 digits or
 * fails the Luhn check is invalid_number (Stripe's documented test number 4242 4242 4242 4241 is
 * incorrect_number); a month outside 1–12 is invalid_expiry_month; a year or a month in the past, or
 * a year more than 50 ahead, is invalid_expiry_year (Stripe reports a past expiry so); a CVC that is
 * not 3 digits (4 for American Express) is invalid_cvc. Null when the card can be tried.
 */
export function cardInputError(
  card: { number: string; exp_month: number; exp_year: number; cvc: string },
  today: { year: number; month: number },
): CardErrorCode | null {
  const digits = cardDigits(card.number);
  if (digits === '4242424242424241') return 'incorrect_number';
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'invalid_number';
  if (card.exp_month < 1 || card.exp_month > 12) return 'invalid_expiry_month';
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  if (
    year < today.year ||
    year > today.year + 50 ||
    (year === today.year && card.exp_month < today.month)
  ) {
    return 'invalid_expiry_year';
  }
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return 'invalid_cvc';
  return null;
}

/** The sandbox's card form as typed. */
export interface SandboxCardForm {
  number: string;
  expiry: string;
  cvc: string;
}

export type SandboxCardFieldCode =
  'required' | 'invalid_number' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'invalid_cvc';

function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/**
 * The checks the sandbox's card form makes before paying, per field, with Stripe's codes (the
 * sandbox server makes the same ones: `cardInputError`): Luhn and length for the number, month and
 * a date not in the past (nor more than 50 years ahead) for the expiry (MM/YY or MM/YYYY), 3 digits
 * (4 for American Express) for the security code.
 */
function sandboxCardFieldErrors(
  card: SandboxCardForm,
  today: { year: number; month: number },
): [keyof SandboxCardForm, SandboxCardFieldCode][] {
  const errors: [keyof SandboxCardForm, SandboxCardFieldCode][] = [];
  const digits = cardDigits(card.number);
  if (digits === '') errors.push(['number', 'required']);
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    errors.push(['number', 'invalid_number']);
  }

  const expiry = parseExpiry(card.expiry);
  if (card.expiry.trim() === '') errors.push(['expiry', 'required']);
  else if (!expiry || expiry.month < 1 || expiry.month > 12) {
    errors.push(['expiry', 'invalid_expiry_month']);
  } else if (
    expiry.year < today.year ||
    expiry.year > today.year + 50 ||
    (expiry.year === today.year && expiry.month < today.month)
  ) {
    errors.push(['expiry', 'invalid_expiry_year']);
  }

  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (card.cvc.trim() === '') errors.push(['cvc', 'required']);
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    errors.push(['cvc', 'invalid_cvc']);
  }
  return errors;
}

/**
 * The sandbox's card form: number, expiry and security code as typed, checked on `today`, give the
 * body of its payment_methods call.
 */
export function sandboxCardFormSchema(today: () => { year: number; month: number }) {
  return formSchema<SandboxCardForm, SandboxCardBody, keyof SandboxCardForm>(
    z.object({ number: z.string(), expiry: z.string(), cvc: z.string() }),
    (card) => {
      const issues = sandboxCardFieldErrors(card, today());
      if (issues.length > 0) return { issues };
      const expiry = parseExpiry(card.expiry);
      return {
        body: {
          number: cardDigits(card.number),
          exp_month: expiry?.month ?? 0,
          exp_year: expiry?.year ?? 0,
          cvc: card.cvc.trim(),
        },
      };
    },
  );
}
