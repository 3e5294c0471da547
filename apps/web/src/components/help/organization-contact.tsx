import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings';

/** The retailer's e-mail, phone and opening hours, from the settings (spec 1 point 3). */
export function OrganizationContact() {
  const { t } = useTranslation();
  const { organization } = useSettings();
  const { openingHour, closingHour, daysPerYear } = organization.schedule;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        '& dt': { fontWeight: 700 },
        '& dd': { ml: 0, mb: 1.5, overflowWrap: 'anywhere' },
      }}
    >
      {organization.email && (
        <>
          <dt>{t('help.email')}</dt>
          <dd>
            <Link href={`mailto:${organization.email}`}>{organization.email}</Link>
          </dd>
        </>
      )}
      {organization.phone_crm && (
        <>
          <dt>{t('help.phone')}</dt>
          <dd>
            <Link href={`tel:${organization.phone_crm.replace(/\s+/g, '')}`}>
              {organization.phone_crm}
            </Link>
          </dd>
        </>
      )}
      <dt>{t('help.hours')}</dt>
      <dd>{t('help.schedule', { from: openingHour, to: closingHour, days: daysPerYear })}</dd>
    </Box>
  );
}
