import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import {
  chartAnswer,
  costAnswer,
  curveItem,
  householdMonths,
  simulationAnswer,
} from '../testing/fixtures';
import {
  COST,
  SIMULATION,
  answerChart,
  chartCalls,
  figure,
  freezeClockAtNovember2025,
  params,
  renderPanel,
  seriesText,
  slow,
} from '../testing/panel-harness';

vi.mock('./consumption-bar-chart', () => import('../testing/chart-stand-in'));

freezeClockAtNovember2025();

describe('consumption panel in euros and against the year before (issue 13 point 4)', slow, () => {
  it('switches to cost: the cost call, the bars in € and the summary per period with its total', async () => {
    answerChart('monthly', { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) });
    mockApi('GET', `${COST}/monthly/`, { body: costAnswer('2024-12-01', '2025-11-14') });
    mockApi('GET', SIMULATION, { body: simulationAnswer('2024-12-01', '2025-11-14') });
    const { user } = await renderPanel();
    await figure();
    const measure = screen.getByRole('group', { name: 'Medida' });
    expect(within(measure).getByRole('button', { name: 'Energía (kWh)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(measure).getByRole('button', { name: 'Coste (€)' }));
    expect(within(measure).getByRole('button', { name: 'Coste (€)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    expect(await figure()).toHaveAccessibleName(
      'Coste (€) de 0100001 por meses, del 01/12/2024 al 14/11/2025',
    );
    expect(params(requests.find((r) => r.url.pathname === `${COST}/monthly/`))).toEqual({
      start: '2024-12-01',
      end: '2025-11-14',
      lang: 'es',
    });
    expect(await seriesText()).toEqual([
      'P1 [current]: 12,10\u00a0€ | 13,00\u00a0€',
      'P3 [current]: 8,80\u00a0€ | 9,62\u00a0€ (hatched: 1)',
    ]);
    const summary = screen.getByRole('table', {
      name: 'Coste de la energía de 0100001 con Tarifa Estable Hogar',
    });
    const rows = within(summary)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PeriodoEnergía (kWh)Precio (€/kWh)Coste (€)',
      'P1125,50,2025,10',
      'P3230,250,0818,42',
      'Total355,7543,52',
    ]);
    // The same consumption billed on the other products, the cheapest first, the own one marked.
    const comparison = await screen.findByRole('table', {
      name: 'Lo que habrías pagado por el consumo de 0100001 del 01/12/2024 al 14/11/2025',
    });
    expect(
      within(comparison)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ProductoTotal (€)Ahorro (€)',
      'Tarifa Noches y Findes84,956,25',
      'Tarifa Estable Hogar (el tuyo)91,20—',
      'Tarifa Plana 24h95,10-3,90',
    ]);
    expect(params(requests.find((r) => r.url.pathname === SIMULATION))).toEqual({
      start: '2024-12-01',
      end: '2025-11-14',
      lang: 'es',
    });
    // Energy again: the summary goes.
    await user.click(screen.getByRole('button', { name: 'Energía (kWh)' }));
    await figure();
    expect(screen.queryByRole('table', { name: /Coste de la energía/ })).not.toBeInTheDocument();
  });

  it('totals the cost table as the cost call does, each period rounded to the cent', async () => {
    answerChart('monthly', { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) });
    const item = (period: string) => ({
      date: '2025-10',
      period,
      activa: 50,
      price: 0.20008,
      cost: 10.004,
      real: true,
    });
    mockApi('GET', SIMULATION, { status: 404, body: { error: 'product_not_available' } });
    mockApi('GET', `${COST}/monthly/`, {
      body: {
        start: '2024-12-01',
        end: '2025-11-14',
        product: 'Tarifa Estable Hogar',
        items: [item('P1'), item('P2'), item('P3')],
        periods: ['P1', 'P2', 'P3'].map((period) => ({
          period,
          activa: 50,
          price: 0.20008,
          cost: 10,
        })),
        total: 30,
      },
    });
    const { user } = await renderPanel();
    await figure();
    await user.click(screen.getByRole('button', { name: 'Coste (€)' }));
    await figure();
    await user.click(screen.getByRole('button', { name: 'Ver como tabla' }));
    const table = screen.getByRole('table', { name: /^Coste \(€\) de 0100001/ });
    const [, month, footer] = within(table).getAllByRole('row');
    // The month's intervals add up to 30.012 €; the periods are billed at 10.00 € each.
    expect(within(month!).getAllByRole('cell')[3]?.textContent).toBe('30,01\u00a0€');
    expect(
      within(footer!)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['10,00\u00a0€', '10,00\u00a0€', '10,00\u00a0€', '30,00\u00a0€']);
  });

  it('compares with the same months a year before, bar beside bar', async () => {
    answerChart('monthly', (start) =>
      start === '2024-12-01'
        ? { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) }
        : {
            body: chartAnswer('2023-12-01', '2024-11-14', [
              curveItem('2024-10', 'P1', 100),
              curveItem('2024-10', 'P2', 80),
            ]),
          },
    );
    const { user } = await renderPanel();
    await figure();
    const compare = screen.getByRole('button', { name: 'Comparar con el año anterior' });
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(chartCalls()).toHaveLength(2));
    expect(params(chartCalls()[1])).toMatchObject({ start: '2023-12-01', end: '2024-11-14' });
    // September 2024 had no readings; October 2024's stand beside October 2025's.
    await waitFor(async () =>
      expect(await seriesText()).toContain('Un año antes [previous]: – | 180\u00a0kWh'),
    );
    await user.click(screen.getByRole('button', { name: 'Ver como tabla' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Un año antes' })).toBeInTheDocument();
  });

  it('says briefly when the year before has no readings, and keeps the panel', async () => {
    answerChart('monthly', (start) =>
      start === '2024-12-01'
        ? { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) }
        : { status: 404, body: { error: 'contract_cch_chart_no_data' } },
    );
    const { user } = await renderPanel();
    await figure();
    const compare = screen.getByRole('button', { name: 'Comparar con el año anterior' });
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'No hay lecturas del mismo periodo del año anterior.',
      ),
    );
    expect(await seriesText()).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads the CSV of the range shown, with the token', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:curve'), revokeObjectURL: vi.fn() });
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this);
    });
    answerChart('monthly', { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) });
    mockApi('GET', '/api/v2/contracts/0100001/cch/download/monthly/', {
      body: 'date;offset;period',
      headers: {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="curve-0100001-monthly.csv"',
      },
    });
    const { user } = await renderPanel();
    await figure();
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('curve-0100001-monthly.csv');
    const call = requests.find((r) => r.url.pathname.includes('/cch/download/'));
    expect(params(call)).toEqual({ start: '2024-12-01', end: '2025-11-14', lang: 'es' });
    expect(call?.headers.get('authorization')).toBe('Bearer jwt');
  });
});
