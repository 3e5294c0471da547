import { screen, waitFor, within } from '@testing-library/react';
import { defaultPrivateSettings } from '@portal/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import { type MockReply, mockApi, requests } from '@/testing/api-mock';
import { testSettings } from '@/testing/render-app';
import { electricityDetail, gasDetail } from '@/testing/contract-fixtures';
import { ContractActions } from './contract-actions';
import { renderDialogs } from '@/testing/render-dialogs';

const IBANS = '/api/v2/contracts/ibans/';

/** The multipart body of the IBAN call: its text fields, and its files (all under `files`). */
function sentForm() {
  const body = requests.find((request) => request.method === 'POST')?.body;
  if (!(body instanceof FormData)) throw new Error('the IBAN change was not sent as FormData');
  const fields: Record<string, FormDataEntryValue> = {};
  const files: FormDataEntryValue[] = [];
  for (const [name, value] of body.entries()) {
    if (name === 'files') files.push(value);
    else fields[name] = value;
  }
  return { fields, files };
}
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
    expect(
      await screen.findByText('Hemos cambiado la cuenta bancaria del contrato.'),
    ).toBeInTheDocument();
    expect(sentForm()).toEqual({
      fields: {
        already_registered: 'no',
        iban: 'ES9121000418450200051332',
        owner_is_bank_owner: 'true',
      },
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
    const { fields, files } = sentForm();
    expect(fields).toEqual({
      already_registered: 'yes',
      bank_id: '7',
      owner_is_bank_owner: 'true',
    });
    expect(files).toHaveLength(1);
    const [sentFile] = files as File[];
    expect([sentFile?.name, sentFile?.type, sentFile?.size]).toEqual([
      'certificado.pdf',
      'application/pdf',
      8,
    ]);
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.headers.get('content-type')).toBeNull();
  });

  it("puts the server's file errors on the files field, with the limit in MB", async () => {
    mockApi('GET', IBANS, { body: { items: [{ id: 7, printable_iban: 'ES91 **** 1332' }] } });
    mockApi('POST', '/api/v2/contracts/0100001/iban/', {
      status: 400,
      body: { errors: { files: ['file_too_large', 'invalid_attachment_type'] } },
    });
    const { user, dialog } = await openIbanDialog({
      settings: { ...testSettings, fileUploadSizeLimit: 2_000_000 },
    });
    await user.upload(
      within(dialog).getByLabelText('Certificado de titularidad bancaria'),
      new File(['%PDF-1.4'], 'certificado.pdf', { type: 'application/pdf' }),
    );
    await user.click(
      await within(dialog).findByRole('checkbox', { name: /Confirmo que soy titular/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la cuenta' }));
    expect(
      await within(dialog).findByText(
        'El archivo supera el tamaño máximo de 2 MB. Tipo de archivo no admitido. Adjunta un PDF o una imagen.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a file whose name is too long before sending it', async () => {
    mockApi('GET', IBANS, { body: { items: [{ id: 7, printable_iban: 'ES91 **** 1332' }] } });
    const { user, dialog } = await openIbanDialog();
    await user.upload(
      within(dialog).getByLabelText('Certificado de titularidad bancaria'),
      new File(['%PDF-1.4'], `${'ñ'.repeat(130)}.pdf`, { type: 'application/pdf' }),
    );
    expect(
      await within(dialog).findByText(
        'El nombre del archivo no es válido. Cámbialo por uno más corto y sin barras.',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  /** Sends the contract's own account, no file needed, and the call answers `reply`. */
  async function sendExistingAccount(reply: MockReply) {
    mockApi('GET', IBANS, { body: { items: [{ id: 7, printable_iban: 'ES91 **** 1332' }] } });
    mockApi('POST', '/api/v2/contracts/0100001/iban/', reply);
    const { user, dialog } = await openIbanDialog({ privateSettings: noAttachment });
    await user.click(
      await within(dialog).findByRole('checkbox', { name: /Confirmo que soy titular/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la cuenta' }));
    return dialog;
  }

  it("says when the day's upload quota is used up", async () => {
    const dialog = await sendExistingAccount({
      status: 429,
      headers: { 'retry-after': '3600' },
      body: { error: 'upload_quota_exceeded', retry_after: 3600 },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Has alcanzado el límite de archivos que puedes enviar hoy.',
    );
  });

  it('shows the generic error and keeps the choice when the call fails', async () => {
    const dialog = await sendExistingAccount({ status: 500, body: { error: 'internal_error' } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Se ha producido un error interno',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: /Confirmo que soy titular/ }),
    ).toBeChecked();
  });
});
