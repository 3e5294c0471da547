import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsumptionBarChartProps } from '@/features/curves/components/consumption-bar-chart';
import { chartAnswer, householdMonths } from '@/features/curves/testing/fixtures';
import { electricityContract } from '@/testing/contract-fixtures';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { tokenWith } from '@/testing/viewport';

// The chart library needs sizes jsdom does not have: the figure stands in for it.
vi.mock('@/features/curves/components/consumption-bar-chart', () => ({
  default: (props: ConsumptionBarChartProps) => <figure aria-label={props.label} />,
}));

configure({ asyncUtilTimeout: 15_000 });
const slow = { timeout: 30_000 };

const listInfo = {
  result: {
    electricity: [
      { id: 1, name: '0100001' },
      { id: 2, name: '0100002' },
    ],
    gas: [],
  },
};

const curveCalls = (contract: string, granularity: string) =>
  requests.filter(
    (r) => r.url.pathname === `/api/v2/contracts/${contract}/cch/chart/${granularity}/`,
  );

/** The electricity contracts the consumption page picks from, those that consume most first. */
const curveContracts = listInfo.result.electricity.map(({ id, name }, index) => ({
  id,
  name,
  cups: `ES00210001203000${id}0AB0F`,
  address: `Calle Mayor, ${id}, 28013 Madrid`,
  consumption_kwh: 3000 - index * 1000,
}));

function answerCurves() {
  mockApi('GET', '/api/v2/contracts/list-info/', { body: listInfo });
  mockApi('GET', '/api/v2/cch/contracts/', { body: { items: curveContracts } });
  for (const { name } of listInfo.result.electricity) {
    for (const granularity of ['monthly', 'hourly']) {
      mockApi('GET', `/api/v2/contracts/${name}/cch/chart/${granularity}/`, (request) => ({
        body: chartAnswer(
          request.url.searchParams.get('start') ?? '',
          request.url.searchParams.get('end') ?? '',
          householdMonths,
        ),
      }));
    }
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-11-15T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

/** The ways into the consumption route (spec 1 point 2, spec 2 point 4, issue 13 point 5). */
describe('ways into the consumption panel', slow, () => {
  it('goes from the home tile to the hourly view of the first contract', async () => {
    answerCurves();
    const { user, current } = await renderApp('/', { token: tokenWith({}) });
    await user.click(await screen.findByRole('link', { name: 'Ver el consumo por horas' }));

    await waitFor(() => expect(current.location.pathname).toBe('/consumo'));
    expect(current.location.search).toBe('?granularity=hourly');
    expect(await screen.findByRole('figure')).toHaveAccessibleName(
      'Energía (kWh) de 0100001 por horas, del 08/11/2025 al 14/11/2025',
    );
    expect(curveCalls('0100001', 'hourly')).toHaveLength(1);
  });

  it('goes from the menu to the panel of the last 12 months', async () => {
    answerCurves();
    const { user, current } = await renderApp('/facturas', { token: tokenWith({}) });
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    await user.click(within(nav).getByRole('link', { name: 'Consumo' }));

    await waitFor(() => expect(current.location.pathname).toBe('/consumo'));
    expect(await screen.findByRole('figure')).toHaveAccessibleName(
      'Energía (kWh) de 0100001 por meses, del 01/12/2024 al 14/11/2025',
    );
    expect(within(nav).getByRole('link', { name: 'Consumo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lands the consumption redirect action on the panel, with the contract chosen in the list', async () => {
    mockApi('GET', '/api/v2/contracts', {
      body: {
        items: [electricityContract({ id: 2, name: '0100002' })],
        offset: 0,
        limit: 10,
        n_items: 1,
      },
    });
    answerCurves();
    const { user, current } = await renderApp('/contratos/electricidad?action=consumption', {
      token: 'jwt',
    });
    await user.click(await screen.findByRole('link', { name: 'Seleccionar el contrato 0100002' }));

    await waitFor(() => expect(current.location.pathname).toBe('/consumo'));
    expect(current.location.search).toBe('?contract=0100002');
    expect(await screen.findByRole('figure')).toHaveAccessibleName(
      'Energía (kWh) de 0100002 por meses, del 01/12/2024 al 14/11/2025',
    );
    expect(curveCalls('0100002', 'monthly')).toHaveLength(1);
    expect(curveCalls('0100001', 'monthly')).toHaveLength(0);
  });
});
