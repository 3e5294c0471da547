import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import {
  AUDIT,
  AUDIT_CSV,
  admin,
  auditEntry,
  callsTo,
  signInAgentWithMe,
  signInAs,
} from '../testing/admin-fixtures';
import { resetStaffSession } from '../testing/fixtures';

const AUDIT_PATH = '/backoffice/auditoria';

const page = (items: ReturnType<typeof auditEntry>[], total = items.length, offset = 0) => ({
  items,
  offset,
  limit: 25,
  n_items: total,
});

describe('the audit trail (issue 27)', { timeout: 30_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(() => {
    resetStaffSession();
    vi.restoreAllMocks();
  });

  it('lists the entries with who, how, what and the values before and after', async () => {
    mockApi('GET', AUDIT, {
      body: page([
        auditEntry(),
        auditEntry({
          id: 40,
          staff_email: 'agent@demo.portal',
          staff_role: 'agent',
          via: 'api_token:aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
          action: 'api_token.create',
          target: 'api_token:aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
          details: { name: 'Nightly', role: 'agent' },
        }),
        auditEntry({
          id: 39,
          action: 'customer.view_as',
          target: 'customer:c033a05c-5033-5bb9-a268-99838020efcd',
          details: { readonly: true },
        }),
        auditEntry({ id: 38, action: 'report.run', target: null, details: null }),
      ]),
    });
    signInAs(admin);
    await renderApp(AUDIT_PATH);

    const table = await screen.findByRole('table', {
      name: 'Entradas de la auditoría, las más recientes primero',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(
      'Flags cambiadosfeature_flags.update',
    );
    expect(rows[0]).toHaveTextContent('20/11/2026');
    expect(rows[0]).toHaveTextContent('admin@demo.portalAdministrador');
    expect(rows[0]).toHaveTextContent('Sesión');
    expect(rows[0]).toHaveTextContent('crm.case: activado → desactivado');
    expect(rows[0]).toHaveTextContent('192.0.2.10');
    expect(rows[1]).toHaveTextContent('Clave de API aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
    expect(rows[1]).toHaveTextContent('name: Nightly');
    expect(rows[2]).toHaveTextContent('Vista como cliente iniciada');
    expect(within(rows[2]!).getByRole('link', { name: 'Cliente c033a05c' })).toHaveAttribute(
      'href',
      '/backoffice/clientes/c033a05c-5033-5bb9-a268-99838020efcd',
    );
    // An action without a text yet shows its code, once.
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent(/^report\.run$/);
    expect(callsTo(AUDIT)).toEqual([
      { method: 'GET', query: { offset: '0', limit: '25', lang: 'es' }, body: undefined },
    ]);
  });

  it('filters by action and dates, pages, and downloads the CSV of the same filters', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() });
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this);
    });
    mockApi('GET', AUDIT, (request) => ({
      body: page([auditEntry()], 30, Number(request.url.searchParams.get('offset'))),
    }));
    mockApi('GET', AUDIT_CSV, {
      body: '\ufeffid;at\r\n41;2026-11-20\r\n',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="audit-2026-11-20.csv"',
      },
    });
    signInAs(admin);
    const { user, current } = await renderApp(AUDIT_PATH);
    await screen.findByRole('table');

    await user.type(screen.getByRole('textbox', { name: 'Acción' }), 'feature_flags.update');
    await user.type(screen.getByLabelText('Desde'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(callsTo(AUDIT).at(-1)?.query).toEqual({
        action: 'feature_flags.update',
        from: '2026-11-01',
        offset: '0',
        limit: '25',
        lang: 'es',
      }),
    );
    expect(current.location.search).toBe('?action=feature_flags.update&from=2026-11-01');

    const pages = screen.getByRole('navigation', { name: 'Páginas de la auditoría' });
    expect(pages).toHaveTextContent('1–1 de 30');
    await user.click(within(pages).getByRole('button', { name: 'Siguientes' }));
    await waitFor(() => expect(callsTo(AUDIT).at(-1)?.query.offset).toBe('25'));

    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('audit-2026-11-20.csv');
    expect(callsTo(AUDIT_CSV)).toEqual([
      {
        method: 'GET',
        query: { action: 'feature_flags.update', from: '2026-11-01', lang: 'es' },
        body: undefined,
      },
    ]);
  });

  it('refuses a reversed range before asking, and says when nothing matches', async () => {
    mockApi('GET', AUDIT, { body: page([]) });
    signInAs(admin);
    const { user } = await renderApp(AUDIT_PATH);
    expect(await screen.findByText('Todavía no hay ninguna entrada.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Desde'), '2026-11-10');
    await user.type(screen.getByLabelText('Hasta'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByLabelText('Hasta')).toHaveAccessibleDescription(
      'La fecha final no puede ser anterior a la inicial.',
    );
    expect(callsTo(AUDIT)).toHaveLength(1);

    await user.clear(screen.getByLabelText('Hasta'));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Ninguna entrada cumple estos filtros.')).toBeInTheDocument();
  });

  it('tells an agent they may not use it and asks nothing of the API', async () => {
    signInAgentWithMe();
    await renderApp(AUDIT_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta pantalla es solo para administradores',
    );
    expect(callsTo(AUDIT)).toEqual([]);
  });
});
