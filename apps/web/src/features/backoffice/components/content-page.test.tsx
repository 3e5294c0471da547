import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  BackofficeBanner,
  BackofficeCoupon,
  BackofficeDynamicContent,
} from '@portal/domain/schemas/backoffice-content';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import type { Staff } from '../api/staff-endpoints';
import { ME, STAFF_TOKEN, agent, resetStaffSession } from '../testing/fixtures';
import { setStaffSession } from '../utils/staff-session';

const ELEMENTS = '/api/v1/backoffice/html_elements';
const PAGES = '/api/v1/backoffice/dynamic_pages';
const BANNERS = '/api/v1/backoffice/banners';
const COUPONS = '/api/v1/backoffice/coupons';
const admin: Staff = { ...agent, email: 'admin@demo.portal', name: 'Ada Admin', role: 'admin' };

const content: BackofficeDynamicContent = {
  pages: [
    {
      id: 1,
      route_path: 'autoconsumo',
      btn_title: 'Autoconsumo',
      btn_description: 'Placas',
      translations: { ca: { btn_title: 'Autoconsum' } },
    },
  ],
  elements: [
    {
      id: 4,
      name: 'Bienvenida',
      group_name: 'Login',
      html_block: '<p>Hola</p>',
      block_height: null,
      block_width: null,
      priority: 0,
      page_id: null,
      translations: {},
    },
    {
      id: 5,
      name: 'Baterías',
      group_name: null,
      html_block: '<h2>Tu batería</h2>',
      block_height: null,
      block_width: null,
      priority: 1,
      page_id: 1,
      translations: { ca: { html_block: '<h2>La teva bateria</h2>' } },
    },
  ],
};
const banner: BackofficeBanner = {
  code: 'invoices_top',
  type: 'html',
  content: '<p>Domicilia</p>',
  mime_type: null,
  translations: {},
};
const coupon: BackofficeCoupon = {
  id: 3,
  code: 'BIENVENIDA26',
  language: 'es',
  title: 'Bienvenida',
  description: '10 %',
  valid_until: '2027-12-31',
  active: true,
  campaign_name: null,
  url: null,
  code_url: null,
};

async function renderContent() {
  setStaffSession({ token: STAFF_TOKEN, staff: admin });
  mockApi('GET', ME, { body: admin });
  mockApi('GET', ELEMENTS, { body: content });
  mockApi('GET', BANNERS, { body: [banner] });
  mockApi('GET', COUPONS, { body: [coupon] });
  await renderApp('/backoffice/contenido');
  return screen.findByRole('heading', { level: 1, name: 'Contenido' });
}

const callsTo = (method: string, path: string) =>
  requests.filter((request) => request.method === method && request.url.pathname === path);

describe('the content screen (issue 27 point 2)', { timeout: 20_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('previews a banner’s HTML as customers get it, says what was removed, and saves it', async () => {
    const user = userEvent.setup();
    mockApi('POST', BANNERS, { status: 201 });
    await renderContent();
    await user.click(screen.getByRole('tab', { name: 'Banners' }));
    expect(await screen.findByRole('rowheader', { name: 'invoices_top' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Añadir un banner' }));
    const editor = screen.getByRole('region', { name: 'Nuevo banner' });
    await user.type(within(editor).getByLabelText(/Código/), 'verano');
    const html = within(editor).getByLabelText(/^HTML/);
    await user.click(html);
    await user.paste('<h3>Oferta</h3><script>alert(1)</script><a href="#" onclick="x()">Ver</a>');
    expect(html).toHaveValue(
      '<h3>Oferta</h3><script>alert(1)</script><a href="#" onclick="x()">Ver</a>',
    );

    const preview = within(editor).getByRole('region', { name: /Vista previa/ });
    expect(await within(preview).findByRole('heading', { name: 'Oferta' })).toBeVisible();
    expect(preview.querySelector('script')).toBeNull();
    expect(within(preview).getByRole('link', { name: 'Ver' })).not.toHaveAttribute('onclick');
    expect(within(preview).getByRole('status')).toHaveTextContent(
      'Los clientes no verán lo que el portal quita por seguridad: script, onclick.',
    );

    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo('POST', BANNERS)).toHaveLength(1));
    expect(callsTo('POST', BANNERS)[0]?.body).toEqual({
      code: 'verano',
      type: 'html',
      content: '<h3>Oferta</h3><script>alert(1)</script><a href="#" onclick="x()">Ver</a>',
      mime_type: null,
      translations: {},
    });
    expect(await screen.findByText('El banner verano se ha guardado.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Nuevo banner' })).toBeNull();
  });

  it('judges a coupon with the API’s schema, and shows the API’s field errors', async () => {
    const user = userEvent.setup();
    mockApi('POST', COUPONS, { status: 400, body: { errors: { code: ['code_in_use'] } } });
    await renderContent();
    await user.click(screen.getByRole('tab', { name: 'Cupones' }));
    expect(await screen.findByRole('rowheader', { name: 'BIENVENIDA26' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Añadir un cupón' }));
    const editor = screen.getByRole('region', { name: 'Nuevo cupón' });
    const campaignPage = () => within(editor).getByLabelText(/^Página de la campaña/);
    await user.type(within(editor).getByLabelText(/^Código/), 'BIENVENIDA26');
    await user.type(within(editor).getByLabelText(/^Título/), 'Bienvenida');
    await user.type(within(editor).getByLabelText(/^Descripción/), '10 % el primer año');
    await user.type(campaignPage(), 'javascript:alert(1)');
    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(campaignPage()).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo('POST', COUPONS)).toEqual([]);

    await user.clear(campaignPage());
    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo('POST', COUPONS)).toHaveLength(1));
    expect(callsTo('POST', COUPONS)[0]?.body).toMatchObject({
      code: 'BIENVENIDA26',
      language: 'es',
      url: null,
      valid_until: null,
      active: true,
    });
    expect(await within(editor).findByText(/Ya hay otro con este código/)).toBeVisible();
  });

  it('lists the blocks where they show, and deletes one once confirmed', async () => {
    const user = userEvent.setup();
    mockApi('DELETE', `${ELEMENTS}/5`, { status: 204 });
    await renderContent();
    const table = await screen.findByRole('table', { name: 'Bloques de HTML' });
    const row = within(table).getByRole('row', { name: /Baterías/ });
    expect(row).toHaveTextContent('Página Autoconsumo (/autoconsumo)');
    expect(within(table).getByRole('row', { name: /Bienvenida/ })).toHaveTextContent('Grupo Login');

    await user.click(within(row).getByRole('button', { name: 'Borrar Baterías' }));
    const dialog = screen.getByRole('dialog', { name: '¿Borrar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(callsTo('DELETE', `${ELEMENTS}/5`)).toHaveLength(1));
    expect(await screen.findByText('«Baterías» se ha borrado.')).toBeVisible();
  });

  it('adds a dynamic page, showing the server’s answer on the address, and keeps what was typed', async () => {
    const user = userEvent.setup();
    let posts = 0;
    mockApi('POST', PAGES, () =>
      ++posts === 1
        ? { status: 400, body: { errors: { route_path: ['route_in_use'] } } }
        : { status: 201, body: { id: 2 } },
    );
    await renderContent();
    const pages = await screen.findByRole('table', { name: 'Páginas dinámicas' });
    const autoconsumo = within(pages).getByRole('row', { name: /Autoconsumo/ });
    expect(autoconsumo).toHaveTextContent('/autoconsumo');
    expect(autoconsumo).toHaveTextContent('Placas');
    await user.click(screen.getByRole('button', { name: 'Añadir una página' }));
    const editor = screen.getByRole('region', { name: 'Nueva página dinámica' });
    const address = within(editor).getByLabelText(/^Dirección/);
    await user.type(address, 'Tarifas Solares');
    await user.type(within(editor).getByLabelText(/^Título en el menú/), 'Tarifas solares');
    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    // Judged by the API's schema before any call.
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo('POST', PAGES)).toEqual([]);

    await user.clear(address);
    await user.type(address, 'autoconsumo');
    await user.click(within(editor).getByRole('button', { name: 'Catalán' }));
    await user.type(
      within(editor).getByLabelText(/^Título en el menú \(Catalán\)/),
      'Tarifes solars',
    );
    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo('POST', PAGES)).toHaveLength(1));
    expect(callsTo('POST', PAGES)[0]?.body).toEqual({
      route_path: 'autoconsumo',
      btn_title: 'Tarifas solares',
      btn_description: '',
      translations: { ca: { btn_title: 'Tarifes solars' } },
    });
    expect(
      await within(editor).findByText('Ya hay otra página con esta dirección: elige una distinta.'),
    ).toBeVisible();
    expect(within(editor).getByLabelText(/^Título en el menú \(Catalán\)/)).toHaveValue(
      'Tarifes solars',
    );

    await user.clear(address);
    await user.type(address, 'tarifas-solares');
    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo('POST', PAGES)).toHaveLength(2));
    expect(callsTo('POST', PAGES)[1]?.body).toMatchObject({ route_path: 'tarifas-solares' });
    expect(await screen.findByText('La página «Tarifas solares» se ha guardado.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Nueva página dinámica' })).toBeNull();
  });

  it('renames a page, keeping its other languages’ texts', async () => {
    const user = userEvent.setup();
    mockApi('PUT', `${PAGES}/1`, { status: 204 });
    await renderContent();
    const pages = await screen.findByRole('table', { name: 'Páginas dinámicas' });
    await user.click(within(pages).getByRole('button', { name: 'Editar Autoconsumo' }));
    const editor = screen.getByRole('region', { name: 'Editar la página Autoconsumo' });
    const title = within(editor).getByLabelText(/^Título en el menú/);
    await user.clear(title);
    await user.type(title, 'Placas solares');
    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo('PUT', `${PAGES}/1`)).toHaveLength(1));
    expect(callsTo('PUT', `${PAGES}/1`)[0]?.body).toEqual({
      route_path: 'autoconsumo',
      btn_title: 'Placas solares',
      btn_description: 'Placas',
      translations: { ca: { btn_title: 'Autoconsum' } },
    });
    expect(await screen.findByText('La página «Placas solares» se ha guardado.')).toBeVisible();
  });

  it('says a page goes with its blocks before deleting it', async () => {
    const user = userEvent.setup();
    mockApi('DELETE', `${PAGES}/1`, { status: 204 });
    await renderContent();
    const pages = await screen.findByRole('table', { name: 'Páginas dinámicas' });
    await user.click(within(pages).getByRole('button', { name: 'Borrar Autoconsumo' }));
    const dialog = screen.getByRole('dialog', { name: '¿Borrar?' });
    expect(dialog).toHaveTextContent(
      'Se borrará la página «Autoconsumo» con su bloque de HTML, y los clientes dejarán de verla en su menú.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(callsTo('DELETE', `${PAGES}/1`)).toHaveLength(1));
    expect(await screen.findByText('«Autoconsumo» se ha borrado.')).toBeVisible();
  });

  it('edits a block in each language, previewing what customers of that language get', async () => {
    const user = userEvent.setup();
    mockApi('PUT', `${ELEMENTS}/5`, { status: 204 });
    await renderContent();
    const table = await screen.findByRole('table', { name: 'Bloques de HTML' });
    await user.click(within(table).getByRole('button', { name: 'Editar Baterías' }));
    const editor = screen.getByRole('region', { name: 'Editar el bloque Baterías' });
    expect(within(editor).getByLabelText(/^HTML/)).toHaveValue('<h2>Tu batería</h2>');

    await user.click(within(editor).getByRole('button', { name: 'Catalán' }));
    const catalan = within(editor).getByLabelText(/^HTML \(Catalán\)/);
    expect(catalan).toHaveValue('<h2>La teva bateria</h2>');
    const preview = () => within(editor).getByRole('region', { name: /Vista previa \(Catalán\)/ });
    expect(
      await within(preview()).findByRole('heading', { name: 'La teva bateria' }),
    ).toBeVisible();
    await user.clear(catalan);
    await user.click(catalan);
    await user.paste('<h2>Bateria virtual</h2><img src=x onerror="alert(1)">');
    expect(
      await within(preview()).findByRole('heading', { name: 'Bateria virtual' }),
    ).toBeVisible();
    expect(preview().querySelector('[onerror]')).toBeNull();

    // English has none of its own: its customers get the HTML as written.
    await user.click(within(editor).getByRole('button', { name: 'Inglés' }));
    expect(within(editor).getByLabelText(/^HTML \(Inglés\)/)).toHaveValue('');
    const english = within(editor).getByRole('region', { name: /Vista previa \(Inglés\)/ });
    expect(await within(english).findByRole('heading', { name: 'Tu batería' })).toBeVisible();

    await user.click(within(editor).getByRole('button', { name: 'Texto principal' }));
    await user.type(within(editor).getByLabelText(/^Ancho/), '50%');
    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo('PUT', `${ELEMENTS}/5`)).toHaveLength(1));
    expect(callsTo('PUT', `${ELEMENTS}/5`)[0]?.body).toEqual({
      name: 'Baterías',
      group_name: null,
      page_id: 1,
      priority: 1,
      block_height: null,
      block_width: '50%',
      html_block: '<h2>Tu batería</h2>',
      translations: {
        ca: { html_block: '<h2>Bateria virtual</h2><img src=x onerror="alert(1)">' },
      },
    });
    expect(await screen.findByText('El bloque «Baterías» se ha guardado.')).toBeVisible();
  });

  it('shows an error of another language’s text in that language', async () => {
    const user = userEvent.setup();
    mockApi('PUT', `${ELEMENTS}/5`, {
      status: 400,
      body: { errors: { 'translations.ca.html_block': ['too_long'] } },
    });
    await renderContent();
    const table = await screen.findByRole('table', { name: 'Bloques de HTML' });
    await user.click(within(table).getByRole('button', { name: 'Editar Baterías' }));
    const editor = screen.getByRole('region', { name: 'Editar el bloque Baterías' });
    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    const catalan = await within(editor).findByLabelText(/^HTML \(Catalán\)/);
    expect(catalan).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByRole('button', { name: 'Catalán' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('edits a banner’s texts by language', async () => {
    const user = userEvent.setup();
    mockApi('PUT', `${BANNERS}/invoices_top`, { status: 204 });
    await renderContent();
    await user.click(screen.getByRole('tab', { name: 'Banners' }));
    await user.click(await screen.findByRole('button', { name: 'Editar invoices_top' }));
    const editor = screen.getByRole('region', { name: 'Editar el banner invoices_top' });
    await user.click(within(editor).getByRole('button', { name: 'Inglés' }));
    await user.type(within(editor).getByLabelText(/^HTML \(Inglés\)/), '<p>Direct debit</p>');
    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo('PUT', `${BANNERS}/invoices_top`)).toHaveLength(1));
    expect(callsTo('PUT', `${BANNERS}/invoices_top`)[0]?.body).toEqual({
      ...banner,
      translations: { en: { content: '<p>Direct debit</p>' } },
    });
    expect(await screen.findByText('El banner invoices_top se ha guardado.')).toBeVisible();
  });
});
