import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CrashMessage } from '@/components/errors/crash-message';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { Header } from './header';
import { useSessionExpiryRedirect } from './session-expiry';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main';

/** The common layout of every route (spec 1 point 2): header with navigation, then the page. */
export function AppLayout() {
  const { pathname } = useLocation();
  useSessionExpiryRedirect();
  return (
    <>
      <SkipLink target={MAIN_ID} />
      <Header />
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth="md"
        sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
      >
        {/* A crash stays inside the page; navigating elsewhere resets it. */}
        <ErrorBoundary key={pathname} fallback={<CrashMessage />}>
          <Suspense fallback={<DelayedSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Container>
    </>
  );
}
