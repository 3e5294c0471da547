import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Settings } from '@portal/domain/schemas/settings';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests, type RecordedRequest } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { setViewportWidth } from '@/testing/viewport';
import { householdInvoices, invoice, invoiceList, multipointInvoice } from '../testing/fixtures';

// The chart library draws SVG from measured sizes jsdom does not have: the test stands in for the
// bars with their values as text; the panel around them (toggle, year, data table) is the real one.
vi.mock('./invoices-bar-chart', () => ({
  default: (props: {
    label: string;
    months: string[];
    series: { key: string; label: string; data: number[]; color?: string }[];
    format: (value: number) => string;
  }) => (
    <ul aria-label={props.label}>
      {props.series.map((series) => (
        <li key={series.key} data-color={series.color}>
          {series.label}: {series.data.map(props.format).join(' | ')}
        </li>
      ))}
    </ul>
  ),
}));

const withSettings = (patch: (settings: Settings) => Settings) => patch(testSettings);
const bothTypes = withSettings((s) => ({
  ...s,
  features: { ...s.features, displayTypes: ['electricity', 'gas'] },
}));

const ELECTRICITY = '/api/v1/invoices/';
const GAS = '/api/v2/invoices/';
const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(request?.url.searchParams ?? []);
/** The list calls of the table (the chart asks for pages of 1000). */
const listCalls = (path = ELECTRICITY) =>
  requests.filter((r) => r.url.pathname === path && r.url.searchParams.get('limit') !== '1000');
const historyCalls = (path = ELECTRICITY) =>
  requests.filter((r) => r.url.pathname === path && r.url.searchParams.get('limit') === '1000');

function answerLists(items: unknown[] = householdInvoices, path = ELECTRICITY) {
  mockApi('GET', path, (request) => {
    const limit = Number(request.url.searchParams.get('limit'));
    return { body: invoiceList(items.slice(0, limit), items.length, 0, limit) };
  });
}

function answerFilterParams() {
  mockApi('GET', '/api/v2/filter/params', {
    body: {
      contracts: ['0100001', '0100002'],
      cups: ['ES0021000120300001AB0F', 'ES0021000120300002AB0F'],
      vats: ['12345678Z'],
      addresses: [],
    },
  });
}

async function findTable(name = 'Facturas de electricidad') {
  return screen.findByRole('table', { name });
}

const rowOf = (table: HTMLElement, number: string) =>
  within(table).getByRole('rowheader', { name: number }).closest('tr') as HTMLElement;

// Whole-app renders with MUI take seconds on a busy two-core machine.
const slow = { timeout: 30_000 };
// The first render loads the page's chunk: give it time when the machine is busy.
configure({ asyncUtilTimeout: 15_000 });

describe('invoices screen (spec 2 point 2, "Invoices screen")', slow, () => {
  it('shows the invoices with their columns, statuses and actions', async () => {
    answerLists();
    answerFilterParams();
    await renderApp('/facturas', { token: 'jwt' });

    const table = await findTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Número',
      'Fecha',
      'Periodo',
      'Dirección de suministro',
      'Energía',
      'Importe',
      'Importe pendiente',
      'Estado',
      'Acciones',
    ]);
    const unpaid = rowOf(table, 'F0100001-00012');
    const cells = within(unpaid)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      '03/11/2026',
      '01/10/2026 > 31/10/2026Del 01/10/2026 al 31/10/2026',
      'Calle de Alcalá, 120, 3º B, 28009 Madrid',
      '250\u00a0kWh',
      '75,20\u00a0€',
      '75,20\u00a0€',
    ]);
    expect(within(unpaid).getByText('Pendiente de pago')).toBeInTheDocument();
    // The Pay button shows the pending amount.
    expect(within(unpaid).getByRole('button', { name: /75,20/ })).toBeInTheDocument();
    expect(within(rowOf(table, 'F0100001-00011')).getByText('Pago parcial')).toBeInTheDocument();
    expect(
      within(rowOf(table, 'F0100002-00021')).getByText('Pendiente de cobro por domiciliación'),
    ).toBeInTheDocument();
    expect(within(rowOf(table, 'F0100001-00009')).getByText('Reembolsada')).toBeInTheDocument();
    // Nothing to pay online: no Pay button on the pending direct debit.
    expect(within(rowOf(table, 'F0100002-00021')).queryByRole('button', { name: /31,10/ })).toBe(
      null,
    );

    expect(params(listCalls()[0])).toEqual({ offset: '0', limit: '100', lang: 'es' });
    // The chart loads its own invoices once the list is on screen.
    await waitFor(() =>
      expect(params(historyCalls()[0])).toEqual({ offset: '0', limit: '1000', lang: 'es' }),
    );
    // One type shown: no tabs.
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('hides the pending amount without showTotal and the Pay button without enablePayment', async () => {
    answerLists();
    answerFilterParams();
    const settings = withSettings((s) => ({
      ...s,
      invoices: { ...s.invoices, showTotal: false, enablePayment: false },
    }));
    await renderApp('/facturas', { token: 'jwt', settings });

    const table = await findTable();
    expect(within(table).queryByRole('columnheader', { name: 'Importe pendiente' })).toBeNull();
    expect(within(rowOf(table, 'F0100001-00012')).queryByRole('button', { name: /75,20/ })).toBe(
      null,
    );
  });

  it('shows a tab per display type and the gas list from v2', async () => {
    answerLists();
    answerLists(
      [invoice({ id: 70, number: 'G0200001-00070', contract: { name: '0200001' } })],
      GAS,
    );
    answerFilterParams();
    const { user, current } = await renderApp('/facturas', { token: 'jwt', settings: bothTypes });

    const tabs = await screen.findByRole('tablist', { name: 'Tipo de factura' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Electricidad', 'Gas']);
    expect(within(tabs).getByRole('tab', { name: 'Electricidad' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await findTable();
    await user.click(within(tabs).getByRole('tab', { name: 'Gas' }));

    const table = await findTable('Facturas de gas');
    expect(within(table).getByRole('rowheader', { name: 'G0200001-00070' })).toBeInTheDocument();
    expect(current.location.search).toBe('?type=gas');
    expect(listCalls(GAS)).toHaveLength(1);
  });

  it('sends the filters as the filter language and keeps them in the URL', async () => {
    answerLists();
    answerFilterParams();
    const { user, current } = await renderApp('/facturas', { token: 'jwt' });
    await findTable();

    const form = await screen.findByRole('form', { name: 'Filtros' });
    // Typed as shown, dd/mm/yyyy (spec 1 point 9); sent and kept as YYYY-MM-DD.
    await user.type(within(form).getByLabelText('Fecha desde'), '1/1/2026');
    await user.type(within(form).getByLabelText('Fecha hasta'), '30/06/2026');
    // Only digits, comma, dot and minus stay.
    const min = within(form).getByLabelText('Importe mínimo (€)');
    await user.type(min, '4a0,5 €');
    expect(min).toHaveValue('40,5');
    await user.type(within(form).getByLabelText('Importe máximo (€)'), '100');
    await user.selectOptions(within(form).getByLabelText('Contrato'), '0100001');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));

    const expected = [
      ['date', '>=', '2026-01-01'],
      ['date', '<=', '2026-06-30'],
      ['amount_total', '>=', 40.5],
      ['amount_total', '<=', 100],
      ['contract.name', '=', '0100001'],
    ];
    await waitFor(() => {
      const filter = listCalls().at(-1)?.url.searchParams.get('filter');
      expect(filter && JSON.parse(filter)).toEqual(expected);
    });
    // The chart follows the filters.
    await waitFor(() => {
      const filter = historyCalls().at(-1)?.url.searchParams.get('filter');
      expect(filter && JSON.parse(filter)).toEqual(expected);
    });
    expect(Object.fromEntries(new URLSearchParams(current.location.search))).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      min: '40,5',
      max: '100',
      contract: '0100001',
    });
  });

  it('reads the filters from the URL on load', async () => {
    answerLists();
    answerFilterParams();
    await renderApp('/facturas?from=2026-02-01&max=80&page=1', { token: 'jwt' });
    await findTable();

    expect(JSON.parse(listCalls()[0]!.url.searchParams.get('filter')!)).toEqual([
      ['date', '>=', '2026-02-01'],
      ['amount_total', '<=', 80],
    ]);
    const form = await screen.findByRole('form', { name: 'Filtros' });
    // Shown dd/mm/yyyy whatever the browser's locale, as every date (spec 1 point 9).
    expect(within(form).getByLabelText('Fecha desde')).toHaveValue('01/02/2026');
    expect(within(form).getByLabelText('Fecha desde')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(screen.getByText('(2 filtros aplicados)')).toBeInTheDocument();
  });

  it('refuses an end date before the start date', async () => {
    answerLists();
    answerFilterParams();
    const { user } = await renderApp('/facturas', { token: 'jwt' });
    await findTable();
    const before = listCalls().length;

    const form = await screen.findByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByLabelText('Fecha desde'), '01/06/2026');
    const to = within(form).getByLabelText('Fecha hasta');
    await user.type(to, '31/05/2026');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));

    expect(
      await within(form).findByText('La fecha final no puede ser anterior a la inicial.'),
    ).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(listCalls()).toHaveLength(before);
  });

  it('refuses an amount that is not one and a maximum below the minimum', async () => {
    answerLists();
    answerFilterParams();
    const { user } = await renderApp('/facturas', { token: 'jwt' });
    await findTable();
    const before = listCalls().length;

    const form = await screen.findByRole('form', { name: 'Filtros' });
    const min = within(form).getByLabelText('Importe mínimo (€)');
    await user.type(min, '1..2');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    expect(await within(form).findByText('Introduce un importe válido.')).toBeInTheDocument();
    expect(min).toHaveAttribute('aria-invalid', 'true');

    await user.clear(min);
    await user.type(min, '50');
    const max = within(form).getByLabelText('Importe máximo (€)');
    await user.type(max, '20');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    expect(
      await within(form).findByText('El importe máximo no puede ser inferior al mínimo.'),
    ).toBeInTheDocument();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAttribute('aria-invalid', 'false');
    expect(listCalls()).toHaveLength(before);
  });

  it('picks a date from the browser’s calendar, written into the field as typed', async () => {
    answerLists();
    answerFilterParams();
    const { user } = await renderApp('/facturas', { token: 'jwt' });
    await findTable();

    const form = await screen.findByRole('form', { name: 'Filtros' });
    const from = within(form).getByLabelText('Fecha desde');
    await user.type(from, '01/02/2026');
    const showPicker = vi.fn();
    const { showPicker: original } = HTMLInputElement.prototype;
    HTMLInputElement.prototype.showPicker = showPicker;
    await user.click(
      within(form).getByRole('button', { name: 'Elegir en el calendario: Fecha desde' }),
    );
    HTMLInputElement.prototype.showPicker = original;
    expect(showPicker).toHaveBeenCalledTimes(1);
    // The picker opens on the day typed, and the day picked replaces it.
    const picker = showPicker.mock.contexts[0] as HTMLInputElement;
    expect(picker).toHaveAttribute('type', 'date');
    expect(picker).toHaveValue('2026-02-01');
    fireEvent.change(picker, { target: { value: '2026-03-15' } });
    expect(from).toHaveValue('15/03/2026');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => {
      const filter = listCalls().at(-1)?.url.searchParams.get('filter');
      expect(filter && JSON.parse(filter)).toEqual([['date', '>=', '2026-03-15']]);
    });
  });

  it('refuses a typed day that does not exist', async () => {
    answerLists();
    answerFilterParams();
    const { user } = await renderApp('/invoices', { token: 'jwt' });
    await findTable('Electricity invoices');
    const before = listCalls().length;

    const form = screen.getByRole('form', { name: 'Filters' });
    const from = within(form).getByLabelText('Date from');
    expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(from, '30/02/2026');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));

    expect(await within(form).findByText('Enter a valid date.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(listCalls()).toHaveLength(before);
  });

  it('changes the page size with the spec options', async () => {
    const many = Array.from({ length: 13 }, (_, index) =>
      invoice({ id: 100 + index, invoice_id: 100 + index, number: `F-${100 + index}` }),
    );
    answerLists(many);
    answerFilterParams();
    const settings = withSettings((s) => ({ ...s, invoices: { ...s.invoices, itemsPerPage: 5 } }));
    const { user, current } = await renderApp('/facturas', { token: 'jwt', settings });
    await findTable();
    expect(params(listCalls()[0]).limit).toBe('5');

    await user.click(screen.getByRole('combobox', { name: /Facturas por página/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '12', '25', '50', '100', '150']);
    await user.click(screen.getByRole('option', { name: '12' }));

    await waitFor(() => expect(params(listCalls().at(-1)).limit).toBe('12'));
    expect(current.location.search).toBe('?size=12');
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(params(listCalls().at(-1)).offset).toBe('12'));
    expect(current.location.search).toBe('?size=12&page=2');
  });

  it('lists the unpaid invoices for the pay action, until asked for all', async () => {
    answerLists();
    answerFilterParams();
    const { user, current } = await renderApp('/facturas?action=pay', { token: 'jwt' });
    await findTable();
    expect(JSON.parse(listCalls()[0]!.url.searchParams.get('filter')!)).toEqual([
      ['paid', 'in', ['unpaid']],
    ]);
    expect(screen.getByText('Se muestran las facturas pendientes de pago.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver todas' }));
    await waitFor(() => expect(listCalls().at(-1)?.url.searchParams.get('filter')).toBeNull());
    expect(current.location.search).toBe('');
    expect(screen.queryByText('Se muestran las facturas pendientes de pago.')).toBeNull();
  });

  it('says when no invoice awaits payment', async () => {
    answerLists([]);
    answerFilterParams();
    await renderApp('/facturas?action=pay', { token: 'jwt' });
    expect(await screen.findByText('No tienes facturas pendientes de pago.')).toBeInTheDocument();
  });

  it('pages the cards of a small screen at 12, the table at the setting', async () => {
    setViewportWidth(360);
    answerLists();
    answerFilterParams();
    await renderApp('/facturas', { token: 'jwt' });
    await screen.findByRole('list', { name: 'Facturas de electricidad' });
    expect(params(listCalls()[0]).limit).toBe('12');
  });

  it('puts the invoices before their chart on a phone, and the chart first on a wide screen', async () => {
    setViewportWidth(360);
    answerLists();
    answerFilterParams();
    const phone = await renderApp('/facturas', { token: 'jwt' });
    const cards = await screen.findByRole('list', { name: 'Facturas de electricidad' });
    const phoneChart = await screen.findByRole('list', { name: /^Gráfico de Importe/ });
    expect(cards.compareDocumentPosition(phoneChart)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    phone.unmount();

    setViewportWidth(1280);
    await renderApp('/facturas', { token: 'jwt' });
    const table = await findTable();
    const chart = await screen.findByRole('list', { name: /^Gráfico de Importe/ });
    expect(table.compareDocumentPosition(chart)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  it('says when there are no invoices', async () => {
    answerLists([]);
    answerFilterParams();
    await renderApp('/facturas', { token: 'jwt' });
    expect(await screen.findByText('No hay facturas que mostrar.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('warns when the invoices cannot be loaded', async () => {
    mockApi('GET', ELECTRICITY, { status: 500, body: { error: 'internal_error' } });
    answerFilterParams();
    await renderApp('/facturas', { token: 'jwt' });
    expect(
      await screen.findByText(
        'No se han podido cargar las facturas. Inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
  });

  it('refreshes the list on demand', async () => {
    answerLists();
    answerFilterParams();
    const { user } = await renderApp('/facturas', { token: 'jwt' });
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Actualizar las facturas' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(await screen.findByText('Facturas actualizadas.')).toBeInTheDocument();
  });

  it('opens the collection history of an unpaid invoice', async () => {
    answerLists();
    answerFilterParams();
    const { user } = await renderApp('/facturas', { token: 'jwt' });
    const table = await findTable();
    // The partly paid invoice has a single history entry: no popup.
    expect(
      within(rowOf(table, 'F0100001-00011')).queryByRole('button', { name: /Historial/ }),
    ).toBeNull();

    await user.click(
      within(rowOf(table, 'F0100001-00012')).getByRole('button', {
        name: 'Historial de cobro de la factura F0100001-00012',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Historial de cobro de la factura F0100001-00012',
    });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '03/11/2026Factura emitida',
      '15/11/2026Recibo devuelto por el banco',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks the server again for its texts when the language changes', async () => {
    const returned: Record<string, string> = {
      es: 'Recibo devuelto por el banco',
      en: 'Direct debit returned by the bank',
    };
    mockApi('GET', ELECTRICITY, (request) => {
      const lang = request.url.searchParams.get('lang') ?? 'es';
      const unpaid = {
        ...householdInvoices[0]!,
        pending_state_history: [
          householdInvoices[0]!.pending_state_history[0]!,
          { change_date: '2026-11-15', pending_state: { ov_description: returned[lang] } },
        ],
      };
      return { body: invoiceList([unpaid]) };
    });
    answerFilterParams();
    const { user } = await renderApp('/facturas', { token: 'jwt' });
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Idioma: Español' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    const table = await findTable('Electricity invoices');
    await user.click(
      await within(table).findByRole('button', {
        name: 'Payment history of invoice F0100001-00012',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Payment history of invoice F0100001-00012',
    });
    expect(
      await within(dialog).findByText('Direct debit returned by the bank'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Recibo devuelto por el banco')).not.toBeInTheDocument();
  });

  it('charts amounts or energy by month and contract, with a data table', async () => {
    answerLists();
    answerFilterParams();
    const { user } = await renderApp('/facturas', { token: 'jwt' });
    const chart = await screen.findByRole('list', {
      name: 'Gráfico de Importe (€) por mes en 2026, por contrato',
    });
    const bars = within(chart)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // Each contract by its number and its supply point's address.
    expect(bars[0]).toMatch(/^0100001 · Calle de Alcalá, 120, 3º B, 28009 Madrid: /);
    // September: the partly paid invoice; April: the annulment counts negative.
    expect(bars[0]!.split(': ')[1]!.split(' | ')[8]).toBe('68,45\u00a0€');
    expect(bars[0]!.split(': ')[1]!.split(' | ')[3]).toBe('-52,40\u00a0€');

    await user.click(screen.getByRole('button', { name: 'Energía (kWh)' }));
    const energy = await screen.findByRole('list', {
      name: 'Gráfico de Energía (kWh) por mes en 2026, por contrato',
    });
    const series = within(energy).getAllByRole('listitem')[0]!.textContent!;
    expect(series.split(': ')[1]!.split(' | ')[9]).toBe('250\u00a0kWh');
    expect(series.split(': ')[1]!.split(' | ')[3]).toBe('-180\u00a0kWh');

    await user.click(screen.getByRole('button', { name: 'Ver los datos en una tabla' }));
    const data = screen.getByRole('table', {
      name: 'Energía (kWh) por mes y contrato en 2026',
    });
    const october = within(data).getByRole('rowheader', { name: 'octubre' }).closest('tr')!;
    expect(
      within(october)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['250\u00a0kWh', '0\u00a0kWh', '250\u00a0kWh']);
  });

  it('names the ten largest contracts in the chart and stacks the rest as others', async () => {
    const company = Array.from({ length: 12 }, (_, index) =>
      invoice({
        id: 100 + index,
        invoice_id: 100 + index,
        number: `F03000${10 + index}-00001`,
        contract: { name: `03000${10 + index}` },
        amount_total: 100 + index,
      }),
    );
    answerLists(company);
    answerFilterParams();
    const { user } = await renderApp('/invoices', { token: 'jwt' });
    const chart = await screen.findByRole('list', {
      name: 'Chart of Amount (€) per month in 2026, by contract',
    });
    const names = within(chart)
      .getAllByRole('listitem')
      .map((item) => item.textContent!.split(': ')[0]!.split(' · ')[0]);
    expect(names).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `03000${12 + index}`),
      'Others',
    ]);
    // September: 100 € and 101 € of the two smallest contracts.
    const others = within(chart).getAllByRole('listitem').at(-1)!.textContent!;
    expect(others.split(': ')[1]!.split(' | ')[8]).toBe('€201.00');
    // Each named contract a colour of its own.
    const colors = within(chart)
      .getAllByRole('listitem')
      .map((item) => item.dataset.color);
    expect(new Set(colors).size).toBe(11);

    await user.click(screen.getByRole('button', { name: 'Show the data as a table' }));
    const data = screen.getByRole('table', { name: 'Amount (€) per month and contract in 2026' });
    expect(within(data).getByRole('columnheader', { name: 'Others' })).toBeInTheDocument();
    // The caption is outside the box that scrolls sideways, so it is never cut.
    const region = screen.getByRole('region', {
      name: 'Amount (€) per month and contract in 2026',
    });
    expect(region).toContainElement(data);
    expect(region).not.toHaveTextContent('Amount (€) per month and contract in 2026');
  });

  it('shows cards on small screens', async () => {
    setViewportWidth(360);
    answerLists();
    answerFilterParams();
    await renderApp('/facturas', { token: 'jwt' });

    const list = await screen.findByRole('list', { name: 'Facturas de electricidad' });
    const heading = within(list).getByRole('heading', { level: 2, name: 'Factura F0100001-00012' });
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByText('Importe').nextElementSibling).toHaveTextContent('75,20');
    expect(within(card).getByText('Pendiente de pago')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Descargar la factura F0100001-00012 en PDF' }),
    ).toBeInTheDocument();
  });
});

describe('the filter panel on a small screen', slow, () => {
  it('is closed, loads its form when opened and keeps what was typed when closed', async () => {
    setViewportWidth(360);
    answerLists();
    answerFilterParams();
    const { user } = await renderApp('/facturas', { token: 'jwt' });
    await screen.findByRole('list', { name: 'Facturas de electricidad' });

    const panel = screen.getByRole('button', { name: 'Filtros' });
    expect(panel).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filtros' })).not.toBeInTheDocument();

    await user.click(panel);
    const form = await screen.findByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByLabelText('Importe máximo (€)'), '100');
    await user.click(panel);
    expect(panel).toHaveAttribute('aria-expanded', 'false');
    await user.click(panel);
    expect(within(form).getByLabelText('Importe máximo (€)')).toHaveValue('100');
  });
});

describe('invoices of one contract', slow, () => {
  it('lists only the contract’s invoices under a heading naming it', async () => {
    answerLists([householdInvoices[0]!]);
    answerFilterParams();
    await renderApp('/contratos/electricidad/0100001/facturas', { token: 'jwt' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Facturas del contrato 0100001' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Facturas del contrato 0100001' });
    expect(JSON.parse(listCalls()[0]!.url.searchParams.get('filter')!)).toEqual([
      ['contract.name', '=', '0100001'],
    ]);
    // The contract is fixed: no contract choice.
    expect(screen.queryByLabelText('Contrato')).not.toBeInTheDocument();
  });

  it('lists a gas contract’s invoices from the gas list', async () => {
    answerLists([invoice({ number: 'G-1', contract: { name: '0200001' } })], GAS);
    answerFilterParams();
    await renderApp('/contratos-gas/0200001/facturas-gas', { token: 'jwt', settings: bothTypes });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Facturas de gas del contrato 0200001',
      }),
    ).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'G-1' });
    expect(JSON.parse(listCalls(GAS)[0]!.url.searchParams.get('filter')!)).toEqual([
      ['contract.name', '=', '0200001'],
    ]);
  });
});

describe('multipoint invoices', slow, () => {
  it('shows number, date, invoice address, total and actions', async () => {
    const settings = withSettings((s) => ({
      ...s,
      features: { ...s.features, displayTypes: ['multipoint', 'electricity'] },
    }));
    answerLists([multipointInvoice()], '/api/v2/invoices_multipoint/');
    answerFilterParams();
    await renderApp('/invoices-multipoint', { token: 'jwt', settings });

    const table = await findTable('Facturas multipunto');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Número', 'Fecha', 'Dirección de facturación', 'Importe', 'Acciones']);
    expect(screen.getByRole('tab', { name: 'Multipunto' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Multipoint invoices have no energy.
    expect(screen.queryByRole('button', { name: 'Energía (kWh)' })).not.toBeInTheDocument();
  });

  it('says a supply point invoice is paid through its multipoint invoice and leads to it, with its pay button', async () => {
    const settings = withSettings((s) => ({
      ...s,
      features: { ...s.features, displayTypes: ['multipoint', 'electricity'] },
    }));
    answerLists(
      [
        invoice({
          paid: 'unpaid',
          amount_pending: 68.45,
          online_payment: { payment_enabled: false, rel_object_type: 'invoice' },
          address_invoice_id: 41,
          multipoint_invoice: { id: 501, number: 'FM-000501', amount_to_pay: 1520.3 },
        }),
      ],
      ELECTRICITY,
    );
    answerLists(
      [
        multipointInvoice({
          paid: 'unpaid',
          amount_pending: 1520.3,
          amount_to_pay: 1520.3,
          online_payment: { payment_enabled: true, rel_object_type: 'invoice_multipoint' },
        }),
      ],
      '/api/v2/invoices_multipoint/',
    );
    answerFilterParams();
    const { user, current } = await renderApp('/facturas?type=electricity', {
      token: 'jwt',
      settings,
    });
    const row = rowOf(await findTable(), 'F0100001-00011');
    // Its own pay button is the multipoint invoice's, for that one's amount.
    expect(within(row).getAllByRole('button', { name: /^Pagar / })).toHaveLength(1);
    expect(
      within(row).getByRole('button', { name: 'Pagar 1520,30\u00a0€ de la factura FM-000501' }),
    ).toBeEnabled();
    await user.click(
      within(row).getByRole('link', { name: 'Se paga con la factura multipunto FM-000501' }),
    );

    const table = await findTable('Facturas multipunto');
    expect(current.location.search).toBe('?number=FM-000501');
    const multipointCall = requests.findLast(
      (request) =>
        request.url.pathname === '/api/v2/invoices_multipoint/' &&
        request.url.searchParams.get('limit') !== '1000',
    );
    expect(JSON.parse(multipointCall!.url.searchParams.get('filter')!)).toEqual([
      ['number', '=', 'FM-000501'],
    ]);
    expect(screen.getByText('Se muestra la factura multipunto FM-000501.')).toBeInTheDocument();
    expect(within(rowOf(table, 'FM-000501')).getByRole('button', { name: /Pagar/ })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Ver todas' }));
    await waitFor(() => expect(current.location.search).toBe(''));
  });

  it('says so without a link where the retailer does not show the multipoint list', async () => {
    answerLists([
      invoice({
        paid: 'unpaid',
        amount_pending: 68.45,
        online_payment: { payment_enabled: false, rel_object_type: 'invoice' },
        multipoint_invoice: { id: 501, number: 'FM-000501', amount_to_pay: 0 },
      }),
    ]);
    answerFilterParams();
    await renderApp('/facturas', { token: 'jwt' });
    const row = rowOf(await findTable(), 'F0100001-00011');
    expect(
      within(row).getByText('Se paga con la factura multipunto FM-000501'),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    // Nothing of it to pay online now: no button.
    expect(within(row).queryByRole('button', { name: /^Pagar / })).not.toBeInTheDocument();
  });
});
