import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { changePasswordFormSchema } from '@portal/domain/schemas/auth';

import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathFor } from '@/lib/paths';
import { TextInput } from '@/components/form/text-input';
import { useActionGuard } from '@/components/guards/use-action-guard';
import { PageHeading } from '@/components/layout/page-heading';
import { isApiError } from '@/lib/api-client';
import { errorTextKey } from '@/lib/errors';
import { useLang } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { useChangePassword } from '../api/change-password';
import { fieldErrorText, serverErrorFields, setServerFieldErrors } from '@/lib/form-errors';
import { authNamespaces, type AuthTexts, byCommas } from '../utils/auth-texts';
import { AuthPanel } from './auth-panel';
import { NewPasswordFields } from './new-password-fields';
import { ResultAlert } from './result-alert';

const resolver = zodResolver(changePasswordFormSchema);
const fields = ['current', 'password'] as const;

const isWrongPassword = (error: unknown) =>
  isApiError(error) && error.status === 403 && error.code === 'wrong_password';

/** Spec 1 point 8: tokens that may not change it say why; anything else is "try again later". */
function changeErrorText(error: unknown, t: AuthTexts): string {
  if (isApiError(error) && ['readonly_token', 'impersonation_forbidden'].includes(error.code)) {
    return t(errorTextKey(error.code));
  }
  return t('auth:changePassword.failed');
}

/** Spec 1 points 4, 5 and 8: form, sending, then done or error. */
export function ChangePasswordPage() {
  const { t } = useTranslation(authNamespaces);
  const lang = useLang();
  const settings = useSettings();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { current: '', password: '', repeat: '' } });
  const change = useChangePassword();
  // A read-only or impersonating token may look but not change it (spec 1 point 6).
  const guard = useActionGuard('passwordChange');
  // Signed in with a temporary password: the page says why it comes first (spec 1 point 4).
  const { passwordChangeRequired } = useSession();

  if (change.isSuccess) {
    return (
      <AuthPanel>
        <PageHeading>{t('common:routes.changePassword')}</PageHeading>
        <Stack spacing={3}>
          <ResultAlert severity="success" role="status">
            {t('auth:changePassword.done')}
          </ResultAlert>
          <Button
            component={RouterLink}
            to={pathFor(settings.home.homepage, lang)}
            variant="contained"
            size="large"
          >
            {t('auth:changePassword.continue')}
          </Button>
        </Stack>
      </AuthPanel>
    );
  }

  const formError =
    change.error &&
    !isWrongPassword(change.error) &&
    serverErrorFields(change.error, fields).length === 0
      ? changeErrorText(change.error, t)
      : null;

  const onSubmit = handleSubmit(({ current, password: newPassword }) =>
    change.mutate(
      { current, password: newPassword },
      {
        onError: (error) => {
          if (isWrongPassword(error)) {
            setError(
              'current',
              { type: 'server', message: 'wrong_password' },
              { shouldFocus: true },
            );
          } else {
            setServerFieldErrors(error, fields, setError);
          }
        },
      },
    ),
  );

  const { ref: currentRef, ...currentField } = register('current');

  return (
    <AuthPanel>
      <PageHeading>{t('common:routes.changePassword')}</PageHeading>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          {passwordChangeRequired && (
            <Alert severity="info" role="note">
              {t('auth:changePassword.requiredWhy')}
            </Alert>
          )}
          {formError && (
            <ResultAlert key={change.submittedAt} severity="error">
              {formError}
            </ResultAlert>
          )}
          <TextInput
            {...currentField}
            inputRef={currentRef}
            type="password"
            label={t('auth:changePassword.current')}
            autoComplete="current-password"
            required
            error={Boolean(errors.current)}
            helperText={fieldErrorText(t, errors.current?.message, byCommas)}
          />
          <NewPasswordFields
            control={control}
            register={register}
            errors={errors}
            passwordLabel={t('auth:changePassword.newPassword')}
            repeatLabel={t('auth:changePassword.repeat')}
          />
          {guard.disabled && <Alert severity="info">{guard.reason}</Alert>}
          <Tooltip title={guard.reason} leaveDelay={5000}>
            {/* A disabled button fires no events: the tooltip listens on its wrapper. */}
            <Stack>
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={change.isPending}
                disabled={guard.disabled}
              >
                {t('auth:changePassword.submit')}
              </Button>
            </Stack>
          </Tooltip>
        </Stack>
      </form>
    </AuthPanel>
  );
}
