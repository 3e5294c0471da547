import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newPasswordFormSchema } from '@portal/domain/schemas/auth';

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Link as RouterLink } from 'react-router';
import { pathFor } from '@/lib/paths';
import { PageHeading } from '@/components/layout/page-heading';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { isApiError } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { useResetToken } from '../api/check-reset-token';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { requestErrorText, serverErrorFields, setServerFieldErrors } from '@/lib/form-errors';
import { authNamespaces } from '../utils/auth-texts';
import { NewPasswordFields } from './new-password-fields';
import { ResetDone } from './reset-done';
import { ResultAlert } from './result-alert';

const fields = ['password'] as const;

/** A link that is used, expired or unknown: the server does not say which. */
const isInvalidLink = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'reset_token_invalid' || error.status === 400 || error.status === 404);

function InvalidLink() {
  const { t } = useTranslation(authNamespaces);
  const lang = useLang();
  return (
    <ResultAlert severity="error">
      {t('auth:resetPassword.invalidLink')}{' '}
      <Link component={RouterLink} to={pathFor('resetPassword', lang)}>
        {t('auth:resetPassword.requestNewLink')}
      </Link>
    </ResultAlert>
  );
}

/**
 * The page's heading: recovering a password, or activating an account (the link sets its first
 * password, decision 023), in the page and in the browser's title.
 */
function LinkHeading({ activation }: { activation: boolean }) {
  const { t } = useTranslation(authNamespaces);
  const settings = useSettings();
  const title = activation ? t('auth:activationLink.title') : t('common:routes.resetPassword');
  const site = settings.organization.name || t('common:appName');
  useEffect(() => {
    if (activation) document.title = `${title} · ${site}`;
  }, [activation, title, site]);
  return <PageHeading>{title}</PageHeading>;
}

/** The e-mail's link: checks the token, then takes the new password. */
export function ResetPasswordConfirm({ token }: { token: string }) {
  const check = useResetToken(token);
  if (check.isPending) return <DelayedSpinner />;
  const activation = check.data?.activation === true;
  return (
    <>
      <LinkHeading activation={activation} />
      {check.isError ? (
        <CheckFailure error={check.error} retry={() => void check.refetch()} />
      ) : (
        <NewPasswordForm token={token} activation={activation} />
      )}
    </>
  );
}

function CheckFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(authNamespaces);
  if (isInvalidLink(error)) return <InvalidLink />;
  return <RetryAlert onRetry={retry}>{requestErrorText(t, error)}</RetryAlert>;
}

function NewPasswordForm({ token, activation }: { token: string; activation: boolean }) {
  const { t } = useTranslation(authNamespaces);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', repeat: '' },
  });
  const confirm = useConfirmPasswordReset();

  if (confirm.isSuccess) {
    return (
      <ResetDone>
        {t(activation ? 'auth:activationLink.done' : 'auth:resetPassword.done')}
      </ResetDone>
    );
  }

  const error = confirm.error;
  const onFields = serverErrorFields(error, fields).length > 0;

  const onSubmit = handleSubmit(({ password: newPassword }) =>
    confirm.mutate(
      { token, password: newPassword },
      { onError: (failure) => setServerFieldErrors(failure, fields, setError) },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2.5}>
        <Typography>
          {t(activation ? 'auth:activationLink.chooseIntro' : 'auth:resetPassword.chooseIntro')}
        </Typography>
        {error && !onFields && isInvalidLink(error) && <InvalidLink key={confirm.submittedAt} />}
        {error && !onFields && !isInvalidLink(error) && (
          <ResultAlert key={confirm.submittedAt} severity="error">
            {requestErrorText(t, error)}
          </ResultAlert>
        )}
        <NewPasswordFields
          control={control}
          register={register}
          errors={errors}
          passwordLabel={t('auth:resetPassword.newPassword')}
          repeatLabel={t('auth:resetPassword.repeat')}
        />
        <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
          {t(activation ? 'auth:activationLink.save' : 'auth:resetPassword.save')}
        </Button>
      </Stack>
    </form>
  );
}
