import { energyPeriodCount } from '../curves/tariff-periods';
import { READING_PERIODS, type ReadingPeriod } from '../schemas/cases';
import type { ContractType } from '../schemas/contracts';

/**
 * The registers a customer reads for the auto-reads request (spec 2 point 2, docs/decisions/017):
 * one per energy period of the electricity access tariff (P1–P3 for 2.0TD, P1–P6 for 3.0TD and the
 * 6.xTD ones) and a single one, in m³, for gas.
 */
export function readingPeriodsOf(
  type: ContractType,
  accessTariff: string,
): readonly ReadingPeriod[] {
  return type === 'gas' ? ['p1'] : READING_PERIODS.slice(0, energyPeriodCount(accessTariff));
}
