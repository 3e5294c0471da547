import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  emptyWizardValues,
  isCompanyHolder,
  type WizardKind,
  type WizardStepId,
  type WizardValues,
} from '@portal/domain/rules/contracting-form';
import type { ContractingConfig } from '@portal/domain/schemas/contracting';
import { normalizeCups } from '@portal/domain/validators/cups';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { whenFirstPainted } from '@/lib/first-paint';
import { whenIdle } from '@/lib/when-idle';
import { useLang } from '@/lib/i18n';
import { pathFor, type LoginRedirectState } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { useHolderPrefill } from '../hooks/use-holder-prefill';
import { usePromoCodeFromUrl } from '../hooks/use-promo-code-from-url';
import { useWizardNavigation, type FocusRequest } from '../hooks/use-wizard-navigation';
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
import { useContractingTexts } from '../utils/texts';
import type { WizardDraft } from '../utils/wizard-draft';
import { MobileProgress } from './mobile-progress';
import { WizardActions } from './wizard-actions';
import { FormRoot, useFormMethods } from '@/components/form/form-root';

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

/** The stepper's height at 1280 px, kept while its chunk downloads so nothing below moves. */
const STEPPER_HEIGHT = 60;

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
  const { setFocus } = useFormMethods<WizardValues>();
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
  const location = useLocation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });

  const form = useForm<WizardValues>({ defaultValues: draft?.values ?? emptyWizardValues });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    steps,
    current,
    currentIndex,
    completed,
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
  } = useWizardNavigation({
    kind,
    config,
    form,
    authenticated,
    restored: draft?.progress,
    draftKey,
    formRef,
  });

  // The later steps download once the page is on screen and the browser is idle, so Next never
  // waits for them and their requests are not started inside the first render's task.
  useEffect(() => {
    void whenFirstPainted()
      .then(() => whenIdle())
      .then(() => prefetchSteps(steps));
  }, [steps]);

  useHolderPrefill(form, authenticated);
  const promo = usePromoCodeFromUrl(form);

  const stepProps: StepProps = { kind, config, authenticated };
  const values = form.getValues();
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
    <FormRoot form={form}>
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
            completed={completed}
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
            {leadError.error === 'dniInvalid' && !authenticated && (
              <>
                {' '}
                {t('contracting:leadErrors.customerSignIn')}{' '}
                <Link
                  component={RouterLink}
                  to={pathFor('login', lang)}
                  state={
                    { from: `${location.pathname}${location.search}` } satisfies LoginRedirectState
                  }
                >
                  {t('contracting:leadErrors.signIn')}
                </Link>
              </>
            )}
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
    </FormRoot>
  );
}
