import type {
  DoubleTariffPeriod,
  HappyDay,
  HappyHours,
} from '@portal/domain/schemas/contract-changes';
import { weekdays } from '@portal/domain/schemas/contract-changes';
import type { Database } from '../../db/database';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import type { Principal } from '../../services/auth/auth.service';
import { findContractById } from '../../services/customer-contracts/customer-contracts.repository';
import { type ChangeDeps, type ChangeRequest, byId, changeTarget, submit } from './change-requests';
import * as repo from './contract-changes.repository';

/** How many double-tariff periods are offered: those starting in each of the next months. */
const DOUBLE_TARIFF_CHOICES = 3;
const HAPPY_HOURS_LENGTH = 2;

/** The contract's tariff options; null when its product offers none (reads then answer empty). */
async function tariffOptionsOf(db: Database, userId: string, contractId: number) {
  const contract = await findContractById(db, userId, contractId);
  if (!contract) throw new HttpError(404, 'not_found');
  return (await repo.findTariffOptions(db, contract.id)) ?? null;
}

const monthOf = (isoDate: string) => ({
  year: Number(isoDate.slice(0, 4)),
  month: Number(isoDate.slice(5, 7)),
});

/**
 * Twelve-month periods starting on the first day of each of the next months (a period starts
 * after the request is processed, never in the month it is asked).
 */
export function availableDoubleTariffs(day: string): DoubleTariffPeriod[] {
  const { year, month } = monthOf(day);
  return Array.from({ length: DOUBLE_TARIFF_CHOICES }, (_, index) => {
    const start = year * 12 + (month - 1) + index + 1;
    const end = start + 11;
    return {
      startMonth: (start % 12) + 1,
      startYear: Math.floor(start / 12),
      endMonth: (end % 12) + 1,
      endYear: Math.floor(end / 12),
    };
  });
}

/** Two-hour windows starting on each hour of the day. */
export function availableHappyHours(): HappyHours[] {
  return Array.from({ length: 24 - HAPPY_HOURS_LENGTH + 1 }, (_, startHour) => ({
    startHour,
    endHour: startHour + HAPPY_HOURS_LENGTH,
  }));
}

/** The weekdays, Monday first, named in the language (1 January 2024 was a Monday). */
export function availableHappyDays(language: ServerLanguage): HappyDay[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return weekdays.map((value, index) => {
    const name = format.format(new Date(Date.UTC(2024, 0, 1 + index)));
    return { value, label: name.charAt(0).toLocaleUpperCase(language) + name.slice(1) };
  });
}

export async function getDoubleTariff(db: Database, userId: string, contractId: number) {
  const options = await tariffOptionsOf(db, userId, contractId);
  if (!options?.doubleTariffStart || !options.doubleTariffEnd) return { current: null };
  const start = monthOf(options.doubleTariffStart);
  const end = monthOf(options.doubleTariffEnd);
  return {
    current: {
      startMonth: start.month,
      startYear: start.year,
      endMonth: end.month,
      endYear: end.year,
    },
  };
}

export async function getHappyHours(db: Database, userId: string, contractId: number) {
  const options = await tariffOptionsOf(db, userId, contractId);
  if (!options || options.happyHoursStart === null || options.happyHoursEnd === null) {
    return { current: null };
  }
  return { current: { startHour: options.happyHoursStart, endHour: options.happyHoursEnd } };
}

export async function getHappyDay(
  db: Database,
  userId: string,
  contractId: number,
  language: ServerLanguage,
) {
  const options = await tariffOptionsOf(db, userId, contractId);
  const current = availableHappyDays(language).find((day) => day.value === options?.happyDay);
  return { current: current ?? null };
}

/** The choices of an option the contract offers; none when its product does not offer options. */
export async function listAvailable<T>(
  db: Database,
  userId: string,
  contractId: number,
  choices: () => T[],
) {
  const options = await tariffOptionsOf(db, userId, contractId);
  return { items: options ? choices() : [] };
}

/** A tariff option chosen among those offered; anything else is tariff_option_not_offered. */
async function tariffOptionChange(
  deps: ChangeDeps,
  principal: Principal,
  contractId: number,
  request: ChangeRequest,
  offered: boolean,
  field: string,
) {
  const contract = await changeTarget(byId(deps.db, principal.userId, contractId));
  if (!(await repo.findTariffOptions(deps.db, contract.id))) {
    throw new HttpError(404, 'tariff_option_not_available');
  }
  if (!offered) throw new FieldErrorsError({ [field]: ['tariff_option_not_offered'] });
  const { waiting_for_signature } = await submit(deps, {
    contract,
    userId: principal.userId,
    prepare: async () => ({ request, result: null }),
  });
  return { waiting_for_signature };
}

const samePeriod = (a: DoubleTariffPeriod, b: DoubleTariffPeriod) =>
  a.startMonth === b.startMonth &&
  a.startYear === b.startYear &&
  a.endMonth === b.endMonth &&
  a.endYear === b.endYear;

export const requestDoubleTariff = (
  deps: ChangeDeps,
  principal: Principal,
  contractId: number,
  period: DoubleTariffPeriod,
) =>
  tariffOptionChange(
    deps,
    principal,
    contractId,
    { kind: 'double_tariff', payload: period },
    availableDoubleTariffs(retailerDay()).some((choice) => samePeriod(choice, period)),
    'startMonth',
  );

export const requestHappyHours = (
  deps: ChangeDeps,
  principal: Principal,
  contractId: number,
  hours: HappyHours,
) =>
  tariffOptionChange(
    deps,
    principal,
    contractId,
    { kind: 'happy_hours', payload: hours },
    availableHappyHours().some(
      (choice) => choice.startHour === hours.startHour && choice.endHour === hours.endHour,
    ),
    'startHour',
  );

/**
 * The day is the value, one of the seven the schema takes; the label is the client's echo of it
 * and is not kept.
 */
export const requestHappyDay = (
  deps: ChangeDeps,
  principal: Principal,
  contractId: number,
  day: HappyDay,
) =>
  tariffOptionChange(
    deps,
    principal,
    contractId,
    { kind: 'happy_day', payload: { value: day.value } },
    true,
    'value',
  );
