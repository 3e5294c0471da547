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

/** The customer's electricity contracts, those that consume most first, as cch/contracts answers. */
const contract = (id: number, address: string, kwh: number) => ({
  id,
  name: `010000${id}`,
  cups: `ES00210001203000${id}0AB0F`,
  address,
  consumption_kwh: kwh,
});
const electricity = [
  contract(1, 'Calle de Alcalá, 120, 28009 Madrid', 3240),
  contract(2, 'Carrer Major, 4, 17310 Lloret de Mar', 1320),
  contract(3, 'Calle Mayor, 10, 28013 Madrid', 800),
];
const answerContracts = (items = electricity) =>
  mockApi('GET', '/api/v2/cch/contracts/', { body: { items } });

const curveCalls = (contract: string, granularity = 'monthly') =>
  requests.filter(
    (r) => r.url.pathname === `/api/v2/contracts/${contract}/cch/chart/${granularity}/`,
  );

/** Answers every electricity contract's curve, whatever granularity and dates. */
function answerCurves() {
  for (const { name } of electricity) {
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

/** The chosen contracts' chips, by their accessible names. */
const chosenChips = () =>
  screen.getAllByLabelText(/^0100\d{3}, /).map((chip) => chip.getAttribute('aria-label'));
const chip = (name: string) => screen.getByLabelText(name);

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

  it('chooses the five that consume most of more than five, within the maximum', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(chosenContracts([], names, 10)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(chosenContracts([], names, 3)).toEqual(['A', 'B', 'C']);
    expect(chosenContracts([], names.slice(0, 5), 10)).toEqual(['A']);
  });
});

describe('consumption route (issue 13 point 5)', slow, () => {
  it('shows the first electricity contract, marked as the current page in the menu', async () => {
    answerContracts();
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
    expect(chosenChips()).toEqual(['0100001, Calle de Alcalá, 120, 28009 Madrid']);
    expect(screen.queryByText(/que más consumen/)).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Consumo · /);
  });

  it('stacks several contracts, each a series, as the URL chooses them', async () => {
    answerContracts();
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
      '0100002 · Carrer Major, 4, 17310 Lloret de Mar [current]: 221\u00a0kWh | 241\u00a0kWh',
      '0100001 · Calle de Alcalá, 120, 28009 Madrid [current]: 221\u00a0kWh | 241\u00a0kWh',
    ]);
  });

  it('finds contracts by address or CUPS, by keyboard, at most consumption.maxChartContracts at once', async () => {
    answerContracts();
    answerCurves();
    const { user, current } = await renderApp('/consumo?contract=0100001', {
      token: 'jwt',
      settings: withMax(2),
    });
    await screen.findByRole('figure');

    const picker = screen.getByRole('combobox', { name: 'Contratos' });
    expect(picker).toHaveAccessibleDescription(
      'Busca por número, dirección o CUPS. Puedes ver hasta 2 contratos a la vez.',
    );
    await user.click(picker);
    await user.keyboard('Mayor');
    const listbox = await screen.findByRole('listbox', { name: 'Contratos' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0100003Calle Mayor, 10, 28013 MadridES0021000120300030AB0F']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(current.location.search).getAll('contract')).toEqual([
        '0100001',
        '0100003',
      ]),
    );
    await waitFor(() => expect(curveCalls('0100003')).toHaveLength(1));
    // By CUPS too; two chosen: the third cannot be added.
    await user.clear(picker);
    await user.keyboard('0120300020');
    expect(screen.getByRole('option', { name: /0100002/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    // The last one cannot be taken away.
    await user.click(
      within(chip('0100001, Calle de Alcalá, 120, 28009 Madrid')).getByTestId('CancelIcon'),
    );
    await waitFor(() =>
      expect(new URLSearchParams(current.location.search).getAll('contract')).toEqual(['0100003']),
    );
    expect(
      within(chip('0100003, Calle Mayor, 10, 28013 Madrid')).queryByTestId('CancelIcon'),
    ).toBeNull();
    expect(curveCalls('0100002')).toHaveLength(0);
  });

  it('opens on the five that consume most of a company’s many supply points', async () => {
    const many = Array.from({ length: 8 }, (_, index) =>
      contract(index + 1, `Polígon Industrial, nau ${index + 1}, 08940 Cornellà`, 9000 - index),
    );
    answerContracts(many);
    for (const { name } of many) {
      mockApi('GET', `/api/v2/contracts/${name}/cch/chart/monthly/`, (request) => ({
        body: chartAnswer(
          request.url.searchParams.get('start') ?? '',
          request.url.searchParams.get('end') ?? '',
          householdMonths,
        ),
      }));
    }
    await renderApp('/consumo', { token: 'jwt' });
    await screen.findByRole('figure');
    expect(chosenChips().map((label) => label!.split(',')[0])).toEqual([
      '0100001',
      '0100002',
      '0100003',
      '0100004',
      '0100005',
    ]);
    expect(screen.getByText('Se muestran los 5 que más consumen.')).toBeInTheDocument();
    expect(curveCalls('0100006')).toHaveLength(0);
  });

  it('keeps the granularity chosen in the URL, and opens on the one the URL asks for', async () => {
    answerContracts();
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
    answerContracts([]);
    await renderApp('/consumption', { token: 'jwt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consumption' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'You have no electricity contracts: consumption curves exist for electricity only.',
      ),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.includes('/cch/chart/'))).toBe(false);
  });

  it('asks a visitor to sign in first', async () => {
    const { current } = await renderApp('/consum');
    await waitFor(() => expect(current.location.pathname).toBe('/acces'));
  });
});
