const POSTAL_CODE_PATTERN = /^(\d{2})\d{3}$/;

/**
 * A Spanish postal code: exactly 5 digits, the first two a province code 01–52 (spec 2 point 9 and
 * spec 3 point 9, "5 digits"; DOMAIN.md "Identifiers"). Kept as a string for its leading zero.
 */
export function isValidPostalCode(s: string): boolean {
  return provinceCodeOf(s) !== null;
}

/** The province (INE code, "01"–"52") a postal code belongs to, or null when it is not valid. */
export function provinceCodeOf(s: string): string | null {
  const province = POSTAL_CODE_PATTERN.exec(s)?.[1];
  if (province === undefined) return null;
  const number = Number(province);
  return number >= 1 && number <= 52 ? province : null;
}
