import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { tokenWith } from '@/testing/viewport';
import type { OmipPriceChartProps } from './omip-price-chart';

// The chart library draws SVG from measured sizes jsdom does not have: its points stand in as text.
vi.mock('./omip-price-chart', () => ({
  default: (props: OmipPriceChartProps) => (
    <figure aria-label={props.label}>
      {props.prices
        .map((p) => `${props.formatDay(p.day)} ${props.formatPrice(p.price)}`)
        .join(' | ')}
    </figure>
  ),
}));

const PRODUCTS = '/api/v2/omip/products/';
const ALERTS = '/api/v2/omip/alerts/';
const DELETE = '/api/v2/omip/delete/alerts/';

const products = [
  { id: 1, name: 'ES Base Cal-27', description: null, last_price: 61.35, last_day: '2026-11-13' },
  { id: 2, name: 'ES Base Q1-27', description: null, last_price: 70.1, last_day: '2026-11-13' },
];
const alerts = [
  { id: 11, product: 'ES Base Cal-27', product_id: 1, type: '<', price: 50, met: false },
  { id: 12, product: 'ES Base Q1-27', product_id: 2, type: '==', price: 70.1, met: true },
];
const series = (id: number, name: string, prices: [string, number][]) => ({
  product_id: id,
  name,
  prices: prices.map(([day, price]) => ({ day, price })),
});

function answerPage(options: { alerts?: unknown[] } = {}) {
  mockApi('GET', PRODUCTS, { body: products });
  mockApi('GET', ALERTS, { body: options.alerts ?? alerts });
  mockApi('GET', '/api/v2/omip/products/1/prices/', {
    body: series(1, 'ES Base Cal-27', [
      ['2026-11-11', 60.5],
      ['2026-11-12', 59.8],
      ['2026-11-13', 61.35],
    ]),
  });
  mockApi('GET', '/api/v2/omip/products/2/prices/', {
    body: series(2, 'ES Base Q1-27', [['2026-11-13', 70.1]]),
  });
}

const open = () => renderApp('/omipComponent', { token: tokenWith({}) });
const posts = (path: string) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === path);
/** A text as the page writes it: the unit stays with its figure. */
const nb = (text: string) => text.replace(/ €/g, '\u00a0€');
const alertsTable = () => screen.findByRole('table', { name: 'Tus alertas' });

describe('the OMIP alerts page (spec 3 points 2, 4, 5 and 8)', { timeout: 20_000 }, () => {
  it('lists the alerts and shows the first product’s prices with their summary', async () => {
    answerPage();
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alertas de precios OMIP' }),
    ).toBeInTheDocument();
    const table = await alertsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      nb('ES Base Cal-27Menor que50,00 €/MWhNo se cumpleBorrar'),
      nb('ES Base Q1-27Igual a70,10 €/MWhSe cumpleBorrar'),
    ]);
    const chart = await screen.findByRole('figure', {
      name: 'Precio de liquidación diario de ES Base Cal-27, en €/MWh',
    });
    expect(chart).toHaveTextContent('13/11/2026 61,35 €/MWh');
    expect(
      screen.getByText(
        'ES Base Cal-27 del 11/11/2026 al 13/11/2026: último precio 61,35 €/MWh, mínimo 59,80 €/MWh y máximo 61,35 €/MWh.',
      ),
    ).toBeInTheDocument();
  });

  it('adds an alert, the price typed with a comma, and shows the chosen product in the chart', async () => {
    answerPage();
    mockApi('POST', ALERTS, { body: { id: 13 } });
    const { user } = await open();
    await alertsTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Producto' }), 'ES Base Q1-27');
    expect(
      await screen.findByRole('figure', {
        name: 'Precio de liquidación diario de ES Base Q1-27, en €/MWh',
      }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condición' }), '>');
    await user.type(screen.getByRole('textbox', { name: 'Precio límite (€/MWh)' }), '75,5');
    const before = requests.filter((r) => r.method === 'GET' && r.url.pathname === ALERTS).length;
    await user.click(screen.getByRole('button', { name: 'Añadir la alerta' }));

    expect(await screen.findByText('Hemos añadido la alerta.')).toBeInTheDocument();
    expect(posts(ALERTS)[0]?.body).toEqual({ product: 'ES Base Q1-27', type: '>', price: 75.5 });
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'GET' && r.url.pathname === ALERTS).length,
      ).toBeGreaterThan(before),
    );
    expect(screen.getByRole('textbox', { name: 'Precio límite (€/MWh)' })).toHaveValue('');
  });

  it('asks for a product, a condition and a price of at least 0 before sending', async () => {
    answerPage();
    const { user } = await open();
    await alertsTable();
    await user.click(screen.getByRole('button', { name: 'Añadir la alerta' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Producto' }), 'ES Base Cal-27');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condición' }), '<');
    await user.type(screen.getByRole('textbox', { name: 'Precio límite (€/MWh)' }), '-3');
    await user.click(screen.getByRole('button', { name: 'Añadir la alerta' }));
    expect(await screen.findByText('El valor no es válido.')).toBeInTheDocument();
    expect(posts(ALERTS)).toHaveLength(0);
  });

  it('puts the server’s field error on its field, and says when the alert could not be added', async () => {
    answerPage();
    mockApi('POST', ALERTS, { status: 400, body: { errors: { product: ['invalid_value'] } } });
    const { user } = await open();
    await alertsTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Producto' }), 'ES Base Cal-27');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condición' }), '==');
    await user.type(screen.getByRole('textbox', { name: 'Precio límite (€/MWh)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Añadir la alerta' }));
    expect(await screen.findByText('El valor no es válido.')).toBeInTheDocument();
    expect(screen.queryByText(/No se ha podido añadir la alerta/)).toBeNull();

    mockApi('POST', ALERTS, { status: 500, body: { error: 'internal_error' } });
    await user.click(screen.getByRole('button', { name: 'Añadir la alerta' }));
    expect(
      await screen.findByText('No se ha podido añadir la alerta. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
  });

  it('deletes an alert once confirmed', async () => {
    answerPage();
    mockApi('POST', DELETE, { status: 204 });
    const { user } = await open();
    await alertsTable();
    const remove = screen.getByRole('button', {
      name: nb('Borrar la alerta ES Base Cal-27 menor que 50,00 €/MWh'),
    });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: '¿Borrar la alerta?' });
    expect(dialog).toHaveTextContent(
      'Dejarás de recibir avisos de ES Base Cal-27 menor que 50,00 €/MWh.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(DELETE)).toHaveLength(0);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: '¿Borrar la alerta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Borrar la alerta' }));
    expect(await screen.findByText('Hemos borrado la alerta.')).toBeInTheDocument();
    expect(posts(DELETE)[0]?.body).toEqual({ id: 11 });
  });

  it('says when an alert could not be deleted', async () => {
    answerPage();
    mockApi('POST', DELETE, { status: 404, body: { error: 'not_found' } });
    const { user } = await open();
    await alertsTable();
    await user.click(
      screen.getByRole('button', {
        name: nb('Borrar la alerta ES Base Q1-27 igual a 70,10 €/MWh'),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Borrar la alerta' }));
    expect(
      await screen.findByText('No se ha podido borrar la alerta. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
  });

  it('shows each failure to load as its own error alert, and says when there are no alerts', async () => {
    mockApi('GET', PRODUCTS, { status: 500, body: { error: 'internal_error' } });
    mockApi('GET', ALERTS, { status: 503, body: { error: 'service_unavailable' } });
    const first = await open();
    expect(
      await screen.findByText(
        'No se han podido cargar los productos de OMIP. Inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No se han podido cargar tus alertas. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir la alerta' })).toBeNull();
    first.unmount();

    answerPage({ alerts: [] });
    await renderApp('/omipComponent', { token: tokenWith({}) });
    expect(await screen.findByText('Aún no tienes ninguna alerta.')).toBeInTheDocument();
  });
});
