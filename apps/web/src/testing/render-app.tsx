import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSettings, type Settings } from '@portal/domain/schemas/settings';
import { MemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { i18n } from '@/lib/i18n';
import { languageForPath } from '@/lib/paths';
import { setSessionToken } from '@/lib/session';
import { settingsQueryOptions } from '@/lib/settings';
import { LocationSpy, type CurrentLocation } from './render-with-providers';
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

/** Renders the whole app (providers, layout, path table, pages) at `path`, as main.tsx does. */
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
