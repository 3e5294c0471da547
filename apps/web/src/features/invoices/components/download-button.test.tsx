import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Settings } from '@portal/domain/schemas/settings';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests, type MockReply } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { invoice, invoiceList } from '../testing/fixtures';

vi.mock('./invoices-bar-chart', () => ({ default: () => null }));

const slow = { timeout: 30_000 };
// The first render loads the page's chunk: give it time when the machine is busy.
configure({ asyncUtilTimeout: 15_000 });
const one = invoice({ id: 12, invoice_id: 12, number: 'F0100001-00012' });

const clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  clicked.length = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:invoice';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
});

async function renderList(settings: Settings = testSettings, listed = one) {
  mockApi('GET', '/api/v1/invoices/', { body: invoiceList([listed]) });
  mockApi('GET', '/api/v2/filter/params', { body: {} });
  const view = await renderApp('/facturas', { token: 'jwt', settings });
  const row = (await screen.findByRole('rowheader', { name: 'F0100001-00012' })).closest(
    'tr',
  ) as HTMLElement;
  return { ...view, row };
}

const file = (name: string, type = 'application/pdf'): MockReply => ({
  body: 'file',
  headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
});

describe('download split button (spec 2 points 2 and 4)', slow, () => {
  it('downloads the PDF with the main button, under the server’s file name', async () => {
    mockApi('GET', '/api/v2/invoices/12/pdf/', file('factura-F0100001-00012.pdf'));
    const { user, row } = await renderList();

    await user.click(
      within(row).getByRole('button', { name: 'Descargar la factura F0100001-00012 en PDF' }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('factura-F0100001-00012.pdf');
    const call = requests.find((r) => r.url.pathname === '/api/v2/invoices/12/pdf/');
    expect(call?.headers.get('authorization')).toBe('Bearer jwt');
    expect(call?.url.searchParams.get('lang')).toBe('es');
  });

  it('offers the types of invoices.downloadTypes in its menu', async () => {
    mockApi(
      'GET',
      '/api/v2/invoices/12/signed_xml/',
      file('F0100001-00012.xsig', 'application/xml'),
    );
    const { user, row } = await renderList();

    await user.click(
      within(row).getByRole('button', { name: 'Más formatos de la factura F0100001-00012' }),
    );
    const menu = await screen.findByRole('menu', {
      name: 'Formatos de descarga de la factura F0100001-00012',
    });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Factura en PDF',
      'PDF firmado',
      'Factura electrónica (XML firmado)',
      'Curva de consumo (CSV)',
    ]);
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Factura electrónica (XML firmado)' }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('F0100001-00012.xsig');
  });

  it('offers no curve for an invoice whose readings are not stored', async () => {
    const { user, row } = await renderList(testSettings, { ...one, curve_available: false });

    await user.click(
      within(row).getByRole('button', { name: 'Más formatos de la factura F0100001-00012' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Factura en PDF', 'PDF firmado', 'Factura electrónica (XML firmado)']);
  });

  it('has no menu when only the PDF is offered, and opens a new tab when the setting says so', async () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    mockApi('GET', '/api/v2/invoices/12/pdf/', file('factura.pdf'));
    const settings: Settings = {
      ...testSettings,
      invoices: { ...testSettings.invoices, downloadTypes: ['pdf'], downloadInNewTab: true },
    };
    const { user, row } = await renderList(settings);

    expect(within(row).queryByRole('button', { name: /Más formatos/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: /en PDF/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:invoice', '_blank'));
    expect(clicked).toHaveLength(0);
  });

  it('is disabled while downloading and says when the download failed', async () => {
    let fail: (reply: MockReply) => void = () => {};
    mockApi(
      'GET',
      '/api/v2/invoices/12/pdf/',
      () =>
        new Promise<MockReply>((resolve) => {
          fail = resolve;
        }),
    );
    const { user, row } = await renderList();
    const button = within(row).getByRole('button', { name: /en PDF/ });

    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(row).getByRole('button', { name: /Más formatos/ })).toBeDisabled();
    expect(within(row).getByText('Descargando la factura F0100001-00012…')).toBeInTheDocument();

    fail({ status: 500, body: { error: 'internal_error' } });
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'No se ha podido descargar el archivo de la factura F0100001-00012. Inténtalo de nuevo.',
    );
    expect(button).toBeEnabled();
    expect(clicked).toHaveLength(0);
  });
});
