import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { expectNoLinkToPendingScreens } from '@/testing/pending-screens';
import { renderApp, testSettings } from '@/testing/render-app';
import { answerNoSupplies } from '@/testing/signed-in-shell';
import { tokenWith } from '@/testing/viewport';

const withHelp = (customUrl: string | null, enabled = true) => ({
  ...testSettings,
  helpDialog: { enabled, customUrl },
});

async function openHelp(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp(path, options);
  await view.user.click(await screen.findByRole('button', { name: 'Ayuda' }));
  const dialog = await screen.findByRole('dialog', { name: '¿Necesitas ayuda?' });
  return { ...view, dialog };
}

describe('help dialog (spec 1 point 2, "Help dialog")', () => {
  it("shows the organisation e-mail, phone and hours, and a visitor's contact button", async () => {
    const { dialog } = await openHelp('/');
    expect(
      within(dialog).getByRole('link', { name: 'clientes@energia-demo.example' }),
    ).toHaveAttribute('href', 'mailto:clientes@energia-demo.example');
    expect(within(dialog).getByRole('link', { name: '900 123 456' })).toHaveAttribute(
      'href',
      'tel:900123456',
    );
    expect(dialog).toHaveTextContent('De 8 a 17 h, los 365 días del año.');
    expect(within(dialog).getByRole('link', { name: 'Contactar' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expectNoLinkToPendingScreens(dialog);
  });

  it('leads a customer to customer service', async () => {
    answerNoSupplies();
    mockApi('GET', '/api/v2/crm/cases/categories/', { body: { items: [] } });
    const { user, current } = await renderApp('/facturas', { token: tokenWith({}) });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' });
    await user.click(screen.getByRole('button', { name: 'Ayuda' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Necesitas ayuda?' });
    const contact = within(dialog).getByRole('link', { name: 'Contactar' });
    expect(contact).toHaveAttribute('href', '/atencion-al-cliente');
    await user.click(contact);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Atención al cliente' }),
    ).toBeInTheDocument();
    expect(current.location.pathname).toBe('/atencion-al-cliente');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no contact button when neither contact exists', async () => {
    const settings = {
      ...testSettings,
      features: { ...testSettings.features, unsignedContact: false },
    };
    const { dialog } = await openHelp('/', { settings });
    expect(within(dialog).queryByRole('link', { name: 'Contactar' })).toBeNull();
  });

  it.each([['https://energia-demo.example/contacto'], ['www.energia-demo.example/contacto']])(
    'opens the custom URL %s in a new tab',
    async (url) => {
      const { dialog } = await openHelp('/', { settings: withHelp(url) });
      const contact = within(dialog).getByRole('link', { name: /^Contactar/ });
      expect(contact).toHaveAttribute('href', url);
      expect(contact).toHaveAttribute('target', '_blank');
      expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
      expect(contact).toHaveAccessibleName('Contactar (se abre en una ventana nueva)');
    },
  );

  it('follows an internal custom URL inside the portal', async () => {
    const { dialog, user, current } = await openHelp('/', { settings: withHelp('/perfil') });
    const contact = within(dialog).getByRole('link', { name: 'Contactar' });
    expect(contact).toHaveAttribute('href', '/perfil');
    expect(contact).not.toHaveAttribute('target');
    await user.click(contact);
    // Private: a visitor is asked to sign in first.
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(current.location.state).toEqual({ from: '/perfil' });
  });

  it('closes with Escape and gives the focus back', async () => {
    const { user } = await openHelp('/');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Ayuda' })).toHaveFocus();
  });

  it('is absent when the help dialog is off, and on the login screen (it has its own)', async () => {
    const first = await renderApp('/', { settings: withHelp(null, false) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Ayuda' })).toBeNull();
    first.unmount();
    await renderApp('/acceso');
    await screen.findByRole('button', { name: 'Acceder' });
    // Only the login form's own Help button.
    expect(screen.getAllByRole('button', { name: 'Ayuda' })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('button', { name: 'Ayuda' }),
    );
  });

  it('speaks the language of the page', async () => {
    const { user } = await renderApp('/factures', { token: tokenWith({}) });
    await user.click(await screen.findByRole('button', { name: 'Ajuda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Necessites ajuda?' });
    expect(dialog).toHaveTextContent("De 8 a 17 h, els 365 dies de l'any.");
    expect(within(dialog).getByRole('button', { name: 'Tanca' })).toBeInTheDocument();
  });

  it('steps out of the way while the page scrolls down and comes back when it scrolls up', async () => {
    await renderApp('/');
    const help = await screen.findByRole('button', { name: 'Ayuda' });
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
        fireEvent.scroll(window);
      });
    expect(help).not.toHaveAttribute('data-scrolled-away');
    scrollTo(400);
    expect(help).toHaveAttribute('data-scrolled-away');
    scrollTo(300);
    expect(help).not.toHaveAttribute('data-scrolled-away');
    scrollTo(0);
  });
});
