import { isDateRangeValid } from '../format/dates';

/** A battery's share of a contract's discounts is a whole percentage (spec 2 points 5 and 9). */
export const BATTERY_PERCENTAGE_MIN = 0;
export const BATTERY_PERCENTAGE_MAX = 100;

/**
 * A percentage as the slider and the API take it: rounded to a whole number and kept within 0–100;
 * null for anything that is not a number.
 */
export function normalizeBatteryPercentage(value: number | string): number | null {
  const number = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  if (!Number.isFinite(number) || (typeof value === 'string' && value.trim() === '')) return null;
  return Math.min(BATTERY_PERCENTAGE_MAX, Math.max(BATTERY_PERCENTAGE_MIN, Math.round(number)));
}

/**
 * Spec 2 point 4, "Virtual battery": active from data_inici on and, when it has one, until data_final,
 * compared by calendar day (dates YYYY-MM-DD; `today` a Date is read by its local day).
 */
export function isBatteryActive(
  battery: { data_inici: string; data_final: string | null },
  today: Date | string,
): boolean {
  if (!isDateRangeValid(battery.data_inici, today)) return false;
  return battery.data_final === null || isDateRangeValid(today, battery.data_final);
}

/** A battery at 0 % is locked: its share cannot be changed or moved (spec 2 point 4). */
export function isBatteryLocked(battery: { pes_percentatge: number }): boolean {
  return battery.pes_percentatge === 0;
}
