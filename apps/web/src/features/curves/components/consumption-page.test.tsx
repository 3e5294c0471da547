import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Settings } from '@portal/domain/schemas/settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { chartAnswer, curveItem, householdMonths } from '../testing/fixtures';
import type { ConsumptionBarChartProps } from './consumption-bar-chart';
import { chosenContracts } from './consumption-page';

// The chart library needs sizes jsdom does not have: the bars stand in as text (see the panel's test).
vi.mock('./consumption-bar-chart', () => ({
  default: (props: ConsumptionBarChartProps) => (
    <figure aria-label={props.label}>
      <ul>
        {props.series.map((series) => (
          <li key={series.key}>
            {series.label} [{series.stack}]:{' '}
            {series.data.map((value) => (value === null ? '–' : props.format(value))).join(' | ')}
          </li>
        ))}
      </ul>
    </figure>
  ),
}));

configure({ asyncUtilTimeout: 15_000 });
const slow = { timeout: 30_000 };

const listInfo = {
  result: {
    electricity: [
      { id: 1, name: '0100001' },
      { id: 2, name: '0100002' },
      { id: 3, name: '0100003' },
    ],
    gas: [{ id: 5, name: '0200001' }],
  },
};

const curveCalls = (contract: string, granularity = 'monthly') =>
  requests.filter(
    (r) => r.url.pathname === `/api/v2/contracts/${contract}/cch/chart/${granularity}/`,
  );

/** Answers every electricity contract's curve, whatever granularity and dates. */
function answerCurves() {
  for (const { name } of listInfo.result.electricity) {
    for (const granularity of ['monthly', 'daily', 'hourly']) {
      mockApi('GET', `/api/v2/contracts/${name}/cch/chart/${granularity}/`, (request) => ({
        body: chartAnswer(
          request.url.searchParams.get('start') ?? '',
          request.url.searchParams.get('end') ?? '',
          granularity === 'monthly'
            ? householdMonths
            : [curveItem(request.url.searchParams.get('start') ?? '', 'P1', 2)],
        ),
      }));
    }
  }
}

const withMax = (max: number): Settings => ({
  ...testSettings,
  consumption: { maxChartContracts: max },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-11-15T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the contracts a URL chooses', () => {
  it("keeps the customer's electricity contracts, once each, up to the maximum; else the first", () => {
    const names = ['A', 'B', 'C'];
    expect(chosenContracts(['C', 'X', 'A', 'C'], names, 10)).toEqual(['C', 'A']);
    expect(chosenContracts(['C', 'A', 'B'], names, 2)).toEqual(['C', 'A']);
    expect(chosenContracts(['X'], names, 10)).toEqual(['A']);
    expect(chosenContracts([], [], 10)).toEqual([]);
  });
});

describe('consumption route (issue 13 point 5)', slow, () => {
  it('shows the first electricity contract, marked as the current page in the menu', async () => {
    mockApi('GET', '/api/v2/contracts/list-info/', { body: listInfo });
    answerCurves();
    await renderApp('/consumo', { token: 'jwt' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Consumo' })).toBeInTheDocument();
    const chart = await screen.findByRole('figure');
    expect(chart).toHaveAccessibleName(
      'Energía (kWh) de 0100001 por meses, del 01/12/2024 al 14/11/2025',
    );
    expect(curveCalls('0100001')).toHaveLength(1);
    expect(curveCalls('0100002')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Consumo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(screen.getByRole('group', { name: 'Contratos' }))
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent),
    ).toEqual(['0100001']);
    expect(document.title).toMatch(/^Consumo · /);
  });

  it('stacks several contracts, each a series, as the URL chooses them', async () => {
    mockApi('GET', '/api/v2/contracts/list-info/', { body: listInfo });
    answerCurves();
    await renderApp('/consumo?contract=0100002&contract=0100001', { token: 'jwt' });

    const chart = await screen.findByRole('figure');
    expect(chart).toHaveAccessibleName(
      'Energía (kWh) de 0100002 y 0100001 por meses, del 01/12/2024 al 14/11/2025',
    );
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '0100002 [current]: 221\u00a0kWh | 241\u00a0kWh',
      '0100001 [current]: 221\u00a0kWh | 241\u00a0kWh',
    ]);
  });

  it('allows at most consumption.maxChartContracts contracts at once', async () => {
    mockApi('GET', '/api/v2/contracts/list-info/', { body: listInfo });
    answerCurves();
    const { user, current } = await renderApp('/consumo?contract=0100001', {
      token: 'jwt',
      settings: withMax(2),
    });
    await screen.findByRole('figure');

    const group = screen.getByRole('group', { name: 'Contratos' });
    expect(group).toHaveAccessibleDescription('Puedes ver hasta 2 contratos a la vez.');
    const button = (name: string) => within(group).getByRole('button', { name });
    expect(button('0100001')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('0100003'));
    await waitFor(() =>
      expect(new URLSearchParams(current.location.search).getAll('contract')).toEqual([
        '0100001',
        '0100003',
      ]),
    );
    await waitFor(() => expect(curveCalls('0100003')).toHaveLength(1));
    expect(button('0100003')).toHaveAttribute('aria-pressed', 'true');
    // Two chosen: the third cannot be added, and the last one cannot be taken away.
    expect(button('0100002')).toBeDisabled();
    await user.click(button('0100001'));
    await user.click(button('0100003'));
    await waitFor(() =>
      expect(new URLSearchParams(current.location.search).getAll('contract')).toEqual(['0100003']),
    );
    expect(button('0100003')).toHaveAttribute('aria-pressed', 'true');
    expect(curveCalls('0100002')).toHaveLength(0);
  });

  it('keeps the granularity chosen in the URL, and opens on the one the URL asks for', async () => {
    mockApi('GET', '/api/v2/contracts/list-info/', { body: listInfo });
    answerCurves();
    const { user, current } = await renderApp('/consumo?granularity=hourly', { token: 'jwt' });
    await waitFor(() => expect(curveCalls('0100001', 'hourly')).toHaveLength(1));
    expect(Object.fromEntries(curveCalls('0100001', 'hourly')[0]!.url.searchParams)).toMatchObject({
      start: '2025-11-08',
      end: '2025-11-14',
    });
    const select = await screen.findByRole('combobox', { name: 'Ver por' });
    expect(select).toHaveValue('hourly');
    await user.selectOptions(select, 'Días');
    await waitFor(() => expect(current.location.search).toBe('?granularity=daily'));
    expect(curveCalls('0100001', 'daily')).toHaveLength(1);
  });

  it('says so when the customer has no electricity contract', async () => {
    mockApi('GET', '/api/v2/contracts/list-info/', {
      body: { result: { electricity: [], gas: [{ id: 5, name: '0200001' }] } },
    });
    await renderApp('/consumption', { token: 'jwt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consumption' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'You have no electricity contracts: consumption curves exist for electricity only.',
      ),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.includes('/cch/'))).toBe(false);
  });

  it('asks a visitor to sign in first', async () => {
    const { current } = await renderApp('/consum');
    await waitFor(() => expect(current.location.pathname).toBe('/acces'));
  });
});
