import {
  doubleTariffAvailableSchema,
  doubleTariffCurrentSchema,
  happyDayAvailableSchema,
  happyDayCurrentSchema,
  happyHoursAvailableSchema,
  happyHoursCurrentSchema,
  type DoubleTariffPeriod,
  type HappyDay,
  type HappyHours,
} from '@portal/domain/schemas/contract-changes';

/** The tariff options a product may offer (spec 2 point 3 "Tariff options"), by their call paths. */
export type TariffOptionKind = 'double-tariff' | 'happy-hours' | 'happy-day';
export type AnyTariffOptionValue = DoubleTariffPeriod | HappyHours | HappyDay;

interface OptionCalls {
  /** The path of the list of choices. */
  available: string;
  parseCurrent: (data: unknown) => AnyTariffOptionValue | null;
  parseAvailable: (data: unknown) => AnyTariffOptionValue[];
}

export const tariffOptionCalls: Record<TariffOptionKind, OptionCalls> = {
  'double-tariff': {
    available: 'available-double-tariffs',
    parseCurrent: (data) => doubleTariffCurrentSchema.parse(data).current,
    parseAvailable: (data) => doubleTariffAvailableSchema.parse(data).items,
  },
  'happy-hours': {
    available: 'available-happy-hours',
    parseCurrent: (data) => happyHoursCurrentSchema.parse(data).current,
    parseAvailable: (data) => happyHoursAvailableSchema.parse(data).items,
  },
  'happy-day': {
    available: 'available-happy-days',
    parseCurrent: (data) => happyDayCurrentSchema.parse(data).current,
    parseAvailable: (data) => happyDayAvailableSchema.parse(data).items,
  },
};

/** Whether two values of an option are the same choice (a happy day by its weekday). */
export function sameTariffOption(a: AnyTariffOptionValue, b: AnyTariffOptionValue): boolean {
  if ('value' in a && 'value' in b) return a.value === b.value;
  return JSON.stringify(a) === JSON.stringify(b);
}
