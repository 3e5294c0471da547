import type { QueryClient } from '@tanstack/react-query';
// The test harness fills the shell's caches; features are its subject, not its peers.
import { couponsQueryOptions } from '@/features/coupons/api/get-coupons';
import { bannerQueryOptions } from '@/features/dynamic-content/api/get-banner';
import { groupElementsQueryOptions } from '@/features/dynamic-content/api/get-dynamic-elements';
import { dynamicRoutesQueryOptions } from '@/features/dynamic-content/api/get-dynamic-routes';
import { featureFlagsQueryOptions } from '@/lib/feature-flags';
import { languages } from '@/lib/i18n';
import { hasMockHandler, mockBackgroundApi } from './api-mock';

/**
 * The shell loads some data on every page (flags, dynamic pages, the login blocks, coupons and the
 * invoices banner). A test that does not answer one of those calls itself gets flags on and no pages,
 * blocks, coupons or banner: from the cache at first (no request at all), and from an unrecorded
 * background answer once the cache is dropped (signing in drops the customer's data). A test that
 * registers a handler for the call before renderApp gets the real request instead.
 */
export function seedShellQueries(queryClient: QueryClient): void {
  const seed = (
    path: string,
    keys: (readonly unknown[])[],
    cached: unknown,
    answer: { status?: number; body?: unknown },
  ) => {
    if (hasMockHandler('GET', path)) return;
    for (const key of keys) queryClient.setQueryData(key, cached);
    mockBackgroundApi('GET', path, answer);
  };
  const flags = { 'coupons.coupon': true, 'crm.case': true };
  seed('/api/v2/feature_flags/', [featureFlagsQueryOptions.queryKey], flags, {
    body: { feature_flags: flags },
  });
  seed('/api/v2/ov_customize/html_dinamic_routes', [dynamicRoutesQueryOptions.queryKey], [], {
    body: [],
  });
  seed(
    '/api/v2/ov_customize/html_dinamic_elements',
    [groupElementsQueryOptions('Login').queryKey],
    [],
    { body: [] },
  );
  seed(
    '/api/v2/user/coupons',
    languages.map((lang) => couponsQueryOptions(lang).queryKey),
    [],
    { body: [] },
  );
  seed('/api/v2/banners/invoices_top', [bannerQueryOptions('invoices_top').queryKey], null, {
    status: 404,
    body: { error: 'not_found' },
  });
  // A signed-in customer lands on invoices: no invoices and no filter values, unless a test says.
  const noInvoices = { body: { items: [], n_items: 0, offset: 0, limit: 100 } };
  for (const path of ['/api/v1/invoices/', '/api/v2/invoices/', '/api/v2/invoices_multipoint/']) {
    mockBackgroundApi('GET', path, noInvoices);
  }
  mockBackgroundApi('GET', '/api/v2/filter/params', { body: {} });
}
