import {
  checkAccessTariffPowers,
  kwToWatts,
  MAX_POWER_KW_2TD,
  POWER_PERIODS,
  type PowerPeriod,
  type PowersKw,
  validatePowerChange,
  wattsToKw,
} from '@portal/domain/rules/power';
import type { PowerChangeBody } from '@portal/domain/schemas/contract-changes';
import { normalizePhone } from '@portal/domain/validators/phone';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { Principal } from '../../services/auth/auth.service';
import type { CustomerContract } from '../../services/customer-contracts/customer-contracts.repository';
import { type ChangeDeps, byName, changeTarget, submit } from './change-requests';
import * as repo from './contract-changes.repository';

const powerFields: Record<PowerPeriod, `power_${PowerPeriod}`> = {
  p1: 'power_p1',
  p2: 'power_p2',
  p3: 'power_p3',
  p4: 'power_p4',
  p5: 'power_p5',
  p6: 'power_p6',
};

function currentPowers(contract: CustomerContract): PowersKw {
  const powers: PowersKw = {};
  POWER_PERIODS.forEach((period, index) => {
    const kw = contract.powers[index];
    if (kw !== null && kw !== undefined) powers[period] = kw;
  });
  return powers;
}

/**
 * The field errors of a power change (spec 2 point 5 "Power", DOMAIN.md "Access tariffs"): the
 * domain's form rules, no period the contract lacks, and what the access tariff allows, named on
 * the periods that break it.
 */
function powerErrors(accessTariff: string, current: PowersKw, requested: PowersKw) {
  const errors: Record<string, string[]> = {};
  const typed: Partial<Record<PowerPeriod, string>> = {};
  for (const period of POWER_PERIODS) {
    const kw = requested[period];
    if (kw === undefined) continue;
    if (current[period] === undefined) errors[powerFields[period]] = ['invalid_value'];
    else typed[period] = String(kw);
  }
  for (const [period, code] of Object.entries(validatePowerChange(typed, current))) {
    errors[powerFields[period as PowerPeriod]] ??= [code];
  }
  if (Object.keys(errors).length > 0) return errors;

  const merged: PowersKw = { ...current, ...requested };
  const tariffError = checkAccessTariffPowers(accessTariff, merged);
  if (!tariffError) return errors;
  const present = POWER_PERIODS.filter((period) => merged[period] !== undefined);
  present.forEach((period, index) => {
    if (requested[period] === undefined) return;
    const watts = kwToWatts(merged[period]!);
    const previous = present[index - 1];
    const next = present[index + 1];
    // A decrease is the lower period's fault, or this one's when the lower one stays as it is.
    const offends =
      tariffError === 'power_over_limit_2td'
        ? watts > kwToWatts(MAX_POWER_KW_2TD)
        : (previous !== undefined && watts < kwToWatts(merged[previous]!)) ||
          (next !== undefined && requested[next] === undefined && kwToWatts(merged[next]!) < watts);
    if (offends) errors[powerFields[period]] = [tariffError];
  });
  return errors;
}

/** POST contracts/{name}/power/ (spec 2 point 7): powers in watts. */
export async function requestPowerChange(
  deps: ChangeDeps,
  principal: Principal,
  name: string,
  body: PowerChangeBody,
) {
  const { db } = deps;
  const contract = await changeTarget(byName(db, principal.userId, name));
  if (contract.type !== 'electricity') throw new HttpError(404, 'not_found');
  const requested: PowersKw = {};
  for (const period of POWER_PERIODS) {
    const watts = body[powerFields[period]];
    if (watts !== undefined) requested[period] = wattsToKw(watts);
  }
  const errors = powerErrors(contract.accessTariff, currentPowers(contract), requested);
  if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);

  const { waiting_for_signature } = await submit(deps, {
    contract,
    userId: principal.userId,
    // A change on its way at the distributor, or one waiting for its signature, comes first.
    async check(tx) {
      if (!contract.atrAvailable || (await repo.hasWaitingRequest(tx, contract.id, 'power'))) {
        throw new HttpError(406, 'power_same_error_modification_close');
      }
    },
    prepare: async () => ({
      request: {
        kind: 'power',
        payload: { phone: normalizePhone(body.phone), powers_kw: requested },
      },
      result: null,
    }),
  });
  return { waiting_for_signature };
}
