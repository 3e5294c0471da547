import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A failure to load what a page or a form needs, with the button that tries again: an error when
 * the page cannot go on, a warning when only some choices are missing.
 */
export function RetryAlert({
  severity = 'error',
  role,
  onRetry,
  children,
}: {
  severity?: 'error' | 'warning';
  role?: AlertProps['role'];
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity={severity}
      role={role}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
