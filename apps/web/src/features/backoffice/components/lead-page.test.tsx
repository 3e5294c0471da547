import type { StaffLeadDetail } from '@portal/domain/schemas/contracting';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { ME, agent, resetStaffSession, signInAgent } from '../testing/fixtures';

const ID = '42bf0d77-c1d1-4b03-9020-83eb92e4ef33';
const LEAD = `/api/v1/backoffice/leads/${ID}`;

const lead = (overrides: Partial<StaffLeadDetail> = {}): StaffLeadDetail => ({
  id: ID,
  energy: 'electricity',
  state: 'open',
  step: 2,
  cups: 'ES0021000912345678WY',
  holder_name: 'Júlia Ferrer Costa',
  holder_vat: '12345678Z',
  email: 'julia@example.com',
  mobile: '+34612345678',
  contract_name: null,
  electricity_lead_id: null,
  solvency_ok: null,
  dni_valid: null,
  created_at: '2026-03-02T09:15:00Z',
  updated_at: '2026-03-02T09:20:00Z',
  data: {
    owner: { vat: '12345678Z', name: 'Júlia' },
    allow_contact: true,
    change_owner: false,
    power: 4.6,
    invoice: [{ name: 'factura.pdf' }, { name: 'factura-2.pdf' }],
    visitor_note: 'Truqueu a la tarda',
  },
  files: [{ id: 4, field: 'nif_faceup', name: 'dni.pdf', size: 2048 }],
  ...overrides,
});

/** What the data panel says of a field, by the field's label. */
const sentValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function renderLead() {
  signInAgent();
  mockApi('GET', ME, { body: agent });
  return renderApp(`/backoffice/contrataciones/${ID}`);
}

describe('a contracting lead (issue 27)', { timeout: 20_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it("shows what the visitor sent under the fields' names, each value as it reads", async () => {
    mockApi('GET', LEAD, { body: lead() });
    await renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Júlia Ferrer Costa' });
    expect(sentValue('Titular · NIF')).toBe('12345678Z');
    expect(sentValue('Titular · Nombre')).toBe('Júlia');
    expect(sentValue('Acepta que le contacten')).toBe('Sí');
    expect(sentValue('Cambia el titular')).toBe('No');
    expect(sentValue('Potencia P1')).toBe('4,6\u00a0kW');
    expect(sentValue('Última factura')).toBe('factura.pdf, factura-2.pdf');
    // A field this screen has no name for keeps the one it was sent with.
    expect(sentValue('visitor_note')).toBe('Truqueu a la tarda');
    expect(screen.queryByText('owner.vat')).toBeNull();
    // A document says which field of the form it was sent in.
    const documents = screen.getByRole('list', { name: 'Documentos' });
    expect(within(documents).getByText(/Documento de identidad \(anverso\)/)).toBeVisible();
  });

  it('asks before discarding it, then discards it and says so', async () => {
    let discarded = false;
    mockApi('GET', LEAD, () => ({ body: lead({ state: discarded ? 'discarded' : 'open' }) }));
    mockApi('POST', `${LEAD}/state`, () => {
      discarded = true;
      return { body: lead({ state: 'discarded' }) };
    });
    const { user } = await renderLead();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Júlia Ferrer Costa' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar dni.pdf' })).toBeVisible();

    // Cancelling leaves it as it was.
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Descartar esta solicitud?' });
    expect(dialog).toHaveTextContent(
      'La solicitud de Júlia Ferrer Costa se marcará como descartada',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    dialog = await screen.findByRole('dialog', { name: '¿Descartar esta solicitud?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Descartado.')).toBeInTheDocument();
    expect(requests.findLast((request) => request.method === 'POST')?.body).toEqual({
      state: 'discarded',
    });
    expect(
      await screen.findByText('Este estado es definitivo: no admite más marcas.'),
    ).toBeVisible();
  });

  it('offers the signature, not the marks, once the visitor confirmed it', async () => {
    mockApi('GET', LEAD, { body: lead({ state: 'confirmed', contract_name: '0100099' }) });
    mockApi('POST', `${LEAD}/sign`, {
      body: lead({ state: 'signed', contract_name: '0100099' }),
    });
    const { user } = await renderLead();
    await user.click(await screen.findByRole('button', { name: 'Firmar y activar el contrato' }));
    expect(
      await screen.findByText('Contratación firmada: el contrato 0100099 ya está activo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descartar' })).toBeNull();
  });
});
