import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registerBodySchema } from '@portal/domain/schemas/auth';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { pathFor } from '@/app/routes';
import { TextInput } from '@/components/form/text-input';
import { PageHeading } from '@/components/layout/page-heading';
import { isApiError } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { useRegister } from '../api/register';
import {
  authNamespaces,
  fieldErrorText,
  requestErrorText,
  serverErrorFields,
  setServerFieldErrors,
} from '../utils/form-errors';
import { AuthPanel } from './auth-panel';
import { PasswordChecklist } from './password-checklist';
import { ResultAlert } from './result-alert';

/** What the API takes, plus the repeated password. */
const registerFormSchema = registerBodySchema
  .extend({ repeat: z.string().min(1, 'required') })
  .refine((form) => form.password === form.repeat, {
    message: 'passwords_must_coincide',
    path: ['repeat'],
  });

const fields = ['user', 'password'] as const;

const accountExists = (error: unknown) =>
  isApiError(error) && (error.status === 409 || error.code === 'user_already_exists');

/** Spec 1 points 2 and 7: a new account, signed in at once. */
export function RegisterPage() {
  const { t } = useTranslation(authNamespaces);
  const lang = useLang();
  const settings = useSettings();
  const navigate = useNavigate();
  const checklistId = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { user: '', password: '', repeat: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const signUp = useRegister();

  const error = signUp.error;
  const onFields = serverErrorFields(error, fields).length > 0;

  // Contracting, where a new customer would go next (spec 1 point 2), does not exist yet.
  const onSubmit = handleSubmit(({ user, password: newPassword }) =>
    signUp.mutate(
      { user, password: newPassword },
      {
        onSuccess: () => void navigate(pathFor(settings.home.homepage, lang), { replace: true }),
        onError: (failure) => setServerFieldErrors(failure, fields, setError),
      },
    ),
  );

  const { ref: userRef, ...userField } = register('user');
  const { ref: passwordRef, ...passwordField } = register('password');
  const { ref: repeatRef, ...repeatField } = register('repeat');

  return (
    <AuthPanel>
      <PageHeading>{t('common:routes.register')}</PageHeading>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          <Typography>{t('auth:register.intro')}</Typography>
          {error && !onFields && accountExists(error) && (
            <ResultAlert key={signUp.submittedAt} severity="error">
              {t('auth:register.exists')}
              <Box
                component="span"
                sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}
              >
                <Link component={RouterLink} to={pathFor('login', lang)}>
                  {t('auth:register.goToLogin')}
                </Link>
                <Link component={RouterLink} to={pathFor('resetPassword', lang)}>
                  {t('auth:register.resetPassword')}
                </Link>
              </Box>
            </ResultAlert>
          )}
          {error && !onFields && !accountExists(error) && (
            <ResultAlert key={signUp.submittedAt} severity="error">
              {requestErrorText(error, t)}
            </ResultAlert>
          )}
          <TextInput
            {...userField}
            inputRef={userRef}
            label={t('auth:register.user')}
            autoComplete="username"
            required
            error={Boolean(errors.user)}
            helperText={fieldErrorText(t, errors.user?.message) ?? t('auth:register.userHelp')}
          />
          <TextInput
            {...passwordField}
            inputRef={passwordRef}
            type="password"
            label={t('auth:register.password')}
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
            label={t('auth:register.repeat')}
            autoComplete="new-password"
            required
            error={Boolean(errors.repeat)}
            helperText={fieldErrorText(t, errors.repeat?.message)}
          />
          <Button type="submit" variant="contained" size="large" loading={signUp.isPending}>
            {t('auth:register.submit')}
          </Button>
        </Stack>
      </form>
      <Typography sx={{ mt: 3 }}>
        {t('auth:register.haveAccount')}{' '}
        <Link component={RouterLink} to={pathFor('login', lang)}>
          {t('auth:register.signIn')}
        </Link>
      </Typography>
    </AuthPanel>
  );
}
