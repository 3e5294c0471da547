import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordResetRequestBodySchema } from '@portal/domain/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/form/text-input';
import { useRequestPasswordReset } from '../api/request-password-reset';
import {
  fieldErrorText,
  requestErrorText,
  serverErrorFields,
  setServerFieldErrors,
} from '@/lib/form-errors';
import { authNamespaces, byCommas } from '../utils/auth-texts';
import { ResetDone } from './reset-done';
import { ResultAlert } from './result-alert';

const fields = ['nif', 'email'] as const;

/** Tax id and e-mail of the account; the answer never tells whether they match one. */
export function ResetPasswordRequestForm() {
  const { t } = useTranslation(authNamespaces);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordResetRequestBodySchema),
    defaultValues: { nif: '', email: '' },
  });
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return <ResetDone>{t('auth:resetPassword.sent')}</ResetDone>;
  }

  const formError =
    request.error && serverErrorFields(request.error, fields).length === 0
      ? requestErrorText(t, request.error)
      : null;

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => setServerFieldErrors(error, fields, setError),
    }),
  );

  const { ref: nifRef, ...nifField } = register('nif');
  const { ref: emailRef, ...emailField } = register('email');

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2.5}>
        <Typography>{t('auth:resetPassword.intro')}</Typography>
        {formError && (
          <ResultAlert key={request.submittedAt} severity="error">
            {formError}
          </ResultAlert>
        )}
        <TextInput
          {...nifField}
          inputRef={nifRef}
          label={t('auth:resetPassword.nif')}
          autoComplete="username"
          required
          error={Boolean(errors.nif)}
          helperText={fieldErrorText(t, errors.nif?.message, byCommas)}
        />
        <TextInput
          {...emailField}
          inputRef={emailRef}
          type="email"
          label={t('auth:resetPassword.email')}
          autoComplete="email"
          required
          error={Boolean(errors.email)}
          helperText={fieldErrorText(t, errors.email?.message, byCommas)}
        />
        <Button type="submit" variant="contained" size="large" loading={request.isPending}>
          {t('auth:resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
