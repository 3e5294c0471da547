/** Check-letter table shared by the CUPS, DNI and NIE rules. */
const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const CUPS_PATTERN = /^ES(\d{16})([A-Z]{2})(\d[FPRCXYZ])?$/;

/**
 * Normalises a supply code as the portal's CUPS check does (spec 2 point 5, "Supply code (CUPS)
 * check"; spec 3 point 5): whitespace removed, uppercased, letter O read as zero.
 */
export function normalizeCups(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase().replace(/O/g, '0');
}

/**
 * The two check letters of a CUPS from its 16 digits (DOMAIN.md "Identifiers"); useful to build demo
 * supply codes. Throws when given anything but 16 digits.
 */
export function cupsCheckLetters(digits16: string): string {
  if (!/^\d{16}$/.test(digits16))
    throw new RangeError('A CUPS has 16 digits before its check letters');
  let r = 0;
  // Digit by digit: the 16-digit number is beyond Number.MAX_SAFE_INTEGER.
  for (const digit of digits16) r = (r * 10 + Number(digit)) % 529;
  return `${CHECK_LETTERS[Math.floor(r / 23)]}${CHECK_LETTERS[r % 23]}`;
}

/**
 * A supply point code (CUPS), electricity or gas: `ES` + 16 digits + 2 check letters (20
 * characters), optionally + a digit and one of F P R C X Y Z (22). The check letters are the table
 * letters of (n mod 529) div 23 and (n mod 529) mod 23 over the 16 digits (spec 2 point 5, spec 3
 * point 5, DOMAIN.md "Identifiers"). The input is normalised first (see `normalizeCups`).
 */
export function isValidCups(s: string): boolean {
  return cupsProblem(s) === null;
}

/**
 * What is wrong with a CUPS, so that a message can say it: not the shape of one (`cups_not_valid`:
 * 20 or 22 characters starting with ES), or the shape with check letters that do not match its
 * digits (`cups_control_letters`, usually a digit or letter typed wrong); null when valid.
 */
export function cupsProblem(s: string): 'cups_not_valid' | 'cups_control_letters' | null {
  const match = CUPS_PATTERN.exec(normalizeCups(s));
  if (!match) return 'cups_not_valid';
  const [, digits = '', letters] = match;
  return cupsCheckLetters(digits) === letters ? null : 'cups_control_letters';
}

/**
 * Whether two CUPS name one supply point: the same first 20 characters (the two after them, when
 * given, name a border point of the same supply; DOMAIN.md "Identifiers").
 */
export const isSameSupplyPoint = (a: string, b: string) =>
  normalizeCups(a).slice(0, 20) === normalizeCups(b).slice(0, 20);
