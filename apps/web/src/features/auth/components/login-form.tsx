import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { loginBodySchema, type TokenResponse } from '@portal/domain/schemas/auth';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/form/text-input';
import { isApiError } from '@/lib/api-client';
import { errorTextKey } from '@/lib/errors';
import { fieldErrorText, serverErrorFields, setServerFieldErrors } from '@/lib/form-errors';
import { useGetToken } from '../api/get-token';
import { OccasionalAlert } from '@/components/ui/occasional-alert';

const fields = ['user', 'password'] as const;

type Texts = TFunction<['auth', 'errors', 'validation']>;

/** Spec 1 point 8: the texts of a failed sign-in, by status. */
function loginErrorText(error: unknown, t: Texts): string {
  if (!isApiError(error)) return t(errorTextKey('unknown_error'));
  if (error.status === 0) return t(errorTextKey('network_error'));
  if (error.status === 401) return t(errorTextKey('token_expired'));
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
    return t('auth:login.tooManyAttempts', { count: minutes });
  }
  if (error.status === 503) return t(errorTextKey('service_unavailable'));
  if (error.status >= 500) return t(errorTextKey('internal_error'));
  return t(errorTextKey('invalid_credentials'));
}

/** User and password; keeps what was typed when the sign-in fails. */
export function LoginForm({ onSignedIn }: { onSignedIn: (response: TokenResponse) => void }) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { user: '', password: '' },
  });
  const signIn = useGetToken();

  const formError =
    signIn.error && serverErrorFields(signIn.error, fields).length === 0
      ? loginErrorText(signIn.error, t)
      : null;

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => setServerFieldErrors(error, fields, setError),
    }),
  );

  const { ref: userRef, ...userField } = register('user');
  const { ref: passwordRef, ...passwordField } = register('password');

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {/* A flex column rather than MUI's Stack, which would weigh 0.9 KB more on the first page. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {formError && <OccasionalAlert severity="error">{formError}</OccasionalAlert>}
        <TextInput
          {...userField}
          inputRef={userRef}
          label={t('auth:login.user')}
          autoComplete="username"
          required
          error={Boolean(errors.user)}
          helperText={fieldErrorText(t, errors.user?.message) ?? t('auth:login.userHelp')}
        />
        <TextInput
          {...passwordField}
          inputRef={passwordRef}
          type="password"
          label={t('auth:login.password')}
          autoComplete="current-password"
          required
          error={Boolean(errors.password)}
          helperText={fieldErrorText(t, errors.password?.message)}
        />
        <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
          {t('auth:login.submit')}
        </Button>
      </Box>
    </form>
  );
}
