import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import type { ErrorPageStatus } from '@/lib/app-error';

export interface ErrorPageProps {
  status: ErrorPageStatus;
  /** The text under the title; the status's own message when absent. */
  message?: string;
  /** More lines under the message (the maintenance window). */
  children?: ReactNode;
  /** 404: where "go home" leads. */
  homePath?: string;
  /** 401 and 403: what "continue" does (clears the error). */
  onContinue?: () => void;
}

/**
 * The error page of spec 1 point 2 ("Other shell screens"): a title and a message per code; 404 offers
 * go home, 500 and 503 refresh, 401 and 403 continue.
 */
export function ErrorPage({
  status,
  message,
  children,
  homePath = '/',
  onContinue,
}: ErrorPageProps) {
  const { t } = useTranslation('errors');
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <Typography
        sx={{ fontSize: { xs: '3rem', md: '4rem' }, fontWeight: 700, lineHeight: 1, mb: 2 }}
        aria-hidden="true"
      >
        {status}
      </Typography>
      <PageHeading>{t(`page.${status}.title`)}</PageHeading>
      <Typography sx={{ mb: children ? 1 : 3 }}>
        {message ?? t(`page.${status}.message`)}
      </Typography>
      {children && <Box sx={{ mb: 3 }}>{children}</Box>}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('page.code', { code: status })}
      </Typography>
      {status === 404 && (
        <Button variant="contained" component={RouterLink} to={homePath}>
          {t('page.goHome')}
        </Button>
      )}
      {(status === 500 || status === 503) && (
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('page.refresh')}
        </Button>
      )}
      {(status === 401 || status === 403) && (
        <Button variant="contained" onClick={onContinue}>
          {t('page.continue')}
        </Button>
      )}
    </Box>
  );
}
