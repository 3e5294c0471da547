import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultPrivateSettings,
  type PrivateSettings,
  type Settings,
} from '@portal/domain/schemas/settings';
import { useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { privateSettingsQueryOptions } from '@/app/layout/private-settings';
import { AppProviders } from '@/app/providers';
import { i18n, type Lang } from '@/lib/i18n';
import { setSessionToken } from '@/lib/session';
import { settingsQueryOptions } from '@/lib/settings';
import { testSettings } from '@/test/render-app';
import { tokenWith } from '@/test/viewport';

function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onChange(location), [onChange, location]);
  return null;
}

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
  const url = new URL(options.path ?? '/contratos/electricity/0100001', 'http://localhost');
  const current = { location: { pathname: url.pathname, search: url.search } as Location };
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
      <AppProviders queryClient={queryClient}>{ui}</AppProviders>
      <LocationSpy
        onChange={(location) => {
          current.location = location;
        }}
      />
    </MemoryRouter>,
  );
  return { ...view, user, queryClient, current };
}
