/**
 * IBAN lengths of the SEPA countries (SWIFT IBAN Registry); the retailer collects by SEPA direct
 * debit, so an account outside SEPA cannot pay a bill.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

const SPANISH_CONTROL_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6] as const;

/** Drops whitespace and uppercases; the live IBAN check ignores spaces (spec 2 point 5, "IBAN"). */
export function normalizeIban(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 check: the number read with letters as 10..35, first four characters moved last. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    // Remainder carried digit by digit: the whole number has up to 60+ digits.
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder;
}

/**
 * One control digit of the Spanish account code (CCC, the BBAN of a Spanish IBAN; DOMAIN.md
 * "Identifiers"): weights 1 2 4 8 5 10 9 7 3 6, then 11 − (sum mod 11) with 11 → 0 and 10 → 1.
 */
export function spanishControlDigit(tenDigits: string): number {
  if (!/^\d{10}$/.test(tenDigits)) throw new RangeError('A control digit covers 10 digits');
  let sum = 0;
  for (const [index, weight] of SPANISH_CONTROL_WEIGHTS.entries()) {
    sum += Number(tenDigits[index]) * weight;
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

/** Bank (4), branch (4), two control digits, account (10): the 20 digits after "ES" + check. */
function hasValidSpanishControlDigits(bban: string): boolean {
  if (!/^\d{20}$/.test(bban)) return false;
  const expected = `${spanishControlDigit(`00${bban.slice(0, 8)}`)}${spanishControlDigit(bban.slice(10))}`;
  return bban.slice(8, 10) === expected;
}

/**
 * An IBAN (ISO 13616; spec 2 point 5 "IBAN", spec 3 point 5 "Payment"): a SEPA country, that
 * country's length, and mod 97 = 1. Spanish IBANs must also carry the right national control digits,
 * which mod 97 alone does not check (DOMAIN.md "Identifiers"). Spaces are ignored.
 */
export function isValidIban(s: string): boolean {
  const iban = normalizeIban(s);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const country = iban.slice(0, 2);
  if (IBAN_LENGTHS[country] !== iban.length) return false;
  if (mod97(iban) !== 1) return false;
  return country !== 'ES' || hasValidSpanishControlDigits(iban.slice(4));
}

/** The IBAN in groups of four, the paper format of ISO 13616. */
export function formatIban(s: string): string {
  return normalizeIban(s).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The IBAN safe to print: country and check digits and the last four characters visible, the rest
 * starred, in groups of four (e.g. `ES91 **** **** **** **** 1332`). Too short to be an IBAN, only
 * the first two characters stay.
 */
export function maskIban(s: string): string {
  const iban = normalizeIban(s);
  const [head, tail] = iban.length >= 12 ? [4, 4] : [2, 0];
  const hidden = Math.max(iban.length - head - tail, 0);
  return formatIban(iban.slice(0, head) + '*'.repeat(hidden) + iban.slice(iban.length - tail));
}
