/**
 * The energy periods of the access tariffs (DOMAIN.md "Access tariffs", Circular CNMC 3/2020,
 * peninsula) by local day and hour, as curves and bills price them.
 *
 * - 2.0TD: weekdays P1 10–14 and 18–22, P2 8–10, 14–18 and 22–24, P3 0–8; rest days all P3.
 * - 3.0TD and 6.xTD: peak 9–14 and 18–22, shoulder 8–9, 14–18 and 22–24, valley 0–8 and rest days
 *   (P6); peak and shoulder are P1/P2 in the high season (Jan, Feb, Jul, Dec), P2/P3 in the
 *   medium-high one (Mar, Nov), P3/P4 in the medium one (Jun, Aug, Sep), P4/P5 in the low one
 *   (Apr, May, Oct).
 *
 * Rest days are Saturdays, Sundays and the national holidays of fixed date that cannot be moved
 * (the Circular leaves out movable ones such as Good Friday).
 */

const NATIONAL_HOLIDAYS = new Set([
  '01-01',
  '01-06',
  '05-01',
  '08-15',
  '10-12',
  '11-01',
  '12-06',
  '12-08',
  '12-25',
]);

/** Saturday, Sunday or a fixed national holiday (`day` is YYYY-MM-DD). */
export function isRestDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 || NATIONAL_HOLIDAYS.has(day.slice(5));
}

/** How many energy periods a tariff has: 3 for 2.0TD, 6 for 3.0TD and the 6.xTD ones. */
export function energyPeriodCount(accessTariff: string): 3 | 6 {
  return accessTariff.startsWith('2.0') ? 3 : 6;
}

const seasonOfMonth = [1, 1, 2, 4, 4, 3, 1, 3, 3, 4, 2, 1] as const;

/**
 * The energy period number (1–6) of a local hour (0–23) of a day, for a tariff. `restDay` and
 * `month` (1–12) describe the day; see `isRestDay`.
 */
export function energyPeriodNumber(
  accessTariff: string,
  day: { restDay: boolean; month: number },
  hour: number,
): number {
  if (accessTariff.startsWith('2.0')) {
    if (day.restDay || hour < 8) return 3;
    return (hour >= 10 && hour < 14) || (hour >= 18 && hour < 22) ? 1 : 2;
  }
  if (day.restDay || hour < 8) return 6;
  const peak = (hour >= 9 && hour < 14) || (hour >= 18 && hour < 22);
  return seasonOfMonth[day.month - 1]! + (peak ? 0 : 1);
}

/** The energy period number of every hour 0–23 of a day, for a tariff. */
export function energyPeriodsOfDay(accessTariff: string, day: string): Uint8Array {
  const description = { restDay: isRestDay(day), month: Number(day.slice(5, 7)) };
  return Uint8Array.from({ length: 24 }, (_, hour) =>
    energyPeriodNumber(accessTariff, description, hour),
  );
}
