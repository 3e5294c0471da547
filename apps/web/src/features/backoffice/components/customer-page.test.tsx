import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { setViewportWidth } from '@/testing/viewport';
import { ME, agent, resetStaffSession, signInAgent } from '../testing/fixtures';
import {
  TOKENS,
  customerPage,
  customerPath,
  householdId,
  signInSupervisor,
  supervisor,
} from '../testing/customer-fixtures';

const pagePath = `/backoffice/clientes/${householdId}`;

async function renderCustomer(role: 'agent' | 'supervisor', path = pagePath) {
  if (role === 'agent') signInAgent();
  else signInSupervisor();
  mockApi('GET', ME, { body: role === 'agent' ? agent : supervisor });
  return renderApp(path, { state: { customers: '?q=garcia' } });
}

/** A stand-in for the tab the browser opens. */
function stubNewTab() {
  const tab = { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => tab as unknown as Window);
  vi.stubGlobal('open', open);
  return { tab, open };
}

describe("a customer's page (issue 27)", { timeout: 20_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('shows who the customer is, their contracts, invoices, cases and sign-ups', async () => {
    mockApi('GET', customerPath(householdId), { body: customerPage() });
    await renderCustomer('agent');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Laura García Pérez' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la búsqueda' })).toHaveAttribute(
      'href',
      '/backoffice/clientes?q=garcia',
    );
    const identity = screen.getByRole('region', { name: 'Cliente' });
    expect(identity).toHaveTextContent('12345678Z');
    expect(identity).toHaveTextContent('laura.garcia@example.com');
    expect(identity).toHaveTextContent('Castellano');

    const contracts = screen.getByRole('table', { name: 'Contratos del cliente' });
    const [electricity, gas] = within(contracts).getAllByRole('row').slice(1);
    expect(electricity).toHaveTextContent('ES0021000280050045MH');
    expect(electricity).toHaveTextContent('Carrer Major 1, 08001 Barcelona');
    expect(electricity).toHaveTextContent('2.0TD');
    expect(electricity).toHaveTextContent(/P1: 4,6\s*kW/);
    expect(electricity).toHaveTextContent('Activo');
    expect(gas).toHaveTextContent('Gas');

    const invoices = screen.getByRole('table', { name: 'Últimas facturas del cliente' });
    expect(within(invoices).getAllByRole('row')[1]).toHaveTextContent(
      /F2026-000123.*61,50\s*€.*Pagada/,
    );

    const cases = screen.getByRole('table', { name: 'Casos del cliente' });
    expect(within(cases).getByRole('link', { name: 'Lectura estimada en marzo' })).toHaveAttribute(
      'href',
      '/backoffice/casos/7',
    );
    const leads = screen.getByRole('table', { name: 'Altas del cliente' });
    expect(leads).toHaveTextContent(/Electricidad.*ES0021000000000002CD.*Confirmada/);
    expect(within(leads).queryByRole('link')).toBeNull();
  });

  it("says a cancelling invoice was refunded, not paid, as the customer's own list does (spec 2)", async () => {
    const paid = customerPage().invoices[0]!;
    mockApi('GET', customerPath(householdId), {
      body: customerPage({
        invoices: [
          { ...paid, id: 11, number: 'A2026-000007', rectificative_type: 'A' },
          {
            ...paid,
            id: 12,
            number: 'B2026-000002',
            rectificative_type: 'B',
            paid_state: 'pending_remesa',
            amount_pending: 61.5,
          },
          paid,
        ],
      }),
    });
    await renderCustomer('agent');
    const invoices = await screen.findByRole('table', { name: 'Últimas facturas del cliente' });
    const [cancelling, reissued, normal] = within(invoices).getAllByRole('row').slice(1);
    expect(cancelling).toHaveTextContent(/A2026-000007.*Devuelta/);
    expect(cancelling).not.toHaveTextContent('Pagada');
    expect(reissued).toHaveTextContent(/B2026-000002.*Devolución pendiente/);
    expect(normal).toHaveTextContent(/F2026-000123.*Pagada/);
  });

  it('shows a phone the latest invoices first, and all of them on asking', async () => {
    setViewportWidth(360);
    const paid = customerPage().invoices[0]!;
    const invoices = Array.from({ length: 8 }, (_, index) => ({
      ...paid,
      id: 100 + index,
      number: `F2026-00010${index}`,
    }));
    mockApi('GET', customerPath(householdId), { body: customerPage({ invoices }) });
    const { user } = await renderCustomer('agent');
    const list = await screen.findByRole('list', { name: 'Últimas facturas del cliente' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(invoices.slice(0, 5).map((invoice) => invoice.number));
    const more = screen.getByRole('button', { name: 'Ver todas las facturas (8)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(list).getAllByRole('heading')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Ver solo las 5 últimas' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('offers an agent no view as the customer', async () => {
    mockApi('GET', customerPath(householdId), { body: customerPage() });
    await renderCustomer('agent');
    await screen.findByRole('heading', { level: 1, name: 'Laura García Pérez' });
    expect(screen.queryByRole('button', { name: 'Ver como el cliente' })).toBeNull();
  });

  it("opens the customer's portal read-only in a new tab for a supervisor", async () => {
    mockApi('GET', customerPath(householdId), { body: customerPage() });
    mockApi('POST', TOKENS, { status: 201, body: { token: 'customer.view.token' } });
    const { tab, open } = stubNewTab();
    const { user } = await renderCustomer('supervisor');
    await user.click(await screen.findByRole('button', { name: 'Ver como el cliente' }));

    expect(
      await screen.findByText('El portal del cliente está abierto en una pestaña nueva.'),
    ).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('/facturas?token=customer.view.token');
    const mint = requests.find((request) => request.url.pathname === TOKENS);
    expect(mint?.body).toEqual({ user: '12345678Z', readonly: true });
  });

  it('gives a link when the browser blocks the new tab, and closes the tab on a refusal', async () => {
    mockApi('GET', customerPath(householdId), { body: customerPage() });
    mockApi('POST', TOKENS, { status: 201, body: { token: 'customer.view.token' } });
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const { user } = await renderCustomer('supervisor');
    await user.click(await screen.findByRole('button', { name: 'Ver como el cliente' }));
    expect(
      await screen.findByRole('link', { name: 'Abrir el portal del cliente' }),
    ).toHaveAttribute('href', '/facturas?token=customer.view.token');

    const { tab } = stubNewTab();
    mockApi('POST', TOKENS, { status: 403, body: { error: 'insufficient_role' } });
    await user.click(screen.getByRole('button', { name: 'Ver como el cliente' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  });

  it('says when the customer does not exist', async () => {
    mockApi('GET', customerPath(householdId), { status: 404, body: { error: 'not_found' } });
    await renderCustomer('agent');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este cliente no existe' }),
    ).toBeInTheDocument();
  });

  it('asks nothing of the API for an id that cannot be one', async () => {
    await renderCustomer('agent', '/backoffice/clientes/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este cliente no existe' }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname.includes('/customers'))).toEqual([]);
  });

  it('shows the lists as cards on a phone', async () => {
    setViewportWidth(360);
    mockApi('GET', customerPath(householdId), { body: customerPage() });
    await renderCustomer('agent', `/backoffice/clients/${householdId}`);
    expect(await screen.findByRole('list', { name: 'Contractes del client' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Casos del client' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
