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
const BANNERS = '/api/v1/backoffice/banners';
const COUPONS = '/api/v1/backoffice/coupons';
const admin: Staff = { ...agent, email: 'admin@demo.portal', name: 'Ada Admin', role: 'admin' };

const content: BackofficeDynamicContent = {
  pages: [
    { id: 1, route_path: 'autoconsumo', btn_title: 'Autoconsumo', btn_description: 'Placas' },
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
    },
  ],
};
const banner: BackofficeBanner = {
  code: 'invoices_top',
  type: 'html',
  content: '<p>Domicilia</p>',
  mime_type: null,
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
});
