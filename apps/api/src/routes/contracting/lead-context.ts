import type { ContractingEnergy, GasLeadBody, LeadBody } from '@portal/domain/schemas/contracting';
import type { Settings } from '@portal/domain/schemas/settings';
import type { Database } from '../../db/database';
import type { CounterStore } from '../../lib/counter-store';
import type { FileStore } from '../../lib/file-store';
import { HttpError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import type { Outbox } from '../../services/outbox/outbox';
import type { Principal } from '../../services/auth/auth.service';
import type { LeadChecks } from '../../services/contracting/lead-checks';
import type { SettingsService } from '../../services/settings/settings.service';
import * as repo from './leads.repository';

/*
 * What the leads' calls share (docs/decisions/018): their dependencies, who may make them, the
 * hourly limits per client address, and the lead's reference.
 */

export type LeadDeps = {
  db: Database;
  files: FileStore;
  outbox: Outbox;
  settings: SettingsService;
  counters: CounterStore;
  checks: LeadChecks;
  /** Where the e-mails' links point. */
  publicUrl: string;
  /** How long a new account's activation link works. */
  activationTtlSeconds: number;
  /** How long the link that signs the new contract works (decision 029). */
  signatureTtlSeconds: number;
};

export type AnyLeadBody = LeadBody | GasLeadBody;

/** Who sends a lead call: signed in or not, from where, and the language of what it writes. */
export type LeadCaller = {
  principal: Principal | undefined;
  address: string;
  language: ServerLanguage;
};

/** New leads a client address may start in an hour (docs/decisions/018). */
export const NEW_LEADS_PER_ADDRESS_PER_HOUR = 20;
/** Checks a client address may have run in an hour (each costs a provider's call). */
export const LEAD_CHECKS_PER_ADDRESS_PER_HOUR = 30;

/** Whether the retailer takes leads of an energy: gas ones come from the gas and dual wizards. */
export function isWizardOpen(contractation: Settings['contractation'], energy: ContractingEnergy) {
  return contractation[energy] || contractation.dual;
}

/**
 * What a lead call needs before its body is read: a wizard of that energy (404 otherwise) and,
 * where the retailer requires it, a signed-in customer (401).
 */
export function assertLeadCallAllowed(
  settings: Pick<Settings, 'contractation'>,
  energy: ContractingEnergy | undefined,
  principal: Principal | undefined,
) {
  if (energy && !isWizardOpen(settings.contractation, energy)) {
    throw new HttpError(404, 'not_found');
  }
  if (settings.contractation.requireAuthentication && !principal) {
    throw new HttpError(401, 'unauthorized');
  }
}

/**
 * A lead the caller may continue: it exists (of that energy, when given) and, once a customer has
 * it, only that customer sees it. Any other is 404, as if it did not exist.
 */
export async function findCallersLead(
  db: Database,
  id: string,
  principal: Principal | undefined,
  energy?: ContractingEnergy,
) {
  const lead = await repo.findLead(db, id);
  if (!lead || (energy && lead.energy !== energy)) throw new HttpError(404, 'not_found');
  if (lead.userId !== null && lead.userId !== principal?.userId) {
    throw new HttpError(404, 'not_found');
  }
  return lead;
}

/** The lead's reference as the visitor and the e-mails name it: its id's first eight characters. */
export const leadReference = (leadId: string) => leadId.slice(0, 8).toUpperCase();
