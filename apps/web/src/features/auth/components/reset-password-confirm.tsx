import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newPasswordFormSchema } from '@portal/domain/schemas/auth';

import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathFor } from '@/lib/paths';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { isApiError } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';
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

/** The e-mail's link: checks the token, then takes the new password. */
export function ResetPasswordConfirm({ token }: { token: string }) {
  const { t } = useTranslation(authNamespaces);
  const check = useResetToken(token);

  if (check.isPending) return <DelayedSpinner />;
  if (check.isError) {
    if (isInvalidLink(check.error)) return <InvalidLink />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void check.refetch()}>
            {t('common:retry')}
          </Button>
        }
      >
        {requestErrorText(t, check.error)}
      </Alert>
    );
  }
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
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
    return <ResetDone>{t('auth:resetPassword.done')}</ResetDone>;
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
        <Typography>{t('auth:resetPassword.chooseIntro')}</Typography>
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
          {t('auth:resetPassword.save')}
        </Button>
      </Stack>
    </form>
  );
}
