import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { userScope } from '@/lib/query-client';
import { theme } from './theme';

/**
 * Every call carries the interface language (`lang`), so the customer's data the server wrote in
 * words (collection steps, battery types, payment concepts) is stale once it changes: refetched, so
 * no text stays in the old language.
 */
function useServerTextsFollowLanguage(queryClient: QueryClient) {
  useEffect(() => {
    let current = i18n.language;
    const onChange = (language: string) => {
      if (language === current) return;
      current = language;
      void queryClient.invalidateQueries({ queryKey: userScope });
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
