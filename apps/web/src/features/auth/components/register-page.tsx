import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registerFormSchema } from '@portal/domain/schemas/auth';

import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { pathFor } from '@/lib/paths';
import { TextInput } from '@/components/form/text-input';
import { PageHeading } from '@/components/layout/page-heading';
import { isApiError } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { useRegister } from '../api/register';
import { postLoginPath } from '../utils/post-login';
import {
  fieldErrorText,
  requestErrorText,
  serverErrorFields,
  setServerFieldErrors,
} from '@/lib/form-errors';
import { authNamespaces, byCommas } from '../utils/auth-texts';
import { AuthPanel } from './auth-panel';
import { NewPasswordFields } from './new-password-fields';
import { ResultAlert } from './result-alert';

const fields = ['user', 'password'] as const;

const accountExists = (error: unknown) =>
  isApiError(error) && (error.status === 409 || error.code === 'user_already_exists');

/** Spec 1 points 2 and 7: a new account, signed in at once. */
export function RegisterPage() {
  const { t } = useTranslation(authNamespaces);
  const lang = useLang();
  const settings = useSettings();
  const navigate = useNavigate();
  const { search } = useLocation();
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
  const signUp = useRegister();

  const error = signUp.error;
  const onFields = serverErrorFields(error, fields).length > 0;

  const onSubmit = handleSubmit(({ user, password: newPassword }) =>
    signUp.mutate(
      { user, password: newPassword },
      {
        // Post-login redirect (spec 1 point 2): a new customer goes on to contracting.
        onSuccess: (response) =>
          void navigate(
            postLoginPath(settings, lang, { newCustomer: response.new_customer, search }),
            { replace: true },
          ),
        onError: (failure) => setServerFieldErrors(failure, fields, setError),
      },
    ),
  );

  const { ref: userRef, ...userField } = register('user');

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
              {requestErrorText(t, error)}
            </ResultAlert>
          )}
          <TextInput
            {...userField}
            inputRef={userRef}
            label={t('auth:register.user')}
            autoComplete="username"
            required
            error={Boolean(errors.user)}
            helperText={
              fieldErrorText(t, errors.user?.message, byCommas) ?? t('auth:register.userHelp')
            }
          />
          <NewPasswordFields
            control={control}
            register={register}
            errors={errors}
            passwordLabel={t('auth:register.password')}
            repeatLabel={t('auth:register.repeat')}
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
