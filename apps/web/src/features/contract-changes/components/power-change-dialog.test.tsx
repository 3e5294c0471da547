import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { electricityDetail } from '@/testing/contract-fixtures';
import { ContractActions } from './contract-actions';
import { renderDialogs } from '@/testing/render-dialogs';

const POWER_PATH = '/api/v2/contracts/0100001/power/';

async function openPowerDialog(contract = electricityDetail()) {
  const view = await renderDialogs(
    <ContractActions contract={contract} type="electricity" section="row" />,
  );
  await view.user.click(screen.getByRole('button', { name: 'Cambiar la potencia' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambio de potencia' });
  return { ...view, dialog };
}

async function typePowers(
  user: Awaited<ReturnType<typeof renderDialogs>>['user'],
  p1: string,
  p2: string,
) {
  const first = screen.getByLabelText(/^Potencia P1/);
  const second = screen.getByLabelText(/^Potencia P2/);
  await user.clear(first);
  await user.type(first, p1);
  await user.clear(second);
  await user.type(second, p2);
}

/** A 3.0TD contract with 20 kW in each of its six periods. */
const sixPeriodsOf20Kw = () =>
  electricityDetail({
    tariff: { name: '3.0TD' },
    contracted_power_period: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'].map((period) => ({
      period: period as 'P1',
      power: 20,
    })),
  });

// Forms typed key by key: slow on a busy machine.
describe('power change dialog', { timeout: 20_000 }, () => {
  it('shows the current powers with a decimal comma and refuses the same values', async () => {
    const { user, dialog } = await openPowerDialog();
    expect(within(dialog).getByLabelText(/^Potencia P1/)).toHaveValue('4,6');
    expect(within(dialog).getByLabelText(/^Potencia P2/)).toHaveValue('4,6');

    await user.click(within(dialog).getByRole('button', { name: 'Solicitar el cambio' }));

    expect(
      await within(dialog).findAllByText('La potencia solicitada es igual a la actual.'),
    ).toHaveLength(2);
    expect(within(dialog).getByLabelText(/^Potencia P1/)).toHaveAttribute('aria-invalid', 'true');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('checks the access tariff: 2.0TD takes at most 15 kW, and 0 is no power', async () => {
    const { user, dialog } = await openPowerDialog();
    await typePowers(user, '15,5', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar el cambio' }));

    expect(
      await within(dialog).findByText(
        'Con la tarifa de acceso 2.0TD cada periodo admite como máximo 15 kW.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Introduce una potencia mayor que 0 kW.')).toBeInTheDocument();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('refuses powers that decrease from one period to the next on 3.0TD', async () => {
    const { user, dialog } = await openPowerDialog(sixPeriodsOf20Kw());
    const p3 = within(dialog).getByLabelText(/^Potencia P3/);
    await user.clear(p3);
    await user.type(p3, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar el cambio' }));
    expect(
      await within(dialog).findAllByText(
        'La potencia de cada periodo no puede ser inferior a la del periodo anterior.',
      ),
    ).not.toHaveLength(0);
  });

  it('flags only the changed period that breaks the 3.0TD order, not its unchanged neighbours', async () => {
    const { user, dialog } = await openPowerDialog(sixPeriodsOf20Kw());
    const p3 = within(dialog).getByLabelText(/^Potencia P3/);
    await user.clear(p3);
    await user.type(p3, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar el cambio' }));
    await within(dialog).findAllByText(/no puede ser inferior/);
    const invalid = within(dialog)
      .getAllByRole('textbox')
      .filter((field) => field.getAttribute('aria-invalid') === 'true')
      .map((field) => field.getAttribute('name'));
    expect(invalid).toEqual(['power_p3']);
    expect(within(dialog).queryByText('La potencia solicitada es igual a la actual.')).toBeNull();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('changes one period only: the other keeps its power and is not an error', async () => {
    mockApi('POST', POWER_PATH, { body: { waiting_for_signature: true } });
    const { user, dialog } = await openPowerDialog();
    const p1 = within(dialog).getByLabelText(/^Potencia P1/);
    await user.clear(p1);
    await user.type(p1, '5,75');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar el cambio' }));
    expect(await within(dialog).findByText(/fírmala con el enlace/)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ phone: '+34600111222', power_p1: 5750 });
  });

  it('shows no costs while a typed power is not valid', async () => {
    const { user, dialog } = await openPowerDialog();
    await typePowers(user, '5,75', 'abc');
    expect(within(dialog).queryByRole('status')).toBeNull();
    await typePowers(user, '16', '5,75');
    expect(within(dialog).queryByRole('status')).toBeNull();
    await typePowers(user, '5,75', '5,75');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Derechos de enganche');
  });

  it('shows every right when a power goes up, sends watts and keeps the dialog for the signature', async () => {
    mockApi('POST', POWER_PATH, { body: { waiting_for_signature: true } });
    const { user, dialog } = await openPowerDialog();
    await typePowers(user, '5,75', '5,75');

    const notice = within(dialog).getByRole('status');
    expect(notice).toHaveTextContent('Al subir la potencia');
    // 1.15 kW more: access 1.15 × 19.70 €, extension 1.15 × 17.27 €, plus the connection right.
    expect(notice).toHaveTextContent('Derechos de enganche: 9,04 € + IVA');
    expect(notice).toHaveTextContent(
      'Derechos de acceso: 22,66 € + IVA (19,70 € por kW aumentado)',
    );
    expect(notice).toHaveTextContent(
      'Derechos de extensión: 19,86 € + IVA (17,27 € por kW aumentado)',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Solicitar el cambio' }));

    expect(await within(dialog).findByText(/fírmala con el enlace/)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ phone: '+34600111222', power_p1: 5750, power_p2: 5750 });
    expect(screen.getByRole('dialog', { name: 'Cambio de potencia' })).toBeInTheDocument();
  });

  it('shows only the connection right when the powers only go down', async () => {
    const { user, dialog } = await openPowerDialog();
    await typePowers(user, '3,45', '3.45');
    const notice = within(dialog).getByRole('status');
    expect(notice).toHaveTextContent('solo cobra los derechos de enganche');
    expect(notice).toHaveTextContent('Derechos de enganche: 9,04 € + IVA');
    expect(notice).not.toHaveTextContent('Derechos de acceso');
  });

  it('puts the server field errors on their fields and keeps what was typed', async () => {
    mockApi('POST', POWER_PATH, {
      status: 400,
      body: { errors: { power_p2: ['power_modification_validation'], phone: ['phone_not_valid'] } },
    });
    const { user, dialog } = await openPowerDialog();
    await typePowers(user, '5,75', '5,75');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar el cambio' }));

    expect(
      await within(dialog).findByText('Introduce una potencia mayor que 0 kW.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('El número de teléfono no es válido.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Potencia P1/)).toHaveValue('5,75');
    expect(within(dialog).getByLabelText(/^Potencia P2/)).toHaveValue('5,75');
  });

  it('says a power change is already under way on a 406, keeping the input', async () => {
    mockApi('POST', POWER_PATH, {
      status: 406,
      body: { error: 'power_same_error_modification_close' },
    });
    const { user, dialog } = await openPowerDialog();
    await typePowers(user, '5,75', '5,75');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar el cambio' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya hay una modificación de potencia en curso',
    );
    expect(within(dialog).getByLabelText(/^Potencia P1/)).toHaveValue('5,75');
  });

  it('closes on a change applied at once and gives the focus back to its button', async () => {
    mockApi('POST', POWER_PATH, { body: { waiting_for_signature: false } });
    const { user, dialog } = await openPowerDialog();
    await typePowers(user, '5,75', '5,75');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar el cambio' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cambiar la potencia' })).toHaveFocus();
  });

  it('shows the process-in-progress note instead of the button while a power change is under way', async () => {
    await renderDialogs(
      <ContractActions
        contract={electricityDetail({
          pending_changes: [{ id: 1, kind: 'power', created_date: '2026-11-20' }],
        })}
        type="electricity"
        section="contract"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cambiar la potencia' })).not.toBeInTheDocument();
    expect(screen.getByText(/Hay un proceso de cambio de potencia en curso/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar la cuenta bancaria' })).toBeInTheDocument();
  });
});
