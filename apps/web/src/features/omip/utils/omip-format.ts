import type { OmipAlertType } from '@portal/domain/schemas/omip';
import { formatDisplayDate } from '@portal/domain/format/dates';
import type { Lang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';

/** The text key of each condition (spec 3 point 3: shown as lower, greater, equal). */
export const conditionKeys = {
  '<': 'omip:types.lower',
  '>': 'omip:types.greater',
  '==': 'omip:types.equal',
} as const satisfies Record<OmipAlertType, string>;

/** A price in €/MWh with two decimals in the page's language: "55,50 €/MWh". */
export function formatPricePerMwh(value: number, lang: Lang): string {
  const number = new Intl.NumberFormat(numberLocale(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  return `${number}\u00a0€/MWh`;
}

/** A trading day as the customer reads it: dd/MM/yyyy (spec 3 point 9). */
export const formatDay = (day: string) => formatDisplayDate(day);
