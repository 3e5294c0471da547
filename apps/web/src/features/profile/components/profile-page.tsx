import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageHeading } from '@/components/layout/page-heading';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { DescriptionList } from '@/components/ui/description-list';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { isApiError } from '@/lib/api-client';
import { errorTextKey } from '@/lib/errors';
import { useProfile, type Profile } from '../api/get-profile';

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['profile', 'common']);
  const rows = [
    { label: t('profile:fields.name'), value: profile.name },
    ...(profile.vat === undefined ? [] : [{ label: t('profile:fields.vat'), value: profile.vat }]),
    { label: t('profile:fields.email'), value: profile.email },
    { label: t('profile:fields.mobile'), value: profile.mobile },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <DescriptionList
        items={rows.map((row) => ({ ...row, value: row.value || t('profile:notProvided') }))}
      />
      {profile.newsletterUrl && (
        <Box sx={{ mt: 3 }}>
          <Link href={profile.newsletterUrl} target="_blank" rel="noopener noreferrer">
            {t('profile:newsletter')}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('common:opensInNewWindow')}`}
            </Box>
          </Link>
        </Box>
      )}
    </Paper>
  );
}

/** The customer's contact data (spec 1 point 3, "Profile"). */
export function ProfilePage() {
  const { t } = useTranslation(['common', 'profile', 'errors']);
  const profile = useProfile();

  return (
    <>
      <PageHeading>{t('common:routes.profile')}</PageHeading>
      {profile.isPending && <DelayedSpinner />}
      {profile.isError && (
        <RetryAlert onRetry={() => void profile.refetch()}>
          {t('profile:loadError')}{' '}
          {isApiError(profile.error) ? t(errorTextKey(profile.error.code)) : null}
        </RetryAlert>
      )}
      {profile.data && <ProfileDetails profile={profile.data} />}
    </>
  );
}
