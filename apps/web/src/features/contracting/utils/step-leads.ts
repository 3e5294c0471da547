import {
  electricityLeadBody,
  formIssuesOf,
  gasLeadBody,
  isCompanyHolder,
  type WizardKind,
  type WizardStepId,
  type WizardValues,
} from '@portal/domain/rules/contracting-form';
import {
  confirmationIssues,
  contractIssues,
  dualGasCupsIssues,
  gasContractIssues,
  installationIssues,
  paymentIssues,
  personIssues,
  type LeadIssue,
  type LeadRules,
} from '@portal/domain/rules/lead-steps';
import { leadBodyLimit, type GasLeadBody, type LeadBody } from '@portal/domain/schemas/contracting';
import { normalizeCups } from '@portal/domain/validators/cups';
import type { WizardProgress } from './wizard-draft';

/**
 * What a step of the wizard checks and sends (spec 3 point 4, "Wizard"): the lead body it would
 * send, judged by the domain's rules for that step as the server judges it, and the problems put on
 * the form's fields.
 */

export type LeadEnergy = 'electricity' | 'gas';
/** The steps that send a lead step of their own (the confirmation confirms instead). */
export type SendingStep = Exclude<WizardStepId, 'finish' | 'confirmation'>;

export type StepLead =
  | { energy: 'electricity'; body: LeadBody; key: string }
  | { energy: 'gas'; body: GasLeadBody; key: string };

export interface StepPlan {
  /** The form's fields with a problem and its code, in the rules' order (the form's). */
  issues: [field: string, code: string][];
  /** The lead step to send once the step is valid (none for a dual without gas). */
  lead: StepLead | null;
}

/** The gas lead is the gas wizard's only one; the dual wizard sends it from the gas contract step. */
export const sendsGasLead = (kind: WizardKind, step: WizardStepId) =>
  kind === 'gas' || (kind === 'dual' && step === 'gasContract');

/** Whether the wizard has a gas contract to confirm (spec 3 point 4, "Confirmation"). */
export const includesGas = (kind: WizardKind, values: WizardValues, halted: boolean) =>
  kind === 'gas' || (kind === 'dual' && values.gasContract.includeGas && !halted);

function stepIssues(
  step: WizardStepId,
  body: LeadBody | GasLeadBody,
  rules: LeadRules,
): LeadIssue[] {
  switch (step) {
    case 'installation':
      return installationIssues(body, rules);
    case 'person':
      return personIssues(body, rules);
    case 'contract':
      return contractIssues(body as LeadBody, rules);
    case 'gasContract':
      return gasContractIssues(body as GasLeadBody, rules);
    case 'payment':
      return paymentIssues(body);
    case 'confirmation':
      return confirmationIssues(body, rules);
    default:
      return [];
  }
}

/**
 * The dual wizard's gas lead goes on while its CUPS stays; another CUPS is another supply point, so
 * a new lead, which then needs the holder's documents too (spec 3 point 4, "Dual").
 */
function dualGasLead(values: WizardValues, progress: WizardProgress) {
  const same =
    progress.gasLeadId !== null && progress.gasLeadCups === normalizeCups(values.gasContract.cups);
  return same
    ? { leadId: progress.gasLeadId ?? undefined, filesOf: ['gasContract'] as WizardStepId[] }
    : { leadId: undefined, filesOf: ['person', 'gasContract'] as WizardStepId[] };
}

/** A company holder under the retailer's business halt (spec 3 point 2). */
const haltedBy = (values: WizardValues, rules: LeadRules) =>
  rules.businessHalt && isCompanyHolder(values.person);

/** The lead a step sends and the problems the step's rules find in it. */
export function planStep(
  step: SendingStep,
  values: WizardValues,
  kind: WizardKind,
  progress: WizardProgress,
  rules: LeadRules,
): StepPlan {
  if (kind === 'dual' && step === 'gasContract' && !values.gasContract.includeGas) {
    return { issues: [], lead: null };
  }
  const key = (energy: LeadEnergy) => `${energy}:${step}`;
  if (sendsGasLead(kind, step)) {
    const gasKind = kind === 'dual' ? 'dual' : 'gas';
    const lead =
      gasKind === 'dual'
        ? dualGasLead(values, progress)
        : { leadId: progress.gasLeadId ?? undefined, filesOf: [step] };
    const body = gasLeadBody(values, gasKind, {
      step,
      halted: haltedBy(values, rules),
      ...lead,
      ...(gasKind === 'dual' && progress.leadId && { electricityLeadId: progress.leadId }),
    });
    const issues = [...stepIssues(step, body, rules)];
    if (gasKind === 'dual') {
      issues.push(...dualGasCupsIssues(body.cups, normalizeCups(values.installation.cups)));
    }
    return {
      issues: formIssuesOf(issues, { gas: true, kind }),
      lead: { energy: 'gas', body, key: key('gas') },
    };
  }
  const body = electricityLeadBody(values, {
    step,
    leadId: progress.leadId ?? undefined,
    filesOf: [step],
    halted: haltedBy(values, rules),
  });
  return {
    issues: formIssuesOf(stepIssues(step, body, rules), { kind }),
    lead: { energy: 'electricity', body, key: key('electricity') },
  };
}

/** The confirmation step's own problems (the consents). */
export function confirmationFormIssues(
  values: WizardValues,
  kind: WizardKind,
  rules: LeadRules,
): [string, string][] {
  const options = { step: 'confirmation', filesOf: [], halted: haltedBy(values, rules) } as const;
  const body =
    kind === 'gas' ? gasLeadBody(values, 'gas', options) : electricityLeadBody(values, options);
  return formIssuesOf(confirmationIssues(body, rules), { kind });
}

/**
 * The electricity confirmation (step 5, `confirm`): of the lead the steps built, or, when there is
 * none (leads off), the whole lead with every file. A dual contracting with gas sends it without
 * `confirm`: the gas confirmation confirms both (issue 25 point 10).
 */
export function electricityConfirmBody(
  values: WizardValues,
  leadId: string | null,
  halted: boolean,
  { confirm }: { confirm: boolean } = { confirm: true },
): LeadBody {
  return leadId
    ? electricityLeadBody(values, {
        step: 'confirmation',
        leadId,
        confirm,
        filesOf: ['confirmation'],
        halted,
      })
    : electricityLeadBody(values, { step: 'confirmation', confirm, halted });
}

/** The gas confirmation; in dual it names the electricity lead just confirmed. */
export function gasConfirmBody(
  values: WizardValues,
  kind: 'gas' | 'dual',
  gasLeadId: string | null,
  electricityLeadId: string | undefined,
): GasLeadBody {
  const named = electricityLeadId ? { electricityLeadId } : {};
  return gasLeadId
    ? gasLeadBody(values, kind, {
        step: 'confirmation',
        leadId: gasLeadId,
        confirm: true,
        filesOf: ['confirmation'],
        ...named,
      })
    : gasLeadBody(values, kind, { step: 'confirmation', confirm: true, ...named });
}

/**
 * Whether a whole lead, sent at once with every file (leads off, or no consent to keep each step),
 * weighs more than the server takes in one body (decision 018).
 */
export function wholeLeadTooLarge(
  values: WizardValues,
  kind: WizardKind,
  halted: boolean,
  fileSizeLimit: number,
): boolean {
  const bodies: (LeadBody | GasLeadBody)[] = [];
  if (kind !== 'gas') bodies.push(electricityConfirmBody(values, null, halted));
  if (includesGas(kind, values, halted)) {
    bodies.push(gasConfirmBody(values, kind === 'dual' ? 'dual' : 'gas', null, undefined));
  }
  const limit = leadBodyLimit(fileSizeLimit);
  return bodies.some((body) => new Blob([JSON.stringify(body)]).size > limit);
}
