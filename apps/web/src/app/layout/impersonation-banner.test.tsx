import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionToken } from '@/lib/session';
import { mockApi, requests } from '@/testing/api-mock';
import { answerHouseholdProfile } from '@/testing/profile';
import { renderApp } from '@/testing/render-app';
import { tokenWith } from '@/testing/viewport';

const viewing = tokenWith({ readonly: true, imp: 'supervisor@demo.portal' });

describe('the banner of a view as the customer (issue 27)', { timeout: 20_000 }, () => {
  it('says whose portal is viewed and by whom, and ends the view by signing it out', async () => {
    answerHouseholdProfile();
    mockApi('POST', '/api/v2/logout', { status: 204 });
    const { user, current } = await renderApp('/facturas', { token: viewing });

    const banner = await screen.findByRole('region', { name: 'Vista como el cliente' });
    expect(
      await within(banner).findByText(
        'Estás viendo el portal de Laura García Pérez como supervisor@demo.portal, en solo lectura.',
      ),
    ).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Terminar' }));

    expect(
      await screen.findByText(
        'Has terminado la vista del portal del cliente. Ya puedes cerrar esta pestaña.',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname === '/api/v2/logout')).toHaveLength(1);
    expect(getSessionToken()).toBeNull();
    await waitFor(() => expect(current.location.pathname).toBe('/acceso'));
    await user.click(screen.getByRole('button', { name: 'Cerrar el aviso' }));
    expect(screen.queryByRole('region', { name: 'Vista como el cliente' })).toBeNull();
  });

  it('keeps the view and says so when the server cannot end it', async () => {
    answerHouseholdProfile();
    mockApi('POST', '/api/v2/logout', { status: 503, body: { error: 'service_unavailable' } });
    const { user } = await renderApp('/facturas', { token: viewing });
    const banner = await screen.findByRole('region', { name: 'Vista como el cliente' });
    await user.click(within(banner).getByRole('button', { name: 'Terminar' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(/Logout|sesión/);
    expect(getSessionToken()).toBe(viewing);
  });

  it("is not on a customer's own pages", async () => {
    await renderApp('/facturas', { token: tokenWith({}) });
    await screen.findByRole('banner');
    expect(screen.queryByRole('region', { name: 'Vista como el cliente' })).toBeNull();
  });
});
