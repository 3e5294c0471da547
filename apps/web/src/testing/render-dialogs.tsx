import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import {
  defaultPrivateSettings,
  type PrivateSettings,
  type Settings,
} from '@portal/domain/schemas/settings';
import type { ReactElement } from 'react';
import { i18n, type Lang } from '@/lib/i18n';
import { privateSettingsQueryOptions } from '@/lib/private-settings';
import { setSessionToken } from '@/lib/session';
import { settingsQueryOptions } from '@/lib/settings';
import { testSettings } from '@/testing/render-app';
import { renderWithProviders } from '@/testing/render-with-providers';
import { tokenWith } from '@/testing/viewport';

/**
 * Renders a component of the contract detail with the app's providers, the settings, the private
 * settings and a signed-in session (read-only or impersonating when asked).
 */
export async function renderDialogs(
  ui: ReactElement,
  options: {
    path?: string;
    lang?: Lang;
    settings?: Settings;
    privateSettings?: PrivateSettings;
    claims?: Record<string, unknown>;
  } = {},
) {
  setSessionToken(tokenWith(options.claims ?? {}));
  await i18n.changeLanguage(options.lang ?? 'es');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(settingsQueryOptions.queryKey, options.settings ?? testSettings);
  queryClient.setQueryData(
    privateSettingsQueryOptions.queryKey,
    options.privateSettings ?? defaultPrivateSettings,
  );
  const user = userEvent.setup();
  const view = renderWithProviders(
    ui,
    options.path ?? '/contratos/electricidad/0100001',
    queryClient,
  );
  return { ...view, user, queryClient };
}
