import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { newPasswordFormSchema } from '@portal/domain/schemas/auth';
import { PASSWORD_MIN_LENGTH } from '@portal/domain/rules/password';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { TextInput } from '@/components/form/text-input';
import { OccasionalAlert } from '@/components/ui/occasional-alert';
import { isApiError } from '@/lib/api-client';
import { fieldErrorText, requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useSetStaffPassword } from '../api/set-password';
import { useBackofficeTexts } from '../utils/texts';
import { StaffPageFrame } from './staff-page-frame';

/**
 * Where the single-use link of a new staff member leads (`npm run staff -- add`, issue 27): they
 * choose their password, then sign in. A used, expired or mangled link says so and changes nothing.
 */
export function StaffPasswordPage({ languageMenu }: { languageMenu?: ReactNode }) {
  const t = useBackofficeTexts();
  const lang = useLang();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const setPassword = useSetStaffPassword();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', repeat: '' },
  });
  const linkInvalid =
    token === '' ||
    (isApiError(setPassword.error) && setPassword.error.code === 'reset_token_invalid');
  const submit = handleSubmit(({ password }) =>
    setPassword.mutate(
      { token, password },
      { onError: (error) => setServerFieldErrors(error, ['password'], setError) },
    ),
  );
  const { ref: passwordRef, ...password } = register('password');
  const { ref: repeatRef, ...repeat } = register('repeat');
  const signInLink = (
    <Link component={RouterLink} to={pathFor('backofficeLogin', lang)}>
      {t('backoffice:password.signIn')}
    </Link>
  );
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
          {t('backoffice:password.title')}
        </Typography>
        {setPassword.isSuccess ? (
          <>
            <OccasionalAlert severity="success" sx={{ mb: 2 }}>
              {t('backoffice:password.done')}
            </OccasionalAlert>
            {signInLink}
          </>
        ) : linkInvalid ? (
          <>
            <OccasionalAlert severity="error" sx={{ mb: 2 }}>
              {t('backoffice:password.linkInvalid')}
            </OccasionalAlert>
            {signInLink}
          </>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
              <Typography color="text.secondary">
                {t('backoffice:password.intro', { min: PASSWORD_MIN_LENGTH })}
              </Typography>
              {setPassword.error && !formState.errors.password && (
                <OccasionalAlert severity="error">
                  {requestErrorText(t, setPassword.error)}
                </OccasionalAlert>
              )}
              <TextInput
                {...password}
                inputRef={passwordRef}
                type="password"
                label={t('backoffice:password.password')}
                autoComplete="new-password"
                required
                error={Boolean(formState.errors.password)}
                helperText={fieldErrorText(t, formState.errors.password?.message)}
              />
              <TextInput
                {...repeat}
                inputRef={repeatRef}
                type="password"
                label={t('backoffice:password.repeat')}
                autoComplete="new-password"
                required
                error={Boolean(formState.errors.repeat)}
                helperText={fieldErrorText(t, formState.errors.repeat?.message)}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={setPassword.isPending}
              >
                {t('backoffice:password.save')}
              </Button>
            </Box>
          </form>
        )}
      </Paper>
    </StaffPageFrame>
  );
}
