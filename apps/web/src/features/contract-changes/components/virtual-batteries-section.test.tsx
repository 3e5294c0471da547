import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultPrivateSettings } from '@portal/domain/schemas/settings';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { batteryEntry, electricityDetail } from '@/testing/contract-fixtures';
import { renderDialogs } from '@/testing/render-dialogs';
import { VirtualBatteriesSection } from './virtual-batteries-section';

const TYPES = [
  { name: 'acumular', description: 'Acumular el saldo' },
  { name: 'aplicar', description: 'Aplicar el saldo' },
];
const alcala = batteryEntry();
const begur = batteryEntry({
  id: 102,
  bateria: { id: 2, name: 'Batería comunitaria Begur' },
  pes_percentatge: 20,
  gestio_descomptes: 'acumular',
});
const contract = electricityDetail({ name: '0100002', bateria_virtual: [alcala, begur] });

/** Moves a slider with the keyboard, as a user would: one step per arrow. */
function slide(slider: HTMLElement, steps: number) {
  for (let i = 0; i < Math.abs(steps); i += 1) {
    fireEvent.keyDown(slider, { key: steps > 0 ? 'ArrowRight' : 'ArrowLeft' });
  }
}

function entry(name: string) {
  return screen.getByRole('article', { name });
}

beforeAll(async () => {
  await import('@mui/material/Tooltip');
});

describe('virtual batteries section', { timeout: 20_000 }, () => {
  it('lists the entries with their data and discount management', async () => {
    mockApi('GET', '/api/v2/contract/bateria/types', { body: TYPES });
    await renderDialogs(<VirtualBatteriesSection contract={contract} />);
    const first = entry('Batería virtual Alcalá 120');
    expect(within(first).getByText('31,20 €')).toBeInTheDocument();
    expect(within(first).getByText('Desde el 01/06/2024')).toBeInTheDocument();
    expect(within(first).getByRole('switch', { name: /Aplicar el saldo/ })).toBeChecked();
    expect(
      within(entry('Batería comunitaria Begur')).getByRole('switch', { name: /Aplicar el saldo/ }),
    ).not.toBeChecked();
  });

  it('changes the percentage, and restores it with a message when the change fails', async () => {
    mockApi('GET', '/api/v2/contract/bateria/types', { body: TYPES });
    mockApi('PUT', '/api/v2/contract/0100002/change_bateria_pes_percentatge/101', {
      status: 500,
      body: { error: 'internal_error' },
    });
    const { user } = await renderDialogs(<VirtualBatteriesSection contract={contract} />);
    const first = entry('Batería virtual Alcalá 120');
    const change = within(first).getByRole('button', { name: 'Cambiar el porcentaje' });
    expect(change).toBeDisabled();
    const slider = within(first).getByRole('slider');
    slide(slider, 5);
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    expect(change).toBeEnabled();

    await user.click(change);
    const alert = await within(first).findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido realizar la operación.');
    expect(slider).toHaveAttribute('aria-valuenow', '60');
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      pes_percentatge: 65,
    });
    await user.click(within(alert).getByRole('button', { name: 'Cerrar el mensaje' }));
    expect(within(first).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns before acting on an origin battery', async () => {
    mockApi('GET', '/api/v2/contract/bateria/types', { body: TYPES });
    mockApi('PUT', '/api/v2/contract/0100002/change_bateria_pes_percentatge/101', {
      body: { ...alcala, es_origen: true, pes_percentatge: 59 },
    });
    const origin = electricityDetail({
      name: '0100002',
      bateria_virtual: [{ ...alcala, es_origen: true }],
    });
    const { user } = await renderDialogs(<VirtualBatteriesSection contract={origin} />);
    slide(within(entry('Batería virtual Alcalá 120')).getByRole('slider'), -1);
    await user.click(screen.getByRole('button', { name: 'Cambiar el porcentaje' }));
    const warning = await screen.findByRole('dialog', { name: 'Batería de origen' });
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(within(warning).getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        pes_percentatge: 59,
      }),
    );
  });

  it('locks a battery at 0 % and one not in force, saying why', async () => {
    mockApi('GET', '/api/v2/contract/bateria/types', { body: TYPES });
    const locked = electricityDetail({
      bateria_virtual: [
        { ...alcala, pes_percentatge: 0 },
        { ...begur, data_inici: '2999-01-01' },
      ],
    });
    const { user } = await renderDialogs(<VirtualBatteriesSection contract={locked} />);
    const empty = entry('Batería virtual Alcalá 120');
    expect(within(empty).getByRole('button', { name: 'Traspasar' })).toBeDisabled();
    const notStarted = entry('Batería comunitaria Begur');
    expect(within(notStarted).getByRole('slider')).toBeDisabled();
    expect(within(notStarted).getByRole('switch')).toBeDisabled();

    const wrapper = () =>
      within(entry('Batería virtual Alcalá 120')).getByRole('button', { name: 'Traspasar' })
        .parentElement!;
    await waitFor(() => expect(wrapper()).toHaveAttribute('title'));
    await user.hover(wrapper());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'La batería está al 0 %: no admite cambios.',
    );
  });

  it('disables the percentage and the move for a read-only session', async () => {
    mockApi('GET', '/api/v2/contract/bateria/types', { body: TYPES });
    await renderDialogs(<VirtualBatteriesSection contract={contract} />, {
      claims: { readonly: true },
    });
    const first = entry('Batería virtual Alcalá 120');
    expect(within(first).getByRole('slider')).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Traspasar' })).toBeDisabled();
    await waitFor(() =>
      expect(
        within(entry('Batería virtual Alcalá 120')).getByRole('button', { name: 'Traspasar' })
          .parentElement,
      ).toHaveAttribute('title', 'Acción no disponible: has accedido en modo de solo lectura.'),
    );
  });

  it('moves points to another battery of the contract step by step', async () => {
    mockApi('GET', '/api/v2/contract/bateria/types', { body: TYPES });
    mockApi('GET', '/api/v2/contract/bateria_virtual_percentages/101', {
      body: [
        { bateria_id: 1, percentage: 60 },
        { bateria_id: 2, percentage: 20 },
      ],
    });
    mockApi('POST', '/api/v2/contract/0100002/bateria_virtual_move_virtual_battery/101', {
      status: 409,
      body: { error: 'battery_self_consumption' },
    });
    const { user } = await renderDialogs(<VirtualBatteriesSection contract={contract} />);
    await user.click(
      within(entry('Batería virtual Alcalá 120')).getByRole('button', { name: 'Traspasar' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Traspasar Batería virtual Alcalá 120',
    });
    const next = within(dialog).getByRole('button', { name: 'Siguiente' });
    expect(next).toBeDisabled();
    await user.click(
      await within(dialog).findByRole('radio', { name: 'Batería comunitaria Begur (ahora 20 %)' }),
    );
    await user.click(next);

    const slider = within(dialog).getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuemax', '60');
    slide(slider, -50);
    expect(within(dialog).getByText('Porcentaje a traspasar: 10 %')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));

    expect(
      within(dialog).getByText(
        'Traspasarás 10 % de Batería virtual Alcalá 120 a Batería comunitaria Begur.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Traspasar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El contrato tiene autoconsumo activo',
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      pes_percentatge: 10,
      bateria_desti: 2,
    });
  });

  it('offers the discount management as a select when the retailer says so', async () => {
    mockApi('GET', '/api/v2/contract/bateria/types', { body: TYPES });
    mockApi('PUT', '/api/v2/contract/0100002/bateria/102', {
      body: { ...begur, gestio_descomptes: 'aplicar' },
    });
    const { user } = await renderDialogs(<VirtualBatteriesSection contract={contract} />, {
      privateSettings: { ...defaultPrivateSettings, batteries: { renderType: 'select' } },
    });
    const select = within(entry('Batería comunitaria Begur')).getByLabelText(
      'Gestión de descuentos',
    );
    await within(select).findByRole('option', { name: 'Aplicar el saldo' });
    await user.selectOptions(select, 'aplicar');
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        valor_descomptes: 'aplicar',
      }),
    );
  });

  it('downloads the entries as an Excel file', async () => {
    mockApi('GET', '/api/v2/contract/bateria/types', { body: TYPES });
    mockApi('GET', '/api/v2/contracts/virtual_batteries/101,102', {
      body: 'xlsx',
      headers: { 'content-disposition': 'attachment; filename="baterias-0100002.xlsx"' },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = this.download;
    });
    const { user } = await renderDialogs(<VirtualBatteriesSection contract={contract} />);
    await user.click(screen.getByRole('button', { name: 'Descargar en Excel' }));
    await waitFor(() => expect(saved).toBe('baterias-0100002.xlsx'));
  });
});
