import { parseDecimalInput } from '../format/units';

/** The power periods of an electricity contract, P1 to P6 (spec 2 point 9). */
export const POWER_PERIODS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;
export type PowerPeriod = (typeof POWER_PERIODS)[number];

/** Powers in kW by period; a period the contract does not have is absent. */
export type PowersKw = Partial<Record<PowerPeriod, number>>;

/** 2.0TD allows at most this power in every period; 3.0TD needs more in one (DOMAIN.md). */
export const MAX_POWER_KW_2TD = 15;

/**
 * The regulated rights shown before a power change (spec 2 point 9), in cents, before VAT: per job,
 * and per kW raised.
 */
export const POWER_CHANGE_RIGHTS_CENTS = {
  connection: 904,
  accessPerKw: 1970,
  extensionPerKw: 1727,
} as const;

const WATTS_PER_KW = 1000;

/** A power in kW as the API takes it: watts, a whole number (spec 2 point 3, "Power change payload"). */
export function kwToWatts(kw: number): number {
  return Math.round(kw * WATTS_PER_KW);
}

/** A power in watts as kW. */
export function wattsToKw(watts: number): number {
  return watts / WATTS_PER_KW;
}

/** A power as the form shows it: a comma for decimals, whatever the language (spec 2 point 5). */
export function formatPowerInput(kw: number): string {
  return String(kwToWatts(kw) / WATTS_PER_KW).replace('.', ',');
}

export type PowerChangeError = 'power_modification_validation' | 'power_modification_same';

/**
 * The field errors of a power-change form (spec 2 point 5, "Power"): P1 is required, every value
 * given must be a number above 0, and a value equal to the period's current power is no change.
 * `requested` holds what was typed per period (comma or dot decimals); periods left blank other than
 * P1 are not changed.
 */
export function validatePowerChange(
  requested: Partial<Record<PowerPeriod, string>>,
  current: PowersKw,
): Partial<Record<PowerPeriod, PowerChangeError>> {
  const errors: Partial<Record<PowerPeriod, PowerChangeError>> = {};
  for (const period of POWER_PERIODS) {
    const typed = requested[period]?.trim() ?? '';
    if (typed === '') {
      if (period === 'p1') errors[period] = 'power_modification_validation';
      continue;
    }
    const kw = parseDecimalInput(typed);
    if (kw === null || kw <= 0) {
      errors[period] = 'power_modification_validation';
    } else if (current[period] !== undefined && kwToWatts(kw) === kwToWatts(current[period])) {
      errors[period] = 'power_modification_same';
    }
  }
  return errors;
}

export type AccessTariffPowerError = 'power_over_limit_2td' | 'power_decreasing_periods';

/**
 * What the access tariff allows (DOMAIN.md "Access tariffs"): 2.0TD at most 15 kW in every period;
 * 3.0TD and the high-voltage 6.xTD tariffs powers that never decrease from P1 to P6.
 */
export function checkAccessTariffPowers(
  accessTariff: string,
  powers: PowersKw,
): AccessTariffPowerError | null {
  const values = POWER_PERIODS.map((period) => powers[period]).filter(
    (kw): kw is number => kw !== undefined,
  );
  const tariff = accessTariff.replace(/\s+/g, '').toUpperCase();
  if (tariff.startsWith('2.0')) {
    return values.some((kw) => kwToWatts(kw) > kwToWatts(MAX_POWER_KW_2TD))
      ? 'power_over_limit_2td'
      : null;
  }
  if (tariff.startsWith('3.0') || tariff.startsWith('6.')) {
    const decreasing = values.some((kw, i) => i > 0 && kwToWatts(kw) < kwToWatts(values[i - 1]!));
    return decreasing ? 'power_decreasing_periods' : null;
  }
  return null;
}

export interface PowerChangeCosts {
  /** Some period goes up: access and extension rights are owed as well as the connection right. */
  raises: boolean;
  /** kW by which the highest power goes up (0 when it does not), in watts. */
  raisedWatts: number;
  connectionCents: number;
  accessCents: number;
  /** 0 when the requested power was held in the last three years. */
  extensionCents: number;
  /** The sum, before VAT. */
  totalCents: number;
}

/**
 * The cost notice of a power change (spec 2 point 5 "Cost notices" and point 9): lowering only costs
 * the connection right; raising any period adds the access right and, unless the power was held in the
 * last three years, the extension right, both per kW by which the highest contracted power goes up
 * (the rights are charged on the maximum power, DOMAIN.md). Whole cents, no binary fractions.
 */
export function powerChangeCosts(
  current: PowersKw,
  requested: PowersKw,
  options: { heldInLastThreeYears?: boolean } = {},
): PowerChangeCosts {
  const raises = POWER_PERIODS.some((period) => {
    const next = requested[period];
    return next !== undefined && kwToWatts(next) > kwToWatts(current[period] ?? 0);
  });
  const highest = (powers: PowersKw) =>
    Math.max(0, ...POWER_PERIODS.map((period) => kwToWatts(powers[period] ?? 0)));
  const merged: PowersKw = { ...current, ...requested };
  const raisedWatts = raises ? Math.max(0, highest(merged) - highest(current)) : 0;
  const perKw = (centsPerKw: number) => Math.round((raisedWatts * centsPerKw) / WATTS_PER_KW);
  const connectionCents = POWER_CHANGE_RIGHTS_CENTS.connection;
  const accessCents = perKw(POWER_CHANGE_RIGHTS_CENTS.accessPerKw);
  const extensionCents = options.heldInLastThreeYears
    ? 0
    : perKw(POWER_CHANGE_RIGHTS_CENTS.extensionPerKw);
  return {
    raises,
    raisedWatts,
    connectionCents,
    accessCents,
    extensionCents,
    totalCents: connectionCents + accessCents + extensionCents,
  };
}
