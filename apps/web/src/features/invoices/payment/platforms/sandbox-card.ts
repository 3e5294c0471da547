import { cardDigits, passesLuhn, type SandboxCardBody } from '@portal/domain/schemas/payment';

/** The card form's fields as typed. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFieldCode =
  'required' | 'invalid_number' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'invalid_cvc';

/** Groups the digits of a card number in fours as they are typed ("4242 4242 …"), at most 19. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Writes an expiry as MM/YY while it is typed; the slash comes with the third digit. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/**
 * The checks a card form makes before paying, per field, with Stripe's codes (the sandbox server
 * makes the same ones: `cardInputError` of the domain): Luhn and length for the number, month and a
 * date not in the past (nor more than 50 years ahead) for the expiry, 3 digits (4 for American
 * Express) for the security code.
 */
export function cardFieldErrors(
  card: CardFields,
  today: { year: number; month: number },
): Partial<Record<keyof CardFields, CardFieldCode>> {
  const errors: Partial<Record<keyof CardFields, CardFieldCode>> = {};
  const digits = cardDigits(card.number);
  if (digits === '') errors.number = 'required';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'invalid_number';

  const expiry = parseExpiry(card.expiry);
  if (card.expiry.trim() === '') errors.expiry = 'required';
  else if (!expiry || expiry.month < 1 || expiry.month > 12) errors.expiry = 'invalid_expiry_month';
  else if (
    expiry.year < today.year ||
    expiry.year > today.year + 50 ||
    (expiry.year === today.year && expiry.month < today.month)
  ) {
    errors.expiry = 'invalid_expiry_year';
  }

  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (card.cvc.trim() === '') errors.cvc = 'required';
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) errors.cvc = 'invalid_cvc';
  return errors;
}

/** The body of the sandbox's payment_methods call from a card that passed `cardFieldErrors`. */
export function sandboxCardBody(card: CardFields): SandboxCardBody {
  const expiry = parseExpiry(card.expiry);
  return {
    number: cardDigits(card.number),
    exp_month: expiry?.month ?? 0,
    exp_year: expiry?.year ?? 0,
    cvc: card.cvc.trim(),
  };
}
