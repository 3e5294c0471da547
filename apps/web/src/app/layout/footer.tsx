import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { reviewConsent } from '@/features/cookies/utils/consent';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { useLang } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { pathFor } from '@/lib/paths';
import { helpButtonRoom } from '@/components/layout/bottom-bar';

/**
 * Legal links, the cookie choice (to review it at any time) and the version page. Memoised: it
 * reads its own data, and the layout's renders leave it alone.
 */
export const Footer = memo(function Footer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const { links } = settings;
  const legal = [
    { key: 'privacyPolicy', href: links.privacyPolicy },
    { key: 'conditions', href: links.conditions },
    { key: 'cookies', href: links.cookies },
  ] as const;

  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: { xs: 2, sm: 3 },
        // Room for the floating help button below the last line: on any page, scrolling to the end
        // uncovers whatever the button covered (issue 25 points 9 and 18).
        pt: 2,
        pb: { xs: `${helpButtonRoom('xs')}px`, md: `${helpButtonRoom('md')}px` },
      }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 1,
        }}
      >
        {legal
          .filter((link) => link.href)
          .map((link) => (
            <li key={link.key}>
              <Link href={link.href} {...newTabProps} variant="body2">
                {t(`footer.${link.key}`)}
                <NewWindowHint />
              </Link>
            </li>
          ))}
        <li>
          <Link component="button" type="button" variant="body2" onClick={reviewConsent}>
            {t('footer.cookieSettings')}
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to={pathFor('version', lang)} variant="body2">
            {t('footer.version')}
          </Link>
        </li>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {settings.organization.name || t('appName')}
      </Typography>
    </Box>
  );
});
