import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Divider from '@mui/material/Divider';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { TextInput } from '@/components/form/text-input';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { OccasionalAlert } from '@/components/ui/occasional-alert';
import { isApiError } from '@/lib/api-client';
import { fieldErrorText, requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { matchRoute, pathFor, type LoginRedirectState } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import {
  completeStaffOpenidSignIn,
  isOpenidReturn,
  useConfirmStaffOpenidSignIn,
  useStartStaffOpenidSignIn,
} from '../api/openid-sign-in';
import { useStaffSignIn } from '../api/sign-in';
import { type Staff, staffCredentialsFormSchema, staffOtpFormSchema } from '../api/staff-endpoints';
import { landingFor } from '../utils/navigation';
import { clearStaffSession, useStaffNotice, useStaffSession } from '../utils/staff-session';
import { type BackofficeTexts, useBackofficeTexts } from '../utils/texts';
import { StaffPageFrame } from './staff-page-frame';

/** The sign-in's refusals that have a text of their own (issue 27's staff contract). */
const signInCodes = ['invalid_credentials', 'otp_invalid', 'otp_required', 'insufficient_role'];

function signInErrorText(t: BackofficeTexts, error: unknown): string {
  if (isApiError(error) && signInCodes.includes(error.code)) {
    return t(`backoffice:signIn.errors.${error.code as 'invalid_credentials'}`);
  }
  return requestErrorText(t, error);
}

/** The secret of a 403 `otp_setup_required` (issue 27), kept as the error's cause. */
function otpSecretOf(body: unknown): string | null {
  const secret = (body as { otp_secret?: unknown } | null)?.otp_secret;
  return typeof secret === 'string' ? secret : null;
}

/** The proof of the provider's part that a 403 of an admin's OpenID sign-in carries. */
function pendingSignInOf(body: unknown): string | null {
  const pending = (body as { pending_sign_in?: unknown } | null)?.pending_sign_in;
  return typeof pending === 'string' ? pending : null;
}

/** The one-time code step: after the password, or after the OpenID provider (issue 27). */
type SecondStep =
  | { via: 'password'; credentials: { email: string; password: string }; secret: string | null }
  | { via: 'openid'; pending: string; secret: string | null };

type OpenidOutcome = { ok: true; staff: Staff } | { ok: false; error: unknown };

// One exchange per return from the provider: a code is good once, and strict mode runs effects twice.
const openidOutcomes = new Map<string, Promise<OpenidOutcome>>();

function openidOutcome(search: string): Promise<OpenidOutcome> {
  let outcome = openidOutcomes.get(search);
  if (!outcome) {
    outcome = completeStaffOpenidSignIn(search).then(
      (staff) => ({ ok: true as const, staff }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    openidOutcomes.set(search, outcome);
  }
  return outcome;
}

/** A back-office path the guard sent the staff member away from, to go back to after signing in. */
function backofficeReturn(state: unknown): string | undefined {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from) return undefined;
  const route = matchRoute(from.split(/[?#]/)[0] ?? '')?.route;
  return route && route.access === 'staff' && route.id !== 'backofficeLogin' ? from : undefined;
}

/**
 * The staff sign-in at /backoffice (issue 27): e-mail and password, or the configured OpenID
 * provider, whose return lands here; then the one-time code when the API answers `otp_required`.
 * What was typed stays when a step fails. A staff member already signed in goes to their first
 * screen.
 */
export function StaffSignInPage({ languageMenu }: { languageMenu?: ReactNode }) {
  const t = useBackofficeTexts();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useStaffSession();
  const notice = useStaffNotice();
  const settings = useSettings();
  const signIn = useStaffSignIn();
  const confirmOpenid = useConfirmStaffOpenidSignIn();
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // Signed in on this page: where to go is decided by the answer, not by the guard below.
  const [signingIn, setSigningIn] = useState(() => isOpenidReturn(location.search));
  const [openidError, setOpenidError] = useState<unknown>(null);
  const returning = isOpenidReturn(location.search);

  const signedIn = (staff: Staff) => {
    void navigate(backofficeReturn(location.state) ?? pathFor(landingFor(staff.role), lang), {
      replace: true,
    });
  };

  const { pathname, search } = location;
  useEffect(() => {
    if (!isOpenidReturn(search)) return;
    let active = true;
    void openidOutcome(search).then((outcome) => {
      if (!active) return;
      openidOutcomes.delete(search);
      if (outcome.ok) {
        void navigate(pathFor(landingFor(outcome.staff.role), lang), { replace: true });
        return;
      }
      setSigningIn(false);
      const { error } = outcome;
      const owed = isApiError(error) ? error.cause : null;
      const pending = pendingSignInOf(owed);
      if (pending) setSecondStep({ via: 'openid', pending, secret: otpSecretOf(owed) });
      else setOpenidError(error);
      // The used code and state leave the address bar.
      void navigate(pathname, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [search, pathname, navigate, lang]);

  if (session && !signingIn) {
    return <Navigate to={pathFor(landingFor(session.staff.role), lang)} replace />;
  }
  const pending = signIn.isPending || confirmOpenid.isPending;

  return (
    <StaffPageFrame languageMenu={languageMenu}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2.5, sm: 4 }, mt: { xs: 1, sm: 4 } }}
      >
        <Typography variant="overline" component="p" color="text.secondary">
          {t('backoffice:area')}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {secondStep ? t('backoffice:signIn.otpTitle') : t('backoffice:signIn.title')}
        </Typography>
        {notice === 'expired' && !secondStep && (
          <OccasionalAlert severity="info" sx={{ mb: 2 }}>
            {t('backoffice:signIn.expired')}
          </OccasionalAlert>
        )}
        {returning ? (
          <ContentPlaceholder />
        ) : secondStep ? (
          <OtpStep
            t={t}
            secret={secondStep.secret}
            pending={pending}
            onBack={() => {
              signIn.reset();
              confirmOpenid.reset();
              setSecondStep(null);
            }}
            onSubmit={(otp, fail) => {
              setSigningIn(true);
              const callbacks = {
                onSuccess: signedIn,
                onError: (error: unknown) => {
                  setSigningIn(false);
                  fail(error);
                },
              };
              if (secondStep.via === 'password') {
                signIn.mutate({ ...secondStep.credentials, otp }, callbacks);
              } else {
                confirmOpenid.mutate({ pending_sign_in: secondStep.pending, otp }, callbacks);
              }
            }}
          />
        ) : (
          <>
            {Boolean(openidError) && (
              <OccasionalAlert severity="error" sx={{ mb: 2 }}>
                {signInErrorText(t, openidError)}
              </OccasionalAlert>
            )}
            <CredentialsStep
              t={t}
              organization={settings.organization.name || t('common:appName')}
              pending={pending}
              onSubmit={(values, fail) => {
                setSigningIn(true);
                setOpenidError(null);
                clearStaffSession();
                signIn.mutate(values, {
                  onSuccess: signedIn,
                  onError: (error) => {
                    setSigningIn(false);
                    if (
                      isApiError(error) &&
                      (error.code === 'otp_setup_required' || error.code === 'otp_required')
                    ) {
                      signIn.reset();
                      setSecondStep({
                        via: 'password',
                        credentials: values,
                        secret: otpSecretOf(error.cause),
                      });
                      return;
                    }
                    fail(error);
                  },
                });
              }}
            />
            {settings.features.oidc && <OpenidSignIn t={t} onError={setOpenidError} />}
          </>
        )}
        <Typography variant="body2" sx={{ mt: 3 }}>
          <Link component={RouterLink} to={pathFor('home', lang)}>
            {t('backoffice:signIn.customerArea')}
          </Link>
        </Typography>
      </Paper>
    </StaffPageFrame>
  );
}

type Fail = (error: unknown) => void;

/** The way in through the organisation's identity provider, when one is configured. */
function OpenidSignIn({ t, onError }: { t: BackofficeTexts; onError: (error: unknown) => void }) {
  const start = useStartStaffOpenidSignIn();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2.5 }}>
      <Divider>{t('backoffice:signIn.or')}</Divider>
      <Button
        variant="outlined"
        size="large"
        loading={start.isPending}
        onClick={() => {
          onError(null);
          start.mutate(undefined, { onError });
        }}
      >
        {t('backoffice:signIn.openid')}
      </Button>
    </Box>
  );
}

function CredentialsStep({
  t,
  organization,
  pending,
  onSubmit,
}: {
  t: BackofficeTexts;
  organization: string;
  pending: boolean;
  onSubmit: (values: { email: string; password: string }, fail: Fail) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(staffCredentialsFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit((values) => {
    setFormError(null);
    onSubmit(values, (error) => {
      if (!setServerFieldErrors(error, ['email', 'password'], setError)) {
        setFormError(signInErrorText(t, error));
      }
    });
  });
  const { ref: emailRef, ...email } = register('email');
  const { ref: passwordRef, ...password } = register('password');
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography color="text.secondary">
          {t('backoffice:signIn.intro', { organization })}
        </Typography>
        {formError && <OccasionalAlert severity="error">{formError}</OccasionalAlert>}
        <TextInput
          {...email}
          inputRef={emailRef}
          type="email"
          label={t('backoffice:signIn.email')}
          autoComplete="username"
          required
          error={Boolean(formState.errors.email)}
          helperText={fieldErrorText(t, formState.errors.email?.message)}
        />
        <TextInput
          {...password}
          inputRef={passwordRef}
          type="password"
          label={t('backoffice:signIn.password')}
          autoComplete="current-password"
          required
          error={Boolean(formState.errors.password)}
          helperText={fieldErrorText(t, formState.errors.password?.message)}
        />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {t('backoffice:signIn.submit')}
        </Button>
      </Box>
    </form>
  );
}

function OtpStep({
  t,
  secret,
  pending,
  onBack,
  onSubmit,
}: {
  t: BackofficeTexts;
  secret: string | null;
  pending: boolean;
  onBack: () => void;
  onSubmit: (otp: string, fail: Fail) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: zodResolver(staffOtpFormSchema),
    defaultValues: { otp: '' },
  });
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current) return;
    focused.current = true;
    setFocus('otp');
  }, [setFocus]);
  const submit = handleSubmit(({ otp }) => {
    setFormError(null);
    onSubmit(otp, (error) => {
      if (isApiError(error) && error.code === 'otp_invalid') {
        setError('otp', { type: 'server', message: 'otp_invalid' }, { shouldFocus: true });
        return;
      }
      if (!setServerFieldErrors(error, ['otp'], setError)) setFormError(signInErrorText(t, error));
    });
  });
  const { ref, ...otp } = register('otp');
  const otpError = formState.errors.otp?.message;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography color="text.secondary">{t('backoffice:signIn.otpIntro')}</Typography>
        {secret && (
          <Typography>
            {t('backoffice:signIn.otpSetup')}{' '}
            <Box component="code" sx={{ overflowWrap: 'anywhere', fontWeight: 700 }}>
              {secret}
            </Box>
          </Typography>
        )}
        {formError && <OccasionalAlert severity="error">{formError}</OccasionalAlert>}
        <TextInput
          {...otp}
          inputRef={ref}
          label={t('backoffice:signIn.otp')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          error={Boolean(otpError)}
          helperText={
            otpError === 'otp_invalid'
              ? t('backoffice:signIn.errors.otp_invalid')
              : (fieldErrorText(t, otpError) ?? t('backoffice:signIn.otpHelp'))
          }
        />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {t('backoffice:signIn.verify')}
        </Button>
        <Button variant="text" onClick={onBack} disabled={pending}>
          {t('backoffice:signIn.back')}
        </Button>
      </Box>
    </form>
  );
}
