import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSettings, type Settings } from '@portal/domain/schemas/settings';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { App } from '@/app/app';
import { languageForPath } from '@/app/routes';
import { i18n } from '@/lib/i18n';
import { setSessionToken } from '@/lib/session';
import { settingsQueryOptions } from '@/lib/settings';
import { seedShellQueries } from './shell-queries';

export const testSettings: Settings = {
  ...defaultSettings,
  languages: { default: 'es-ES', partners: ['ca-ES', 'es-ES', 'en-US'] },
  organization: {
    ...defaultSettings.organization,
    name: 'Energía Demo',
    email: 'clientes@energia-demo.example',
    phone_crm: '900 123 456',
  },
};

/** Where the app is now: updated after every navigation. */
export interface CurrentLocation {
  location: Location;
}

function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  // A layout effect: the location is current by the time a test sees the page it leads to.
  useLayoutEffect(() => onChange(location), [onChange, location]);
  return null;
}

/** Renders the whole app (providers, layout, route table) at `path`, as main.tsx does. */
export async function renderApp(
  path: string,
  options: { token?: string; settings?: Settings; state?: unknown } = {},
) {
  if (options.token) setSessionToken(options.token);
  const { pathname, search, hash } = new URL(path, 'http://localhost');
  await i18n.changeLanguage(languageForPath(pathname, 'es') ?? 'es');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(settingsQueryOptions.queryKey, options.settings ?? testSettings);
  seedShellQueries(queryClient);
  const current = { location: { pathname, search, hash } } as CurrentLocation;
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[{ pathname, search, hash, state: options.state }]}>
      <App queryClient={queryClient} />
      <LocationSpy
        onChange={(location) => {
          current.location = location;
        }}
      />
    </MemoryRouter>,
  );
  return { ...view, current, queryClient, user };
}
