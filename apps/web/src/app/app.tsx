import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The whole app below a router (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      {/* Settings and texts load before the first paint; nothing to show until then. */}
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </AppProviders>
  );
}
