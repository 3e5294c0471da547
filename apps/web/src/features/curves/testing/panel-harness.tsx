import { QueryClient } from '@tanstack/react-query';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, type Lang } from '@/lib/i18n';
import { setSessionToken } from '@/lib/session';
import { settingsQueryOptions } from '@/lib/settings';
import { mockApi, requests, type MockReply } from '@/testing/api-mock';
import { testSettings } from '@/testing/render-app';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ConsumptionPanel, type ConsumptionPanelProps } from '../components/consumption-panel';

/** What the consumption panel's test files share: its calls, how to render it, the clock. */

configure({ asyncUtilTimeout: 15_000 });
export const slow = { timeout: 30_000 };

const CHART = '/api/v2/contracts/0100001/cch/chart';
export const COST = '/api/v2/contracts/0100001/cch/cost';
export const SIMULATION = '/api/v2/contracts/0100001/cch/simulation/';
export const chartCalls = (granularity = 'monthly') =>
  requests.filter((r) => r.url.pathname === `${CHART}/${granularity}/`);
export const params = (request: { url: URL } | undefined) =>
  Object.fromEntries(request?.url.searchParams ?? []);

/** Answers the chart call of a granularity with the items whatever the dates asked. */
export function answerChart(
  granularity: string,
  reply: MockReply | ((start: string) => MockReply | Promise<MockReply>),
) {
  mockApi('GET', `${CHART}/${granularity}/`, (request) => {
    const start = request.url.searchParams.get('start') ?? '';
    return typeof reply === 'function' ? reply(start) : reply;
  });
}

export async function renderPanel(props: Partial<ConsumptionPanelProps> = {}, lang: Lang = 'es') {
  setSessionToken('jwt');
  await i18n.changeLanguage(lang);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(settingsQueryOptions.queryKey, testSettings);
  const user = userEvent.setup();
  const view = renderWithProviders(
    <ConsumptionPanel contracts={['0100001']} {...props} />,
    '/consumo',
    queryClient,
  );
  return { ...view, user };
}

export const figure = () => screen.findByRole('figure');
export const seriesText = async () =>
  within(await figure())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Freezes the date (only: timers stay real for Testing Library) for the tests of the file. */
export function freezeClockAtNovember2025() {
  beforeEach(() => {
    // Only the clock: timers stay real for Testing Library. Yesterday is 14 November 2025 in Madrid.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-15T09:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}
