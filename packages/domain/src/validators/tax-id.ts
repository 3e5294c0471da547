/** Check-letter table of the DNI, NIE and K/L/M NIF (DOMAIN.md "Identifiers"). */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
const COMPANY_LETTERS = 'ABCDEFGHJNPQRSUVW';
const COMPANY_PATTERN = new RegExp(`^[${COMPANY_LETTERS}]\\d`);
const COUNTRY_PREFIX = 'ES';

/** Uppercases and drops spaces and hyphens, the separators people type in tax ids. */
const compact = (s: string): string => s.replace(/[\s-]+/g, '').toUpperCase();

/** No bare Spanish tax id starts with "ES", so a leading "ES" is always the country prefix. */
const stripPrefix = (compacted: string): string =>
  compacted.startsWith(COUNTRY_PREFIX) ? compacted.slice(COUNTRY_PREFIX.length) : compacted;

const bare = (s: string): string => stripPrefix(compact(s));

const dniLetter = (digits: string): string => DNI_LETTERS[Number(digits) % 23] ?? '';

function isDniShaped(id: string): boolean {
  const match = /^(\d{8})([A-Z])$/.exec(id);
  return match !== null && dniLetter(match[1] ?? '') === match[2];
}

function isNieShaped(id: string): boolean {
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const [, lead = '', digits = '', letter] = match;
  return dniLetter(`${'XYZ'.indexOf(lead)}${digits}`) === letter;
}

function isKlmShaped(id: string): boolean {
  const match = /^[KLM](\d{7})([A-Z])$/.exec(id);
  return match !== null && dniLetter(match[1] ?? '') === match[2];
}

/** The CIF control digit (DOMAIN.md "Identifiers"); it is the Luhn check digit of the 7 digits. */
export function cifControlDigit(digits7: string): number {
  if (!/^\d{7}$/.test(digits7)) throw new RangeError('A CIF has 7 digits before its control');
  let sum = 0;
  for (const [index, char] of [...digits7].entries()) {
    const digit = Number(char);
    if (index % 2 === 1) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  return (10 - (sum % 10)) % 10;
}

function isCifShaped(id: string): boolean {
  const match = /^([A-Z])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, entity = '', digits = '', control = ''] = match;
  if (!COMPANY_LETTERS.includes(entity)) return false;
  const expected = cifControlDigit(digits);
  // Sources disagree on which entity types take a letter and which a digit; accept either.
  return control === String(expected) || control === CIF_CONTROL_LETTERS[expected];
}

/**
 * DNI: 8 digits and the letter T[n mod 23], T = TRWAGMYFPDXBNJZSQVHLCKE (Real Decreto 1553/2005,
 * DOMAIN.md "Identifiers"). Lowercase, spaces, hyphens and an "ES" prefix are tolerated.
 */
export function isValidDni(s: string): boolean {
  return isDniShaped(bare(s));
}

/**
 * NIE (foreigners): X, Y or Z read as 0, 1 or 2, then 7 digits and the DNI letter of that 8-digit
 * number (Orden INT/2058/2008, DOMAIN.md "Identifiers").
 */
export function isValidNie(s: string): boolean {
  return isNieShaped(bare(s));
}

/**
 * CIF (legal entities): entity letter of ABCDEFGHJNPQRSUVW, 7 digits, and a control that is the
 * digit or the letter of JABCDEFGHI for (10 − (A + B) mod 10) mod 10, A the sum of digits 2, 4, 6, B
 * the digit sums of twice digits 1, 3, 5, 7 (entity letters: Orden EHA/451/2008; control: DOMAIN.md
 * "Identifiers", as python-stdnum's `es.cif`).
 */
export function isValidCif(s: string): boolean {
  return isCifShaped(bare(s));
}

/**
 * A Spanish tax id (spec 3 point 5, "Person" and "Account activation"): DNI, NIE, K/L/M NIF (letter,
 * 7 digits and the DNI letter of the 7 digits) or CIF, optionally written with an "ES" prefix,
 * lowercase, spaces or hyphens.
 */
export function isValidTaxId(s: string): boolean {
  const id = bare(s);
  return isDniShaped(id) || isNieShaped(id) || isKlmShaped(id) || isCifShaped(id);
}

/**
 * The stored form of a tax id: uppercase without spaces or hyphens, and without the "ES" prefix when
 * what follows is a valid id. Other input comes back compacted, prefix included.
 */
export function normalizeTaxId(s: string): string {
  const compacted = compact(s);
  const withoutPrefix = stripPrefix(compacted);
  return withoutPrefix !== compacted && isValidTaxId(withoutPrefix) ? withoutPrefix : compacted;
}

/**
 * A company's tax id by its shape (spec 3 point 5, "Other wizard rules": first letter among
 * ABCDEFGHJNPQRSUVW followed by a digit); the person step switches to company fields on it.
 * The control character is not checked here.
 */
export function isCompanyTaxId(s: string): boolean {
  return COMPANY_PATTERN.test(bare(s));
}

/**
 * The tax id with its "ES" country prefix, as the account activation form checks it (spec 3 point 5,
 * "Account activation": ES prefix added for the check and removed on send).
 */
export function withEsPrefix(s: string): string {
  return `${COUNTRY_PREFIX}${bare(s)}`;
}

/** The tax id without its "ES" prefix, as the account activation form sends it (spec 3 point 5). */
export function withoutEsPrefix(s: string): string {
  return bare(s);
}

/** The control letter of a DNI number (or of a NIE with its X/Y/Z turned into 0/1/2). */
export function dniControlLetter(digits: string): string {
  return dniLetter(digits);
}
