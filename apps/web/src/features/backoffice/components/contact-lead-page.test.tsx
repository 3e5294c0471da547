import type { StaffContactLead } from '@portal/domain/schemas/contact-leads';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import {
  ME,
  STAFF_TOKEN,
  agent,
  authorizationOf,
  resetStaffSession,
  signInAgent,
} from '../testing/fixtures';

const ID = '3a1cd539-ebfa-4c2d-9414-4a9acd3134cd';
const LIST = '/api/v1/backoffice/contact-leads';
const LEAD = `${LIST}/${ID}`;
const STATE = `${LEAD}/state`;

const lead = (overrides: Partial<StaffContactLead> = {}): StaffContactLead => ({
  id: ID,
  kind: 'power',
  state: 'open',
  language: 'ca',
  name: 'Aina',
  surname1: 'Serra',
  surname2: '',
  email: 'aina@example.com',
  phone: '+34612345678',
  contact_hours: '9-13h',
  cups: null,
  customer: false,
  data: {
    optimalPower: 4.6,
    appliances: [{ name: 'hob', quantity: 1 }],
    start_date: '2026-01-05',
    saving: 12.5,
    lines: [{ name: 'Energía P1', amount: 30.1 }],
  },
  invoice: null,
  created_at: '2026-03-02T09:15:00Z',
  ...overrides,
});

async function renderQueue(path: string) {
  signInAgent();
  mockApi('GET', ME, { body: agent });
  return renderApp(path);
}

describe('the contact leads (issue 27)', { timeout: 20_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('lists the pending ones with the count of each state, and no entry for changes to sign', async () => {
    mockApi('GET', LIST, {
      body: {
        items: [lead()],
        offset: 0,
        limit: 20,
        n_items: 1,
        counts: { open: 1, contacted: 4, signed: 2, discarded: 0 },
      },
    });
    await renderQueue('/backoffice/contactos');
    const table = await screen.findByRole('table', {
      name: 'Solicitudes de contacto, las más antiguas primero',
    });
    expect(within(table).getByRole('link', { name: 'Aina Serra' })).toHaveAttribute(
      'href',
      `/backoffice/contactos/${ID}`,
    );
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Calculadora de potencia');
    const tabs = screen.getByRole('tablist', { name: 'Por estado' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Pendientes (1)');
    expect(within(tabs).getByRole('tab', { name: 'Todos (7)' })).toBeInTheDocument();
    const call = requests.findLast((request) => request.url.pathname === LIST);
    expect(call?.url.searchParams.get('state')).toBe('open');
    expect(authorizationOf(call)).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(screen.queryByRole('link', { name: 'Cambios por firmar' })).toBeNull();
  });

  it('marks a lead contacted and offers then only what follows', async () => {
    let marked = false;
    mockApi('GET', LEAD, () => ({ body: lead({ state: marked ? 'contacted' : 'open' }) }));
    mockApi('POST', STATE, () => {
      marked = true;
      return { body: lead({ state: 'contacted' }) };
    });
    const { user } = await renderQueue(`/backoffice/contactos/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aina Serra' })).toBeVisible();
    const sentValue = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(sentValue('Potencia óptima')).toBe('4,6\u00a0kW');
    // A list item is under its own name; one with a single value besides it is one line.
    expect(sentValue('Electrodomésticos · Vitrocerámica o inducción')).toBe('1');
    expect(sentValue('Líneas de la factura · Energía P1')).toBe('30,10\u00a0€');
    expect(sentValue('Ahorro')).toBe('12,50\u00a0€');
    expect(sentValue('Factura desde')).toBe('05/01/2026');
    expect(screen.getByText('No ha adjuntado ninguna factura.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Marcar como contactado' }));
    expect(await screen.findByText('Marcado como contactado.')).toBeInTheDocument();
    expect(requests.findLast((request) => request.url.pathname === STATE)?.body).toEqual({
      state: 'contacted',
    });
    expect(await screen.findByText('Contactada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como contactado' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Marcar como firmado' })).toBeEnabled();
  });

  it('says so when the lead moved meanwhile, and keeps it as it was', async () => {
    mockApi('GET', LEAD, { body: lead() });
    mockApi('POST', STATE, { status: 409, body: { error: 'state_change_not_allowed' } });
    const { user } = await renderQueue(`/backoffice/contactos/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Descartar esta solicitud?' });
    expect(dialog).toHaveTextContent('La solicitud de Aina Serra');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(
      await screen.findByText(/Este elemento ya ha cambiado de estado y no admite esa marca/),
    ).toBeInTheDocument();
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
  });
});
