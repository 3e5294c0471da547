import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import {
  INBOX,
  ME,
  STAFF_TOKEN,
  agent,
  answerCategories,
  authorizationOf,
  casePath,
  inboxCalls,
  inboxItem,
  inboxList,
  resetStaffSession,
  signInAgent,
  staffCase,
} from '../testing/fixtures';

const oldest = inboxItem({
  id: 3,
  reference: 'SOL-2026-000003',
  subject: 'Cambiar la cuenta de cargo',
  created_date: '2026-01-10T09:00:00Z',
});
const visitor = inboxItem({
  id: 9,
  reference: 'CON-2026-000009',
  subject: 'No puedo entrar',
  contract: null,
  category: 'Acceso a la oficina virtual',
  customer: { name: null, email: 'pere@example.cat' },
  status: 'info_required',
  created_date: '2026-03-05T10:00:00Z',
  assignee: { id: agent.id, name: 'Marta Agent' },
});

async function renderInbox(path = '/backoffice/bandeja') {
  signInAgent();
  mockApi('GET', ME, { body: agent });
  answerCategories();
  return renderApp(path);
}

const table = () => screen.getByRole('table', { name: 'Casos, los más antiguos primero' });
const lastInboxCall = () => inboxCalls().at(-1);

describe('the inbox (issue 27)', { timeout: 20_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('lists the open cases as the API orders them, with the counts per status', async () => {
    mockApi('GET', INBOX, {
      body: inboxList([oldest, inboxItem(), visitor], {
        in_process: 2,
        info_required: 1,
        accepted: 4,
      }),
    });
    await renderInbox();

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      'Cambiar la cuenta de cargo',
      'Lectura estimada en marzo',
      'No puedo entrar',
    ]);
    expect(rows[2]).toHaveTextContent('Visitante');
    expect(rows[2]).toHaveTextContent('Mensaje de visitante');
    expect(rows[2]).toHaveTextContent('Tú');
    expect(within(rows[2]!).queryByRole('button', { name: /Asignarme/ })).toBeNull();
    expect(rows[0]).toHaveTextContent('Sin asignar');
    expect(
      within(table()).getByRole('link', { name: 'Lectura estimada en marzo' }),
    ).toHaveAttribute('href', '/backoffice/casos/7');

    const tabs = screen.getByRole('tablist', { name: 'Casos por estado' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Todos los abiertos (3)',
      'En proceso (2)',
      'En tramitación (0)',
      'Se necesita información adicional (1)',
      'Aceptada (4)',
      'Denegada (0)',
      'Cerrados (4)',
    ]);
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent(
      'Todos los abiertos',
    );
    expect(lastInboxCall()).toEqual({ status: 'open', limit: '20', lang: 'es' });
    expect(authorizationOf(requests.find((r) => r.url.pathname === INBOX))).toBe(
      `Bearer ${STAFF_TOKEN}`,
    );
  });

  it('filters by status, kind, category, age and assignee, and keeps them in the address', async () => {
    mockApi('GET', INBOX, { body: inboxList([inboxItem()], { in_process: 1 }) });
    const { user, current } = await renderInbox();
    await screen.findByRole('table');

    await user.click(screen.getByRole('tab', { name: /Se necesita información adicional/ }));
    await waitFor(() => expect(lastInboxCall()?.status).toBe('info_required'));
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Mensajes de visitantes');
    await waitFor(() => expect(lastInboxCall()?.kind).toBe('unsigned'));
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Contador');
    await waitFor(() => expect(lastInboxCall()?.category).toBe('7'));
    expect(
      within(screen.getByLabelText('Categoría')).getByRole('option', {
        name: 'Acceso a la oficina virtual',
      }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Antigüedad'), 'Más de 7 días');
    await waitFor(() => expect(lastInboxCall()?.older_than_days).toBe('7'));
    await user.selectOptions(screen.getByLabelText('Asignación'), 'Asignados a mí');
    await waitFor(() =>
      expect(lastInboxCall()).toEqual({
        status: 'info_required',
        kind: 'unsigned',
        category: '7',
        older_than_days: '7',
        assignee: 'me',
        limit: '20',
        lang: 'es',
      }),
    );
    expect(new URLSearchParams(current.location.search).get('assignee')).toBe('me');
    expect(current.location.pathname).toBe('/backoffice/bandeja');
  });

  it('reads the filters from the address, and says truly that nothing matches them', async () => {
    mockApi('GET', INBOX, { body: inboxList([], { in_process: 3 }) });
    const { user } = await renderInbox('/backoffice/bandeja?status=denied&kind=claim&age=30');
    expect(await screen.findByText('Ningún caso cumple estos filtros.')).toBeInTheDocument();
    expect(lastInboxCall()).toEqual({
      status: 'denied',
      kind: 'claim',
      older_than_days: '30',
      limit: '20',
      lang: 'es',
    });
    expect(screen.getByLabelText('Tipo')).toHaveValue('claim');
    await user.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    expect(await screen.findByText('No hay ningún caso en «Denegada».')).toBeInTheDocument();
    expect(lastInboxCall()).toEqual({ status: 'denied', limit: '20', lang: 'es' });
  });

  it('says the inbox is up to date when no case is open', async () => {
    mockApi('GET', INBOX, { body: inboxList([], { accepted: 2 }) });
    await renderInbox();
    expect(
      await screen.findByText('No hay ningún caso abierto: la bandeja está al día.'),
    ).toBeInTheDocument();
  });

  it('assigns a case to the staff member who asks', async () => {
    let assigned = false;
    mockApi('GET', INBOX, () => ({
      body: inboxList([inboxItem({ assignee: assigned ? { id: agent.id, name: null } : null })]),
    }));
    mockApi('POST', `${casePath(7)}/assign`, () => {
      assigned = true;
      return { body: staffCase({ assignee: { id: agent.id, name: null } }) };
    });
    const { user } = await renderInbox();
    await user.click(
      await screen.findByRole('button', { name: 'Asignarme el caso SOL-2026-000007' }),
    );
    expect(await screen.findByText('El caso SOL-2026-000007 es tuyo.')).toBeInTheDocument();
    const assign = requests.find((request) => request.url.pathname.endsWith('/assign'));
    expect(assign?.body).toBeUndefined();
    expect(authorizationOf(assign)).toBe(`Bearer ${STAFF_TOKEN}`);
    await waitFor(() => expect(within(table()).getByText('Tú')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Asignarme/ })).toBeNull();
  });

  it('says as a failure, not a confirmation, that a case could not be assigned', async () => {
    mockApi('GET', INBOX, { body: inboxList([inboxItem({ assignee: null })]) });
    mockApi('POST', `${casePath(7)}/assign`, {
      status: 503,
      body: { error: 'service_unavailable' },
    });
    const { user } = await renderInbox();
    await user.click(
      await screen.findByRole('button', { name: 'Asignarme el caso SOL-2026-000007' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El servicio no está disponible en este momento.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('signs the staff member out when the API no longer knows the token', async () => {
    mockApi('GET', INBOX, { status: 401, body: { error: 'token_invalid' } });
    await renderInbox();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso del personal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tu sesión ha caducado. Vuelve a entrar.')).toBeInTheDocument();
  });
});
