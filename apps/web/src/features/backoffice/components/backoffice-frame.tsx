import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { useLang } from '@/lib/i18n';
import { matchRoute, pathFor, type LoginRedirectState } from '@/lib/paths';
import { useMe } from '../api/get-me';
import { useStaffSignOut } from '../api/sign-out';
import type { Staff } from '../api/staff-endpoints';
import { navigationFor } from '../utils/navigation';
import { useStaffSession } from '../utils/staff-session';
import { useBackofficeTexts } from '../utils/texts';
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
  const lang = useLang();
  const { pathname } = useLocation();
  const current = matchRoute(pathname)?.route.id;
  const entries = navigationFor(staff.role);
  return (
    <Box component="nav" aria-label={t('backoffice:frame.navigation')}>
      {/* On a phone the entries scroll sideways rather than widen the page. */}
      <Box
        component="ul"
        sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0, overflowX: 'auto' }}
      >
        {entries.map((entry) => {
          // A screen opened from an entry's (a case from the inbox) keeps the entry marked.
          const active =
            current === entry.routeId ||
            (current !== undefined && entry.within?.includes(current) === true);
          return (
            <li key={entry.routeId}>
              <Box
                component={NavLink}
                to={pathFor(entry.routeId, lang)}
                aria-current={current === entry.routeId ? 'page' : undefined}
                sx={{
                  display: 'inline-block',
                  whiteSpace: 'nowrap',
                  color: 'inherit',
                  px: 1.5,
                  py: 1,
                  fontWeight: 600,
                  textDecoration: 'none',
                  borderBottom: 3,
                  borderColor: active ? 'currentColor' : 'transparent',
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
    </Box>
  );
}
