import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type MockReply } from '@/testing/api-mock';
import { chartAnswer, clockChangeDay, curveItem, householdMonths } from '../testing/fixtures';
import {
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

describe('consumption panel (spec 2 point 2, issue 13 point 5)', slow, () => {
  it('shows it is loading, then the last 12 months stacked by period, estimated bars hatched', async () => {
    let answer: (reply: MockReply) => void = () => {};
    answerChart('monthly', () => new Promise<MockReply>((resolve) => (answer = resolve)));
    await renderPanel();

    expect(await screen.findByRole('status')).toHaveTextContent('Cargando el consumo…');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await waitFor(() => expect(chartCalls()).toHaveLength(1));
    expect(params(chartCalls()[0])).toEqual({ start: '2024-12-01', end: '2025-11-14', lang: 'es' });

    answer({ body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) });
    const chart = await figure();
    expect(chart).toHaveAccessibleName(
      'Energía (kWh) de 0100001 por meses, del 01/12/2024 al 14/11/2025',
    );
    expect(await seriesText()).toEqual([
      'P1 [current]: 61\u00a0kWh | 65\u00a0kWh',
      'P2 [current]: 50\u00a0kWh | 56\u00a0kWh',
      'P3 [current]: 110\u00a0kWh | 120\u00a0kWh (hatched: 1)',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('');
    // The legend names the series and the hatching of estimated readings.
    expect(
      within(screen.getByRole('list', { name: 'Leyenda del gráfico' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['P1', 'P2', 'P3', 'Lectura estimada']);
    expect(screen.getByText('Pulsa la barra de un mes para ver sus días.')).toBeInTheDocument();
  });

  it('names the days the API answered, when it leaves out those before the contract', async () => {
    answerChart('monthly', { body: chartAnswer('2025-03-15', '2025-11-14', householdMonths) });
    await renderPanel();
    expect(await figure()).toHaveAccessibleName(
      'Energía (kWh) de 0100001 por meses, del 15/03/2025 al 14/11/2025',
    );
  });

  it('says there are no readings, as information and not as an error', async () => {
    answerChart('monthly', { status: 404, body: { error: 'contract_cch_chart_no_data' } });
    await renderPanel();
    const info = await screen.findByText(
      'No hay lecturas de consumo de este contrato en el periodo elegido.',
    );
    const alert = info.closest('[role="status"]');
    expect(alert?.className).toMatch(/Info/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar CSV' })).not.toBeInTheDocument();
  });

  it('says the consumption could not be loaded, and tries again', async () => {
    let fail = true;
    answerChart('monthly', () =>
      fail
        ? { status: 500, body: { error: 'internal_error' } }
        : { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) },
    );
    const { user } = await renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido cargar el consumo.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await figure()).toBeInTheDocument();
  });

  it('refuses a date that does not exist and an end before the start at the fields, without asking', async () => {
    answerChart('monthly', { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) });
    const { user } = await renderPanel();
    await figure();
    const start = screen.getByRole('textbox', { name: 'Desde' });
    const end = screen.getByRole('textbox', { name: 'Hasta' });
    expect(start).toHaveValue('01/12/2024');
    expect(end).toHaveValue('14/11/2025');

    await user.clear(start);
    await user.type(start, '31/02/2025');
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(start).toHaveAccessibleDescription(
      'La fecha no es válida. Escríbela como día, mes y año.',
    );
    expect(start).toHaveAttribute('aria-invalid', 'true');

    await user.clear(start);
    await user.type(start, '01/11/2025');
    await user.clear(end);
    await user.type(end, '01/10/2025');
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(end).toHaveAccessibleDescription('La fecha final no puede ser anterior a la inicial.');
    expect(start).not.toHaveAttribute('aria-invalid', 'true');

    // Longer than months answer (1,100 days).
    await user.clear(start);
    await user.type(start, '01/01/2020');
    await user.clear(end);
    await user.type(end, '14/11/2025');
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(end).toHaveAccessibleDescription(
      'El periodo es demasiado largo para esta vista. Elige uno más corto o un paso mayor.',
    );
    expect(chartCalls()).toHaveLength(1);
  });

  it('picks the days from the browser’s calendar, and checks them as typed ones', async () => {
    answerChart('monthly', { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) });
    const { user } = await renderPanel();
    await figure();
    const start = screen.getByRole('textbox', { name: 'Desde' });
    const end = screen.getByRole('textbox', { name: 'Hasta' });
    const showPicker = vi.fn();
    const { showPicker: original } = HTMLInputElement.prototype;
    HTMLInputElement.prototype.showPicker = showPicker;
    await user.click(screen.getByRole('button', { name: 'Elegir en el calendario: Hasta' }));
    HTMLInputElement.prototype.showPicker = original;
    const picker = showPicker.mock.contexts[0] as HTMLInputElement;
    expect(picker).toHaveValue('2025-11-14');
    fireEvent.change(picker, { target: { value: '2024-11-30' } });
    expect(end).toHaveValue('30/11/2024');
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(end).toHaveAccessibleDescription('La fecha final no puede ser anterior a la inicial.');
    expect(start).toHaveValue('01/12/2024');
    expect(chartCalls()).toHaveLength(1);
  });

  it("shows the API's own refusal of a range at the end field", async () => {
    // A range the panel lets through (1,049 days by month) that this server refuses.
    answerChart('monthly', (start) =>
      start === '2023-01-01'
        ? { status: 400, body: { error: 'cch_range_too_long' } }
        : { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) },
    );
    const { user } = await renderPanel();
    await figure();
    const start = screen.getByRole('textbox', { name: 'Desde' });
    await user.clear(start);
    await user.type(start, '01/01/2023');
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    await waitFor(() => expect(chartCalls()).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Hasta' })).toHaveAccessibleDescription(
        'El periodo es demasiado largo para esta vista. Elige uno más corto o un paso mayor.',
      ),
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it("changes granularity on its default range, and keeps the customer's dates where allowed", async () => {
    answerChart('monthly', { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) });
    answerChart('daily', (start) => ({
      body: chartAnswer(start, '2025-11-14', [curveItem(start, 'P1', 3)]),
    }));
    answerChart('hourly', { body: chartAnswer('2025-10-01', '2025-10-31', clockChangeDay) });
    answerChart('quarter_hourly', { status: 404, body: { error: 'contract_cch_chart_no_data' } });
    const onGranularityChange = vi.fn();
    const { user } = await renderPanel({ onGranularityChange });
    await figure();

    const select = screen.getByRole('combobox', { name: 'Ver por' });
    await user.selectOptions(select, 'Días');
    await waitFor(() => expect(chartCalls('daily')).toHaveLength(1));
    expect(params(chartCalls('daily')[0])).toMatchObject({
      start: '2025-10-16',
      end: '2025-11-14',
    });
    expect(onGranularityChange).toHaveBeenLastCalledWith('daily');
    await figure();

    await user.clear(screen.getByRole('textbox', { name: 'Desde' }));
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '01/10/2025');
    await user.clear(screen.getByRole('textbox', { name: 'Hasta' }));
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '31/10/2025');
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    await waitFor(() => expect(chartCalls('daily')).toHaveLength(2));
    expect(params(chartCalls('daily')[1])).toMatchObject({
      start: '2025-10-01',
      end: '2025-10-31',
    });

    // 31 days by hour and by quarter-hour are allowed: the dates stay.
    await user.selectOptions(select, 'Horas');
    await waitFor(() => expect(chartCalls('hourly')).toHaveLength(1));
    expect(params(chartCalls('hourly')[0])).toMatchObject({
      start: '2025-10-01',
      end: '2025-10-31',
    });
    await user.selectOptions(select, 'Cuartos de hora');
    await waitFor(() =>
      expect(params(chartCalls('quarter_hourly')[0])).toMatchObject({
        start: '2025-10-01',
        end: '2025-10-31',
      }),
    );
    // Back to months: a month of months is allowed too, and nothing in it is a default.
    await user.selectOptions(select, 'Meses');
    await waitFor(() => expect(chartCalls('monthly')).toHaveLength(2));
    expect(params(chartCalls('monthly')[1])).toMatchObject({
      start: '2025-10-01',
      end: '2025-10-31',
    });
  });

  it("drills from a month's bar to its days and from a day's bar to its hours", async () => {
    answerChart('monthly', { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) });
    answerChart('daily', {
      body: chartAnswer('2025-10-01', '2025-10-31', [
        curveItem('2025-10-25', 'P3', 8),
        curveItem('2025-10-26', 'P3', 9),
      ]),
    });
    answerChart('hourly', { body: chartAnswer('2025-10-26', '2025-10-26', clockChangeDay) });
    const { user } = await renderPanel();

    await user.click(within(await figure()).getByRole('button', { name: 'oct 2025' }));
    await waitFor(() => expect(chartCalls('daily')).toHaveLength(1));
    expect(params(chartCalls('daily')[0])).toMatchObject({
      start: '2025-10-01',
      end: '2025-10-31',
    });
    expect(screen.getByRole('combobox', { name: 'Ver por' })).toHaveValue('daily');

    await user.click(within(await figure()).getByRole('button', { name: '26/10' }));
    await waitFor(() => expect(chartCalls('hourly')).toHaveLength(1));
    expect(params(chartCalls('hourly')[0])).toMatchObject({
      start: '2025-10-26',
      end: '2025-10-26',
    });
    expect(await figure()).toHaveAccessibleName(
      'Energía (kWh) de 0100001 por horas, del 26/10/2025 al 26/10/2025',
    );
    // Hours have no drill-down.
    expect(within(await figure()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the data as a table, with the readings marked and a drill-down button per month', async () => {
    answerChart('monthly', {
      body: chartAnswer('2024-12-01', '2025-11-14', [
        ...householdMonths,
        curveItem('2025-10', 'P1', 0, { exportada: 45.5 }),
      ]),
    });
    answerChart('daily', { status: 404, body: { error: 'contract_cch_chart_no_data' } });
    const { user } = await renderPanel();
    await figure();
    const toggle = screen.getByRole('button', { name: 'Ver como tabla' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar la tabla' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const table = screen.getByRole('table', {
      name: 'Energía (kWh) de 0100001 por meses, del 01/12/2024 al 14/11/2025',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Mes',
      'P1',
      'P2',
      'P3',
      'Energía vertida',
      'Total',
      'Lectura',
      'Detalle',
    ]);
    const rows = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Septiembre de 2025');
    expect(cells(rows[1]!)).toEqual([
      '61\u00a0kWh',
      '50\u00a0kWh',
      '110\u00a0kWh',
      '0\u00a0kWh',
      '221\u00a0kWh',
      'Real',
      'Ver los días',
    ]);
    expect(cells(rows[2]!).slice(3, 6)).toEqual(['46\u00a0kWh', '241\u00a0kWh', 'Estimada']);
    // The footer adds each column up.
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(cells(rows[3]!).slice(0, 5)).toEqual([
      '126\u00a0kWh',
      '106\u00a0kWh',
      '230\u00a0kWh',
      '46\u00a0kWh',
      '462\u00a0kWh',
    ]);

    await user.click(within(table).getByRole('button', { name: 'Octubre de 2025: ver los días' }));
    await waitFor(() => expect(chartCalls('daily')).toHaveLength(1));
  });

  it('labels the two 02:00 of the autumn clock change apart in the table', async () => {
    answerChart('hourly', { body: chartAnswer('2025-10-26', '2025-10-26', clockChangeDay) });
    const { user } = await renderPanel({ initialGranularity: 'hourly' });
    await figure();
    await user.click(screen.getByRole('button', { name: 'Ver como tabla' }));
    const rowHeaders = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    // 25 hours and the footer.
    expect(rowHeaders).toHaveLength(26);
    expect(rowHeaders.slice(1, 5)).toEqual([
      '26/10/2025 01:00',
      '26/10/2025 02:00 (+02)',
      '26/10/2025 02:00 (+01)',
      '26/10/2025 03:00',
    ]);
    expect(screen.queryByRole('columnheader', { name: 'Detalle' })).not.toBeInTheDocument();
  });

  it('speaks Catalan and English, numbers and dates included', async () => {
    answerChart('monthly', { body: chartAnswer('2024-12-01', '2025-11-14', householdMonths) });
    const { unmount } = await renderPanel({}, 'ca');
    expect(await figure()).toHaveAccessibleName(
      'Energia (kWh) de 0100001 per mesos, del 01/12/2024 al 14/11/2025',
    );
    expect(screen.getByRole('combobox', { name: 'Mostra per' })).toBeInTheDocument();
    expect(await seriesText()).toContain('P2 [current]: 50\u00a0kWh | 56\u00a0kWh');
    unmount();

    answerChart('daily', {
      body: chartAnswer('2025-10-16', '2025-11-14', [curveItem('2025-11-02', 'P1', 1234.56)]),
    });
    await renderPanel({ initialGranularity: 'daily' }, 'en');
    expect(await figure()).toHaveAccessibleName(
      'Energy (kWh) of 0100001 by day, from 16/10/2025 to 14/11/2025',
    );
    expect(await seriesText()).toEqual(['P1 [current]: 1,234.6\u00a0kWh']);
  });
});
