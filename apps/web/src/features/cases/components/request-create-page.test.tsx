import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { sendUploadsThroughFetch } from '@/testing/upload-request';
import { tokenWith } from '@/testing/viewport';
import {
  CASES,
  answerFormOptions,
  caseDetail,
  caseDetailPath,
  pdf,
  sentMultipart,
} from '../testing/fixtures';

const posts = () => requests.filter((request) => request.method === 'POST');

async function renderCreate(path = '/solicitudes/crear') {
  sendUploadsThroughFetch();
  answerFormOptions();
  const view = await renderApp(path, { token: tokenWith({}) });
  await screen.findByRole('heading', { level: 1, name: 'Nueva solicitud' });
  const contract = await screen.findByRole('combobox', { name: 'Contrato' });
  await waitFor(() => expect(within(contract).getAllByRole('option')).toHaveLength(4));
  return { ...view, contract };
}

type User = Awaited<ReturnType<typeof renderCreate>>['user'];

const fileInput = () => screen.getByLabelText('Archivos adjuntos', { selector: 'input' });

/** Chooses the second electricity contract and a category, and writes subject and description. */
async function fillRequest(user: User) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Contrato' }), 'electricity:2');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), '4');
  await user.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Factura duplicada');
  await user.type(
    screen.getByRole('textbox', { name: 'Descripción' }),
    'Me habéis cobrado dos veces la factura de abril.',
  );
}

// Forms typed key by key: slow on a busy machine.
describe('create request (spec 2 points 2 and 5, "Contact form")', { timeout: 20_000 }, () => {
  it('offers the contracts and the categories, and asks for every field', async () => {
    const { user, contract } = await renderCreate();
    expect(
      within(contract)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Elige un contrato',
      '0100001 (Electricidad)',
      '0100002 (Electricidad)',
      '0200001 (Gas)',
    ]);
    expect(
      within(screen.getByRole('combobox', { name: 'Categoría' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige una categoría', 'Lecturas y consumo', 'Facturas y pagos']);

    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    await waitFor(() => expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(4));
    for (const name of ['Contrato', 'Categoría']) {
      expect(screen.getByRole('combobox', { name })).toHaveAccessibleDescription(
        'Este campo es obligatorio.',
      );
    }
    expect(screen.getByRole('combobox', { name: 'Contrato' })).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('refuses a seventh file before sending, and takes six', async () => {
    const { user } = await renderCreate();
    await fillRequest(user);
    await user.upload(
      fileInput(),
      Array.from({ length: 7 }, (_, index) => pdf(`documento-${index + 1}.pdf`)),
    );
    const files = screen.getByRole('list', { name: 'Archivos adjuntos' });
    expect(within(files).getAllByRole('listitem')).toHaveLength(7);
    expect(
      await screen.findByText('Puedes adjuntar 6 archivos como máximo: quita alguno.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quitar documento-7.pdf' }));
    await waitFor(() =>
      expect(screen.queryByText(/Puedes adjuntar 6 archivos/)).not.toBeInTheDocument(),
    );
    expect(within(files).getAllByRole('listitem')).toHaveLength(6);
    expect(files).toHaveTextContent('documento-6.pdf');
  });

  it("puts the server's field errors on their fields and keeps what was typed", async () => {
    mockApi('POST', CASES, {
      status: 400,
      body: {
        errors: {
          polissa_id: ['invalid_value'],
          title: ['too_long'],
          attachments: ['file_too_large'],
        },
      },
    });
    const { user } = await renderCreate();
    await fillRequest(user);
    await user.upload(fileInput(), pdf('factura-abril.pdf'));
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));

    expect(await screen.findByText('El texto es demasiado largo.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Contrato' })).toHaveAccessibleDescription(
      'El valor no es válido.',
    );
    expect(screen.getByText('El archivo supera el tamaño máximo de 15 MB.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Contrato' })).toHaveValue('electricity:2');
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Factura duplicada');
    expect(screen.getByRole('list', { name: 'Archivos adjuntos' })).toHaveTextContent(
      'factura-abril.pdf',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a request could not be sent, keeping the form to try again', async () => {
    mockApi('POST', CASES, {
      status: 429,
      body: { error: 'upload_quota_exceeded', retry_after: 3600 },
    });
    const { user } = await renderCreate();
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Has alcanzado el límite de archivos que puedes enviar hoy.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue(
      'Me habéis cobrado dos veces la factura de abril.',
    );
  });

  it('sends the request with its files, showing the progress, and opens it with its reference', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    mockApi('POST', CASES, () => new Promise((resolve) => (answer = resolve)));
    mockApi('GET', caseDetailPath(42), {
      body: caseDetail({
        id: 42,
        reference: 'SOL-2026-000042',
        subject: 'Factura duplicada',
        status: 'in_process',
        awaiting_customer: false,
        messages: [],
      }),
    });
    const { user, current } = await renderCreate();
    await fillRequest(user);
    await user.upload(fileInput(), [pdf('factura-abril.pdf', 12), pdf('extracto.pdf', 30)]);
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));

    const progress = await screen.findByRole('progressbar', { name: /Enviando/ });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    const { fields, files } = sentMultipart();
    expect(fields).toEqual({
      polissa_id: '2',
      polissa_type: 'electricity',
      categ_id: '4',
      title: 'Factura duplicada',
      message: 'Me habéis cobrado dos veces la factura de abril.',
    });
    expect(files.map((file) => [file.name, file.size])).toEqual([
      ['factura-abril.pdf', 12],
      ['extracto.pdf', 30],
    ]);

    answer({ status: 201, body: { id: 42, reference: 'SOL-2026-000042' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Factura duplicada' }),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/solicitudes/42');
    const notice = screen.getByText(
      /Hemos recibido tu solicitud. Su referencia es SOL-2026-000042/,
    );
    expect(notice.closest('[role="status"]')).toHaveFocus();
  });

  it('chooses the contract of the address (?contract=)', async () => {
    const { contract } = await renderCreate('/solicitudes/crear?contract=0200001');
    expect(contract).toHaveValue('gas:5');
  });
});
