import type { StaffChangeRequest } from '@portal/domain/schemas/contract-changes';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import type { Staff } from '../api/staff-endpoints';
import { ME, resetStaffSession } from '../testing/fixtures';
import { setStaffSession } from '../utils/staff-session';

const LIST = '/api/v1/backoffice/change_requests';
const supervisor: Staff = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'supervisor@demo.portal',
  name: 'Sergi Supervisor',
  role: 'supervisor',
  language: 'es',
};

const change = (overrides: Partial<StaffChangeRequest> = {}): StaffChangeRequest => ({
  id: 12,
  kind: 'iban',
  state: 'waiting_for_signature',
  created_at: '2026-03-02T09:15:00Z',
  applied_at: null,
  contract: { name: '0100001', type: 'electricity', cups: 'ES0021000000000001RK' },
  customer: { name: 'Laura García Pérez', tax_id: '12345678Z', email: 'laura@example.com' },
  documents: [{ id: 3, name: 'certificado.pdf', size: 2048 }],
  ...overrides,
});
const listOf = (items: StaffChangeRequest[]) => ({
  items,
  offset: 0,
  limit: 20,
  n_items: items.length,
});

describe('the changes to sign (issue 27)', { timeout: 20_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('signs a change once confirmed, says so, and reads the queue again', async () => {
    let signed = false;
    setStaffSession({ token: 'supervisor-token', staff: supervisor });
    mockApi('GET', ME, { body: supervisor });
    mockApi('GET', LIST, () => ({ body: listOf(signed ? [] : [change()]) }));
    mockApi('POST', `${LIST}/12/sign`, () => {
      signed = true;
      return { body: { id: 12, kind: 'iban', state: 'applied' } };
    });
    const { user } = await renderApp('/backoffice/cambios');
    const table = await screen.findByRole('table', {
      name: 'Cambios que esperan la firma del cliente, los más antiguos primero',
    });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Cambio de cuenta bancaria');
    expect(row).toHaveTextContent('0100001');
    expect(row).toHaveTextContent('12345678Z');
    expect(within(row).getByRole('button', { name: 'Descargar certificado.pdf' })).toBeVisible();

    await user.click(
      within(row).getByRole('button', {
        name: 'Firmar Cambio de cuenta bancaria del contrato 0100001',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: '¿Firmar este cambio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(
      await within(row).findByRole('button', {
        name: 'Firmar Cambio de cuenta bancaria del contrato 0100001',
      }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Firmar y aplicar' }),
    );
    expect(
      await screen.findByText('Cambio de cuenta bancaria del contrato 0100001 firmado y aplicado.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No hay ningún cambio esperando la firma.')).toBeInTheDocument();
  });
});
