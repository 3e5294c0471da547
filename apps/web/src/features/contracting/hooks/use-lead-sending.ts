import {
  formIssuesOf,
  type WizardKind,
  type WizardStepId,
  type WizardValues,
} from '@portal/domain/rules/contracting-form';
import type { LeadIssue } from '@portal/domain/rules/lead-steps';
import type { ContractingConfig, LeadAnswer } from '@portal/domain/schemas/contracting';
import { normalizeCups } from '@portal/domain/validators/cups';
import { useRef } from 'react';
import { isApiError } from '@/lib/api-client';
import { checkLeadDni } from '../api/check-lead-dni';
import { checkLeadSolvency } from '../api/check-lead-solvency';
import { sendElectricityLead } from '../api/send-electricity-lead';
import { sendGasLead } from '../api/send-gas-lead';
import type { LeadRender } from '../steps/finish-step';
import { bodyFingerprint } from '../utils/fingerprint';
import {
  electricityConfirmBody,
  gasConfirmBody,
  includesGas,
  type StepLead,
} from '../utils/step-leads';
import type { WizardProgress } from '../utils/wizard-draft';

/** Why the person step stopped after the server's answer (spec 3 point 8, lead errors). */
export type LeadError = 'badScore' | 'dniInvalid' | 'genericError';

/** What became of a step's lead. */
export type StepLeadOutcome =
  /** Sent (or the same data was sent before): the progress with the lead's id and fingerprint. */
  | { outcome: 'sent'; progress: WizardProgress }
  /** The server named fields: the problems, as the form's fields. */
  | { outcome: 'fieldIssues'; issues: [string, string][] }
  /** A failed call; after the person step's checks failed, the progress keeps the lead's id. */
  | { outcome: 'requestError'; error: unknown; progress?: WizardProgress }
  /** The person step's checks stopped the wizard: the progress keeps the lead's id. */
  | { outcome: 'stopped'; error: LeadError; progress: WizardProgress };

/**
 * What became of the confirmation: the server's render; the fields the server refused; or a failed
 * call to retry.
 */
export type ConfirmOutcome =
  | { ok: true; render: LeadRender | null }
  | { ok: false; issues: [string, string][] }
  | { ok: false; error: unknown };

interface LeadSendingOptions {
  kind: WizardKind;
  config: ContractingConfig;
  /** A company under the business halt contracts no gas (spec 3 point 2). */
  halted: boolean;
}

/** The fields a 400 names, as the form's fields (`gas` for the gas lead's body); none otherwise. */
function fieldIssuesOf(
  error: unknown,
  options: { gas?: boolean; kind: WizardKind },
): [string, string][] {
  if (!isApiError(error)) return [];
  const issues = Object.entries(error.fieldErrors).flatMap(([path, codes]) =>
    codes[0] ? [[path, codes[0]] as unknown as LeadIssue] : [],
  );
  return formIssuesOf(issues, options);
}

/** A refused confirmation: at the fields the server named, or the failed call. */
function confirmFailure(error: unknown, options: { gas?: boolean; kind: WizardKind }) {
  const issues = fieldIssuesOf(error, options);
  return issues.length > 0 ? { ok: false as const, issues } : { ok: false as const, error };
}

/**
 * The wizard's calls to the leads API (spec 3 points 4 and 7): a step's lead, sent once per change
 * of its data, with the DNI and solvency checks after the person step; and the confirmation of the
 * electricity lead, then the gas one, each sent once even when the other fails and is retried.
 */
export function useLeadSending({ kind, config, halted }: LeadSendingOptions) {
  /** The electricity lead a confirmation without step leads made: a retry continues it. */
  const confirmationLead = useRef<string | null>(null);

  /** The checks after the person step's answer (spec 3 point 4); the error when the wizard stops. */
  async function personCheck(answer: LeadAnswer): Promise<LeadError | null> {
    if (answer.status !== 'OK') return 'genericError';
    if (config.shouldCheckDNI && !(await checkLeadDni(answer.lead_id))) return 'dniInvalid';
    if (config.shouldCheckMorosity && !(await checkLeadSolvency(answer.lead_id))) {
      return 'badScore';
    }
    return null;
  }

  async function sendStepLead(
    step: WizardStepId,
    lead: StepLead,
    values: WizardValues,
    progress: WizardProgress,
  ): Promise<StepLeadOutcome> {
    const fingerprint = bodyFingerprint(lead.body);
    if (progress.sent[lead.key] === fingerprint) return { outcome: 'sent', progress };
    let answer: LeadAnswer;
    try {
      answer =
        lead.energy === 'gas' ? await sendGasLead(lead.body) : await sendElectricityLead(lead.body);
    } catch (error) {
      const issues = fieldIssuesOf(error, { gas: lead.energy === 'gas', kind });
      return issues.length > 0
        ? { outcome: 'fieldIssues', issues }
        : { outcome: 'requestError', error };
    }
    const withLead: WizardProgress =
      lead.energy === 'gas'
        ? {
            ...progress,
            gasLeadId: answer.lead_id,
            gasLeadCups: kind === 'dual' ? normalizeCups(values.gasContract.cups) : null,
          }
        : { ...progress, leadId: answer.lead_id };
    if (step === 'person') {
      let error: LeadError | null;
      try {
        error = await personCheck(answer);
      } catch (requestError) {
        return { outcome: 'requestError', error: requestError, progress: withLead };
      }
      // The lead goes on with its id; the step is sent again once the visitor changes it.
      if (error) return { outcome: 'stopped', error, progress: withLead };
    }
    return {
      outcome: 'sent',
      progress: { ...withLead, sent: { ...withLead.sent, [lead.key]: fingerprint } },
    };
  }

  /**
   * Confirms the leads; `leadsOn` continues the leads sent per step, otherwise new ones. A dual
   * contracting with gas is one unit (issue 25 point 10): the electricity lead is brought to its
   * confirmation step, and the gas confirmation, naming it, confirms both or neither.
   */
  async function confirmLeads(
    values: WizardValues,
    progress: WizardProgress,
    leadsOn: boolean,
  ): Promise<ConfirmOutcome> {
    const withGas = includesGas(kind, values, halted);
    let answer: LeadAnswer | undefined;
    let electricityLeadId: string | undefined;
    if (kind !== 'gas') {
      const leadId = leadsOn ? progress.leadId : confirmationLead.current;
      try {
        answer = await sendElectricityLead(
          electricityConfirmBody(values, leadId, halted, { confirm: !withGas }),
        );
      } catch (error) {
        return confirmFailure(error, { kind });
      }
      if (answer.status !== 'OK') return { ok: false, error: null };
      if (!leadsOn) confirmationLead.current = answer.lead_id;
      electricityLeadId = answer.lead_id;
    }
    if (withGas) {
      try {
        answer = await sendGasLead(
          gasConfirmBody(
            values,
            kind === 'dual' ? 'dual' : 'gas',
            leadsOn ? progress.gasLeadId : null,
            electricityLeadId,
          ),
        );
      } catch (error) {
        return confirmFailure(error, { gas: true, kind });
      }
    }
    if (answer?.status !== 'OK') return { ok: false, error: null };
    return { ok: true, render: answer.result?.render ?? null };
  }

  return { sendStepLead, confirmLeads };
}
