import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { resetStaffSession } from '../testing/fixtures';

const PASSWORD = '/api/v1/backoffice/password';
const passwordCalls = () => requests.filter((request) => request.url.pathname === PASSWORD);

describe("a new staff member's password link (issue 27)", { timeout: 20_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('sets the password the form asks for twice, then offers the sign-in', async () => {
    mockApi('POST', PASSWORD, { status: 204 });
    const { user } = await renderApp('/backoffice/password?token=abc123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Elige tu contraseña' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Contraseña nueva/), 'Pau-2026!');
    await user.type(screen.getByLabelText(/Repite la contraseña/), 'Pau-2026?');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByText('Las contraseñas deben coincidir.')).toBeInTheDocument();
    expect(passwordCalls()).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Repite la contraseña/));
    await user.type(screen.getByLabelText(/Repite la contraseña/), 'Pau-2026!');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByText(/Tu contraseña está guardada/)).toBeInTheDocument();
    expect(passwordCalls()[0]?.body).toEqual({ token: 'abc123', password: 'Pau-2026!' });
    expect(screen.getByRole('link', { name: 'Ir al acceso del personal' })).toHaveAttribute(
      'href',
      '/backoffice',
    );
  });

  it('says a used or expired link is not valid, and a link without its token too', async () => {
    mockApi('POST', PASSWORD, { status: 403, body: { error: 'reset_token_invalid' } });
    const { user } = await renderApp('/backoffice/password?token=used');
    await user.type(await screen.findByLabelText(/Contraseña nueva/), 'Pau-2026!');
    await user.type(screen.getByLabelText(/Repite la contraseña/), 'Pau-2026!');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByText(/Este enlace no es válido/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Contraseña nueva/)).not.toBeInTheDocument();
  });

  it('shows no form for a link without its token', async () => {
    await renderApp('/backoffice/password');
    expect(await screen.findByText(/Este enlace no es válido/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar la contraseña' })).not.toBeInTheDocument();
  });
});
