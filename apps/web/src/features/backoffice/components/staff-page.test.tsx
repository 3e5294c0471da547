import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { setViewportWidth } from '@/testing/viewport';
import { STAFF, admin, callsTo, signInAs, staffMember } from '../testing/admin-fixtures';
import { resetStaffSession } from '../testing/fixtures';

const STAFF_PATH = '/backoffice/personal';

describe('the staff accounts (issue 27)', { timeout: 30_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(() => {
    resetStaffSession();
    vi.unstubAllGlobals();
  });

  it('lists the staff with role, second factor, creation and latest sign-in', async () => {
    mockApi('GET', STAFF, {
      body: {
        items: [
          staffMember({ ...admin, second_factor: true }),
          staffMember({ last_sign_in_at: null, disabled: true }),
        ],
      },
    });
    signInAs(admin);
    await renderApp(STAFF_PATH);
    const table = await screen.findByRole('table', { name: 'Cuentas del personal' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Admin Demo');
    expect(rows[0]).toHaveTextContent('Administrador');
    expect(rows[0]).toHaveTextContent('Configurado');
    expect(rows[1]).toHaveTextContent('Cuenta desactivada');
    expect(rows[1]).toHaveTextContent('Sin configurar');
    expect(rows[1]).toHaveTextContent('Nunca');
  });

  it("labels every field of a phone's cards, the latest sign-in included", async () => {
    setViewportWidth(360);
    mockApi('GET', STAFF, { body: { items: [staffMember({ ...admin })] } });
    signInAs(admin);
    await renderApp(STAFF_PATH);
    const list = await screen.findByRole('list', { name: 'Cuentas del personal' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Último acceso')).toBeVisible();
    expect(card).toHaveTextContent(/Último acceso\s*20\/11\/2026/);
  });

  it('adds a staff member and shows the single-use link once, with a copy button', async () => {
    let listed = [staffMember({ ...admin })];
    mockApi('GET', STAFF, () => ({ body: { items: listed } }));
    mockApi('POST', STAFF, ({ body }) => {
      const member = {
        ...staffMember(),
        ...(body as object),
        id: '44444444-4444-4444-8444-444444444444',
      };
      listed = [...listed, staffMember(member)];
      return {
        status: 201,
        body: {
          staff: {
            id: member.id,
            email: member.email,
            name: member.name,
            role: member.role,
            language: member.language,
          },
          password_link: 'http://localhost/backoffice/password#token=abc',
        },
      };
    });
    signInAs(admin);
    const { user } = await renderApp(STAFF_PATH);
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(callsTo(STAFF).filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(
      screen.getByRole('textbox', { name: 'Correo electrónico' }),
      'pere@demo.portal',
    );
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Pere Supervisor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'Supervisor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Catalán');
    await user.click(screen.getByRole('button', { name: 'Añadir' }));

    const alert = await screen.findByText(/Cuenta creada para pere@demo.portal/);
    expect(alert).toBeInTheDocument();
    expect(screen.getByText('http://localhost/backoffice/password#token=abc')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    expect(callsTo(STAFF).find((call) => call.method === 'POST')?.body).toEqual({
      email: 'pere@demo.portal',
      name: 'Pere Supervisor',
      role: 'supervisor',
      language: 'ca',
    });
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText('Pere Supervisor')).toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
  });

  it('puts a taken e-mail on its field', async () => {
    mockApi('GET', STAFF, { body: { items: [] } });
    mockApi('POST', STAFF, { status: 409, body: { error: 'user_already_exists' } });
    signInAs(admin);
    const { user } = await renderApp(STAFF_PATH);
    await user.type(
      await screen.findByRole('textbox', { name: 'Correo electrónico' }),
      'agent@demo.portal',
    );
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Otra');
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Correo electrónico' }),
      ).toHaveAccessibleDescription(/ya/i),
    );
  });
});
