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
  type LeadEnergy,
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

/** What became of the confirmation: the server's render, or a failure to retry. */
export type ConfirmOutcome = { ok: true; render: LeadRender | null } | { ok: false };

interface LeadSendingOptions {
  kind: WizardKind;
  config: ContractingConfig;
  /** A company under the business halt contracts no gas (spec 3 point 2). */
  halted: boolean;
}

/**
 * The wizard's calls to the leads API (spec 3 points 4 and 7): a step's lead, sent once per change
 * of its data, with the DNI and solvency checks after the person step; and the confirmation of the
 * electricity lead, then the gas one, each sent once even when the other fails and is retried.
 */
export function useLeadSending({ kind, config, halted }: LeadSendingOptions) {
  /** Confirmations that succeeded: a retry after the other lead failed does not repeat them. */
  const confirmed = useRef<Partial<Record<LeadEnergy, LeadAnswer>>>({});

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
      const fieldIssues = isApiError(error)
        ? Object.entries(error.fieldErrors).flatMap(([path, codes]) =>
            codes[0] ? [[path, codes[0]] as unknown as LeadIssue] : [],
          )
        : [];
      return fieldIssues.length > 0
        ? {
            outcome: 'fieldIssues',
            issues: formIssuesOf(fieldIssues, { gas: lead.energy === 'gas', kind }),
          }
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

  /** Confirms the leads; `leadsOn` continues the leads sent per step, otherwise new ones. */
  async function confirmLeads(
    values: WizardValues,
    progress: WizardProgress,
    leadsOn: boolean,
  ): Promise<ConfirmOutcome> {
    const answers: LeadAnswer[] = [];
    try {
      if (kind !== 'gas') {
        const answer =
          confirmed.current.electricity ??
          (await sendElectricityLead(
            electricityConfirmBody(values, leadsOn ? progress.leadId : null, halted),
          ));
        if (answer.status === 'OK') confirmed.current.electricity = answer;
        answers.push(answer);
      }
      if (answers.every((answer) => answer.status === 'OK') && includesGas(kind, values, halted)) {
        const answer =
          confirmed.current.gas ??
          (await sendGasLead(
            gasConfirmBody(
              values,
              kind === 'dual' ? 'dual' : 'gas',
              leadsOn ? progress.gasLeadId : null,
              confirmed.current.electricity?.lead_id,
            ),
          ));
        if (answer.status === 'OK') confirmed.current.gas = answer;
        answers.push(answer);
      }
    } catch {
      return { ok: false };
    }
    if (!answers.every((answer) => answer.status === 'OK')) return { ok: false };
    return { ok: true, render: answers.find((answer) => answer.result)?.result?.render ?? null };
  }

  return { sendStepLead, confirmLeads };
}
