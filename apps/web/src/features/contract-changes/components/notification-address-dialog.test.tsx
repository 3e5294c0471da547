import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { electricityDetail } from '@/testing/contract-fixtures';
import { ContractActions } from './contract-actions';
import { ZIPCODE_LOOKUP_DEBOUNCE_MS } from './notification-address-dialog';
import { renderDialogs } from '@/testing/render-dialogs';

const ADDRESSES = '/api/v2/contracts/1/addresses/';
const NOTIFICATION = '/api/v2/contracts/0100001/notification/';
const otherAddress = {
  id: 8,
  name: 'Laura García Pérez',
  full_address: 'Carrer del Racó, 9, 17255 Begur',
  email: 'laura.garcia@example.com',
  mobile: '+34600111222',
  street: 'Carrer del Racó, 9',
  zipcode: '17255',
  city: 'Begur',
};

function mockGeo() {
  mockApi('GET', '/api/v1/geo/tipovias/', {
    body: [
      { id: 'AV', name: 'Avenida' },
      { id: 'CL', name: 'Calle' },
    ],
  });
  mockApi('GET', '/api/v1/geo/zipcode/28013/', { body: [{ city: 'Madrid', ine: '28079' }] });
  mockApi('GET', '/api/v1/geo/provincies/28/', { body: { id: '28', name: 'Madrid' } });
}

async function openAddressDialog() {
  const view = await renderDialogs(
    <ContractActions contract={electricityDetail()} type="electricity" section="contact" />,
  );
  await view.user.click(
    screen.getByRole('button', { name: 'Cambiar la dirección de notificación' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Cambio de dirección de notificación' });
  return { ...view, dialog };
}

afterEach(() => {
  vi.useRealTimers();
});

// Forms typed key by key: slow on a busy machine.
describe('notification address dialog', { timeout: 20_000 }, () => {
  it('looks the postal code up 700 ms after the last keystroke and fills municipality and province', async () => {
    mockApi('GET', ADDRESSES, { body: { items: [otherAddress] } });
    mockGeo();
    const view = await openAddressDialog();
    const { dialog } = view;
    await view.user.click(within(dialog).getByRole('radio', { name: 'Una dirección nueva' }));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // vi.waitFor advances the fake clock on every check; Testing Library flushes its updates through a timeout, advanced only for Jest's fake timers.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(within(dialog).getByLabelText(/^Código postal/), '28013');
    await act(() => vi.advanceTimersByTimeAsync(ZIPCODE_LOOKUP_DEBOUNCE_MS - 1));
    expect(requests.some((request) => request.url.pathname.includes('/geo/zipcode/'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));

    const municipality = within(dialog).getByLabelText(/^Municipio/);
    await waitFor(() => expect(municipality).toHaveValue('28079'));
    expect(within(municipality).getByRole('option', { name: 'Madrid' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Provincia')).toHaveValue('Madrid'));
    expect(
      requests.filter((request) => request.url.pathname.startsWith('/api/v1/geo/zipcode/')),
    ).toHaveLength(1);
  });

  it('checks the fields and sends a new address with the municipality, province and reference', async () => {
    mockApi('GET', ADDRESSES, { body: { items: [] } });
    mockGeo();
    mockApi('POST', NOTIFICATION, { body: { waiting_for_signature: false, result: 30 } });
    const { user, dialog } = await openAddressDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Una dirección nueva' }));
    await user.type(within(dialog).getByLabelText(/^Código postal/), '2801');
    await user.type(within(dialog).getByLabelText(/^Referencia catastral/), '7837301vg8173b0001tx');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la dirección' }));

    expect(await within(dialog).findByText('El código postal debe tener 5 dígitos.')).toBeVisible();
    expect(within(dialog).getByText('La referencia catastral no es válida.')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Referencia catastral/)).toHaveValue(
      '7837301VG8173B0001TX',
    );

    await user.type(within(dialog).getByLabelText(/^Código postal/), '3');
    await user.type(within(dialog).getByLabelText(/^Nombre \*/), 'Laura García');
    await user.selectOptions(within(dialog).getByLabelText(/^Tipo de vía/), 'CL');
    await user.type(within(dialog).getByLabelText(/^Nombre de la vía/), 'de la Montera');
    await user.type(within(dialog).getByLabelText(/^Número/), '10');
    const reference = within(dialog).getByLabelText(/^Referencia catastral/);
    await user.clear(reference);
    await user.type(reference, '7837301 vg8173b 0001tt');
    await waitFor(() => expect(within(dialog).getByLabelText('Provincia')).toHaveValue('Madrid'));
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la dirección' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      address_type: 'new',
      name: 'Laura García',
      zipcode: '28013',
      city: 'Madrid',
      municipi: '28079',
      state_id: '28',
      tv: 'CL',
      nv: 'de la Montera',
      pnp: '10',
      ref_catastral: '7837301VG8173B0001TT',
      email: 'laura.garcia@example.com',
      mobile: '+34600111222',
    });
  });

  it('explains the other-habitual-home refusal, dismissibly, and keeps the choice', async () => {
    mockApi('GET', ADDRESSES, { body: { items: [otherAddress] } });
    mockApi('GET', '/api/v1/geo/tipovias/', { body: [] });
    mockApi('POST', NOTIFICATION, {
      status: 400,
      body: { error: 'error_usuario_otra_vivienda_habitual_activa' },
    });
    const { user, dialog } = await openAddressDialog();
    await user.click(await within(dialog).findByRole('radio', { name: /Carrer del Racó/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la dirección' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Ya tienes otra vivienda habitual con un contrato activo');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      address_type: 'existing',
      address_id: 8,
    });
    expect(within(dialog).getByRole('radio', { name: /Carrer del Racó/ })).toBeChecked();
    await user.click(within(alert).getByRole('button', { name: 'Cerrar el mensaje' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says no_error_defined for any other failure', async () => {
    mockApi('GET', ADDRESSES, { body: { items: [otherAddress] } });
    mockApi('GET', '/api/v1/geo/tipovias/', { body: [] });
    mockApi('POST', NOTIFICATION, { status: 500, body: { error: 'internal_error' } });
    const { user, dialog } = await openAddressDialog();
    await user.click(await within(dialog).findByRole('radio', { name: /Carrer del Racó/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la dirección' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se ha podido cambiar la dirección.',
    );
  });
});
