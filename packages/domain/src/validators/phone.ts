/** Prefix added to numbers typed without one (spec 1 point 9, spec 3 point 9). */
export const PHONE_DEFAULT_PREFIX = '+34';
/** Longest phone number accepted, prefix included (spec 1 point 9, spec 3 point 9). */
export const PHONE_MAX_LENGTH = 12;
/** Country preselected in phone inputs (spec 1 point 9, spec 3 point 9). */
export const PHONE_DEFAULT_COUNTRY = 'ES';

/**
 * A phone number as it is stored and sent: spaces, dashes, dots and parentheses dropped, a leading
 * international "00" written as "+", and the Spanish prefix added when there is none (spec 1 point 5,
 * "Spanish prefix +34 by default").
 */
export function normalizePhone(s: string): string {
  const compact = s.replace(/[\s\-.()]+/g, '').replace(/^00/, '+');
  if (compact === '') return '';
  return compact.startsWith('+') ? compact : `${PHONE_DEFAULT_PREFIX}${compact}`;
}

/**
 * A valid phone number after `normalizePhone`, at most 12 characters (spec 1 points 5 and 9, spec 3
 * points 5 and 9). Spanish numbers are +34 and 9 digits starting 6, 7, 8 or 9 (Plan nacional de
 * numeración telefónica); other countries + and 8–11 digits.
 */
export function isValidPhone(s: string): boolean {
  const phone = normalizePhone(s);
  if (phone.length > PHONE_MAX_LENGTH) return false;
  if (phone.startsWith(PHONE_DEFAULT_PREFIX)) return /^\+34[6-9]\d{8}$/.test(phone);
  return /^\+[1-9]\d{7,10}$/.test(phone);
}
