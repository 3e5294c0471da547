import { screen, waitFor, within } from '@testing-library/react';
import { defaultPrivateSettings } from '@portal/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/test/api-mock';
import { testSettings } from '@/test/render-app';
import { electricityDetail, gasDetail } from '../testing/fixtures';
import { ContractActions } from './contract-actions';
import { renderDialogs } from './test/render-dialogs';

const IBANS = '/api/v2/contracts/ibans/';
const noAttachment = { ...defaultPrivateSettings, iban: { requireAttachment: false } };

async function openIbanDialog(
  options: Parameters<typeof renderDialogs>[1] = {},
  ui = <ContractActions contract={electricityDetail()} type="electricity" section="row" />,
) {
  const view = await renderDialogs(ui, options);
  await view.user.click(screen.getByRole('button', { name: 'Cambiar la cuenta bancaria' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambio de cuenta bancaria' });
  return { ...view, dialog };
}

// Forms typed key by key: slow on a busy machine.
describe('IBAN change dialog', { timeout: 20_000 }, () => {
  it('cannot be sent from an empty account list in the existing mode', async () => {
    mockApi('GET', IBANS, { body: { items: [] } });
    const { dialog } = await openIbanDialog({ privateSettings: noAttachment });
    expect(await within(dialog).findByText(/No tienes ninguna cuenta registrada/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cambiar la cuenta' })).toBeDisabled();
  });

  it('checks a new IBAN as it is typed, ignoring spaces, and asks the owner to confirm', async () => {
    mockApi('GET', IBANS, { body: { items: [] } });
    mockApi('POST', '/api/v2/contracts/0100001/iban/', {
      body: { waiting_for_signature: false, result: 9 },
    });
    const { user, dialog } = await openIbanDialog({ privateSettings: noAttachment });
    await user.click(within(dialog).getByRole('radio', { name: 'Una cuenta nueva' }));
    const iban = within(dialog).getByLabelText(/^IBAN/);

    await user.type(iban, 'ES91 2100 0418 4502 0005 1333');
    expect(await within(dialog).findByText('El IBAN no es válido.')).toBeInTheDocument();
    await user.clear(iban);
    await user.type(iban, 'es91 2100 0418 4502 0005 1332');
    await waitFor(() =>
      expect(within(dialog).queryByText('El IBAN no es válido.')).not.toBeInTheDocument(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la cuenta' }));
    expect(
      await within(dialog).findByText('Confirma que eres titular de la cuenta bancaria.'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: /Confirmo que soy titular/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la cuenta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      already_registered: 'no',
      iban: 'ES9121000418450200051332',
      owner_is_bank_owner: true,
      files: [],
    });
  });

  it('needs the ownership certificate when the retailer asks for it, within the size limit', async () => {
    mockApi('GET', IBANS, { body: { items: [{ id: 7, printable_iban: 'ES91 **** 1332' }] } });
    mockApi('POST', '/api/v2/contracts/5/iban/', {
      body: { waiting_for_signature: true, result: 5 },
    });
    const { user, dialog } = await openIbanDialog(
      { settings: { ...testSettings, fileUploadSizeLimit: 1_000_000 } },
      <ContractActions contract={gasDetail()} type="gas" section="row" />,
    );
    expect(await within(dialog).findByRole('radio', { name: 'ES91 **** 1332' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Confirmo que soy titular/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la cuenta' }));
    expect(
      await within(dialog).findByText('Adjunta el certificado de titularidad bancaria.'),
    ).toBeInTheDocument();

    const input = within(dialog).getByLabelText('Certificado de titularidad bancaria');
    await user.upload(
      input,
      new File([new Uint8Array(1_000_001)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(
      await within(dialog).findByText('El archivo supera el tamaño máximo de 1 MB.'),
    ).toBeInTheDocument();

    await user.upload(
      input,
      new File(['%PDF-1.4'], 'certificado.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la cuenta' }));

    // The gas contract's account changes by its id; the signature notice keeps the dialog open.
    expect(await within(dialog).findByText(/fírmala con el enlace/)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      already_registered: 'yes',
      bank_id: 7,
      owner_is_bank_owner: true,
      files: [
        {
          filename: 'certificado.pdf',
          mime_type: 'application/pdf',
          content_base64: 'JVBERi0xLjQ=',
        },
      ],
    });
  });

  it('shows the generic error and keeps the choice when the call fails', async () => {
    mockApi('GET', IBANS, { body: { items: [{ id: 7, printable_iban: 'ES91 **** 1332' }] } });
    mockApi('POST', '/api/v2/contracts/0100001/iban/', {
      status: 500,
      body: { error: 'internal_error' },
    });
    const { user, dialog } = await openIbanDialog({ privateSettings: noAttachment });
    await user.click(
      await within(dialog).findByRole('checkbox', { name: /Confirmo que soy titular/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la cuenta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Se ha producido un error interno',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: /Confirmo que soy titular/ }),
    ).toBeChecked();
  });
});
