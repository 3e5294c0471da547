import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathFor } from '@/lib/paths';
import { useLang } from '@/lib/i18n';
import { authNamespaces } from '../utils/auth-texts';
import { ResultAlert } from './result-alert';

/** The end of a reset step: what happened, and the way to sign in. */
export function ResetDone({ children }: { children: ReactNode }) {
  const { t } = useTranslation(authNamespaces);
  const lang = useLang();
  return (
    <Stack spacing={3}>
      <ResultAlert severity="success" role="status">
        {children}
      </ResultAlert>
      <Button component={RouterLink} to={pathFor('login', lang)} variant="contained" size="large">
        {t('auth:resetPassword.goToLogin')}
      </Button>
    </Stack>
  );
}
