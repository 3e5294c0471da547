import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { answerHouseholdProfile } from '@/testing/profile';
import { answerNoSupplies, answerSignedInShellCalls } from '@/testing/signed-in-shell';
import { renderApp, testSettings } from '@/testing/render-app';

async function signIn(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByLabelText(/^Usuario/), '12345678Z');
  await user.type(screen.getByLabelText(/^Contraseña/), 'Demo-2026');
  await user.click(screen.getByRole('button', { name: 'Acceder' }));
}

const tokenWith = (claims: object) =>
  `header.${btoa(JSON.stringify({ sub: 'u', ...claims })).replace(/=+$/, '')}.signature`;

// Signing in empties the customer's cache: the shell then asks for its data again.
beforeEach(answerSignedInShellCalls);

describe('post-login redirect after credentials (spec 1 point 2)', () => {
  it('takes a promotional code to invoices when no contracting exists, keeping it', async () => {
    mockApi('POST', '/api/v2/get_token', { body: { token: 'jwt' } });
    const settings = {
      ...testSettings,
      contractation: { ...testSettings.contractation, electricity: false, gas: false, dual: false },
    };
    const { user, current } = await renderApp('/acceso?promocode=VERANO', { settings });
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
    await waitFor(() => expect(current.location.pathname).toBe('/facturas'));
    expect(current.location.search).toBe('?promocode=VERANO');
  });

  it('takes a new customer to the welcome page, which says there are no supplies yet', async () => {
    mockApi('POST', '/api/v2/get_token', { body: { token: 'jwt', new_customer: true } });
    answerNoSupplies();
    const { user, current } = await renderApp('/acceso');
    await signIn(user);
    expect(
      await screen.findByText('Todavía no tienes ningún suministro con Energía Demo.'),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/bienvenido');
  });

  it('still asks for a password change first', async () => {
    mockApi('POST', '/api/v2/get_token', {
      body: { token: 'jwt', new_customer: true, change_password: true },
    });
    const { user, current } = await renderApp('/acceso?promocode=X');
    await signIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Cambiar la contraseña' });
    expect(current.location.pathname).toBe('/cambio-de-clave');
  });
});

describe('ad-blocker warning (spec 1 point 2, login screen)', () => {
  let style: HTMLStyleElement | undefined;
  afterEach(() => style?.remove());

  it('shows nothing when no blocker hides the bait', async () => {
    await renderApp('/acceso');
    await screen.findByRole('button', { name: 'Acceder' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/bloqueador de anuncios/)).not.toBeInTheDocument();
  });

  it('warns when a blocker hides the bait, and can be dismissed for the visit', async () => {
    // What a blocker's cosmetic filter does to the bait.
    style = document.createElement('style');
    style.textContent = '.adsbox { display: none !important; }';
    document.head.append(style);
    const { user, unmount } = await renderApp('/acceso');

    expect(await screen.findByText(/Parece que tienes activado un bloqueador/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cerrar el aviso' }));
    await waitFor(() =>
      expect(screen.queryByText(/bloqueador de anuncios/)).not.toBeInTheDocument(),
    );
    unmount();

    await renderApp('/acceso');
    await screen.findByRole('button', { name: 'Acceder' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/bloqueador de anuncios/)).not.toBeInTheDocument();
  });
});

describe('read-only and impersonating tokens (spec 1 point 6)', () => {
  it('disable the password change with the reason for a read-only token', async () => {
    await renderApp('/cambio-de-clave', { token: tokenWith({ readonly: true }) });
    const submit = await screen.findByRole('button', { name: 'Guardar la nueva contraseña' });
    expect(submit).toBeDisabled();
    expect(
      screen.getByText('Acción no disponible: has accedido en modo de solo lectura.'),
    ).toBeInTheDocument();
  });

  it("disable it for a staff member's view too, whose banner names the customer", async () => {
    answerHouseholdProfile();
    await renderApp('/cambio-de-clave', { token: tokenWith({ imp: 'agent@retailer.example' }) });
    const submit = await screen.findByRole('button', { name: 'Guardar la nueva contraseña' });
    expect(submit).toBeDisabled();
    expect(screen.getByText(/suplantando/)).toBeInTheDocument();
    // The banner loads on its own and reads the customer's name: the test waits for it.
    expect(await screen.findByText(/Estás viendo el portal de Laura García Pérez/)).toBeVisible();
  });

  it('leave it enabled for the customer', async () => {
    await renderApp('/cambio-de-clave', { token: tokenWith({}) });
    const submit = await screen.findByRole('button', { name: 'Guardar la nueva contraseña' });
    expect(submit).toBeEnabled();
  });
});
