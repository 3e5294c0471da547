import {
  emptyWizardValues,
  isCompanyHolder,
  stepOfFormField,
  wizardSteps,
  type WizardKind,
  type WizardStepId,
  type WizardValues,
} from '@portal/domain/rules/contracting-form';
import type { LeadRules } from '@portal/domain/rules/lead-steps';
import { LEAD_BODY_FILES, type ContractingConfig } from '@portal/domain/schemas/contracting';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { afterNextPaint } from '@/lib/after-next-paint';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import type { ConfirmState } from '../steps/finish-step';
import {
  confirmationFormIssues,
  planStep,
  wholeLeadTooLarge,
  type StepLead,
} from '../utils/step-leads';
import { useContractingTexts } from '../utils/texts';
import { whenSettled } from '../utils/when-settled';
import { initialProgress, type WizardProgress } from '../utils/wizard-draft';
import { useDraftSaving } from './use-draft-saving';
import { useLeadSending, type LeadError } from './use-lead-sending';

/** Where the focus goes next: the step's heading, or the first of the fields with a problem. */
export type FocusRequest = { target: 'heading' } | { target: 'invalid'; fields: string[] };

const withStep = (list: readonly WizardStepId[], step: WizardStepId) =>
  list.includes(step) ? [...list] : [...list, step];

/** A signed-in customer has the consents given (spec 3 point 6). */
function effectiveValues(values: WizardValues, authenticated: boolean): WizardValues {
  if (!authenticated) return values;
  return {
    ...values,
    installation: { ...values.installation, leadsConsent: true },
    confirmation: { ...values.confirmation, acceptOVConditions: true, acceptGdpr: true },
  };
}

interface WizardNavigationOptions {
  kind: WizardKind;
  config: ContractingConfig;
  form: UseFormReturn<WizardValues>;
  authenticated: boolean;
  /** The progress the draft kept, or the first step's. */
  restored: WizardProgress | undefined;
  draftKey: string;
  /** The wizard's form element: Next waits for its lookups to settle. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * The wizard's course (spec 3 point 4, "Wizard"): which step is shown and which are done; Next,
 * which checks the step with the domain's rules for the lead body it would send, sends it when it
 * changed (leads on and consented) and goes on, or puts the problems on their fields; the
 * confirmation and its outcome; Previous, going back to a completed step, and going home. The
 * progress is kept in the draft with the values.
 */
export function useWizardNavigation({
  kind,
  config,
  form,
  authenticated,
  restored,
  draftKey,
  formRef,
}: WizardNavigationOptions) {
  const t = useContractingTexts();
  const settings = useSettings();
  const lang = useLang();
  const navigate = useNavigate();
  const { control, getValues, setError, clearErrors, trigger, subscribe } = form;
  const [progress, setProgress] = useState<WizardProgress>(restored ?? initialProgress);
  const [submitting, setSubmitting] = useState(false);
  /** A press of Next being handled, from before its paint: a second press is the same one. */
  const checking = useRef(false);
  const [leadError, setLeadError] = useState<{ error: LeadError; seq: number } | null>(null);
  const [requestError, setRequestError] = useState<{ text: string; seq: number } | null>(null);
  const [confirmState, setConfirmState] = useState<ConfirmState>({ status: 'idle' });
  const [focusRequest, setFocusRequest] = useState<(FocusRequest & { seq: number }) | null>(null);
  const seq = useRef(0);

  const vat = useWatch({ control, name: 'person.vat' });
  const halted = settings.features.businessHaltContractation && isCompanyHolder({ vat });
  const steps = useMemo(() => wizardSteps(kind, { halted }), [kind, halted]);
  const current: WizardStepId = steps.includes(progress.step) ? progress.step : 'installation';
  const currentIndex = steps.indexOf(current);
  const rules: LeadRules = {
    config,
    businessHalt: settings.features.businessHaltContractation,
    authenticated,
    fileSizeLimit: settings.fileUploadSizeLimit,
  };
  const finishing = current === 'finish';

  const { schedule, discard } = useDraftSaving(draftKey, getValues, progress);
  const { sendStepLead, confirmLeads } = useLeadSending({ kind, config, halted });

  // Every change is kept; a change to the step shown lifts the person step's stop (spec 3 point 8).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          schedule();
          if (name?.startsWith(`${current}.`)) setLeadError(null);
        },
      }),
    [subscribe, schedule, current],
  );

  const requestFocus = (request: FocusRequest) => {
    seq.current += 1;
    setFocusRequest({ ...request, seq: seq.current });
  };

  const goTo = (step: WizardStepId) => {
    setProgress((before) => ({ ...before, step }));
    requestFocus({ target: 'heading' });
  };

  const showError = (text: string) => {
    seq.current += 1;
    setRequestError({ text, seq: seq.current });
  };
  const showRequestError = (error: unknown) => showError(requestErrorText(t, error));

  const stopWith = (error: LeadError) => {
    seq.current += 1;
    setLeadError({ error, seq: seq.current });
  };

  /** Puts problems on their fields and focuses the first; an earlier step's problem opens it. */
  const showIssues = (issues: readonly (readonly [string, string])[]) => {
    for (const [field, code] of issues) {
      setError(field as Path<WizardValues>, { type: 'rule', message: code });
    }
    const fields = issues.map(([field]) => field);
    const issueSteps = new Set(fields.map(stepOfFormField));
    const earliest = steps.find((step) => issueSteps.has(step));
    if (earliest && steps.indexOf(earliest) < currentIndex) {
      setProgress((before) => ({ ...before, step: earliest }));
    }
    requestFocus({ target: 'invalid', fields });
  };

  const leadsOn = (values: WizardValues) =>
    settings.features.leads &&
    (!config.requireLeadConsent || authenticated || values.installation.leadsConsent);

  /** Installation problems only the lookups know (spec 3 point 5: cupsAvailable must be true). */
  const lookupIssues = (step: WizardStepId, values: WizardValues): [string, string][] =>
    step === 'installation' && values.installation.cupsSIPSData?.cupsAvailable === false
      ? [['installation.cups', 'cups_not_available']]
      : [];

  async function confirm(values: WizardValues) {
    const issues = confirmationFormIssues(values, kind, rules);
    if (issues.length > 0) return showIssues(issues);
    const on = leadsOn(values);
    if (!on && wholeLeadTooLarge(values, kind, halted, settings.fileUploadSizeLimit)) {
      return showError(
        t('contracting:filesTooLargeTogether', {
          mb: ((LEAD_BODY_FILES * settings.fileUploadSizeLimit) / 1e6).toLocaleString(lang, {
            maximumFractionDigits: 1,
          }),
        }),
      );
    }
    setProgress((before) => ({
      ...before,
      step: 'finish',
      completed: withStep(before.completed, 'confirmation'),
    }));
    setConfirmState({ status: 'pending' });
    requestFocus({ target: 'heading' });
    const outcome = await confirmLeads(values, progress, on);
    if (!outcome.ok && 'issues' in outcome) {
      // Refused at fields: back to them, the finish step left.
      setConfirmState({ status: 'idle' });
      setProgress((before) => ({ ...before, step: 'confirmation' }));
      return showIssues(outcome.issues);
    }
    if (!outcome.ok) {
      const { error } = outcome;
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      return setConfirmState(
        refused ? { status: 'error', text: requestErrorText(t, error) } : { status: 'error' },
      );
    }
    void discard();
    setProgress((before) => ({ ...before, completed: withStep(before.completed, 'finish') }));
    setConfirmState({ status: 'done', render: outcome.render });
  }

  /** Sends a step's lead; the progress after it, or null to stay on the step. */
  async function sendLead(step: WizardStepId, lead: StepLead, values: WizardValues) {
    const sent = await sendStepLead(step, lead, values, progress);
    switch (sent.outcome) {
      case 'sent':
        return sent.progress;
      case 'fieldIssues':
        showIssues(sent.issues);
        return null;
      case 'requestError':
        if (sent.progress) setProgress(sent.progress);
        showRequestError(sent.error);
        return null;
      case 'stopped':
        setProgress(sent.progress);
        stopWith(sent.error);
        return null;
    }
  }

  async function next() {
    if (submitting || finishing || checking.current) return;
    checking.current = true;
    try {
      // The press shows before the step is checked: checking and showing a whole step's messages
      // held a mid-range phone's main thread for 0.8 s before anything moved (issue 26, INP).
      await afterNextPaint();
      setRequestError(null);
      setLeadError(null);
      setSubmitting(true);
      // A postal-code lookup still running fills the locality: judge the step once it has.
      await whenSettled(formRef.current);
      const values = effectiveValues(getValues(), authenticated);
      const step = current;
      if (step === 'confirmation') return await confirm(values);
      clearErrors(step);
      const fieldsValid = await trigger(step);
      const plan = planStep(step, values, kind, progress, rules);
      const issues = [...lookupIssues(step, values), ...plan.issues];
      if (!fieldsValid || issues.length > 0) return showIssues(issues);
      let after: WizardProgress | null = progress;
      if (plan.lead && leadsOn(values)) after = await sendLead(step, plan.lead, values);
      if (!after) return;
      const nextStep = steps[steps.indexOf(step) + 1] ?? step;
      setProgress({ ...after, step: nextStep, completed: withStep(after.completed, step) });
      requestFocus({ target: 'heading' });
    } finally {
      checking.current = false;
      setSubmitting(false);
    }
  }

  const previous = () => {
    setLeadError(null);
    setRequestError(null);
    if (finishing) setConfirmState({ status: 'idle' });
    const before = steps[currentIndex - 1];
    if (before) goTo(before);
  };

  const goHome = useCallback(async () => {
    await discard();
    form.reset(emptyWizardValues);
    setProgress(initialProgress);
    void navigate(pathFor('home', lang));
  }, [discard, form, lang, navigate]);

  /** A completed step before the current one, while nothing is being sent (spec 3 point 2). */
  const reachable = (step: WizardStepId) =>
    !submitting &&
    !finishing &&
    progress.completed.includes(step) &&
    steps.indexOf(step) < currentIndex;

  return {
    steps,
    current,
    currentIndex,
    completed: progress.completed,
    finishing,
    submitting,
    leadError,
    requestError,
    confirmState,
    focusRequest,
    next,
    previous,
    goTo,
    goHome,
    reachable,
  };
}
