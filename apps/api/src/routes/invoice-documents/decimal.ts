/**
 * Exact decimal arithmetic on the database's numeric strings: money is counted in integer cents
 * (BigInt), other quantities as scaled integers, so a printed total is the stored one to the cent
 * (ARCHITECTURE.md: money is never a binary float in arithmetic that is shown).
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal string as an integer scaled by 10^scale; more decimals than `scale` is an error. */
export function toScaled(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`not a decimal: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > scale) throw new Error(`${value} has more than ${scale} decimals`);
  const scaled = BigInt(`${whole}${trimmed.padEnd(scale, '0')}`);
  return sign === '-' ? -scaled : scaled;
}

/** An integer scaled by 10^scale as a decimal string with exactly `scale` decimals. */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export const toCents = (value: string) => toScaled(value, 2);
export const fromCents = (value: bigint) => fromScaled(value, 2);

/** A decimal string without trailing zeros ("4.600" → "4.6", "31.000" → "31"). */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** The exact product of two decimal strings. */
export function multiplyDecimals(a: string, b: string): string {
  const decimals = (value: string) => trimDecimal(value).split('.')[1]?.length ?? 0;
  const scaleA = decimals(a);
  const scaleB = decimals(b);
  return trimDecimal(fromScaled(toScaled(a, scaleA) * toScaled(b, scaleB), scaleA + scaleB));
}

/**
 * Splits `total` over parts in proportion to `weights` (all of one sign or zero), by largest
 * remainder: the parts add up to `total` exactly. With no positive weight, the first part takes it.
 */
export function allocate(total: bigint, weights: bigint[]): bigint[] {
  if (weights.length === 0) return [];
  const magnitudes = weights.map((weight) => (weight < 0n ? -weight : weight));
  const sum = magnitudes.reduce((acc, weight) => acc + weight, 0n);
  if (sum === 0n) return weights.map((_, index) => (index === 0 ? total : 0n));
  const negative = total < 0n;
  const amount = negative ? -total : total;
  const parts = magnitudes.map((weight) => (amount * weight) / sum);
  let left = amount - parts.reduce((acc, part) => acc + part, 0n);
  const byRemainder = magnitudes
    .map((weight, index) => ({ index, remainder: (amount * weight) % sum }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index] = parts[index]! + 1n;
    left -= 1n;
  }
  return negative ? parts.map((part) => -part) : parts;
}

/**
 * A decimal string in a locale, formatted by Intl from the string itself (Intl.NumberFormat v3
 * formats decimal strings exactly, with no trip through a binary float).
 */
export function formatDecimal(
  value: string,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return new Intl.NumberFormat(locale, options).format(value as unknown as number);
}

/** An amount in euros with two decimals in the locale ("1.234,50 €", "€1,234.50"). */
export function formatAmount(value: string, locale: string): string {
  return formatDecimal(value, locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
