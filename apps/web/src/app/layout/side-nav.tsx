import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NavList } from './nav-list';
import type { NavEntry } from './navigation';

/** The drawer variants on wide screens: the navigation stays open beside the page. */
export function SideNav({ entries, grouped }: { entries: readonly NavEntry[]; grouped: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{
        width: 272,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        alignSelf: 'stretch',
      }}
    >
      <Box sx={{ py: 1 }}>
        <NavList entries={entries} grouped={grouped} />
      </Box>
    </Box>
  );
}
