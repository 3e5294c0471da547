import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorTextKey } from '@/lib/errors';
import { useStartOpenidSignIn } from '../api/start-openid-sign-in';
import { SignInProgress } from './sign-in-progress';

function failureText(error: unknown): ReturnType<typeof errorTextKey> {
  return errorTextKey(isApiError(error) ? error.code : 'unknown_error');
}

/** The login page's second way in, when OpenID Connect is on beside user and password. */
export function OpenidSignInButton({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation(['auth', 'errors']);
  const start = useStartOpenidSignIn();
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <Divider>{t('auth:openid.or')}</Divider>
      {start.isError && <Alert severity="error">{t(failureText(start.error))}</Alert>}
      <Button
        variant="outlined"
        size="large"
        loading={start.isPending}
        onClick={() => start.mutate(returnTo)}
      >
        {t('auth:openid.signIn')}
      </Button>
    </Stack>
  );
}

/**
 * OpenID Connect as the only way in (spec 1 point 2): the login path shows the loading view and
 * sends the visitor to the provider at once.
 */
export function OpenidRedirect({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation(['auth', 'errors']);
  const start = useStartOpenidSignIn();
  const { mutate } = start;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(returnTo);
  }, [mutate, returnTo]);

  if (start.isError) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{t(failureText(start.error))}</Alert>
        <Button variant="contained" onClick={() => start.mutate(returnTo)}>
          {t('auth:openid.retry')}
        </Button>
      </Stack>
    );
  }
  return <SignInProgress label={t('auth:openid.redirecting')} />;
}
