const LETTER_VALUES = 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const WEIGHTS = [13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1] as const;
const CONTROL_LETTERS = 'MQWERTYUIOPASDFGHJKLBZX';
const REFERENCE_PATTERN = /^[0-9A-ZÑ]{20}$/;

/**
 * The typed reference as the forms keep it (spec 2 point 5, "New notification address": uppercased,
 * spaces stripped). Hyphens, the usual printed separators, go too, and a decomposed Ñ is composed.
 */
export function normalizeCadastralReference(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

function controlLetter(chars: string): string {
  let sum = 0;
  for (const [index, weight] of WEIGHTS.entries()) {
    const char = chars.charAt(index);
    const value = /\d/.test(char) ? Number(char) : LETTER_VALUES.indexOf(char) + 1;
    sum += value * weight;
  }
  return CONTROL_LETTERS.charAt(sum % 23);
}

/**
 * A cadastral reference (Dirección General del Catastro; spec 2 point 5 and spec 3 point 5, the
 * "cadastral check"): 14 parcel characters, 4 property digits and 2 control letters, Ñ allowed. Each
 * control letter weighs 11 characters (the first over characters 1–7, the second over 8–14, both
 * followed by the property's 4) as in python-stdnum's `es.referenciacatastral`.
 */
export function isValidCadastralReference(s: string): boolean {
  const reference = normalizeCadastralReference(s);
  if (!REFERENCE_PATTERN.test(reference)) return false;
  const property = reference.slice(14, 18);
  const expected =
    controlLetter(reference.slice(0, 7) + property) +
    controlLetter(reference.slice(7, 14) + property);
  return reference.slice(18) === expected;
}
