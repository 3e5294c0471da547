import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { featureFlagsQueryOptions } from '@/lib/feature-flags';
import { settingsQueryOptions } from '@/lib/settings';
import { theme } from './theme';

/** The app's configuration: the same in every language. */
const languageIndependent = [
  settingsQueryOptions.queryKey[0],
  featureFlagsQueryOptions.queryKey[0],
];

/**
 * Every call carries the interface language (`lang`), so what the server wrote in words (collection
 * steps, battery types, the retailer's pages, blocks and banners) is stale once it changes:
 * refetched, so no text stays in the old language. Settings and flags say the same in any.
 */
function useServerTextsFollowLanguage(queryClient: QueryClient) {
  useEffect(() => {
    let current = i18n.language;
    const onChange = (language: string) => {
      if (language === current) return;
      current = language;
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => !languageIndependent.some((key) => key === queryKey[0]),
      });
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [queryClient]);
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useServerTextsFollowLanguage(queryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
