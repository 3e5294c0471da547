import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signupBodyOf, signupFormSchema, type SignupForm } from '@portal/domain/schemas/signup';
import { PHONE_DEFAULT_PREFIX } from '@portal/domain/validators/phone';
import { Suspense, useEffect, useRef } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormCheckbox } from '@/components/form/form-choice-fields';
import { FormTextField } from '@/components/form/form-fields';
import { PageHeading } from '@/components/layout/page-heading';
import { newTabProps } from '@/components/ui/external-link';
import { HtmlBlock } from '@/components/ui/html-block';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { requestErrorText, serverErrorFields, setServerFieldErrors } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import { useConfirmSignup } from '../api/confirm-signup';
import { authNamespaces } from '../utils/auth-texts';
import { AuthPanel } from './auth-panel';
import { ResultAlert } from './result-alert';
import { typedTaxId } from '@/components/form/typed-input';
import { FormRoot } from '@/components/form/form-root';

/** The form's draft is kept in the tab a second after the last change (spec 3 point 4). */
export const ACTIVATION_DRAFT_KEY = 'activation:draft';
const DRAFT_DELAY_MS = 1000;

const emptyForm: SignupForm = {
  nif: '',
  contract: '',
  email: '',
  email2: '',
  phone: '',
  invoiceNumber: '',
  acceptConditionsAndGdpr: false,
};

const bodyFields = ['nif', 'contract', 'email', 'email2', 'phone', 'invoiceNumber'] as const;

function readDraft(): SignupForm {
  try {
    const stored = JSON.parse(sessionStorage.getItem(ACTIVATION_DRAFT_KEY) ?? 'null') as unknown;
    if (stored && typeof stored === 'object') {
      const values = { ...emptyForm };
      for (const field of bodyFields) {
        const value = (stored as Record<string, unknown>)[field];
        if (typeof value === 'string') values[field] = value;
      }
      return values;
    }
  } catch {
    // A draft that cannot be read is no draft.
  }
  return emptyForm;
}

/**
 * Keeps the typed fields (not the consent) in the tab while the visitor types; `discard` drops the
 * draft and any save still waiting.
 */
function useDraftKeeping(form: ReturnType<typeof useForm<SignupForm>>) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const subscription = form.watch((values) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const draft = Object.fromEntries(bodyFields.map((field) => [field, values[field] ?? '']));
        sessionStorage.setItem(ACTIVATION_DRAFT_KEY, JSON.stringify(draft));
      }, DRAFT_DELAY_MS);
    });
    return () => {
      window.clearTimeout(timer.current);
      subscription.unsubscribe();
    };
  }, [form]);
  return {
    discard: () => {
      window.clearTimeout(timer.current);
      sessionStorage.removeItem(ACTIVATION_DRAFT_KEY);
    },
  };
}

/**
 * Account activation (spec 3 point 2, "Account activation screen"): an existing customer without
 * online access gives their tax id, a contract, their e-mail (twice) and, where the retailer asks,
 * an invoice number; the server's page follows: where the link went, or why it cannot be done.
 */
export function ActivationPage() {
  const { t } = useTranslation(authNamespaces);
  const lang = useLang();
  const { signUp, links } = useSettings();
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: readDraft(),
  });
  const draft = useDraftKeeping(form);
  const confirm = useConfirmSignup();
  const render = confirm.data?.result.render;
  const loginPath = pathFor('login', lang);

  const onSubmit = form.handleSubmit((values) => {
    const body = signupBodyOf(values);
    confirm.mutate(
      { ...body, phone: body.phone || undefined, invoiceNumber: body.invoiceNumber || undefined },
      {
        onSuccess: ({ result }) => {
          if (result.render.errors.length === 0) draft.discard();
        },
        onError: (error) =>
          setServerFieldErrors(error, bodyFields as unknown as Path<SignupForm>[], form.setError),
      },
    );
  });

  if (render && render.errors.length === 0) {
    return (
      <AuthPanel>
        <PageHeading>{t('common:routes.activation')}</PageHeading>
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            <Suspense fallback={null}>
              <HtmlBlock html={render.body} width={null} height={null} />
            </Suspense>
          </Alert>
          <Button component={RouterLink} to={loginPath} variant="contained">
            {t('auth:activation.goToLogin')}
          </Button>
        </Stack>
      </AuthPanel>
    );
  }

  const requestError =
    confirm.error && serverErrorFields(confirm.error, bodyFields).length === 0
      ? requestErrorText(t, confirm.error)
      : null;
  const conditions = links.conditions;
  const gdpr = links.gdpr || links.privacyPolicy;

  return (
    <AuthPanel>
      <PageHeading>{t('common:routes.activation')}</PageHeading>
      <FormRoot form={form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack spacing={2.5}>
            <Typography>{t('auth:activation.intro')}</Typography>
            {render && render.errors.length > 0 && (
              <ResultAlert key={confirm.submittedAt} severity="error">
                <AlertTitle>{t('auth:activation.cannotSignup')}</AlertTitle>
                <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                  {render.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              </ResultAlert>
            )}
            {requestError && (
              <ResultAlert key={confirm.submittedAt} severity="error">
                {requestError}
              </ResultAlert>
            )}
            <FormTextField
              name="nif"
              label={t('auth:activation.nif')}
              autoComplete="username"
              required
              spellCheck={false}
              transform={typedTaxId}
            />
            <FormTextField
              name="contract"
              label={t('auth:activation.contract')}
              hint={t(
                signUp.cupsField
                  ? 'auth:activation.contractOrCupsHint'
                  : 'auth:activation.contractHint',
              )}
              required
              autoComplete="off"
              spellCheck={false}
            />
            {signUp.invoiceNumber && (
              <FormTextField
                name="invoiceNumber"
                label={t('auth:activation.invoiceNumber')}
                hint={t('auth:activation.invoiceNumberHint')}
                required
                autoComplete="off"
                spellCheck={false}
              />
            )}
            <FormTextField
              name="email"
              type="email"
              label={t('auth:activation.email')}
              required
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
            />
            <FormTextField
              name="email2"
              type="email"
              label={t('auth:activation.email2')}
              required
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
            />
            <FormTextField
              name="phone"
              type="tel"
              label={t('auth:activation.phone')}
              hint={t('auth:activation.phoneHint')}
              autoComplete="tel"
              inputMode="tel"
              startAdornment={
                <InputAdornment position="start">{PHONE_DEFAULT_PREFIX}</InputAdornment>
              }
            />
            <FormCheckbox
              name="acceptConditionsAndGdpr"
              label={
                <>
                  {t('auth:activation.accept')}{' '}
                  {conditions && (
                    <Link href={conditions} {...newTabProps}>
                      {t('auth:activation.conditions')}
                      <NewWindowHint />
                    </Link>
                  )}
                  {conditions && gdpr && ` ${t('auth:activation.and')} `}
                  {gdpr && (
                    <Link href={gdpr} {...newTabProps}>
                      {t('auth:activation.gdpr')}
                      <NewWindowHint />
                    </Link>
                  )}
                </>
              }
            />
            <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
              {t('auth:activation.submit')}
            </Button>
            <Typography>
              {t('auth:activation.haveAccess')}{' '}
              <Link component={RouterLink} to={loginPath}>
                {t('auth:activation.signIn')}
              </Link>
            </Typography>
          </Stack>
        </form>
      </FormRoot>
    </AuthPanel>
  );
}
