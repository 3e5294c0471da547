import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProviders } from '@/app/providers';

/** Where the app is now: updated after every navigation. */
export interface CurrentLocation {
  location: Location;
}

export function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  // A layout effect: the location is current by the time a test sees the page it leads to.
  useLayoutEffect(() => onChange(location), [onChange, location]);
  return null;
}

/**
 * Renders a part of a page with the app's providers, below a router at `path`: for tests of a
 * feature's components without the whole app (features do not import app/).
 */
export function renderWithProviders(ui: ReactElement, path: string, queryClient: QueryClient) {
  const url = new URL(path, 'http://localhost');
  const current = { location: { pathname: url.pathname, search: url.search } } as CurrentLocation;
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
  return { ...view, current };
}
