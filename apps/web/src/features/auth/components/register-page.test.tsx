import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionToken } from '@/lib/session';
import { mockApi, requests } from '@/testing/api-mock';
import { answerNoSupplies, answerSignedInShellCalls } from '@/testing/signed-in-shell';
import { renderApp } from '@/testing/render-app';

const USER = /^Usuario/;
const PASSWORD = /^Contraseña/;
const REPEAT = /^Repite la contraseña/;
const SUBMIT = { name: 'Crear la cuenta' };

async function fillAndSubmit(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  name = '12345678Z',
) {
  await user.type(await screen.findByLabelText(USER), name);
  await user.type(screen.getByLabelText(PASSWORD), 'Nueva-2026');
  await user.type(screen.getByLabelText(REPEAT), 'Nueva-2026');
  await user.click(screen.getByRole('button', SUBMIT));
}

// Signing in empties the customer's cache: the shell then asks for its data again.
beforeEach(answerSignedInShellCalls);

describe('register page', () => {
  it('shows required errors on an empty submit without calling the API', async () => {
    const { user } = await renderApp('/registro');
    await user.click(await screen.findByRole('button', SUBMIT));

    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(screen.getByLabelText(USER)).toHaveFocus();
    expect(screen.getByLabelText(USER)).toHaveAttribute('aria-invalid', 'true');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('checks the user and the repetition before sending', async () => {
    const { user } = await renderApp('/registro');
    await user.type(await screen.findByLabelText(USER), 'nobody');
    await user.type(screen.getByLabelText(PASSWORD), 'Nueva-2026');
    await user.type(screen.getByLabelText(REPEAT), 'Nueva-2027');
    await user.click(screen.getByRole('button', SUBMIT));

    expect(
      await screen.findByText('Introduce un DNI, NIE, CIF o correo electrónico válido.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas deben coincidir.')).toBeInTheDocument();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('ticks the checklist as the password is typed', async () => {
    const { user } = await renderApp('/registre');
    const input = await screen.findByLabelText(/^Contrasenya/);
    const items = within(
      screen.getByRole('list', { name: 'La contrasenya ha de tenir:' }),
    ).getAllByRole('listitem');
    expect(items[4]).toHaveTextContent('Un símbol (per exemple ! ? # -): pendent');
    await user.type(input, '#');
    expect(items[4]).toHaveTextContent('Un símbol (per exemple ! ? # -): complert');
    expect(items[0]).toHaveTextContent('Com a mínim 6 caràcters: pendent');
  });

  it('creates the account, stores the token and goes on to the welcome page (new customer)', async () => {
    mockApi('POST', '/api/v2/user/', {
      status: 201,
      body: { token: 'jwt-new', new_customer: true },
    });
    answerNoSupplies();
    const { user, current } = await renderApp('/registro');
    await fillAndSubmit(user, ' laura@example.com ');

    expect(
      await screen.findByText('Todavía no tienes ningún suministro con Energía Demo.'),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/bienvenido');
    expect(getSessionToken()).toBe('jwt-new');
    expect(requests[0]?.body).toEqual({ user: 'laura@example.com', password: 'Nueva-2026' });
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('says the account exists on 409, with links to login and to password recovery', async () => {
    mockApi('POST', '/api/v2/user/', { status: 409, body: { error: 'user_already_exists' } });
    const { user } = await renderApp('/registro');
    await fillAndSubmit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ya existe una cuenta para este usuario.');
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('link', { name: 'Acceder con esta cuenta' })).toHaveAttribute(
      'href',
      '/acceso',
    );
    expect(within(alert).getByRole('link', { name: 'Recuperar la contraseña' })).toHaveAttribute(
      'href',
      '/recordar-clave',
    );
    expect(screen.getByLabelText(USER)).toHaveValue('12345678Z');
    expect(getSessionToken()).toBeNull();
  });

  it('puts 400 field errors on their fields', async () => {
    mockApi('POST', '/api/v2/user/', {
      status: 400,
      body: {
        errors: { user: ['invalid_user'], password: ['password_too_short', 'password_invalid'] },
      },
    });
    const { user } = await renderApp('/registro');
    await fillAndSubmit(user);

    expect(
      await screen.findByText('Introduce un DNI, NIE, CIF o correo electrónico válido.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(PASSWORD)).toHaveAccessibleDescription(
      /^La contraseña debe tener al menos 6 caracteres, La contraseña debe incluir/,
    );
    expect(screen.getByLabelText(USER)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links back to login', async () => {
    await renderApp('/register');
    expect(await screen.findByRole('link', { name: 'Sign in here' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
