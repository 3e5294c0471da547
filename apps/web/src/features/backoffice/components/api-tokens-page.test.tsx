import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import {
  API_TOKENS,
  admin,
  apiToken,
  callsTo,
  signInAgentWithMe,
  signInAs,
} from '../testing/admin-fixtures';
import { resetStaffSession } from '../testing/fixtures';

const TOKENS_PATH = '/backoffice/api-tokens';
const SECRET = 'pbo_0123456789abcdef';

describe('the API tokens (issue 27)', { timeout: 30_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('lets an agent create a token of their role, shown once, and revoke it after confirming', async () => {
    let tokens = [
      apiToken({
        id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        name: 'Antigua',
        revoked_at: '2026-11-02T08:00:00Z',
      }),
    ];
    mockApi('GET', API_TOKENS, () => ({ body: { items: tokens } }));
    mockApi('POST', API_TOKENS, ({ body }) => {
      const created = apiToken({ name: (body as { name: string }).name });
      tokens = [created, ...tokens];
      return { status: 201, body: { ...created, token: SECRET } };
    });
    mockApi('DELETE', `${API_TOKENS}/${apiToken().id}`, () => {
      tokens = tokens.map((token) =>
        token.id === apiToken().id ? { ...token, revoked_at: '2026-11-21T08:00:00Z' } : token,
      );
      return { status: 204 };
    });
    signInAgentWithMe();
    const { user } = await renderApp(TOKENS_PATH);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tus claves' }),
    ).toBeInTheDocument();
    const role = screen.getByRole('combobox', { name: 'Rol' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agente']);
    expect(screen.queryByRole('columnheader', { name: 'Propietario' })).toBeNull();

    await user.type(
      screen.getByRole('textbox', { name: 'Nombre de la clave' }),
      'Exportación nocturna',
    );
    await user.click(screen.getByRole('button', { name: 'Crear la clave' }));
    expect(
      await screen.findByText(
        'Clave «Exportación nocturna» creada. Cópiala ahora: no se volverá a mostrar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(SECRET)).toBeInTheDocument();
    expect(callsTo(API_TOKENS).find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Exportación nocturna',
      role: 'agent',
    });

    const table = screen.getByRole('table', { name: 'Claves de API, las más recientes primero' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Revocada el');
    await user.click(
      within(table).getByRole('button', { name: 'Revocar la clave Exportación nocturna' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Revocar la clave?' });
    expect(dialog).toHaveTextContent(
      'La clave «Exportación nocturna» dejará de funcionar ahora mismo',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No revocar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(`${API_TOKENS}/${apiToken().id}`)).toEqual([]);

    await user.click(
      within(table).getByRole('button', { name: 'Revocar la clave Exportación nocturna' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revocar la clave' }),
    );
    expect(await screen.findByText('Clave «Exportación nocturna» revocada.')).toBeInTheDocument();
    expect(callsTo(`${API_TOKENS}/${apiToken().id}`).map((call) => call.method)).toEqual([
      'DELETE',
    ]);
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: /Revocar la clave/ })).toBeNull(),
    );
  });

  it("shows an admin everyone's tokens with their owner and every role", async () => {
    mockApi('GET', API_TOKENS, { body: { items: [apiToken()] } });
    signInAs(admin);
    await renderApp(TOKENS_PATH);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Claves de todo el personal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Propietario' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Marta Agentagent@demo.portal');
    expect(
      within(screen.getByRole('combobox', { name: 'Rol' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agente', 'Supervisor', 'Administrador']);
  });
});
