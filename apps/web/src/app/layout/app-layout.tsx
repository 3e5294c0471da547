import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, memo, Suspense, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CrashMessage } from '@/components/errors/crash-message';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { BOTTOM_BAR_HEIGHT } from '@/components/layout/bottom-bar';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { LoadWhenVisible } from '@/components/ui/load-when-visible';
import { CookieConsent } from '@/features/cookies/components/cookie-consent';
import { useConsentState } from '@/features/cookies/utils/consent';
import { useFirstPainted } from '@/lib/first-paint';
import { useSettings } from '@/lib/settings';
import { useTokenClaims } from '@/lib/token-claims';
import { contractingRoutes, matchRoute, type RouteId } from '@/lib/paths';
import { Footer } from './footer';
import { Header } from './header';
import { useNavigation } from './navigation';
import { useSessionExpiryRedirect } from './session-expiry';
import { SkipLink } from '@/components/layout/skip-link';

const MAIN_ID = 'main';
/** About how much of a first screen the cookie banner covers, at its bottom (decision 026). */
const COOKIE_BANNER_SHARE = '25%';

const SideNav = lazy(() => import('./side-nav').then((m) => ({ default: m.SideNav })));
// Fixed in a corner: loading it after the page's first paint moves nothing, and keeps it off the
// first chunk and out of the first paint's downloads.
const HelpButton = lazy(() =>
  import('@/features/help/components/help-button').then((m) => ({ default: m.HelpButton })),
);
// Only for a staff member viewing a customer's portal (issue 27): no one else's pages load it.
const ImpersonationBanner = lazy(() =>
  import('./impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })),
);
const LoginBlocks = lazy(() =>
  import('@/features/dynamic-content/components/login-blocks').then((m) => ({
    default: m.LoginBlocks,
  })),
);

/**
 * Renders nothing; tells the layout while the content around it is on screen (not hidden behind
 * its Suspense placeholder).
 */
function ContentShown({ onChange }: { onChange: (shown: boolean) => void }) {
  useLayoutEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}

/**
 * The page's place in the layout, with the error boundary and placeholder around it. Memoised: the
 * layout renders again when the navigation's data arrives, which leaves the page alone.
 */
const PageArea = memo(function PageArea({
  routeId,
  consentAsked,
  onContentShown,
}: {
  routeId: RouteId | undefined;
  consentAsked: boolean;
  onContentShown: (shown: boolean) => void;
}) {
  const { pathname } = useLocation();
  return (
    <Container
      component="main"
      id={MAIN_ID}
      tabIndex={-1}
      maxWidth="md"
      sx={{
        py: { xs: 3, md: 5 },
        px: { xs: 2, sm: 3 },
        minWidth: 0,
        '&:focus': { outline: 'none' },
      }}
    >
      {/* A crash stays inside the page; navigating elsewhere resets it. */}
      <ErrorBoundary
        key={pathname}
        fallback={
          <>
            <CrashMessage />
            <ContentShown onChange={onContentShown} />
          </>
        }
      >
        <Suspense fallback={<ContentPlaceholder />}>
          <Outlet />
          <ContentShown onChange={onContentShown} />
          {/* Below the form, shown with it: loaded when the visitor reaches them. */}
          {routeId === 'login' && (
            <LoadWhenVisible coveredBottom={consentAsked ? COOKIE_BANNER_SHARE : undefined}>
              <Suspense fallback={null}>
                <LoginBlocks />
              </Suspense>
            </LoadWhenVisible>
          )}
        </Suspense>
      </ErrorBoundary>
    </Container>
  );
});

/**
 * The layout of every route: the portal's, or none for the back office's (issue 27), whose pages
 * bring their own frame in their own chunks (the app's error boundary and Suspense are around them).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  return matchRoute(pathname)?.route.access === 'staff' ? <Outlet /> : <PortalLayout />;
}

/**
 * The common layout of the portal's routes (spec 1 point 2): cookie banner, header with
 * navigation, the page, footer, help button. The `md` breakpoint switches between the small-screen
 * drawer and the configured variant (spec 1 point 9).
 */
function PortalLayout() {
  const { pathname } = useLocation();
  const settings = useSettings();
  const theme = useTheme();
  // Without matchMedia (tests) the wide layout; in a browser the real width from the first render.
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const [accountIntent, setAccountIntent] = useState(false);
  const sideNav = desktop && settings.header.variant !== 'horizontal';
  const entries = useNavigation({ accountDetails: accountIntent || sideNav });
  const routeId = matchRoute(pathname)?.route.id;
  // The contracting wizard's Previous and Next sit in a bar fixed to the bottom of a small screen
  // (spec 3 point 2): the page keeps room for it below the footer and the help button rises above.
  const bottomBar =
    !desktop && (contractingRoutes as readonly (RouteId | undefined)[]).includes(routeId);
  const painted = useFirstPainted();
  const helpButton = settings.helpDialog.enabled && routeId !== 'login';
  const consent = useConsentState();
  const consentAsked = !consent.consent || consent.reviewing;
  // The footer comes with the page: shown below its placeholder, it would move when a page shorter
  // than a screen replaces it (a layout shift).
  const [contentShown, setContentShown] = useState(false);
  useSessionExpiryRedirect();
  // Once a view as a customer has begun, its banner stays to say when it has ended.
  const { impersonator } = useTokenClaims();
  const [viewedAs, setViewedAs] = useState(false);
  if (impersonator !== null && !viewedAs) setViewedAs(true);

  return (
    // A column as tall as the screen: the footer stays at the bottom of a short page.
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100dvh',
        pb: bottomBar ? `${BOTTOM_BAR_HEIGHT}px` : undefined,
      }}
    >
      <SkipLink target={MAIN_ID} />
      <CookieConsent />
      {viewedAs && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      <Header entries={entries} desktop={desktop} onAccountIntent={() => setAccountIntent(true)} />
      <Box sx={{ display: 'flex', alignItems: 'stretch', flexGrow: 1 }}>
        {sideNav && (
          <Suspense fallback={<Box sx={{ width: 272, flexShrink: 0 }} />}>
            <SideNav entries={entries} grouped={settings.header.variant === 'drawer-grouped'} />
          </Suspense>
        )}
        <PageArea routeId={routeId} consentAsked={consentAsked} onContentShown={setContentShown} />
      </Box>
      {contentShown && <Footer />}
      {/* The login screen has its own Help button and dialog (spec 1 point 2, "Login screen"). */}
      {helpButton && painted && (
        <Suspense fallback={null}>
          <HelpButton aboveBottomBar={bottomBar} />
        </Suspense>
      )}
    </Box>
  );
}
