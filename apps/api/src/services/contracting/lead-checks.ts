import { isValidTaxId, normalizeTaxId } from '@portal/domain/validators/tax-id';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import * as repo from './lead-checks.repository';

/**
 * The checks of a contracting lead's holder (spec 3 point 4, person step; docs/decisions/018):
 * whether the retailer accepts their solvency (leads/solvencia) and whether their tax id goes with
 * their name (leads/dni-validation). Pluggable: the embedded rules over the retailer's own data,
 * or a provider the server is configured with (LEAD_CHECKS_URL).
 */

/** When a visitor may ask again after the provider failed. */
const RETRY_AFTER_SECONDS = 5;

/** The holder as the person step describes them. */
export type LeadHolder = {
  vat: string;
  /** A person's first name, or a company's name. */
  name: string;
  surname1: string;
  surname2: string;
  company: boolean;
};

export interface LeadChecks {
  /** Whether the retailer would supply the holder: false when they owe it money. */
  solvency(holder: LeadHolder): Promise<boolean>;
  /** Whether the tax id is valid and belongs to the name given, as far as the checker knows. */
  dniMatches(holder: LeadHolder): Promise<boolean>;
}

/** A name as compared: no accents, no case, no punctuation, words apart. */
export function comparableWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Whether a stored name is the holder's: a company's whole name, punctuation and spaces aside
 * ("Tallers Demo, S.L." is "TALLERS DEMO SL"); a person's first name and first surname, the words
 * the stored name starts with (a second surname may be missing from either).
 */
export function nameMatches(stored: string, holder: LeadHolder): boolean {
  const storedWords = comparableWords(stored);
  if (holder.company) return storedWords.join('') === comparableWords(holder.name).join('');
  const given = comparableWords(`${holder.name} ${holder.surname1}`);
  return given.length > 0 && given.every((word, index) => storedWords[index] === word);
}

/**
 * The embedded rules, over what the retailer knows: solvency fails when the tax id owes money (a
 * contract of a holder or payer with that tax id has a debt, or an invoice to it is unpaid with
 * something pending); the tax id fails when it is not a valid Spanish one, or when the account
 * (else the holders and payers) with that tax id has another name.
 */
export function createEmbeddedLeadChecks(db: Database): LeadChecks {
  return {
    async solvency(holder) {
      const vat = normalizeTaxId(holder.vat);
      if (await repo.hasContractDebt(db, vat)) return false;
      if (await repo.hasUnpaidInvoice(db, vat)) return false;
      return !(await repo.hasUnpaidMultipointInvoice(db, vat));
    },

    async dniMatches(holder) {
      if (!isValidTaxId(holder.vat)) return false;
      const vat = normalizeTaxId(holder.vat);
      const accounts = await repo.accountNamesOf(db, vat);
      const known = accounts.length > 0 ? accounts : await repo.partnerNamesOf(db, vat);
      return known.every((name) => nameMatches(name, holder));
    },
  };
}

/**
 * A provider over HTTP: `POST {check: 'solvency' | 'dni', vat, name, surname1, surname2}` as JSON,
 * answered `{ok: boolean}`. No answer within the timeout, another status or another body is 503
 * `service_unavailable`: the wizard says so and the visitor tries again, nothing is decided.
 */
export function createHttpLeadChecks(
  options: { url: string; timeoutMs: number },
  log: FastifyBaseLogger,
): LeadChecks {
  async function ask(check: 'solvency' | 'dni', holder: LeadHolder): Promise<boolean> {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          check,
          vat: normalizeTaxId(holder.vat),
          name: holder.name,
          surname1: holder.surname1,
          surname2: holder.surname2,
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`the lead checks provider answered ${response.status}`);
      const answer: unknown = await response.json();
      const ok = (answer as { ok?: unknown } | null)?.ok;
      if (typeof ok !== 'boolean') throw new Error('the lead checks provider answered no ok');
      return ok;
    } catch (error) {
      log.warn({ err: error, check }, 'the lead checks provider failed');
      throw new HttpError(503, 'service_unavailable', { retry_after: RETRY_AFTER_SECONDS });
    }
  }
  return {
    solvency: (holder) => ask('solvency', holder),
    dniMatches: (holder) => ask('dni', holder),
  };
}

/** The checks the configuration names: the provider when LEAD_CHECKS_URL is set, else the rules. */
export function createLeadChecks(
  config: Pick<Config, 'leadChecks'>,
  db: Database,
  log: FastifyBaseLogger,
): LeadChecks {
  const { url, timeoutMs } = config.leadChecks;
  return url ? createHttpLeadChecks({ url, timeoutMs }, log) : createEmbeddedLeadChecks(db);
}
