import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Settings } from '@portal/domain/schemas/settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests, type RecordedRequest } from '@/testing/api-mock';
import { expectNoLinkToPendingScreens } from '@/testing/pending-screens';
import { renderApp, testSettings } from '@/testing/render-app';
import { setViewportWidth } from '@/testing/viewport';
import { contractsQueryKey } from '../api/get-contracts';
import {
  electricityContract,
  electricityList,
  gasContract,
  gasList,
} from '@/testing/contract-fixtures';

const withSettings = (patch: (settings: Settings) => Settings) => patch(testSettings);
const bothTypes = withSettings((s) => ({
  ...s,
  features: { ...s.features, displayTypes: ['electricity', 'gas'] },
}));

const listCalls = () => requests.filter((request) => request.url.pathname === '/api/v2/contracts');
const query = (request: RecordedRequest | undefined) =>
  Object.fromEntries(request?.url.searchParams ?? []);

const household = [
  electricityContract(),
  electricityContract({
    id: 2,
    name: '0100002',
    pricelist: { name: '2.0TD Indexada', nom_comercial: null },
    contracted_power_period: [{ period: 'P1', power: 3.45 }],
  }),
  electricityContract({ id: 3, name: '0100000', state: 'baixa' }),
  electricityContract({ id: 4, name: '0300042', state: 'esborrany', sign_date: null }),
];

afterEach(() => {
  vi.useRealTimers();
});

describe('contract list (spec 2 point 2, "Contract list")', () => {
  it('shows the contracts as a table with the configured columns, active first', async () => {
    mockApi('GET', '/api/v2/contracts', {
      body: electricityList([household[2]!, household[0]!, household[3]!, household[1]!]),
    });
    await renderApp('/contratos/electricidad', { token: 'jwt' });

    const table = await screen.findByRole('table', { name: 'Contratos de electricidad' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Contrato',
      'CUPS y dirección de suministro',
      'Tarifa de acceso',
      'Producto',
      'Potencia contratada',
      'Estado',
      'Acciones',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '0100001',
      '0100002',
      '0100000',
      '0300042',
    ]);
    const first = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first.slice(0, 4)).toEqual([
      'ES0021000120300001AB0FCalle de Alcalá, 120, 3º B, 28009 Madrid',
      '2.0TD',
      'Tarifa Estable Hogar',
      'P1: 4,6\u00a0kWP2: 4,6\u00a0kW',
    ]);
    expect(first[4]).toBe('Activo');
    // Without a commercial name the product is the price list's name.
    expect(within(rows[1]!).getByText('2.0TD Indexada')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('De baja')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Pendiente de firma')).toBeInTheDocument();

    expect(
      within(rows[0]!).getByRole('link', { name: 'Detalle del contrato 0100001' }),
    ).toHaveAttribute('href', '/contratos/electricidad/0100001');
    expect(
      within(rows[0]!).getByRole('link', { name: 'Facturas del contrato 0100001' }),
    ).toHaveAttribute('href', '/contratos/electricidad/0100001/facturas');
    expect(query(listCalls()[0])).toEqual({ offset: '0', limit: '10', lang: 'es' });
    // One type shown: no tabs.
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('hides product, power and search when the settings say so', async () => {
    mockApi('GET', '/api/v2/contracts', { body: electricityList([household[0]!]) });
    const settings = withSettings((s) => ({
      ...s,
      contracts: {
        ...s.contracts,
        showProduct: false,
        showPower: false,
        dontShowSearchFilter: true,
      },
    }));
    await renderApp('/contratos/electricidad', { token: 'jwt', settings });

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).not.toContain('Producto');
    expect(headers).not.toContain('Potencia contratada');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows cards on small screens', async () => {
    setViewportWidth(360);
    mockApi('GET', '/api/v2/contracts', { body: electricityList([household[0]!]) });
    await renderApp('/contratos/electricidad', { token: 'jwt' });

    const list = await screen.findByRole('list', { name: 'Contratos de electricidad' });
    const heading = within(list).getByRole('heading', { level: 2, name: 'Contrato 0100001' });
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByText('Tarifa de acceso').nextElementSibling).toHaveTextContent(
      '2.0TD',
    );
    expect(
      within(card).getByRole('link', { name: 'Detalle del contrato 0100001' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers electricity and gas as tabs when both are shown; gas has no power column', async () => {
    mockApi('GET', '/api/v2/contracts', (request) => ({
      body:
        request.url.searchParams.get('type') === 'gas'
          ? gasList([gasContract()])
          : electricityList([household[0]!]),
    }));
    const { user, current } = await renderApp('/contratos/electricidad', {
      token: 'jwt',
      settings: bothTypes,
    });

    const tabs = await screen.findByRole('tablist', { name: 'Tipo de suministro' });
    expect(within(tabs).getByRole('tab', { name: 'Electricidad' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByRole('table', { name: 'Contratos de electricidad' });
    await user.click(within(tabs).getByRole('tab', { name: 'Gas' }));

    const table = await screen.findByRole('table', { name: 'Contratos de gas' });
    expect(current.location.pathname).toBe('/contratos/gas');
    expect(within(table).getByRole('rowheader')).toHaveTextContent('0200001');
    expect(within(table).queryByRole('columnheader', { name: 'Potencia contratada' })).toBeNull();
    expect(
      within(table).getByRole('link', { name: 'Detalle del contrato 0200001' }),
    ).toHaveAttribute('href', '/contratos-gas/0200001');
    expect(
      within(table).getByRole('link', { name: 'Facturas del contrato 0200001' }),
    ).toHaveAttribute('href', '/contratos-gas/0200001/facturas-gas');
    // The gas page size is 100 (spec 2 point 9).
    expect(query(listCalls().at(-1))).toEqual({
      offset: '0',
      limit: '100',
      type: 'gas',
      lang: 'es',
    });
  });

  it('leads a type the retailer does not show to the one it does', async () => {
    mockApi('GET', '/api/v2/contracts', { body: electricityList([household[0]!]) });
    const { current } = await renderApp('/contratos/gas?action=ibanChange', { token: 'jwt' });
    await screen.findByRole('table');
    expect(current.location.pathname).toBe('/contratos/electricidad');
    expect(current.location.search).toBe('?action=ibanChange');
  });

  it('says an unknown type is not a page', async () => {
    await renderApp('/contratos/water', { token: 'jwt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
  });

  it('searches 1500 ms after the last keystroke, from the first page, and says it updated', async () => {
    mockApi('GET', '/api/v2/contracts', (request) => {
      const filter = request.url.searchParams.get('filter');
      return {
        body: filter ? electricityList([household[1]!]) : electricityList(household, { total: 24 }),
      };
    });
    await renderApp('/contratos/electricidad?page=2', { token: 'jwt' });
    await screen.findByRole('table');
    expect(query(listCalls()[0])).toMatchObject({ offset: '10' });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar contratos' }), 'Begur');
    act(() => vi.advanceTimersByTime(1400));
    expect(listCalls()).toHaveLength(1);

    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(query(listCalls()[1])).toEqual({
      offset: '0',
      limit: '10',
      filter: 'Begur',
      lang: 'es',
    });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('rowheader')).toHaveTextContent('0100002');
    expect(screen.getByRole('status')).toHaveTextContent('Lista de contratos actualizada.');
  });

  it('says it is updating when a change elsewhere makes the list stale, then that it is updated', async () => {
    let release: () => void = () => {};
    let calls = 0;
    mockApi('GET', '/api/v2/contracts', async () => {
      calls += 1;
      if (calls > 1) await new Promise<void>((resolve) => (release = resolve));
      return { body: electricityList([household[0]!]) };
    });
    const { queryClient } = await renderApp('/contratos/electricidad', { token: 'jwt' });
    await screen.findByRole('table');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    // What a change dialog does after a change: the contracts are stale.
    await act(() => {
      void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
    });
    await waitFor(() => expect(status).toHaveTextContent('Actualizando la lista de contratos…'));
    release();
    await waitFor(() => expect(status).toHaveTextContent('Lista de contratos actualizada.'));
  });

  it('says when no contract matches the search', async () => {
    mockApi('GET', '/api/v2/contracts', { body: electricityList([]) });
    await renderApp('/contratos/electricidad?q=nada', { token: 'jwt' });
    expect(
      await screen.findByText('Ningún contrato coincide con la búsqueda.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('nada');
    expect(query(listCalls()[0])).toMatchObject({ filter: 'nada' });
  });

  it('paginates only when there are more contracts than a page, with the configured size offered', async () => {
    const settings = withSettings((s) => ({
      ...s,
      contracts: { ...s.contracts, itemsPerPage: 20 },
    }));
    mockApi('GET', '/api/v2/contracts', (request) => ({
      body: electricityList(
        [electricityContract({ name: `03${request.url.searchParams.get('offset')}` })],
        { total: 42 },
      ),
    }));
    const { user, current } = await renderApp('/contratos/electricidad', {
      token: 'jwt',
      settings,
    });

    await screen.findByRole('table');
    expect(screen.getByText('1–20 de 42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await screen.findByText('21–40 de 42');
    expect(current.location.search).toBe('?page=2');
    expect(query(listCalls().at(-1))).toMatchObject({ offset: '20', limit: '20' });

    await user.click(screen.getByRole('combobox', { name: /Contratos por página/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '20', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() =>
      expect(query(listCalls().at(-1))).toMatchObject({ offset: '0', limit: '50' }),
    );
    // 42 contracts fit in a page of 50: no pager.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Página siguiente' })).not.toBeInTheDocument(),
    );
    expect(current.location.search).toBe('?size=50');
  });

  it('has no pager when all contracts fit in one page', async () => {
    mockApi('GET', '/api/v2/contracts', { body: electricityList(household, { total: 10 }) });
    await renderApp('/contratos/electricidad', { token: 'jwt' });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Página siguiente' })).not.toBeInTheDocument();
  });

  it('in redirect-action mode offers one select button that opens the detail with the action', async () => {
    mockApi('GET', '/api/v2/contracts', { body: electricityList([household[0]!]) });
    await renderApp('/contratos/electricidad?action=powChange', { token: 'jwt' });

    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(
      screen.getByText('Elige el contrato cuya potencia quieres modificar.'),
    ).toBeInTheDocument();
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    expect(
      within(row).getByRole('link', { name: 'Seleccionar el contrato 0100001' }),
    ).toHaveAttribute('href', '/contratos/electricidad/0100001?action=powChange');
  });

  it('sends the consumption action to the consumption route with the contract chosen', async () => {
    mockApi('GET', '/api/v2/contracts', { body: electricityList([household[0]!]) });
    await renderApp('/contratos/electricidad?action=consumption', { token: 'jwt' });
    expect(
      await screen.findByRole('link', { name: 'Seleccionar el contrato 0100001' }),
    ).toHaveAttribute('href', '/consumo?contract=0100001');
  });

  it("sends a gas contract's consumption action to its detail consumption section", async () => {
    mockApi('GET', '/api/v2/contracts', { body: gasList([gasContract()]) });
    await renderApp('/contratos/gas?action=consumption', { token: 'jwt', settings: bothTypes });
    expect(
      await screen.findByRole('link', { name: 'Seleccionar el contrato 0200001' }),
    ).toHaveAttribute('href', '/contratos-gas/0200001#consumption');
  });

  it('offers the other contracting types, a menu for several and a link for one', async () => {
    mockApi('GET', '/api/v2/contracts', { body: electricityList([household[0]!]) });
    const { user, unmount } = await renderApp('/contratos/electricidad', { token: 'jwt' });
    await screen.findByRole('link', { name: 'Detalle del contrato 0100001' });
    expectNoLinkToPendingScreens(screen.getByRole('main'));
    // The list's own type is not offered again (spec 2 point 2).
    await user.click(screen.getByRole('button', { name: 'Contratar un suministro' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Contratar luz y gas', '/nuevo-cliente-dual'],
      ['Contratar gas', '/nuevo-cliente-gas'],
    ]);
    unmount();

    mockApi('GET', '/api/v2/contracts', { body: electricityList([household[0]!]) });
    const noDual = withSettings((s) => ({
      ...s,
      contractation: { ...s.contractation, dual: false },
    }));
    await renderApp('/contratos/electricidad', { token: 'jwt', settings: noDual });
    await screen.findByRole('link', { name: 'Detalle del contrato 0100001' });
    expect(screen.getByRole('link', { name: 'Contratar gas' })).toHaveAttribute(
      'href',
      '/nuevo-cliente-gas',
    );
  });

  it('says the list could not be loaded, not that there are no contracts, and retries', async () => {
    mockApi('GET', '/api/v2/contracts', { status: 500, body: { error: 'internal_error' } });
    const { user } = await renderApp('/contratos/electricidad', { token: 'jwt' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se han podido cargar tus contratos.');
    expect(screen.queryByText('No tienes contratos de este tipo.')).not.toBeInTheDocument();

    mockApi('GET', '/api/v2/contracts', { body: electricityList([household[0]!]) });
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('link', { name: 'Detalle del contrato 0100001' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ignores a 401: no list, no error', async () => {
    mockApi('GET', '/api/v2/contracts', { status: 401, body: { error: 'unauthorized' } });
    await renderApp('/contratos/electricidad', { token: 'jwt' });
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    await screen.findByRole('heading', { level: 1, name: 'Contratos' });
    expect(screen.queryByText('No tienes contratos de este tipo.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
