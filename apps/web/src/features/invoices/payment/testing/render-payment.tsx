import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { i18n, type Lang } from '@/lib/i18n';
import { setSessionToken } from '@/lib/session';
import { mockApi } from '@/testing/api-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { tokenWith } from '@/testing/viewport';

/** Renders a payment component with the app's providers and a signed-in session. */
export async function renderPayment(
  ui: ReactElement,
  options: { path?: string; lang?: Lang; claims?: Parameters<typeof tokenWith>[0] } = {},
) {
  setSessionToken(tokenWith(options.claims ?? {}));
  await i18n.changeLanguage(options.lang ?? 'es');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  // No pause between keys: card numbers are typed key by key.
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(ui, options.path ?? '/facturas', queryClient);
  return { ...view, user, queryClient };
}

export const PLATFORMS = '/api/v2/payment_platforms_available';
export const PAY = '/api/v2/pay';
export const SANDBOX_METHODS = '/api/v2/payment_platforms/sandbox/payment_methods';

/** The demo's platform: the sandbox, with its publishable key. */
export function mockSandboxSetup() {
  mockApi('GET', PLATFORMS, { body: { platforms: ['sandbox'] } });
  mockApi('GET', '/api/v2/publishable_key/sandbox', { body: { publishable_key: 'pk_sandbox' } });
}
