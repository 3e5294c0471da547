import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { setViewportWidth } from '@/testing/viewport';
import { ME, agent, authorizationOf, resetStaffSession, signInAgent } from '../testing/fixtures';
import {
  CUSTOMERS,
  household,
  householdId,
  searchCalls,
  searchResult,
} from '../testing/customer-fixtures';
import { requests } from '@/testing/api-mock';

async function renderSearch(path: string) {
  signInAgent();
  mockApi('GET', ME, { body: agent });
  return renderApp(path);
}

describe('the customer search (issue 27)', { timeout: 20_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('is in the menu and asks for a text before searching', async () => {
    await renderSearch('/backoffice/clientes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/backoffice/clientes',
    );
    expect(screen.getByText(/Escribe al menos 2 caracteres: un NIF/)).toBeInTheDocument();
    expect(searchCalls()).toEqual([]);
  });

  it('searches what is typed, keeps it in the address and lists the customers found', async () => {
    mockApi('GET', CUSTOMERS, { body: searchResult([household]) });
    const { user, current } = await renderSearch('/backoffice/clientes');
    await user.type(
      await screen.findByRole('searchbox', { name: /^Buscar un cliente/ }),
      ' es0021000280050045mh ',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const table = await screen.findByRole('table', { name: 'Clientes encontrados' });
    expect(current.location.search).toBe('?q=es0021000280050045mh');
    expect(searchCalls()).toEqual([{ q: 'es0021000280050045mh', offset: '0', lang: 'es' }]);
    expect(authorizationOf(requests.at(-1))).toBe('Bearer staff-token');
    expect(screen.getByRole('status')).toHaveTextContent('1 cliente encontrado');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('12345678Z');
    expect(row).toHaveTextContent('laura.garcia@example.com');
    expect(within(row).getByRole('link', { name: 'Laura García Pérez' })).toHaveAttribute(
      'href',
      `/backoffice/clientes/${householdId}`,
    );
  });

  it('reads the search from the address, and says when nothing matches', async () => {
    mockApi('GET', CUSTOMERS, { body: searchResult([]) });
    await renderSearch('/backoffice/clientes?q=F2099-000001');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ningún cliente coincide con «F2099-000001».',
    );
    expect(screen.getByRole('searchbox', { name: /^Buscar un cliente/ })).toHaveValue(
      'F2099-000001',
    );
  });

  it('does not search a text too short, and says why', async () => {
    await renderSearch('/backoffice/clientes?q=a');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Escribe al menos 2 caracteres para buscar.',
    );
    expect(searchCalls()).toEqual([]);
  });

  it('says the search failed and tries again', async () => {
    mockApi('GET', CUSTOMERS, { status: 503, body: { error: 'service_unavailable' } });
    const { user } = await renderSearch('/backoffice/clientes?q=garcia');
    expect(await screen.findByText(/No se ha podido hacer la búsqueda/)).toBeInTheDocument();
    mockApi('GET', CUSTOMERS, { body: searchResult([household]) });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Clientes encontrados' })).toBeInTheDocument();
  });

  it('pages through many customers', async () => {
    mockApi('GET', CUSTOMERS, (request) => ({
      body: searchResult(
        [
          {
            ...household,
            id: `${householdId.slice(0, -1)}${request.url.searchParams.get('offset') === '20' ? 'b' : 'a'}`,
          },
        ],
        {
          offset: Number(request.url.searchParams.get('offset')),
          total: 25,
        },
      ),
    }));
    const { user, current } = await renderSearch('/backoffice/clientes?q=garcia');
    const pages = await screen.findByRole('navigation', { name: 'Páginas de los resultados' });
    await user.click(within(pages).getByRole('button', { name: 'Siguientes' }));
    await waitFor(() => expect(current.location.search).toBe('?q=garcia&offset=20'));
    await waitFor(() => expect(searchCalls().at(-1)).toMatchObject({ offset: '20' }));
  });

  it('shows a card per customer on a phone, in Catalan', async () => {
    setViewportWidth(360);
    mockApi('GET', CUSTOMERS, { body: searchResult([household]) });
    await renderSearch('/backoffice/clients?q=12345678Z');
    const list = await screen.findByRole('list', { name: 'Clients trobats' });
    expect(
      within(list).getByRole('link', { name: 'Obre la fitxa de Laura García Pérez' }),
    ).toHaveAttribute('href', `/backoffice/clients/${householdId}`);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
