import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { setViewportWidth } from '@/testing/viewport';
import {
  API_TOKENS,
  SETTINGS,
  STAFF,
  admin,
  adminSettings,
  signInAs,
} from '../testing/admin-fixtures';
import { agent, resetStaffSession } from '../testing/fixtures';

const adminEntries = [
  'Bandeja de entrada',
  'Clientes',
  'Contrataciones',
  'Contactos',
  'Cambios por firmar',
  'Contenido',
  'Importaciones',
  'Ajustes',
  'Personal',
  'Auditoría',
  'Claves de API',
];

async function renderSettingsAsAdmin() {
  signInAs(admin);
  mockApi('GET', SETTINGS, { body: adminSettings() });
  const rendered = renderApp('/backoffice/ajustes');
  await screen.findByRole('heading', { level: 2, name: 'Flags' });
  return rendered;
}

describe('the back office’s navigation (issue 27)', { timeout: 60_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('lists the role’s screens in a row on a wide screen, the current one marked', async () => {
    await renderSettingsAsAdmin();
    const navigation = screen.getByRole('navigation', { name: 'Backoffice' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(adminEntries);
    expect(within(navigation).getByRole('link', { name: 'Ajustes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('button', { name: 'Menú' })).toBeNull();
  });

  it('opens the entries in a drawer from a menu button on a phone, and gives the focus back', async () => {
    setViewportWidth(360);
    mockApi('GET', STAFF, { body: { items: [] } });
    const { user, current } = await renderSettingsAsAdmin();
    const navigation = screen.getByRole('navigation', { name: 'Backoffice' });
    // Only the button and the current screen's name: nothing to scroll sideways.
    expect(within(navigation).queryAllByRole('link')).toEqual([]);
    expect(navigation).toHaveTextContent('Ajustes');
    const menu = within(navigation).getByRole('button', { name: 'Menú' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    menu.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('presentation');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-controls', drawer.id);
    const inDrawer = within(drawer).getByRole('navigation', { name: 'Backoffice' });
    expect(
      within(inDrawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(adminEntries);
    expect(within(inDrawer).getByRole('link', { name: 'Ajustes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
    expect(menu).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    await user.click(
      within(await screen.findByRole('presentation')).getByRole('button', {
        name: 'Cierra el menú',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(
      within(await screen.findByRole('presentation')).getByRole('link', { name: 'Personal' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal' })).toBeInTheDocument();
    expect(current.location.pathname).toBe('/backoffice/personal');
    await waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
    expect(screen.getByRole('navigation', { name: 'Backoffice' })).toHaveTextContent('Personal');
  });

  it('offers an agent only the screens their role may use', async () => {
    setViewportWidth(360);
    signInAs(agent);
    mockApi('GET', API_TOKENS, { body: { items: [] } });
    const { user } = await renderApp('/backoffice/api-tokens');
    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    const drawer = await screen.findByRole('presentation');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bandeja de entrada', 'Clientes', 'Contrataciones', 'Contactos', 'Claves de API']);
  });
});
