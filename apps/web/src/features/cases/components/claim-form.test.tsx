import { screen, waitFor, within } from '@testing-library/react';
import type { Settings } from '@portal/domain/schemas/settings';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { testSettings } from '@/testing/render-app';
import { sendUploadsThroughFetch } from '@/testing/upload-request';
import { answerClaimOptions, sentMultipart } from '../testing/claim-fixtures';
import { renderClaims } from '../testing/render-claims';
import { ClaimButton } from './claim-button';
import { ClaimForm } from './claim-form';

const CLAIM = '/api/v2/contracts/0100001/atc/';
const posts = () => requests.filter((request) => request.method === 'POST');

/** Chooses a contract, a type and subtype, and writes the description. */
async function fillClaim(user: Awaited<ReturnType<typeof renderClaims>>['user']) {
  const contract = screen.getByRole('combobox', { name: 'Contrato' });
  await waitFor(() => expect(within(contract).getAllByRole('option')).toHaveLength(4));
  await user.selectOptions(contract, '0100001');
  await chooseType(user, '01');
  const subtype = screen.getByRole('combobox', { name: 'Subtipo' });
  await within(subtype).findByRole('option', { name: 'Lectura incorrecta' });
  await user.selectOptions(subtype, '036');
  await user.type(
    screen.getByRole('textbox', { name: 'Descripción' }),
    'La lectura de febrero es el doble de la real.',
  );
}

async function chooseType(user: Awaited<ReturnType<typeof renderClaims>>['user'], code: string) {
  const type = screen.getByRole('combobox', { name: 'Tipo de reclamación' });
  await waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(3));
  await user.selectOptions(type, code);
}

const subtypeOptions = () =>
  within(screen.getByRole('combobox', { name: 'Subtipo' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

// Forms typed key by key: slow on a busy machine.
describe('claim form (spec 2 points 4 and 5)', { timeout: 20_000 }, () => {
  it('asks for every field with atc_validation and sends nothing', async () => {
    answerClaimOptions();
    const { user } = await renderClaims(<ClaimForm />);
    await user.click(screen.getByRole('button', { name: 'Enviar la reclamación' }));

    const message = 'Rellena el contrato, el tipo, el subtipo y la descripción de la reclamación.';
    expect(await screen.findAllByText(message)).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: 'Contrato' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Contrato' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveAccessibleDescription(
      message,
    );
    expect(posts()).toHaveLength(0);
  });

  it('lists the contracts by type and chooses the only one by itself', async () => {
    answerClaimOptions();
    const first = await renderClaims(<ClaimForm />);
    const contract = screen.getByRole('combobox', { name: 'Contrato' });
    await waitFor(() =>
      expect(within(contract).getByRole('group', { name: 'Gas' })).toHaveTextContent('0200001'),
    );
    expect(within(contract).getByRole('group', { name: 'Electricidad' })).toHaveTextContent(
      '01000010100002',
    );
    first.unmount();

    answerClaimOptions({ result: { electricity: [{ id: 1, name: '0100001' }], gas: [] } });
    await renderClaims(<ClaimForm />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Contrato' })).toHaveValue('0100001'),
    );
  });

  it('loads the subtypes of the chosen type and clears the subtype when the type changes', async () => {
    answerClaimOptions();
    const { user } = await renderClaims(<ClaimForm />);
    const subtype = screen.getByRole('combobox', { name: 'Subtipo' });
    expect(subtypeOptions()).toEqual(['Elige un subtipo']);
    expect(subtype).toHaveAccessibleDescription('Elige primero el tipo de reclamación.');

    await chooseType(user, '01');
    await waitFor(() =>
      expect(subtypeOptions()).toEqual([
        'Elige un subtipo',
        'Lectura incorrecta',
        'Factura con importe excesivo',
      ]),
    );
    await user.selectOptions(subtype, '037');
    expect(subtype).toHaveValue('037');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de reclamación' }), '02');
    await waitFor(() =>
      expect(subtypeOptions()).toEqual(['Elige un subtipo', 'Alta no realizada']),
    );
    expect(subtype).toHaveValue('');
    expect(
      requests
        .filter((request) => request.url.pathname.endsWith('/subtipus'))
        .map((r) => r.url.pathname),
    ).toEqual(['/api/v2/atc/tipus/01/subtipus', '/api/v2/atc/tipus/02/subtipus']);
  });

  it('sends the claim with its file and shows its number to quote', async () => {
    sendUploadsThroughFetch();
    answerClaimOptions();
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    mockApi('POST', CLAIM, () => new Promise((resolve) => (answer = resolve)));
    const { user, current } = await renderClaims(<ClaimForm />);
    // user-event installs its own clipboard; replace it after setup.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await fillClaim(user);
    await user.upload(
      screen.getByLabelText('Documento adjunto (opcional)'),
      new File(['%PDF-1.4'], 'factura-febrero.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('factura-febrero.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar la reclamación' }));

    // Sending: the share of the file sent so far.
    const progress = await screen.findByRole('progressbar', { name: 'Enviando la reclamación' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    answer({ status: 201, body: { result: 'ATC-2026-000125' } });

    const confirmation = await screen.findByText(
      'Hemos registrado tu reclamación. Te responderemos por correo electrónico.',
    );
    expect(confirmation.closest('[role="status"]')).toHaveFocus();
    const number = screen.getByRole('term');
    expect(number).toHaveTextContent('Número de reclamación');
    expect(screen.getByRole('definition')).toHaveTextContent('ATC-2026-000125');
    await user.click(screen.getByRole('button', { name: 'Copiar el número' }));
    expect(writeText).toHaveBeenCalledWith('ATC-2026-000125');
    expect(await screen.findByText('Número copiado.')).toBeInTheDocument();

    const { fields, files } = sentMultipart(posts()[0]?.body);
    expect(fields).toEqual({
      contract: '0100001',
      tipus: '01',
      subtipus: '036',
      comments: 'La lectura de febrero es el doble de la real.',
    });
    expect(files.map(({ field, file }) => [field, file.name])).toEqual([
      ['attachment', 'factura-febrero.pdf'],
    ]);

    await user.click(screen.getByRole('link', { name: 'Ver mis solicitudes' }));
    expect(current.location.pathname).toBe('/solicitudes');
  });

  it('starts a new claim from the sent one', async () => {
    answerClaimOptions();
    mockApi('POST', CLAIM, { status: 201, body: { result: 'ATC-2026-000125' } });
    const { user } = await renderClaims(<ClaimForm />);
    await fillClaim(user);
    await user.click(screen.getByRole('button', { name: 'Enviar la reclamación' }));
    await user.click(await screen.findByRole('button', { name: 'Presentar otra reclamación' }));

    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Tipo de reclamación' })).toHaveValue('');
    // Without a file, the claim goes as any call.
    expect(sentMultipart(posts()[0]?.body).files).toEqual([]);
  });

  it("puts the server's field errors on their fields and keeps what was typed", async () => {
    answerClaimOptions();
    mockApi('POST', CLAIM, {
      status: 400,
      body: { errors: { subtipus: ['atc_validation'], comments: ['too_long'] } },
    });
    const { user } = await renderClaims(<ClaimForm />);
    await fillClaim(user);
    await user.click(screen.getByRole('button', { name: 'Enviar la reclamación' }));

    const subtype = screen.getByRole('combobox', { name: 'Subtipo' });
    await waitFor(() => expect(subtype).toHaveFocus());
    expect(subtype).toHaveAccessibleDescription(
      'Rellena el contrato, el tipo, el subtipo y la descripción de la reclamación.',
    );
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveAccessibleDescription(
      'El texto es demasiado largo.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(subtype).toHaveValue('036');
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue(
      'La lectura de febrero es el doble de la real.',
    );
  });

  it('says when the call fails and keeps the form to try again', async () => {
    answerClaimOptions();
    let status = 500;
    mockApi('POST', CLAIM, () =>
      status === 500
        ? { status, body: { error: 'internal_error' } }
        : { status, body: { result: 'ATC-2026-000126' } },
    );
    const { user } = await renderClaims(<ClaimForm />);
    await fillClaim(user);
    await user.click(screen.getByRole('button', { name: 'Enviar la reclamación' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Se ha producido un error interno');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Contrato' })).toHaveValue('0100001');

    status = 201;
    await user.click(screen.getByRole('button', { name: 'Enviar la reclamación' }));
    expect(await screen.findByText('ATC-2026-000126')).toBeInTheDocument();
  });

  it('refuses a file over the size limit before sending it', async () => {
    answerClaimOptions();
    const settings: Settings = { ...testSettings, fileUploadSizeLimit: 2_000_000 };
    const { user } = await renderClaims(<ClaimForm />, { settings });
    expect(
      screen.getByText('Un PDF o una imagen PNG o JPEG de 2 MB como máximo.'),
    ).toBeInTheDocument();
    await fillClaim(user);
    await user.upload(
      screen.getByLabelText('Documento adjunto (opcional)'),
      new File([new Uint8Array(2_000_001)], 'escaneo.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText('El archivo supera el tamaño máximo de 2 MB.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar la reclamación' }));
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quitar escaneo.pdf' }));
    await waitFor(() =>
      expect(screen.queryByText('El archivo supera el tamaño máximo de 2 MB.')).toBeNull(),
    );
  });
});

describe('claim button and dialog (spec 2 points 2 and 6)', { timeout: 20_000 }, () => {
  const flags = (features: Partial<Settings['features']>): Settings => ({
    ...testSettings,
    features: { ...testSettings.features, ...features },
  });

  it('files a claim about the contract shown, in a dialog', async () => {
    answerClaimOptions();
    mockApi('POST', '/api/v2/contracts/0200001/atc/', {
      status: 201,
      body: { result: 'ATC-2026-000127' },
    });
    const { user } = await renderClaims(<ClaimButton contractName="0200001" />);
    await user.click(screen.getByRole('button', { name: 'Presentar una reclamación' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Reclamación sobre el contrato 0200001',
    });
    expect(within(dialog).getByText('Contrato: 0200001')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Contrato' })).toBeNull();
    await chooseType(user, '02');
    const subtype = within(dialog).getByRole('combobox', { name: 'Subtipo' });
    await within(subtype).findByRole('option', { name: 'Alta no realizada' });
    await user.selectOptions(subtype, '009');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descripción' }), 'Sin alta.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la reclamación' }));

    expect(await within(dialog).findByText('ATC-2026-000127')).toBeInTheDocument();
    expect(sentMultipart(posts()[0]?.body).fields.contract).toBe('0200001');
    // The contract is known: the customer's list is not asked for.
    expect(requests.some((request) => request.url.pathname.includes('list-info'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Presentar una reclamación' })).toHaveFocus();
  });

  it('closes on cancel without sending', async () => {
    answerClaimOptions();
    const { user } = await renderClaims(<ClaimButton />);
    await user.click(screen.getByRole('button', { name: 'Presentar una reclamación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Presentar una reclamación' });
    expect(within(dialog).getByRole('combobox', { name: 'Contrato' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts()).toHaveLength(0);
  });

  it.each([
    [{ readonly: true }, 'Acción no disponible: has accedido en modo de solo lectura.'],
    [{ imp: 'agent-7' }, 'No se puede realizar esta acción suplantando una identidad.'],
  ])('is disabled for a session that may not act (%o) and says why', async (claims, reason) => {
    const { user } = await renderClaims(<ClaimButton contractName="0100001" />, { claims });
    const button = () => screen.getByRole('button', { name: 'Presentar una reclamación' });
    expect(button()).toBeDisabled();
    // The tooltip's code loads on first use and then renders the button anew.
    await waitFor(() => expect(button().parentElement).toHaveAttribute('title'));
    await user.hover(button().parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  });

  it('follows its flag: reclamATCContract on a contract, reclamATCContact without one', async () => {
    const contractOff = flags({ reclamATCContract: false });
    const first = await renderClaims(<ClaimButton contractName="0100001" />, {
      settings: contractOff,
    });
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();

    const withoutContract = await renderClaims(<ClaimButton />, { settings: contractOff });
    expect(screen.getByRole('button', { name: 'Presentar una reclamación' })).toBeInTheDocument();
    withoutContract.unmount();

    const contactOff = flags({ reclamATCContact: false });
    const second = await renderClaims(<ClaimButton />, { settings: contactOff });
    expect(second.container).toBeEmptyDOMElement();
    second.unmount();

    await renderClaims(<ClaimButton contractName="0100001" />, { settings: contactOff });
    expect(screen.getByRole('button', { name: 'Presentar una reclamación' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    answerClaimOptions();
    const { user } = await renderClaims(<ClaimButton contractName="0100001" />, { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'File a claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim about contract 0100001' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the claim' }));
    expect(
      await within(dialog).findAllByText(
        'Fill in the contract, type, subtype and description of the claim.',
      ),
    ).toHaveLength(3);
  });
});
