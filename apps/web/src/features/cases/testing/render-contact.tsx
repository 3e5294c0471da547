import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { Settings } from '@portal/domain/schemas/settings';
import type { ReactElement } from 'react';
import { i18n, type Lang } from '@/lib/i18n';
import { settingsQueryOptions } from '@/lib/settings';
import { mockApi } from '@/testing/api-mock';
import { testSettings } from '@/testing/render-app';
import { renderWithProviders } from '@/testing/render-with-providers';

export const contactCategories = {
  items: [
    { id: 3, name: 'Quiero contratar' },
    { id: 4, name: 'Otras consultas' },
  ],
};

/** The categories a visitor may choose (GET crm/cases/categories/?unsigned=true). */
export function answerContactCategories() {
  mockApi('GET', '/api/v2/crm/cases/categories/', { body: contactCategories });
}

/** Renders a contact component with the app's providers and the settings, for a visitor. */
export async function renderContact(
  ui: ReactElement,
  options: { path?: string; lang?: Lang; settings?: Settings } = {},
) {
  await i18n.changeLanguage(options.lang ?? 'es');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(settingsQueryOptions.queryKey, options.settings ?? testSettings);
  const user = userEvent.setup();
  const view = renderWithProviders(ui, options.path ?? '/contacto', queryClient);
  return { ...view, user, queryClient };
}
