import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordFormSchema } from '@portal/domain/schemas/auth';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathFor } from '@/app/routes';
import { TextInput } from '@/components/form/text-input';
import { PageHeading } from '@/components/layout/page-heading';
import { isApiError } from '@/lib/api-client';
import { errorTextKey } from '@/lib/errors';
import { useLang } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { useChangePassword } from '../api/change-password';
import {
  authNamespaces,
  fieldErrorText,
  serverErrorFields,
  setServerFieldErrors,
  type AuthTexts,
} from '../utils/form-errors';
import { AuthPanel } from './auth-panel';
import { PasswordChecklist } from './password-checklist';
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
  const checklistId = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { current: '', password: '', repeat: '' } });
  const password = useWatch({ control, name: 'password' });
  const change = useChangePassword();

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
  const { ref: passwordRef, ...passwordField } = register('password');
  const { ref: repeatRef, ...repeatField } = register('repeat');

  return (
    <AuthPanel>
      <PageHeading>{t('common:routes.changePassword')}</PageHeading>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
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
            helperText={fieldErrorText(t, errors.current?.message)}
          />
          <TextInput
            {...passwordField}
            inputRef={passwordRef}
            type="password"
            label={t('auth:changePassword.newPassword')}
            autoComplete="new-password"
            required
            error={Boolean(errors.password)}
            helperText={fieldErrorText(t, errors.password?.message)}
            describedBy={checklistId}
          />
          <PasswordChecklist id={checklistId} password={password} />
          <TextInput
            {...repeatField}
            inputRef={repeatRef}
            type="password"
            label={t('auth:changePassword.repeat')}
            autoComplete="new-password"
            required
            error={Boolean(errors.repeat)}
            helperText={fieldErrorText(t, errors.repeat?.message)}
          />
          <Button type="submit" variant="contained" size="large" loading={change.isPending}>
            {t('auth:changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPanel>
  );
}
