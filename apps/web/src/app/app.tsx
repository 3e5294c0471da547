import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { CrashMessage } from '@/components/errors/crash-message';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useSession } from '@/lib/session';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

const SessionExpiredDialog = lazy(() =>
  import('@/features/auth/components/session-expired-dialog').then((m) => ({
    default: m.SessionExpiredDialog,
  })),
);

/** The session-expired dialog (spec 1 point 4), loaded the first time a session expires. */
function SessionWatch() {
  const { expired } = useSession();
  const [needed, setNeeded] = useState(expired);
  if (expired && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}

/** The whole app below a router (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      {/* A crash outside the pages (the layout) still shows the crash page with its code. */}
      <ErrorBoundary fallback={<CrashMessage />}>
        {/* Settings and texts load before the first paint; nothing to show until then. */}
        <Suspense fallback={null}>
          <AppRoutes />
          <SessionWatch />
        </Suspense>
      </ErrorBoundary>
    </AppProviders>
  );
}
