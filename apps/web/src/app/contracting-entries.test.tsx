import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerLookups } from '@/features/contracting/testing/fixtures';
import { getSessionToken } from '@/lib/session';
import { mockApi } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { answerSignedInShellCalls } from '@/testing/signed-in-shell';

/** A signed-in customer's profile, which the wizard's person step starts from. */
function answerProfile() {
  mockApi('GET', '/api/v2/users/', {
    body: {
      profile: { name: 'Ana', vat: null, email: null, mobile: null, language: 'es' },
      newsletter_url: null,
    },
  });
}

// Signing in empties the customer's cache: the shell then asks for its data again.
beforeEach(answerSignedInShellCalls);

describe('the ways into contracting (spec 1 points 2 and 4)', { timeout: 30_000 }, () => {
  it('takes a promotional code after sign-in to contracting, dual first, where it is applied', async () => {
    mockApi('POST', '/api/v2/get_token', { body: { token: 'jwt' } });
    answerLookups();
    answerProfile();
    mockApi('GET', '/api/v1/leads/validate-coupon/VERANO/', { body: { valid: true } });
    const { user, current } = await renderApp('/acceso?promocode=VERANO');
    await user.type(await screen.findByLabelText(/^Usuario/), '12345678Z');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contrata luz y gas' }),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/nuevo-cliente-dual');
    expect(current.location.search).toBe('?promocode=VERANO');
    expect(
      await screen.findByText('Hemos aplicado el código promocional VERANO.'),
    ).toBeInTheDocument();
  });

  it('lands a client id sign-in on electricity contracting', async () => {
    mockApi('POST', '/api/v2/user/client_id', { body: { token: 'client-jwt' } });
    answerLookups();
    answerProfile();
    const { current } = await renderApp('/acceso?client_id=acme&secret=s3cret');
    await waitFor(() => expect(current.location.pathname).toBe('/nuevo-cliente-electricidad'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contrata la luz' }),
    ).toBeInTheDocument();
    expect(getSessionToken()).toBe('client-jwt');
  });

  it('asks for sign-in first when the settings require it, and comes back', async () => {
    mockApi('POST', '/api/v2/get_token', { body: { token: 'jwt' } });
    answerLookups();
    answerProfile();
    const { user, current } = await renderApp('/nuevo-cliente-gas', {
      settings: {
        ...testSettings,
        contractation: {
          electricity: true,
          gas: true,
          dual: true,
          requireAuthentication: true,
        },
      },
    });
    await waitFor(() => expect(current.location.pathname).toBe('/acceso'));
    await user.type(await screen.findByLabelText(/^Usuario/), '12345678Z');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Acceder' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contrata el gas' }),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/nuevo-cliente-gas');
  });
});
