import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipLink } from '@/components/layout/skip-link';
import { useSettings } from '@/lib/settings';
import { useBackofficeTexts } from '../utils/texts';

export const BACKOFFICE_MAIN_ID = 'backoffice-main';

/**
 * The back office's page: a skip link, a bar with the retailer's name, the area's name and the
 * language menu (and, signed in, who is signed in and the navigation), then the page itself. It is
 * the back office's own: the customers' header, footer, help button and cookie banner are not in it.
 */
export function StaffPageFrame({
  languageMenu,
  account,
  navigation,
  children,
}: {
  languageMenu?: ReactNode;
  /** Who is signed in and the sign-out button. */
  account?: ReactNode;
  navigation?: ReactNode;
  children: ReactNode;
}) {
  const t = useBackofficeTexts();
  const { t: common } = useTranslation('common');
  const settings = useSettings();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink target={BACKOFFICE_MAIN_ID} />
      <Box
        component="header"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: { xs: 1.5, sm: 3 } }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 2,
            rowGap: 0.5,
            minHeight: 56,
            py: 0.5,
          }}
        >
          <Typography component="p" sx={{ fontWeight: 700, mr: 'auto' }}>
            {settings.organization.name || common('appName')}
            <Box component="span" sx={{ fontWeight: 400 }}>
              {' · '}
              {t('backoffice:area')}
            </Box>
          </Typography>
          {account}
          {languageMenu}
        </Box>
        {navigation}
      </Box>
      <Container
        component="main"
        id={BACKOFFICE_MAIN_ID}
        tabIndex={-1}
        maxWidth="lg"
        sx={{
          py: { xs: 2, md: 4 },
          px: { xs: 1.5, sm: 3 },
          flexGrow: 1,
          '&:focus': { outline: 'none' },
        }}
      >
        {children}
      </Container>
    </Box>
  );
}
