import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  emptyWizardValues,
  formIssuesOf,
  isCompanyHolder,
  stepOfFormField,
  wizardSteps,
  type WizardKind,
  type WizardStepId,
  type WizardValues,
} from '@portal/domain/rules/contracting-form';
import type { LeadIssue, LeadRules } from '@portal/domain/rules/lead-steps';
import type { ContractingConfig, LeadAnswer } from '@portal/domain/schemas/contracting';
import { normalizeCups } from '@portal/domain/validators/cups';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { isApiError } from '@/lib/api-client';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { checkLeadDni } from '../api/check-lead-dni';
import { checkLeadSolvency } from '../api/check-lead-solvency';
import { sendElectricityLead } from '../api/send-electricity-lead';
import { sendGasLead } from '../api/send-gas-lead';
import { useDraftSaving } from '../hooks/use-draft-saving';
import { useHolderPrefill } from '../hooks/use-holder-prefill';
import { usePromoCodeFromUrl } from '../hooks/use-promo-code-from-url';
import { ConfirmationStep } from '../steps/confirmation-step';
import { ContractStep } from '../steps/contract-step';
import { FinishStep, type ConfirmState } from '../steps/finish-step';
import { GasContractStep } from '../steps/gas-contract-step';
import { InstallationStep } from '../steps/installation-step';
import { PaymentStep } from '../steps/payment-step';
import { PersonStep } from '../steps/person-step';
import type { StepProps } from '../steps/step-props';
import { bodyFingerprint } from '../utils/fingerprint';
import {
  confirmationFormIssues,
  electricityConfirmBody,
  gasConfirmBody,
  includesGas,
  planStep,
  type LeadEnergy,
  type StepLead,
} from '../utils/step-leads';
import { useContractingTexts } from '../utils/texts';
import { initialProgress, type WizardDraft, type WizardProgress } from '../utils/wizard-draft';
import { WizardActions } from './wizard-actions';
import { MobileProgress, WizardStepper } from './wizard-progress';

/** Why the person step stopped after the server's answer (spec 3 point 8, lead errors). */
export type LeadError = 'badScore' | 'dniInvalid' | 'genericError';

export interface ContractingWizardProps {
  kind: WizardKind;
  config: ContractingConfig;
  /** The draft kept in the browser, restored (issue 15); null to start afresh. */
  draft: WizardDraft | null;
  draftKey: string;
  /**
   * Loads a script only with the visitor's consent to marketing cookies: the chat hook and the
   * tracking script (spec 3 point 2). The app gives the cookie feature's; none loads without it.
   */
  MarketingScript?: ComponentType<{ src: string }> | undefined;
}

type FocusRequest = { target: 'heading' } | { target: 'invalid'; fields: string[] };

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

/** The first field in the page's order with an error: one the rules named, or marked invalid. */
function firstInvalidElement(form: HTMLFormElement | null, fields: readonly string[]) {
  if (!form) return undefined;
  const candidates = [
    ...form.querySelectorAll<HTMLElement>(
      'input[aria-invalid="true"], textarea[aria-invalid="true"]',
    ),
    ...fields.flatMap((field) => [...form.querySelectorAll<HTMLElement>(`[name="${field}"]`)]),
  ].filter((element) => {
    const input = element as HTMLInputElement;
    return !input.disabled && input.type !== 'hidden';
  });
  return candidates.sort((a, b) =>
    a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
}

/**
 * The contracting wizard (spec 3 points 2 to 9) for electricity, gas or both: one form across the
 * steps; each Next checks the step with the domain's rules for the lead body it would send, sends
 * it when it changed (leads on and consented), and goes on; the confirmation sends the leads'
 * confirmations and the finish step shows the server's answer. The values and progress are kept as
 * a draft in the browser, so a reload loses nothing.
 */
export function ContractingWizard({
  kind,
  config,
  draft,
  draftKey,
  MarketingScript,
}: ContractingWizardProps) {
  const t = useContractingTexts();
  const settings = useSettings();
  const authenticated = useSession().token !== null;
  const lang = useLang();
  const navigate = useNavigate();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });

  const form = useForm<WizardValues>({ defaultValues: draft?.values ?? emptyWizardValues });
  const { control, getValues, setError, clearErrors, trigger, setFocus, subscribe } = form;
  const [progress, setProgress] = useState<WizardProgress>(draft?.progress ?? initialProgress);
  const [submitting, setSubmitting] = useState(false);
  const [leadError, setLeadError] = useState<{ error: LeadError; seq: number } | null>(null);
  const [requestError, setRequestError] = useState<{ text: string; seq: number } | null>(null);
  const [confirmState, setConfirmState] = useState<ConfirmState>({ status: 'idle' });
  const [focusRequest, setFocusRequest] = useState<(FocusRequest & { seq: number }) | null>(null);
  const seq = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Confirmations that succeeded: a retry after the other lead failed does not repeat them. */
  const confirmed = useRef<Partial<Record<LeadEnergy, LeadAnswer>>>({});

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

  useHolderPrefill(form, authenticated);
  const promo = usePromoCodeFromUrl(form);

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

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'invalid') {
      const element = firstInvalidElement(formRef.current, focusRequest.fields);
      if (element) return element.focus();
      const [first] = focusRequest.fields;
      if (first) {
        try {
          setFocus(first as Path<WizardValues>);
        } catch {
          // A field without a focusable element: the heading below.
        }
        if (document.activeElement !== document.body) return;
      }
    }
    headingRef.current?.focus();
  }, [focusRequest, setFocus]);

  const requestFocus = (request: FocusRequest) => {
    seq.current += 1;
    setFocusRequest({ ...request, seq: seq.current });
  };

  const goTo = (step: WizardStepId) => {
    setProgress((before) => ({ ...before, step }));
    requestFocus({ target: 'heading' });
  };

  const showRequestError = (error: unknown) => {
    seq.current += 1;
    setRequestError({ text: requestErrorText(t, error), seq: seq.current });
  };

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

  /** The checks after the person step's answer (spec 3 point 4): true when the wizard stops. */
  async function personStops(answer: LeadAnswer): Promise<boolean> {
    if (answer.status !== 'OK') {
      stopWith('genericError');
      return true;
    }
    try {
      if (config.shouldCheckDNI && !(await checkLeadDni(answer.lead_id))) {
        stopWith('dniInvalid');
        return true;
      }
      if (config.shouldCheckMorosity && !(await checkLeadSolvency(answer.lead_id))) {
        stopWith('badScore');
        return true;
      }
    } catch (error) {
      showRequestError(error);
      return true;
    }
    return false;
  }

  /** Sends a step's lead unless the same data was sent; the progress after it, or null to stay. */
  async function sendStepLead(
    step: WizardStepId,
    lead: StepLead,
    values: WizardValues,
  ): Promise<WizardProgress | null> {
    const fingerprint = bodyFingerprint(lead.body);
    if (progress.sent[lead.key] === fingerprint) return progress;
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
      if (fieldIssues.length > 0) {
        showIssues(formIssuesOf(fieldIssues, { gas: lead.energy === 'gas', kind }));
      } else showRequestError(error);
      return null;
    }
    const withLead: WizardProgress =
      lead.energy === 'gas'
        ? {
            ...progress,
            gasLeadId: answer.lead_id,
            gasLeadCups: kind === 'dual' ? normalizeCups(values.gasContract.cups) : null,
          }
        : { ...progress, leadId: answer.lead_id };
    if (step === 'person' && (await personStops(answer))) {
      // The lead goes on with its id; the step is sent again once the visitor changes it.
      setProgress(withLead);
      return null;
    }
    return { ...withLead, sent: { ...withLead.sent, [lead.key]: fingerprint } };
  }

  /** Installation problems only the lookups know (spec 3 point 5: cupsAvailable must be true). */
  const lookupIssues = (step: WizardStepId, values: WizardValues): [string, string][] =>
    step === 'installation' && values.installation.cupsSIPSData?.cupsAvailable === false
      ? [['installation.cups', 'cups_not_available']]
      : [];

  async function confirm(values: WizardValues) {
    const issues = confirmationFormIssues(values, kind, rules);
    if (issues.length > 0) return showIssues(issues);
    setProgress((before) => ({
      ...before,
      step: 'finish',
      completed: withStep(before.completed, 'confirmation'),
    }));
    setConfirmState({ status: 'pending' });
    requestFocus({ target: 'heading' });
    const on = leadsOn(values);
    const answers: LeadAnswer[] = [];
    try {
      if (kind !== 'gas') {
        const answer =
          confirmed.current.electricity ??
          (await sendElectricityLead(electricityConfirmBody(values, on ? progress.leadId : null)));
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
              on ? progress.gasLeadId : null,
              confirmed.current.electricity?.lead_id,
            ),
          ));
        if (answer.status === 'OK') confirmed.current.gas = answer;
        answers.push(answer);
      }
    } catch {
      setConfirmState({ status: 'error' });
      return;
    }
    if (!answers.every((answer) => answer.status === 'OK')) {
      setConfirmState({ status: 'error' });
      return;
    }
    void discard();
    setProgress((before) => ({ ...before, completed: withStep(before.completed, 'finish') }));
    setConfirmState({
      status: 'done',
      render: answers.find((answer) => answer.result)?.result?.render ?? null,
    });
  }

  async function next() {
    if (submitting || finishing) return;
    setRequestError(null);
    setLeadError(null);
    setSubmitting(true);
    try {
      const values = effectiveValues(getValues(), authenticated);
      const step = current;
      if (step === 'confirmation') return await confirm(values);
      clearErrors(step);
      const fieldsValid = await trigger(step);
      const plan = planStep(step, values, kind, progress, rules);
      const issues = [...lookupIssues(step, values), ...plan.issues];
      if (!fieldsValid || issues.length > 0) return showIssues(issues);
      let after: WizardProgress | null = progress;
      if (plan.lead && leadsOn(values)) after = await sendStepLead(step, plan.lead, values);
      if (!after) return;
      const nextStep = steps[steps.indexOf(step) + 1] ?? step;
      setProgress({ ...after, step: nextStep, completed: withStep(after.completed, step) });
      requestFocus({ target: 'heading' });
    } finally {
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

  const stepProps: StepProps = { kind, config, authenticated };
  const values = getValues();
  const stepContent: Record<WizardStepId, () => ReactNode> = {
    installation: () => <InstallationStep {...stepProps} />,
    person: () => <PersonStep {...stepProps} />,
    contract: () => <ContractStep {...stepProps} />,
    gasContract: () => <GasContractStep {...stepProps} />,
    payment: () => <PaymentStep {...stepProps} />,
    confirmation: () => (
      <ConfirmationStep {...stepProps} steps={steps} canChange={reachable} onChange={goTo} />
    ),
    finish: () => (
      <FinishStep
        state={confirmState}
        business={
          isCompanyHolder(values.person) || values.installation.residenceType === 'business'
        }
      />
    ),
  };

  const blocked = leadError?.error === 'badScore' || leadError?.error === 'dniInvalid';
  const previousAction =
    currentIndex > 0 && (!finishing || confirmState.status === 'error')
      ? { label: t('contracting:actions.previous'), disabled: submitting, onClick: previous }
      : undefined;
  const mainAction = finishing
    ? confirmState.status === 'done'
      ? { label: t('contracting:actions.home'), onClick: () => void goHome() }
      : undefined
    : {
        label: t(
          current === 'confirmation' ? 'contracting:actions.confirm' : 'contracting:actions.next',
        ),
        disabled: blocked,
        loading: submitting,
      };
  const phone = settings.organization.phone_crm;
  const cups = normalizeCups(values.installation.cups);

  return (
    <FormProvider {...form}>
      {config.chatScript && MarketingScript && <MarketingScript src={config.chatScript} />}
      {confirmState.status === 'done' && config.trackingScript && MarketingScript && (
        <MarketingScript
          src={config.trackingScript.replaceAll('{orderId}', encodeURIComponent(cups))}
        />
      )}
      {desktop ? (
        <WizardStepper
          steps={steps}
          current={current}
          completed={progress.completed}
          reachable={reachable}
          onGoTo={goTo}
        />
      ) : (
        <MobileProgress steps={steps} current={current} />
      )}
      {promo.notice && (
        <Alert
          severity={promo.notice.valid ? 'success' : 'warning'}
          onClose={promo.dismiss}
          sx={{ mb: 3 }}
        >
          {t(promo.notice.valid ? 'contracting:promo.applied' : 'contracting:promo.invalid', {
            code: promo.notice.code,
          })}
        </Alert>
      )}
      <Box
        component="form"
        ref={formRef}
        noValidate
        aria-labelledby="contracting-step-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        <Typography
          id="contracting-step-heading"
          ref={headingRef}
          component="h2"
          variant="h5"
          tabIndex={-1}
          sx={{ mb: 3 }}
        >
          {t(`contracting:steps.${current}`)}
        </Typography>
        {stepContent[current]()}
        {leadError && (
          <FocusedAlert
            key={leadError.seq}
            severity={leadError.error === 'badScore' ? 'warning' : 'error'}
            sx={{ mt: 3 }}
          >
            {t(`contracting:leadErrors.${leadError.error}`)}
          </FocusedAlert>
        )}
        {requestError && (
          <FocusedAlert key={requestError.seq} severity="error" sx={{ mt: 3 }}>
            {requestError.text}
          </FocusedAlert>
        )}
        <WizardActions fixed={!desktop} previous={previousAction} main={mainAction} />
      </Box>
      {config.showHelpMessage && phone && (
        <Typography sx={{ mt: 4 }}>
          {t('contracting:help.message')}{' '}
          <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
        </Typography>
      )}
    </FormProvider>
  );
}
