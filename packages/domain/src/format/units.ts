/** Locale used when none is given: the default language of spec 1 point 9. */
const DEFAULT_LOCALE = 'es-ES';
/** Keeps a number and its unit on one line, as Intl does for the euro sign. */
const NBSP = '\u00a0';

const DECIMAL_INPUT_PATTERN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * A number typed by a user, with a comma or a dot as decimal separator (spec 2 point 5, "Comma
 * decimals are accepted"), or null when it is not one. Thousands separators are refused: "1.234"
 * is 1.234, as a power in kW would be written.
 */
export function parseDecimalInput(s: string): number | null {
  const trimmed = s.trim();
  if (!DECIMAL_INPUT_PATTERN.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return parseDecimalInput(value);
}

function formatNumber(
  value: number | string,
  locale: string,
  options: Intl.NumberFormatOptions,
): string {
  const number = toNumber(value);
  return number === null ? '' : new Intl.NumberFormat(locale, options).format(number);
}

/**
 * An amount in euros with two decimals in the user's locale (spec 1 point 9 "Currency euro"; spec 3
 * point 9 "amounts displayed with 2 decimals in €"): "1.234,50 €" in ca-ES, "€1,234.50" in en-US.
 * Strings as the API sends decimals ("1234.5") are accepted; anything not a number gives "".
 */
export function formatEuros(value: number | string, locale: string = DEFAULT_LOCALE): string {
  return formatNumber(value, locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * Energy in kWh, by default with no decimals (spec 2 point 9 "energy to 0"; spec 3 point 9
 * "consumption 0 decimals (kWh)").
 */
export function formatKwh(
  value: number | string,
  locale: string = DEFAULT_LOCALE,
  maximumFractionDigits = 0,
): string {
  const number = formatNumber(value, locale, { maximumFractionDigits });
  return number === '' ? '' : `${number}${NBSP}kWh`;
}

/** Power in kW, by default up to three decimals (spec 3 point 9 "power 3 decimals (kW)"). */
export function formatKw(
  value: number | string,
  locale: string = DEFAULT_LOCALE,
  maximumFractionDigits = 3,
): string {
  const number = formatNumber(value, locale, { maximumFractionDigits });
  return number === '' ? '' : `${number}${NBSP}kW`;
}

const cardBrandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/**
 * A card as a receipt names it: its brand and last four digits ("Visa •••• 4242"), the brand as the
 * platform spells it when it is not a known one, only the digits when it is unknown.
 */
export function formatCard(brand: string | null, last4: string): string {
  const name = brand && brand !== 'unknown' ? (cardBrandNames[brand] ?? brand) : '';
  return `${name} •••• ${last4}`.trim();
}
