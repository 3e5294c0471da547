import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
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
import { normalizeCups } from '@portal/domain/validators/cups';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { whenFirstPainted } from '@/lib/first-paint';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { useDraftSaving } from '../hooks/use-draft-saving';
import { useHolderPrefill } from '../hooks/use-holder-prefill';
import { useLeadSending, type LeadError } from '../hooks/use-lead-sending';
import { usePromoCodeFromUrl } from '../hooks/use-promo-code-from-url';
import type { ConfirmState } from '../steps/finish-step';
import { InstallationStep } from '../steps/installation-step';
import {
  ConfirmationStep,
  ContractStep,
  FinishStep,
  GasContractStep,
  PaymentStep,
  PersonStep,
  prefetchSteps,
} from '../steps/lazy-steps';
import type { StepProps } from '../steps/step-props';
import {
  confirmationFormIssues,
  planStep,
  wholeLeadTooLarge,
  type StepLead,
} from '../utils/step-leads';
import { useContractingTexts } from '../utils/texts';
import { initialProgress, type WizardDraft, type WizardProgress } from '../utils/wizard-draft';
import { MobileProgress } from './mobile-progress';
import { WizardActions } from './wizard-actions';

// The wide screen's stepper: a phone, where a first visit is slowest, shows the counter instead.
const WizardStepper = lazy(() =>
  import('./wizard-stepper').then((m) => ({ default: m.WizardStepper })),
);

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

/** The stepper's height at 1280 px, kept while its chunk downloads so nothing below moves. */
const STEPPER_HEIGHT = 60;

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
 * Moves the focus as the last request asks once the step it concerns is on screen: rendered with
 * the step, inside its Suspense boundary, so its effect waits for a step still downloading.
 */
function RequestedFocus({
  request,
  formRef,
  headingRef,
}: {
  request: (FocusRequest & { seq: number }) | null;
  formRef: RefObject<HTMLFormElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { setFocus } = useFormContext<WizardValues>();
  useEffect(() => {
    if (!request) return;
    if (request.target === 'invalid') {
      const element = firstInvalidElement(formRef.current, request.fields);
      if (element) return element.focus();
      const [first] = request.fields;
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
  }, [request, formRef, headingRef, setFocus]);
  return null;
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
  const { control, getValues, setError, clearErrors, trigger, subscribe } = form;
  const [progress, setProgress] = useState<WizardProgress>(draft?.progress ?? initialProgress);
  const [submitting, setSubmitting] = useState(false);
  const [leadError, setLeadError] = useState<{ error: LeadError; seq: number } | null>(null);
  const [requestError, setRequestError] = useState<{ text: string; seq: number } | null>(null);
  const [confirmState, setConfirmState] = useState<ConfirmState>({ status: 'idle' });
  const [focusRequest, setFocusRequest] = useState<(FocusRequest & { seq: number }) | null>(null);
  const seq = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

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

  // The later steps download once the page is on screen, so Next never waits for them.
  useEffect(() => {
    void whenFirstPainted().then(() => prefetchSteps(steps));
  }, [steps]);

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
    if (!outcome.ok) return setConfirmState({ status: 'error' });
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
      if (plan.lead && leadsOn(values)) after = await sendLead(step, plan.lead, values);
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
        <Suspense fallback={<Box sx={{ mb: 4, minHeight: STEPPER_HEIGHT }} />}>
          <WizardStepper
            steps={steps}
            current={current}
            completed={progress.completed}
            reachable={reachable}
            onGoTo={goTo}
          />
        </Suspense>
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
        {/* The step's heading comes with its fields: a step still downloading shows neither. */}
        <Suspense fallback={<ContentPlaceholder />}>
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
          <RequestedFocus request={focusRequest} formRef={formRef} headingRef={headingRef} />
        </Suspense>
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
