import { isCompanyLead } from '@portal/domain/rules/lead-steps';
import { FieldErrorsError } from '../../lib/http-error';
import type { LeadHolder } from '../../services/contracting/lead-checks';
import {
  type AnyLeadBody,
  type LeadCaller,
  type LeadDeps,
  LEAD_CHECKS_PER_ADDRESS_PER_HOUR,
  assertLeadCallAllowed,
  findCallersLead,
} from './lead-context';
import { takeHourlySlot } from '../../lib/hourly-limit';
import * as repo from './leads.repository';

/* The lead's holder: who the person step names, their name, and the checks of them. */

export type StoredOwner = NonNullable<AnyLeadBody['owner']>;

/** The holder of a lead's data, for the checks; none before the person step. */
export function holderOf(data: Record<string, unknown>): LeadHolder | null {
  const owner = data.owner as StoredOwner | undefined;
  if (!owner?.vat) return null;
  return {
    vat: owner.vat,
    name: owner.name,
    surname1: owner.surname1 ?? '',
    surname2: owner.surname2 ?? '',
    company: isCompanyLead({ owner }),
  };
}

/** The holder's whole name: a company's name, or a person's name and surnames. */
export function holderNameOf(owner: StoredOwner): string {
  if (isCompanyLead({ owner })) return owner.name.trim();
  return [owner.name, owner.surname1, owner.surname2]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export type LeadCheckKind = 'solvency' | 'dni';

/**
 * A check of the lead's holder as stored, run once per holder: the answer is kept on the lead and
 * given again until a step names another holder.
 */
export async function checkLead(
  deps: Pick<LeadDeps, 'db' | 'checks'>,
  lead: repo.LeadRow,
  kind: LeadCheckKind,
  beforeRunning: () => Promise<void> = async () => {},
): Promise<boolean> {
  const holder = holderOf(lead.data);
  if (!holder) throw new FieldErrorsError({ 'owner.vat': ['required'] });
  const stored = kind === 'solvency' ? lead.solvencyOk : lead.dniValid;
  if (stored !== null) return stored;
  await beforeRunning();
  const result =
    kind === 'solvency' ? await deps.checks.solvency(holder) : await deps.checks.dniMatches(holder);
  await repo.updateLead(
    deps.db,
    lead.id,
    kind === 'solvency' ? { solvencyOk: result } : { dniValid: result },
  );
  return result;
}

/** GET leads/solvencia/{id} and leads/dni-validation/{id}: the caller's lead's check. */
export async function leadCheck(
  deps: LeadDeps,
  kind: LeadCheckKind,
  leadId: string,
  caller: Pick<LeadCaller, 'principal' | 'address'>,
) {
  const settings = await deps.settings.getSettings();
  assertLeadCallAllowed(settings, undefined, caller.principal);
  const lead = await findCallersLead(deps.db, leadId, caller.principal);
  assertLeadCallAllowed(settings, lead.energy, caller.principal);
  return checkLead(deps, lead, kind, async () => {
    await takeHourlySlot(
      deps.counters,
      `lead-checks:address:${caller.address}`,
      LEAD_CHECKS_PER_ADDRESS_PER_HOUR,
    );
  });
}
