import { screen, waitFor, within } from '@testing-library/react';
import type { Settings } from '@portal/domain/schemas/settings';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, requests, type MockReply } from '@/testing/api-mock';
import { expectNoLinkToPendingScreens } from '@/testing/pending-screens';
import { renderApp, testSettings } from '@/testing/render-app';
import { electricityDetail, gasDetail } from '@/testing/contract-fixtures';

// The page's chunk (the detail and every change dialog) is transformed on first import: on a busy
// machine that alone can take longer than one test may.
beforeAll(async () => {
  await import('./contract-detail-page');
}, 60_000);

/** The detail is a long page: rendering it whole takes a few seconds on a loaded machine. */
const slowRender = { timeout: 15_000 };

const bothTypes: Settings = {
  ...testSettings,
  features: { ...testSettings.features, displayTypes: ['electricity', 'gas'] },
};

const listInfo = {
  result: {
    electricity: [
      { id: 1, name: '0100001' },
      { id: 2, name: '0100002' },
    ],
    gas: [{ id: 5, name: '0200001' }],
  },
};

/** The contract calls of the detail page: the selector's names, the detail, its tariff options. */
function answerDetail(reply: MockReply | ((name: string) => MockReply)) {
  mockApi('GET', '/api/v2/contracts/list-info/', { body: listInfo });
  for (const name of ['0100001', '0100002', '0200001', '0999999']) {
    mockApi('GET', `/api/v2/contracts/${name}`, typeof reply === 'function' ? reply(name) : reply);
  }
  for (const id of [1, 2]) {
    for (const kind of ['double-tariff', 'happy-hours', 'happy-day']) {
      mockApi('GET', `/api/v2/contract/${id}/${kind}/`, { body: { current: null } });
    }
    for (const choices of [
      'available-double-tariffs',
      'available-happy-hours',
      'available-happy-days',
    ]) {
      mockApi('GET', `/api/v2/contract/${id}/${choices}/`, { body: { items: [] } });
    }
  }
  // The consumption panel of the electricity contracts (their last 12 months by month).
  for (const name of ['0100001', '0100002']) {
    mockApi('GET', `/api/v2/contracts/${name}/cch/chart/monthly/`, {
      status: 404,
      body: { error: 'contract_cch_chart_no_data' },
    });
  }
}

/** The value a description list gives a term, within a section. */
function valueOf(section: HTMLElement, term: string): string | null | undefined {
  return within(section).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

const section = (name: string) => screen.getByRole('region', { name });

/** The page once its data is shown (the heading is there while it loads). */
const loaded = (title: string) => screen.findByRole('region', { name: title });

describe('electricity contract detail (spec 2 point 2)', slowRender, () => {
  it('shows the contract and contact data and the state', async () => {
    answerDetail({ body: electricityDetail() });
    await renderApp('/contratos/electricidad/0100001', { token: 'jwt' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contrato 0100001' }),
    ).toBeInTheDocument();
    const contract = await loaded('Datos del contrato');
    expect(valueOf(contract, 'Titular')).toBe('Laura García Pérez');
    expect(valueOf(contract, 'Pagador')).toBe('Laura García Pérez');
    expect(valueOf(contract, 'Potencia contratada')).toBe('P1: 4,6\u00a0kWP2: 4,6\u00a0kW');
    expect(valueOf(contract, 'Producto contratado')).toBe('Tarifa Estable Hogar');
    expect(valueOf(contract, 'Cuenta de pago')).toBe('ES91 **** **** **** **** 1332');
    expect(valueOf(contract, 'NIF')).toBe('12345678Z');
    expect(valueOf(contract, 'Dirección fiscal')).toBe('Calle de Alcalá, 120, 3º B, 28009 Madrid');

    const contact = section('Datos de contacto');
    expect(valueOf(contact, 'Nombre')).toBe('Laura García Pérez');
    expect(valueOf(contact, 'Envío de las facturas')).toBe('Por correo electrónico');
    expect(within(contact).getByText('Correo electrónico', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Activo')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the supply point, the services and the consumption section', async () => {
    answerDetail({ body: electricityDetail() });
    await renderApp('/contratos/electricidad/0100001', { token: 'jwt' });

    const supply = await loaded('Punto de suministro');
    expect(valueOf(supply, 'CUPS')).toBe('ES0021000120300001AB0F');
    expect(valueOf(supply, 'Distribuidora')).toBe('i-DE Redes Eléctricas Inteligentes');
    expect(valueOf(supply, 'Referencia en la distribuidora')).toBe('DSO-0100001');
    expect(valueOf(supply, 'Tarifa de acceso')).toBe('2.0TD');
    expect(valueOf(supply, 'Referencia catastral')).toBe('7837301VG8173B0001TT');
    expect(within(supply).getByRole('link', { name: '900 171 171' })).toHaveAttribute(
      'href',
      'tel:900171171',
    );
    const website = within(supply).getByRole('link', { name: /https:\/\/www\.i-de\.es/ });
    expect(website).toHaveAttribute('href', 'https://www.i-de.es');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAccessibleName('https://www.i-de.es (se abre en una ventana nueva)');
    expect(within(supply).queryByText('Presión')).not.toBeInTheDocument();

    const services = within(section('Servicios y bono social')).getAllByRole('row');
    expect(services.slice(1).map((row) => row.textContent)).toEqual([
      'Mantenimiento eléctrico Hogar01/03/2022-',
      'Bono social: consumidor vulnerable01/01/201931/05/2021',
    ]);

    // The consumption panel loads with the section, on its own, and asks for this contract's curve.
    const consumption = section('Consumo');
    expect(consumption).toHaveAttribute('id', 'consumption');
    expect(
      await within(consumption).findByRole('combobox', { name: 'Ver por' }),
    ).toBeInTheDocument();
    expect(
      await within(consumption).findByText(
        'No hay lecturas de consumo de este contrato en el periodo elegido.',
      ),
    ).toBeInTheDocument();
    expect(
      requests.some((r) => r.url.pathname === '/api/v2/contracts/0100001/cch/chart/monthly/'),
    ).toBe(true);
  });

  it('shows the documents by category and the page actions', async () => {
    answerDetail({ body: electricityDetail() });
    await renderApp('/contratos/electricidad/0100001', { token: 'jwt' });

    const documents = await loaded('Documentos');
    expect(
      within(documents)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Contrato', 'Condiciones generales']);
    const signed = within(section('Contrato')).getByRole('listitem');
    expect(signed).toHaveTextContent('Contrato firmado');
    // The size in the language's format: a decimal comma in Spanish.
    expect(signed).toHaveTextContent('01/06/2021 · 1,4 KB');

    expect(screen.getByRole('button', { name: 'Descargar el contrato' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las facturas' })).toHaveAttribute(
      'href',
      '/contratos/electricidad/0100001/facturas',
    );
    expect(screen.getByRole('button', { name: 'Presentar una reclamación' })).toBeInTheDocument();
    expectNoLinkToPendingScreens(screen.getByRole('main'));
  });

  it('follows the settings: no report download, no complaint', async () => {
    answerDetail({ body: electricityDetail() });
    const settings: Settings = {
      ...testSettings,
      features: {
        ...testSettings.features,
        disableDownloadContractReport: true,
        reclamATCContract: false,
      },
    };
    await renderApp('/contratos/electricidad/0100001', { token: 'jwt', settings });
    await loaded('Datos del contrato');
    expect(screen.queryByRole('button', { name: 'Descargar el contrato' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Presentar una reclamación' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver las facturas' })).toBeInTheDocument();
  });

  it('opens a claim about the contract shown (reclamATCContract)', async () => {
    answerDetail({ body: electricityDetail() });
    mockApi('GET', '/api/v2/atc/tipus', {
      body: { items: [{ code: '01', label: 'Facturación' }] },
    });
    const { user } = await renderApp('/contratos/electricidad/0100001', { token: 'jwt' });
    await loaded('Datos del contrato');
    await user.click(screen.getByRole('button', { name: 'Presentar una reclamación' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reclamación sobre el contrato 0100001',
    });
    expect(await within(dialog).findByRole('option', { name: 'Facturación' })).toBeInTheDocument();
  });

  it('says a draft waits for the signature, which changes wait for it, and a process under way', async () => {
    answerDetail({
      body: electricityDetail({
        state: 'esborrany',
        sign_date: null,
        atr_available: false,
        pending_changes: [{ id: 9, kind: 'power', created_date: '2026-11-02' }],
      }),
    });
    await renderApp('/contratos/electricidad/0100001', { token: 'jwt' });
    await loaded('Datos del contrato');

    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toEqual([
      expect.stringContaining('Este contrato está pendiente de tu firma.'),
      expect.stringContaining('Cambio de potencia, solicitado el 02/11/2026'),
      expect.stringContaining('Hay una gestión en curso con la distribuidora'),
    ]);
    expect(screen.getAllByText('Pendiente de firma').length).toBeGreaterThan(0);
  });

  it('signs a draft with "sign now", which opens its signing page (decision 029)', async () => {
    answerDetail({ body: electricityDetail({ state: 'esborrany', sign_date: null }) });
    const token = 'b'.repeat(43);
    mockApi('POST', '/api/v2/contracts/0100001/signature_link/', { body: { token } });
    mockApi('GET', `/api/v2/change_requests/signature/${token}`, {
      body: {
        kind: 'contract',
        contract_name: '0100001',
        contract_type: 'electricity',
        supply_address: 'Calle de Alcalá, 120, 28009 Madrid',
        created_date: '2026-11-26',
        expires_at: '2026-12-03T10:15:00.000Z',
      },
    });
    const { user, current } = await renderApp('/contratos/electricity/0100001', { token: 'jwt' });
    await loaded('Datos del contrato');
    await user.click(screen.getByRole('button', { name: 'Firmar ahora' }));

    await waitFor(() => expect(current.location.pathname).toBe(`/firmar-cambio/${token}`));
    expect(
      await screen.findByRole('button', { name: 'Firmar el contrato' }, slowRender),
    ).toBeInTheDocument();
  });

  it('says a signed draft is on its way to the distributor', async () => {
    answerDetail({ body: electricityDetail({ state: 'esborrany', sign_date: '2026-11-20' }) });
    await renderApp('/contratos/electricity/0100001', { token: 'jwt' });
    await loaded('Datos del contrato');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Firmaste este contrato el 20/11/2026. Estamos tramitando el alta con la distribuidora',
    );
    expect(screen.queryByRole('button', { name: 'Firmar ahora' })).not.toBeInTheDocument();
  });

  it('opens another contract from the selector', async () => {
    answerDetail((name) => ({
      body: electricityDetail({ name, id: name === '0100002' ? 2 : 1 }),
    }));
    const { user, current } = await renderApp('/contratos/electricidad/0100001', { token: 'jwt' });
    await loaded('Datos del contrato');
    const selector = screen.getByRole('combobox', { name: 'Contrato' });
    await waitFor(() =>
      expect(
        within(selector)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['0100001', '0100002']),
    );
    await user.selectOptions(selector, '0100002');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contrato 0100002' }),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/contratos/electricidad/0100002');
  });

  it('shows the 404 page for a contract that is not the customer’s', async () => {
    answerDetail({ status: 404, body: { error: 'not_found' } });
    await renderApp('/contratos/electricidad/0999999', { token: 'jwt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Laura García Pérez')).not.toBeInTheDocument();
  });

  it('shows the 404 page for a name that is not among the customer’s contracts', async () => {
    answerDetail({ body: electricityDetail({ name: '0999999' }) });
    await renderApp('/contratos/electricidad/0999999', { token: 'jwt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
  });

  it('asks nothing for a name no contract can have', async () => {
    await renderApp('/contratos/electricidad/..%2F..%2Fusers', { token: 'jwt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname.includes('/contracts'))).toHaveLength(0);
  });

  it('offers a retry when the detail cannot be loaded', async () => {
    let fail = true;
    answerDetail(() => ({ status: 500, body: { error: 'internal_error' } }));
    mockApi('GET', '/api/v2/contracts/0100001', () =>
      fail ? { status: 500, body: { error: 'internal_error' } } : { body: electricityDetail() },
    );
    const { user } = await renderApp('/contratos/electricidad/0100001', { token: 'jwt' });
    expect(
      await screen.findByText(/No se han podido cargar los datos del contrato/),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Datos del contrato' })).toBeInTheDocument();
  });

  it('scrolls to the consumption section when the address says #consumption', async () => {
    // jsdom does not scroll: the page's call is what there is to see.
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    answerDetail({ body: electricityDetail() });
    await renderApp('/contratos/electricidad/0100001#consumption', { token: 'jwt' });
    await screen.findByRole('region', { name: 'Consumo' });
    await waitFor(() => expect(scrolled.map((element) => element.id)).toEqual(['consumption']));
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('downloads a document; a failed download shows an error icon until tried again', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document'), revokeObjectURL: vi.fn() });
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this);
    });
    let fail = true;
    answerDetail({ body: electricityDetail() });
    mockApi('GET', '/api/v2/contract/download_attachment/11', () =>
      fail
        ? { status: 500, body: { error: 'internal_error' } }
        : {
            body: 'PDF',
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="contrato.pdf"; filename*=UTF-8''contrato-a%C3%B1o.pdf`,
            },
          },
    );
    const { user } = await renderApp('/contratos/electricidad/0100001', { token: 'jwt' });
    const item = within(await screen.findByRole('region', { name: 'Contrato' })).getByRole(
      'listitem',
    );

    await user.click(within(item).getByRole('button', { name: 'Descargar Contrato firmado' }));
    const retry = await within(item).findByRole('button', {
      name: 'Reintentar la descarga de Contrato firmado',
    });
    expect(within(retry).getByTestId('ErrorOutlineOutlinedIcon')).toBeInTheDocument();
    expect(within(item).getByRole('status')).toHaveTextContent(
      'No se ha podido descargar Contrato firmado.',
    );
    expect(saved).toHaveLength(0);

    fail = false;
    await user.click(retry);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('contrato-año.pdf');
    expect(saved[0]?.href).toBe('blob:document');
    expect(
      within(item).getByRole('button', { name: 'Descargar Contrato firmado' }),
    ).toBeInTheDocument();
    const call = requests.find((r) => r.url.pathname.endsWith('/download_attachment/11'));
    expect(call?.headers.get('authorization')).toBe('Bearer jwt');
  });

  it('puts the change buttons beside their sections, or in one row under the heading', async () => {
    answerDetail({ body: electricityDetail() });
    const first = await renderApp('/contratos/electricidad/0100001', { token: 'jwt' });
    const changes = { name: 'Cambios del contrato' };
    expect(
      within(await loaded('Datos del contrato')).getByRole('group', changes),
    ).toHaveTextContent('Cambiar la potencia');
    expect(within(section('Datos de contacto')).getByRole('group', changes)).toHaveTextContent(
      'Cambiar la dirección de notificación',
    );
    expect(screen.getAllByRole('group', changes)).toHaveLength(2);
    first.unmount();

    answerDetail({ body: electricityDetail() });
    const settings: Settings = {
      ...testSettings,
      contracts: { ...testSettings.contracts, actionsLayout: 'row' },
    };
    await renderApp('/contratos/electricidad/0100001', { token: 'jwt', settings });
    await loaded('Datos del contrato');
    const row = screen.getByRole('group', changes);
    expect(row).toHaveTextContent('Cambiar la potencia');
    expect(row).toHaveTextContent('Cambiar la dirección de notificación');
    expect(screen.getAllByRole('group', changes)).toHaveLength(1);
    expect(within(section('Datos del contrato')).queryByRole('group', changes)).toBeNull();
  });

  it('downloads the contract report; a failure says so until dismissed', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this);
    });
    let status = 503;
    answerDetail({ body: electricityDetail() });
    mockApi('GET', '/api/v2/contracts/0100001/pdf/', () =>
      status === 200
        ? {
            body: 'PDF',
            headers: { 'content-disposition': 'attachment; filename="contrato-0100001.pdf"' },
          }
        : { status, body: { error: 'service_unavailable' } },
    );
    const { user } = await renderApp('/contratos/electricidad/0100001', { token: 'jwt' });
    await loaded('Datos del contrato');

    await user.click(screen.getByRole('button', { name: 'Descargar el contrato' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se ha podido descargar el contrato.',
    );
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    status = 200;
    await user.click(screen.getByRole('button', { name: 'Descargar el contrato' }));
    await waitFor(() =>
      expect(saved.map((link) => link.download)).toEqual(['contrato-0100001.pdf']),
    );
    const call = requests.findLast((r) => r.url.pathname === '/api/v2/contracts/0100001/pdf/');
    expect(call?.url.searchParams.get('type')).toBeNull();
    expect(call?.url.searchParams.get('lang')).toBe('es');
  });

  it('shows the virtual batteries when the contract has some and the setting is on', async () => {
    const battery = {
      id: 31,
      bateria: { id: 4, name: 'Batería virtual Alcalá 120' },
      pes: 186.4,
      pes_percentatge: 100,
      total_descompte: 74.56,
      gestio_descomptes: 'aplicar',
      data_inici: '2024-03-01',
      data_final: null,
      es_origen: true,
    };
    mockApi('GET', '/api/v2/ov_customize/ov_private_settings', { body: {} });
    mockApi('GET', '/api/v2/contract/bateria/types', {
      body: [{ name: 'aplicar', description: 'Aplicar el saldo en la próxima factura' }],
    });
    answerDetail({ body: electricityDetail({ bateria_virtual: [battery] }) });
    const first = await renderApp('/contratos/electricidad/0100001', { token: 'jwt' });
    expect(await loaded('Baterías virtuales')).toHaveTextContent('Batería virtual Alcalá 120');
    first.unmount();

    const settings: Settings = {
      ...testSettings,
      features: { ...testSettings.features, showVirtualBattery: false },
    };
    answerDetail({ body: electricityDetail({ bateria_virtual: [battery] }) });
    await renderApp('/contratos/electricidad/0100001', { token: 'jwt', settings });
    await loaded('Datos del contrato');
    expect(screen.queryByRole('region', { name: 'Baterías virtuales' })).toBeNull();
  });

  it('leads the gas type to the gas detail path', async () => {
    answerDetail({ body: gasDetail() });
    const { current } = await renderApp('/contratos/gas/0200001', {
      token: 'jwt',
      settings: bothTypes,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contrato de gas 0200001' }),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/contratos-gas/0200001');
  });
});

describe('gas contract detail (spec 2 point 2)', slowRender, () => {
  it('shows pressure and flow, and no power', async () => {
    answerDetail({ body: gasDetail() });
    await renderApp('/contratos-gas/0200001', { token: 'jwt', settings: bothTypes });
    await loaded('Datos del contrato');

    const supply = section('Punto de suministro');
    expect(valueOf(supply, 'Presión')).toBe('0,05\u00a0bar');
    expect(valueOf(supply, 'Caudal')).toBe('1,6\u00a0m³/h');
    expect(within(section('Datos del contrato')).queryByText('Potencia contratada')).toBeNull();
    expect(within(section('Servicios y bono social')).getAllByRole('row')[1]).toHaveTextContent(
      'Revisión de la caldera01/09/2021-',
    );
    expect(screen.getByRole('link', { name: 'Ver las facturas' })).toHaveAttribute(
      'href',
      '/contratos-gas/0200001/facturas-gas',
    );
    expect(screen.getByRole('button', { name: 'Presentar una reclamación' })).toBeInTheDocument();
    const requested = requests.find((r) => r.url.pathname === '/api/v2/contracts/0200001');
    expect(requested?.url.searchParams.get('type')).toBe('gas');

    // Gas has no hourly curve: the section says so and leads to the invoices.
    const consumption = section('Consumo');
    expect(consumption).toHaveTextContent(
      'Los contratos de gas no tienen curva de consumo horaria',
    );
    expect(
      within(consumption).getByRole('link', { name: 'Consultar las facturas del contrato' }),
    ).toHaveAttribute('href', '/contratos-gas/0200001/facturas-gas');
    expect(within(consumption).queryByRole('combobox')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.includes('/cch/'))).toBe(false);
  });

  it('opens the gas report in a new tab when the settings say so', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    const tab = { opener: {} };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    answerDetail({ body: gasDetail() });
    mockApi('GET', '/api/v2/contracts/0200001/pdf/', { body: 'PDF' });
    const settings: Settings = {
      ...bothTypes,
      invoices: { ...bothTypes.invoices, downloadInNewTab: true },
    };
    const { user } = await renderApp('/contratos-gas/0200001', { token: 'jwt', settings });
    await loaded('Datos del contrato');
    await user.click(screen.getByRole('button', { name: 'Descargar el contrato' }));

    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:report', '_blank'));
    expect(tab.opener).toBeNull();
    const call = requests.find((r) => r.url.pathname === '/api/v2/contracts/0200001/pdf/');
    expect(call?.url.searchParams.get('type')).toBe('gas');
  });

  it('hides the flow for an access tariff of group 3', async () => {
    answerDetail({ body: gasDetail({ tariff: { name: '3.4' } }) });
    await renderApp('/contratos-gas/0200001', { token: 'jwt', settings: bothTypes });
    await loaded('Datos del contrato');
    const supply = section('Punto de suministro');
    expect(valueOf(supply, 'Presión')).toBe('0,05\u00a0bar');
    expect(within(supply).queryByText('Caudal')).not.toBeInTheDocument();
  });

  it('shows the flow in English with a decimal point', async () => {
    answerDetail({ body: gasDetail() });
    await renderApp('/contracts-gas/0200001', { token: 'jwt', settings: bothTypes });
    await loaded('Contract details');
    expect(valueOf(section('Supply point'), 'Flow')).toBe('1.6\u00a0m³/h');
  });
});
