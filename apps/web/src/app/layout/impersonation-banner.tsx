import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useTokenClaims } from '@/lib/token-claims';

/**
 * While a staff member views a customer's portal (issue 27: read-only impersonation), every page
 * says so, with "End": it signs the viewing session out (the server records the view's end) and
 * says the view has ended. Loaded only for a token that names an impersonator.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { impersonator } = useTokenClaims();
  const profile = useQuery({ ...profileQueryOptions, enabled: impersonator !== null });
  const logout = useLogout();
  const navigate = useNavigate();
  const lang = useLang();
  const [ended, setEnded] = useState(false);

  if (ended && impersonator === null) {
    return (
      <Box component="section" aria-label={t('impersonation.label')}>
        <Alert
          severity="success"
          square
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => setEnded(false)}>
              {t('impersonation.dismiss')}
            </Button>
          }
        >
          {t('impersonation.ended')}
        </Alert>
      </Box>
    );
  }
  if (impersonator === null) return null;

  const end = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        setEnded(true);
        void navigate(pathFor('login', lang), { replace: true });
      },
    });
  const customer = profile.data?.name;
  return (
    <Box component="section" aria-label={t('impersonation.label')}>
      <Alert
        severity="warning"
        square
        role="status"
        action={
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            loading={logout.isPending}
            onClick={end}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('impersonation.end')}
          </Button>
        }
        sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}
      >
        {customer
          ? t('impersonation.viewing', { customer, staff: impersonator })
          : t('impersonation.viewingUnnamed', { staff: impersonator })}
        {logout.isError && (
          <span role="alert" style={{ display: 'block' }}>
            {t('session.logoutFailed')}
          </span>
        )}
      </Alert>
    </Box>
  );
}
