import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavList } from './nav-list';
import type { NavEntry } from './navigation';

/** The side drawer of small screens (and of the drawer variants): its own chunk, loaded on demand. */
export function NavDrawer({
  id,
  open,
  onClose,
  entries,
  grouped,
  title,
  onSignOut,
  signingOut,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  entries: readonly NavEntry[];
  grouped: boolean;
  title: string;
  /** Present when signed in. */
  onSignOut?: () => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={id}
      open={open}
      onClose={onClose}
      anchor="left"
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        <Typography component="p" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        <IconButton aria-label={t('nav.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.label')} sx={{ flex: 1, overflowY: 'auto' }}>
        <NavList entries={entries} grouped={grouped} onNavigate={onClose} />
      </Box>
      {onSignOut && (
        <>
          <Divider />
          <Box sx={{ p: 2 }}>
            <Button
              fullWidth
              variant="outlined"
              startIcon={<LogoutIcon />}
              onClick={onSignOut}
              loading={signingOut}
            >
              {t('session.signOut')}
            </Button>
          </Box>
        </>
      )}
    </Drawer>
  );
}
