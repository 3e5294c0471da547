import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testSettings } from '@/testing/render-app';
import { electricityDetail, gasDetail } from '@/testing/contract-fixtures';
import { ContractActions } from './contract-actions';
import { renderDialogs } from '@/testing/render-dialogs';

const rowNames = () =>
  within(screen.getByRole('group', { name: 'Cambios del contrato' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

// The guard's tooltip is a lazy chunk: loaded once up front, its first transform is not timed.
beforeAll(async () => {
  await import('@mui/material/Tooltip');
});

describe('contract actions', { timeout: 20_000 }, () => {
  it('puts power, account and tariff beside the contract data and the rest beside the contact', async () => {
    await renderDialogs(
      <>
        <ContractActions contract={electricityDetail()} type="electricity" section="contract" />
        <ContractActions contract={electricityDetail()} type="electricity" section="supply" />
      </>,
    );
    expect(rowNames()).toEqual(['Cambiar la potencia', 'Cambiar la cuenta bancaria']);
  });

  it('offers no power change on gas and follows the feature flags', async () => {
    await renderDialogs(<ContractActions contract={gasDetail()} type="gas" section="row" />, {
      settings: {
        ...testSettings,
        features: { ...testSettings.features, ibanGasChange: false, noCesionSips: false },
      },
    });
    expect(rowNames()).toEqual([
      'Cambiar la dirección de notificación',
      'Cambiar el envío de facturas',
      'Notificación electrónica',
    ]);
  });

  it('offers nothing on a contract that is not active', async () => {
    const { container } = await renderDialogs(
      <ContractActions
        contract={electricityDetail({ state: 'baixa' })}
        type="electricity"
        section="row"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('disables the changes of a read-only session and says why', async () => {
    const { user } = await renderDialogs(
      <ContractActions contract={electricityDetail()} type="electricity" section="row" />,
      { claims: { readonly: true } },
    );
    const power = screen.getByRole('button', { name: 'Cambiar la potencia' });
    expect(power).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Cambiar la dirección de notificación' }),
    ).toBeDisabled();
    // The tooltip's code loads on first use and then renders the button anew.
    const wrapper = () =>
      screen.getByRole('button', { name: 'Cambiar la potencia' }).parentElement!;
    await waitFor(() => expect(wrapper()).toHaveAttribute('title'));
    await user.hover(wrapper());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Acción no disponible: has accedido en modo de solo lectura.',
    );
  });

  it('disables the changes under impersonation with its own text', async () => {
    const { user } = await renderDialogs(
      <ContractActions contract={electricityDetail()} type="electricity" section="row" />,
      { claims: { imp: 'agent-7' } },
    );
    const noSips = screen.getByRole('button', { name: 'No ceder mis datos SIPS' });
    expect(noSips).toBeDisabled();
    const wrapper = () =>
      screen.getByRole('button', { name: 'No ceder mis datos SIPS' }).parentElement!;
    await waitFor(() => expect(wrapper()).toHaveAttribute('title'));
    await user.hover(wrapper());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/suplanta/);
  });

  it('opens the dialog of a redirect action once and drops it from the address', async () => {
    const { current, user } = await renderDialogs(
      <>
        <ContractActions contract={electricityDetail()} type="electricity" section="contract" />
        <ContractActions contract={electricityDetail()} type="electricity" section="contact" />
      </>,
      { path: '/contratos/electricidad/0100001?action=powChange&tab=1' },
    );
    expect(await screen.findByRole('dialog', { name: 'Cambio de potencia' })).toBeInTheDocument();
    expect(current.location.search).toBe('?tab=1');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
