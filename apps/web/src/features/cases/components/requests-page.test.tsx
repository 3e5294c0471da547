import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requests, type RecordedRequest } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { setViewportWidth, tokenWith } from '@/testing/viewport';
import { CASES, caseList, caseListItem } from '../testing/fixtures';

const listCalls = () => requests.filter((request) => request.url.pathname === CASES);
const query = (request: RecordedRequest | undefined) =>
  Object.fromEntries([...(request?.url.searchParams ?? [])].filter(([key]) => key !== 'lang'));

const household = [
  caseListItem({
    id: 9,
    reference: 'SOL-2026-000009',
    subject: 'Foto del contador',
    status: 'info_required',
    awaiting_customer: true,
  }),
  caseListItem({
    id: 8,
    reference: 'ATC-2026-000008',
    kind: 'claim',
    section: 'Reclamaciones',
    category: 'Facturación y medida',
    subject: 'Lectura errónea',
    status: 'being_processed',
  }),
  caseListItem({
    id: 4,
    reference: 'SOL-2026-000004',
    subject: 'Cambio de titular',
    category: 'Contratación',
    contract: { id: 5, name: '0200001', type: 'gas' },
    status: 'denied',
    updated_date: '2026-01-20T10:00:00Z',
  }),
];

async function renderList(path = '/solicitudes') {
  const view = await renderApp(path, { token: tokenWith({}) });
  await screen.findByRole('heading', { level: 1, name: 'Solicitudes' });
  return view;
}

describe('request list (spec 2 point 2)', () => {
  it('shows each request with its status, claim and new answer, each leading to its page', async () => {
    mockApi('GET', CASES, { body: caseList(household) });
    await renderList();
    const table = await screen.findByRole('table', { name: 'Tus solicitudes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Referencia', 'Asunto', 'Categoría', 'Contrato', 'Última actualización', 'Estado']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'SOL-2026-000009',
      'ATC-2026-000008',
      'SOL-2026-000004',
    ]);
    const [waiting, claim, denied] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(waiting).getByRole('link', { name: 'Foto del contador' })).toHaveAttribute(
      'href',
      '/solicitudes/9',
    );
    expect(waiting).toHaveTextContent('Se necesita información adicional');
    expect(within(waiting).getByText('Respuesta nueva')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('04/03/2026');
    expect(within(claim).getByText('Reclamación')).toBeInTheDocument();
    expect(claim).toHaveTextContent('En tramitación');
    expect(within(claim).queryByText('Respuesta nueva')).toBeNull();
    expect(within(denied).getByText('Denegada')).toBeInTheDocument();
    expect(denied).toHaveTextContent('0200001');
    expect(screen.getByRole('status')).toHaveTextContent('3 solicitudes');
    expect(query(listCalls()[0])).toEqual({ offset: '0', limit: '10' });
    // One page: no pager.
    expect(screen.queryByRole('button', { name: 'Página siguiente' })).toBeNull();
  });

  it('keeps the open or closed filter in the URL, and says when nothing matches', async () => {
    mockApi('GET', CASES, (request) =>
      request.url.searchParams.get('status') === 'closed'
        ? { body: caseList([]) }
        : { body: caseList(household) },
    );
    const { user, current } = await renderList();
    await screen.findByRole('table', { name: 'Tus solicitudes' });
    const tabs = screen.getByRole('tablist', { name: 'Qué solicitudes mostrar' });
    expect(within(tabs).getByRole('tab', { name: 'Todas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(within(tabs).getByRole('tab', { name: 'Cerradas' }));
    expect(await screen.findByText('No tienes ninguna solicitud cerrada.')).toBeInTheDocument();
    expect(current.location.search).toBe('?status=closed');
    expect(query(listCalls().at(-1))).toEqual({ offset: '0', limit: '10', status: 'closed' });
    expect(screen.queryByText(/Todavía no has enviado/)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Ver todas las solicitudes' }));
    expect(await screen.findByRole('table', { name: 'Tus solicitudes' })).toBeInTheDocument();
    expect(current.location.search).toBe('');
  });

  it('invites a customer without requests to open one', async () => {
    mockApi('GET', CASES, { body: caseList([]) });
    await renderList();
    expect(await screen.findByText(/Todavía no has enviado ninguna solicitud/)).toBeInTheDocument();
    const create = screen.getAllByRole('link', { name: 'Nueva solicitud' });
    // The heading's button and the empty list's.
    expect(create).toHaveLength(2);
    for (const link of create) expect(link).toHaveAttribute('href', '/solicitudes/crear');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through more requests than a page holds, the page in the URL', async () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      caseListItem({ id: 100 - index, reference: `SOL-2026-0000${90 - index}` }),
    );
    mockApi('GET', CASES, (request) => ({
      body: caseList(many, 23, Number(request.url.searchParams.get('offset'))),
    }));
    const { user, current } = await renderList('/solicitudes?status=open');
    expect(await screen.findByText('1–10 de 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('11–20 de 23')).toBeInTheDocument();
    expect(current.location.search).toBe('?status=open&page=2');
    expect(query(listCalls().at(-1))).toEqual({ offset: '10', limit: '10', status: 'open' });
  });

  it('shows the last page for a page past the end (an old link)', async () => {
    mockApi('GET', CASES, (request) => {
      const offset = Number(request.url.searchParams.get('offset'));
      return { body: caseList(offset < 23 ? [caseListItem()] : [], 23, offset) };
    });
    const { current } = await renderList('/solicitudes?page=9');
    expect(await screen.findByText('21–23 de 23')).toBeInTheDocument();
    expect(current.location.search).toBe('?page=3');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    mockApi('GET', CASES, { status: 503, body: { error: 'service_unavailable' } });
    const { user } = await renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hemos podido cargar tus solicitudes.',
    );
    mockApi('GET', CASES, { body: caseList(household) });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Tus solicitudes' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a card per request on a small screen, in English', async () => {
    setViewportWidth(360);
    mockApi('GET', CASES, { body: caseList(household) });
    await renderApp('/requests', { token: tokenWith({}) });
    const list = await screen.findByRole('list', { name: 'Your requests' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { name: 'SOL-2026-000009' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Foto del contador' })).toHaveAttribute(
      'href',
      '/requests/9',
    );
    expect(first).toHaveTextContent('Additional information required');
    expect(first).toHaveTextContent('New answer');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 requests'));
  });
});
