import type { CurveItem } from '@portal/domain/schemas/curves';
import { roundToHundredths } from '@portal/domain/rules/power-calculator';

/**
 * A contract's highest hour of consumption. An hour's kWh is the average power in kW over that
 * hour: the power the contract needed at least then (peaks within the hour were higher).
 */
export interface DemandPeak {
  contract: string;
  /** The hour's start, as the curve gives it (2026-01-12T20:00:00+01:00). */
  date: string;
  kwh: number;
  /** The average kW over that hour, to 2 decimals. */
  kw: number;
}

/** The hour of the curve with the most energy consumed; none without consumption. */
export function highestHour(contract: string, items: readonly CurveItem[]): DemandPeak | null {
  let peak: CurveItem | undefined;
  for (const item of items) {
    if (!peak || item.activa > peak.activa) peak = item;
  }
  if (!peak || !(peak.activa > 0)) return null;
  return { contract, date: peak.date, kwh: peak.activa, kw: roundToHundredths(peak.activa) };
}
