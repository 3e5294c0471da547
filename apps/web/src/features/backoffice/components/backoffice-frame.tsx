import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { useLang } from '@/lib/i18n';
import { matchRoute, pathFor, type LoginRedirectState } from '@/lib/paths';
import { useMe } from '../api/get-me';
import { useStaffSignOut } from '../api/sign-out';
import type { Staff } from '../api/staff-endpoints';
import { navigationFor, type StaffNavEntry } from '../utils/navigation';
import { useStaffSession } from '../utils/staff-session';
import { useBackofficeTexts } from '../utils/texts';
import { useWideScreen } from '../utils/wide-screen';
import { StaffPageFrame } from './staff-page-frame';

/**
 * The signed-in back office around a screen (issue 27): the staff member's name and role, sign-out,
 * and the navigation to the screens their role may use. Without a staff session, the sign-in (which
 * brings the staff member back here). A customer's session plays no part.
 */
export function BackofficeFrame({
  languageMenu,
  children,
}: {
  languageMenu?: ReactNode;
  children: ReactNode;
}) {
  const session = useStaffSession();
  const lang = useLang();
  const location = useLocation();
  // Checks the token and reads who it is now; a 401 ends the session (utils/call-staff.ts).
  useMe(session !== null);
  if (!session) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={pathFor('backofficeLogin', lang)} replace state={state} />;
  }
  return (
    <StaffPageFrame
      languageMenu={languageMenu}
      account={<StaffAccount staff={session.staff} />}
      navigation={<StaffNavigation staff={session.staff} />}
    >
      {children}
    </StaffPageFrame>
  );
}

function StaffAccount({ staff }: { staff: Staff }) {
  const t = useBackofficeTexts();
  const lang = useLang();
  const navigate = useNavigate();
  const signOut = useStaffSignOut();
  return (
    <Box
      component="section"
      aria-label={t('backoffice:frame.staffMember')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      <Typography component="p" variant="body2" sx={{ lineHeight: 1.3 }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {staff.name}
        </Box>
        <Box component="span" sx={{ display: 'block' }}>
          {t(`backoffice:frame.roles.${staff.role}`)}
        </Box>
      </Typography>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        loading={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSettled: () => void navigate(pathFor('backofficeLogin', lang), { replace: true }),
          })
        }
      >
        {t('backoffice:frame.signOut')}
      </Button>
    </Box>
  );
}

function StaffNavigation({ staff }: { staff: Staff }) {
  const t = useBackofficeTexts();
  const wide = useWideScreen();
  const { pathname } = useLocation();
  const current = matchRoute(pathname)?.route.id;
  const entries = navigationFor(staff.role);
  if (!wide) return <StaffNavMenu entries={entries} current={current} />;
  return (
    <Box component="nav" aria-label={t('backoffice:frame.navigation')}>
      <StaffNavLinks entries={entries} current={current} vertical={false} />
    </Box>
  );
}

/** Whether `entry` is the current screen's, or that of the screen it was opened from. */
const isActive = (entry: StaffNavEntry, current: string | undefined) =>
  current === entry.routeId || (current !== undefined && entry.within?.includes(current) === true);

/**
 * On a narrow screen the entries (eleven for an administrator) are in a drawer, opened by a menu
 * button beside the current entry's name; closing it gives the focus back to the button.
 */
function StaffNavMenu({
  entries,
  current,
}: {
  entries: readonly StaffNavEntry[];
  current: string | undefined;
}) {
  const t = useBackofficeTexts();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const close = () => setOpen(false);
  const active = entries.find((entry) => isActive(entry, current));
  return (
    <Box
      component="nav"
      aria-label={t('backoffice:frame.navigation')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1, minWidth: 0 }}
    >
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        startIcon={<MenuIcon />}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
      >
        {t('backoffice:frame.menu')}
      </Button>
      {active && (
        <Typography component="p" variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
          {t(`backoffice:nav.${active.label}`)}
        </Typography>
      )}
      <Drawer
        id={drawerId}
        open={open}
        onClose={close}
        anchor="left"
        slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
          <Typography component="p" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
            {t('backoffice:area')}
          </Typography>
          <IconButton aria-label={t('backoffice:frame.closeMenu')} onClick={close} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box
          component="nav"
          aria-label={t('backoffice:frame.navigation')}
          sx={{ overflowY: 'auto' }}
        >
          <StaffNavLinks entries={entries} current={current} vertical onNavigate={close} />
        </Box>
      </Drawer>
    </Box>
  );
}

/** The entries' links, the current one marked: in a row on a wide screen, a column in the drawer. */
function StaffNavLinks({
  entries,
  current,
  vertical,
  onNavigate,
}: {
  entries: readonly StaffNavEntry[];
  current: string | undefined;
  vertical: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const t = useBackofficeTexts();
  const lang = useLang();
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        gap: 0,
        listStyle: 'none',
        m: 0,
        p: 0,
        py: vertical ? 1 : 0,
        // Eleven entries are wider than some screens above md: they wrap rather than hide.
        flexWrap: vertical ? undefined : 'wrap',
      }}
    >
      {entries.map((entry) => {
        // A screen opened from an entry's (a case from the inbox) keeps the entry marked.
        const active = isActive(entry, current);
        return (
          <li key={entry.routeId}>
            <Box
              component={NavLink}
              to={pathFor(entry.routeId, lang)}
              aria-current={current === entry.routeId ? 'page' : undefined}
              onClick={onNavigate}
              sx={{
                display: vertical ? 'block' : 'inline-block',
                whiteSpace: 'nowrap',
                color: vertical ? 'text.primary' : 'inherit',
                px: vertical ? 2 : 1,
                py: vertical ? 1.25 : 1,
                fontWeight: 600,
                fontSize: vertical ? undefined : '0.9375rem',
                textDecoration: 'none',
                ...(vertical
                  ? {
                      borderLeft: 4,
                      borderColor: active ? 'primary.main' : 'transparent',
                      bgcolor: active ? 'action.selected' : undefined,
                    }
                  : { borderBottom: 3, borderColor: active ? 'currentColor' : 'transparent' }),
                '&:hover': { textDecoration: 'underline' },
                '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: -3 },
              }}
            >
              {t(`backoffice:nav.${entry.label}`)}
            </Box>
          </li>
        );
      })}
    </Box>
  );
}
