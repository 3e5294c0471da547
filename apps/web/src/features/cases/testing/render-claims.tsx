import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { Settings } from '@portal/domain/schemas/settings';
import type { ReactElement } from 'react';
import { featureFlagsQueryOptions } from '@/lib/feature-flags';
import { i18n, type Lang } from '@/lib/i18n';
import { setSessionToken } from '@/lib/session';
import { settingsQueryOptions } from '@/lib/settings';
import { testSettings } from '@/testing/render-app';
import { renderWithProviders } from '@/testing/render-with-providers';
import { tokenWith } from '@/testing/viewport';

/**
 * Renders a claims component with the app's providers, the settings, the flags on and a signed-in
 * session (read-only or impersonating when asked).
 */
export async function renderClaims(
  ui: ReactElement,
  options: {
    path?: string;
    lang?: Lang;
    settings?: Settings;
    claims?: Record<string, unknown>;
  } = {},
) {
  setSessionToken(tokenWith(options.claims ?? {}));
  await i18n.changeLanguage(options.lang ?? 'es');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(settingsQueryOptions.queryKey, options.settings ?? testSettings);
  queryClient.setQueryData(featureFlagsQueryOptions.queryKey, {
    'coupons.coupon': true,
    'crm.case': true,
  });
  const user = userEvent.setup();
  const view = renderWithProviders(ui, options.path ?? '/reclamaciones', queryClient);
  return { ...view, user, queryClient };
}
