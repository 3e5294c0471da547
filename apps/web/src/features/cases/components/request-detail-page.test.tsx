import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { sendUploadsThroughFetch } from '@/testing/upload-request';
import { tokenWith } from '@/testing/viewport';
import {
  caseAttachment,
  caseDetail,
  caseDetailPath,
  caseMessage,
  caseMessagesPath,
  pdf,
  sentMultipart,
} from '../testing/fixtures';

const DETAIL = caseDetailPath(7);
const MESSAGES = caseMessagesPath(7);

async function renderDetail(path = '/solicitudes/7') {
  sendUploadsThroughFetch();
  const view = await renderApp(path, { token: tokenWith({}) });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });
const conversationEntries = () =>
  within(section('Conversación'))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');
const valueOf = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const customerReply = caseMessage({
  id: 3,
  body: 'Aquí tenéis la foto.',
  created_date: '2026-03-05T18:30:00Z',
  attachments: [caseAttachment({ id: 32, filename: 'contador-5-marzo.jpg', size: 1_200_000 })],
});

// Forms typed key by key: slow on a busy machine.
describe('request detail (spec 2 points 2, 6 and 8)', { timeout: 20_000 }, () => {
  it('shows the request, its files and the conversation oldest first, staff as administrator', async () => {
    const detail = caseDetail();
    // The answer lists the newest first: the page puts them in the order they were written.
    mockApi('GET', DETAIL, { body: { ...detail, messages: [customerReply, ...detail.messages] } });
    await renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lectura estimada en marzo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Se necesita información adicional')).toBeInTheDocument();
    expect(
      screen.getByText('Necesitamos más información: responde a continuación.'),
    ).toBeInTheDocument();
    const data = section('Datos de la solicitud');
    expect(valueOf(data, 'Referencia')).toBe('SOL-2026-000007');
    expect(valueOf(data, 'Tipo')).toBe('Solicitud');
    expect(valueOf(data, 'Sección')).toBe('Facturación');
    expect(valueOf(data, 'Categoría')).toBe('Lecturas y consumo');
    expect(valueOf(data, 'Contrato')).toBe('0100001');
    expect(valueOf(data, 'Fecha de apertura')).toBe('02/03/2026');
    const description = section('Descripción');
    expect(description).toHaveTextContent(
      'La factura de marzo lleva una lectura estimada muy alta.',
    );
    expect(
      within(description).getByRole('button', { name: 'Descargar foto-contador.jpg' }),
    ).toBeInTheDocument();

    const [staff, customer] = conversationEntries() as [HTMLElement, HTMLElement];
    expect(staff).toHaveAccessibleName('Marta Administrador');
    expect(staff).toHaveTextContent('¿Puedes enviarnos una foto del contador con la fecha?');
    expect(staff).toHaveTextContent(
      'La solicitud ha pasado a «Se necesita información adicional».',
    );
    expect(customer).toHaveAccessibleName('Tú');
    expect(within(customer).queryByText('Administrador')).toBeNull();
    expect(
      within(customer).getByRole('button', { name: 'Descargar contador-5-marzo.jpg' }),
    ).toBeInTheDocument();
    expect(customer).toHaveTextContent('1,2 MB');
    expect(section('Responder')).toBeInTheDocument();
  });

  it('shows a claim with its type and subtype, and the readings of an auto-reads request', async () => {
    mockApi('GET', DETAIL, {
      body: caseDetail({
        kind: 'claim',
        reference: 'ATC-2026-000007',
        status: 'being_processed',
        claim: {
          type: { code: '02', label: 'Facturación y medida' },
          subtype: { name: '036', desc: 'Lectura errónea' },
        },
        readings: [
          { period: 'p1', value: 12_450 },
          { period: 'p2', value: 8_300 },
        ],
      }),
    });
    await renderDetail();
    const data = await screen.findByRole('region', { name: 'Datos de la solicitud' });
    expect(valueOf(data, 'Tipo')).toBe('Reclamación');
    expect(valueOf(data, 'Tipo de reclamación')).toBe('Facturación y medida');
    expect(valueOf(data, 'Subtipo de reclamación')).toBe('Lectura errónea');
    const readings = section('Lecturas enviadas');
    expect(valueOf(readings, 'Lectura P1')).toBe('12.450\u00a0kWh');
    expect(valueOf(readings, 'Lectura P2')).toBe('8300\u00a0kWh');
  });

  it('sends a reply with a file; the conversation shows it', async () => {
    const detail = caseDetail();
    let replied = false;
    mockApi('GET', DETAIL, () => ({
      body: replied
        ? {
            ...detail,
            status: 'being_processed',
            awaiting_customer: false,
            messages: [...detail.messages, customerReply],
          }
        : detail,
    }));
    mockApi('POST', MESSAGES, () => {
      replied = true;
      return { status: 201, body: customerReply };
    });
    const { user } = await renderDetail();
    const reply = await screen.findByRole('region', { name: 'Responder' });
    await user.click(within(reply).getByRole('button', { name: 'Enviar la respuesta' }));
    expect(await within(reply).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(
      within(reply).getByRole('textbox', { name: 'Tu mensaje' }),
      'Aquí tenéis la foto.',
    );
    await user.upload(
      within(reply).getByLabelText('Archivos adjuntos', { selector: 'input' }),
      pdf('contador.pdf'),
    );
    await user.click(within(reply).getByRole('button', { name: 'Enviar la respuesta' }));

    expect(await screen.findByText('Hemos enviado tu respuesta.')).toBeInTheDocument();
    await waitFor(() => expect(conversationEntries()).toHaveLength(2));
    expect(conversationEntries()[1]).toHaveTextContent('Aquí tenéis la foto.');
    expect(screen.getByText('En tramitación')).toBeInTheDocument();
    const { fields, files } = sentMultipart();
    expect(fields).toEqual({ message: 'Aquí tenéis la foto.' });
    expect(files.map((file) => file.name)).toEqual(['contador.pdf']);
    expect(within(section('Responder')).getByRole('textbox', { name: 'Tu mensaje' })).toHaveValue(
      '',
    );
  });

  it('takes no reply on a closed request and offers a new one on its contract', async () => {
    mockApi('GET', DETAIL, { body: caseDetail({ status: 'accepted', awaiting_customer: false }) });
    await renderDetail();
    expect(
      await screen.findByText('Hemos aceptado tu solicitud. Está cerrada.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Responder' })).toBeNull();
    expect(
      screen
        .getByText(/Esta solicitud está cerrada y ya no admite mensajes/)
        .closest('[role="note"]'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir una nueva solicitud' })).toHaveAttribute(
      'href',
      '/solicitudes/crear?contract=0100001',
    );
  });

  it('keeps the message on screen when the request closed meanwhile (409)', async () => {
    const detail = caseDetail();
    let closed = false;
    mockApi('GET', DETAIL, () => ({
      body: closed ? { ...detail, status: 'denied', awaiting_customer: false } : detail,
    }));
    mockApi('POST', MESSAGES, () => {
      closed = true;
      return { status: 409, body: { error: 'case_closed' } };
    });
    const { user } = await renderDetail();
    const reply = await screen.findByRole('region', { name: 'Responder' });
    await user.type(within(reply).getByRole('textbox', { name: 'Tu mensaje' }), 'Otra foto.');
    await user.click(within(reply).getByRole('button', { name: 'Enviar la respuesta' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta solicitud está cerrada y ya no admite mensajes.');
    expect(alert).toHaveTextContent('El mensaje que estabas escribiendo no se ha enviado:');
    expect(within(alert).getByText('Otra foto.')).toBeInTheDocument();
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Responder' })).toBeNull();
    expect(await screen.findByText('Denegada')).toBeInTheDocument();
  });

  it('downloads a file; a failed download shows an error icon until tried again', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:case'), revokeObjectURL: vi.fn() });
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this);
    });
    let fail = true;
    mockApi('GET', DETAIL, { body: caseDetail() });
    mockApi('GET', '/api/v2/crm/cases/7/attachments/31', () =>
      fail
        ? { status: 500, body: { error: 'internal_error' } }
        : { body: 'JPEG', headers: { 'content-type': 'image/jpeg' } },
    );
    const { user } = await renderDetail();
    const description = await screen.findByRole('region', { name: 'Descripción' });
    await user.click(
      within(description).getByRole('button', { name: 'Descargar foto-contador.jpg' }),
    );
    const retry = await within(description).findByRole('button', {
      name: 'Reintentar la descarga de foto-contador.jpg',
    });
    expect(within(retry).getByTestId('ErrorOutlineOutlinedIcon')).toBeInTheDocument();
    expect(within(description).getByRole('status')).toHaveTextContent(
      'No se ha podido descargar foto-contador.jpg.',
    );

    fail = false;
    await user.click(retry);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('foto-contador.jpg');
    expect(
      within(description).getByRole('button', { name: 'Descargar foto-contador.jpg' }),
    ).toBeInTheDocument();
  });

  it("shows the 404 page for another customer's request, and for an id no request has", async () => {
    mockApi('GET', caseDetailPath(99), { status: 404, body: { error: 'not_found' } });
    const first = await renderDetail('/solicitudes/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    first.unmount();

    await renderDetail('/solicitudes/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname.includes('/crm/'))).toHaveLength(1);
  });
});
