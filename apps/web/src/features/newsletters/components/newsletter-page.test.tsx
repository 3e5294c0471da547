import { screen, waitFor, within } from '@testing-library/react';
import type { Settings } from '@portal/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { TOOLTIP_LEAVE_DELAY_MS } from './newsletter-list';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsYXVyYSJ9.c2lnbmF0dXJl';
const SUBSCRIBER = '/api/v2/subscribers/me';
const LIST = '/api/v2/newsletters/7';
const SAVE = '/api/v2/subscriber/set_active_newsletters';
const MAILS = '/api/v2/subscriber/set_mails';

const newsletter = (id: number, name: string, subscribed: boolean, exported = false) => ({
  newsletter_id: id,
  name,
  subscribed,
  subscriptor_id: 7,
  exported,
  newsletter_description: `Descripción de ${name}`,
});
const demoList = [
  newsletter(1, 'Novedades y ofertas', true, true),
  newsletter(2, 'Consejos de ahorro', true),
  newsletter(3, 'Mercado eléctrico', false),
];

function answerPage(list: unknown = demoList, emails = ['laura.garcia@example.com']) {
  mockApi('GET', SUBSCRIBER, { body: { id: 7, emails } });
  mockApi('GET', LIST, { body: list });
}

const open = (settings?: Settings, path = `/boletin?params=${TOKEN}`) =>
  renderApp(path, settings ? { settings } : {});
const posted = (path: string) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === path);
const card = (name: string) => screen.getByRole('switch', { name }).closest('li')!;

describe('the newsletter page (spec 3 points 2, 4, 5 and 8)', { timeout: 20_000 }, () => {
  it('shows the subscriber’s e-mail and a card per newsletter, the exported one greyed and explained', async () => {
    answerPage();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Boletines' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      'laura.garcia@example.com',
    );
    const offers = await screen.findByRole('switch', { name: 'Novedades y ofertas' });
    expect(offers).toBeChecked();
    expect(offers).toBeDisabled();
    expect(offers).toHaveAccessibleDescription(/ya se ha pasado a nuestra herramienta de envíos/);
    const chip = within(card('Novedades y ofertas')).getByText('No se puede dar de baja');
    expect(chip).toBeVisible();
    // The warning's text in the body colour: warning orange on the greyed card is below 4.5:1.
    expect(chip.closest('.MuiChip-root')).toHaveStyle({ color: 'rgba(0, 0, 0, 0.87)' });
    expect(screen.getByRole('switch', { name: 'Consejos de ahorro' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Mercado eléctrico' })).not.toBeChecked();
    expect(TOOLTIP_LEAVE_DELAY_MS).toBe(5000);
    // Every call carries the link's token.
    for (const request of requests) expect(request.url.searchParams.get('params')).toBe(TOKEN);
  });

  it('unsubscribes from one newsletter and subscribes to another', async () => {
    answerPage();
    mockApi('POST', SAVE, {
      body: [
        { ...demoList[0], kept: false },
        { ...demoList[1], subscribed: false, kept: false },
        { ...demoList[2], subscribed: true, kept: false },
      ],
    });
    const { user } = await open();
    await user.click(await screen.findByRole('switch', { name: 'Consejos de ahorro' }));
    await user.click(screen.getByRole('switch', { name: 'Mercado eléctrico' }));
    await user.click(screen.getByRole('button', { name: 'Guardar las preferencias' }));

    expect(
      await screen.findByText('Hemos guardado tus preferencias de boletines.'),
    ).toBeInTheDocument();
    const [save] = posted(SAVE);
    expect(save?.body).toEqual({ subscriptor_or_email: 7, selected_newsletters: [1, 3] });
    expect(save?.url.searchParams.get('params')).toBe(TOKEN);
    expect(screen.getByRole('switch', { name: 'Consejos de ahorro' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Mercado eléctrico' })).toBeChecked();
  });

  it('says which exported newsletter stayed, and that all were left when the subscriber was removed', async () => {
    answerPage([
      newsletter(1, 'Novedades y ofertas', true, true),
      newsletter(2, 'Consejos de ahorro', true),
    ]);
    mockApi('POST', SAVE, {
      body: [
        { ...newsletter(1, 'Novedades y ofertas', true, true), kept: true },
        { ...newsletter(2, 'Consejos de ahorro', false), kept: false },
      ],
    });
    const { user } = await open();
    await user.click(await screen.findByRole('switch', { name: 'Consejos de ahorro' }));
    await user.click(screen.getByRole('button', { name: 'Guardar las preferencias' }));
    expect(await screen.findByText(/Sigues suscrito a Novedades y ofertas/)).toBeInTheDocument();
    expect(posted(SAVE)[0]?.body).toMatchObject({ selected_newsletters: [1] });
  });

  it('answers "removed" with the unsubscribe-all message and clears the page', async () => {
    answerPage([newsletter(2, 'Consejos de ahorro', true)]);
    mockApi('POST', SAVE, { body: 'removed' });
    const { user } = await open();
    await user.click(await screen.findByRole('switch', { name: 'Consejos de ahorro' }));
    await user.click(screen.getByRole('button', { name: 'Guardar las preferencias' }));
    expect(
      await screen.findByText(
        'Te has dado de baja de todos los boletines. Ya no recibirás ninguno.',
      ),
    ).toBeInTheDocument();
    expect(posted(SAVE)[0]?.body).toEqual({ subscriptor_or_email: 7, selected_newsletters: [] });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says when the preferences could not be saved', async () => {
    answerPage();
    mockApi('POST', SAVE, { status: 500, body: { error: 'internal_error' } });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Guardar las preferencias' }));
    expect(
      await screen.findByText(
        'No se han podido guardar las preferencias de boletines. Inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
  });

  it('changes the e-mail when it is valid, and says so', async () => {
    answerPage();
    mockApi('POST', MAILS, { body: { id: 7, emails: ['laura@casa.example'] } });
    const { user } = await open();
    const email = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    await user.clear(email);
    await user.type(email, 'laura@');
    await user.click(screen.getByRole('button', { name: 'Guardar la dirección' }));
    expect(await screen.findByText('El correo electrónico no es válido.')).toBeInTheDocument();
    expect(posted(MAILS)).toHaveLength(0);

    await user.type(email, 'casa.example');
    await user.click(screen.getByRole('button', { name: 'Guardar la dirección' }));
    expect(await screen.findByText('Hemos guardado la dirección de envío.')).toBeInTheDocument();
    expect(posted(MAILS)[0]?.body).toEqual({ subscriberId: 7, emails: ['laura@casa.example'] });
  });

  it('says when the e-mail could not be saved', async () => {
    answerPage();
    mockApi('POST', MAILS, { status: 403, body: { error: 'forbidden' } });
    const { user } = await open();
    const email = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    await user.clear(email);
    await user.type(email, 'otra@example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar la dirección' }));
    expect(
      await screen.findByText(
        'No se ha podido guardar la modificación del correo. Inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the e-mail as text when the retailer disabled its edition', async () => {
    answerPage();
    const settings = { ...testSettings, newsletter: { mailEditionDisabled: true } };
    await open(settings);
    expect(await screen.findByText('laura.garcia@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar la dirección' })).toBeNull();
    expect(screen.getByText(/ponte en contacto con nosotros/)).toBeInTheDocument();
  });

  it('explains a missing or refused link, in the page’s language', async () => {
    const first = await open(undefined, '/boletin');
    expect(
      await screen.findByText(/El enlace de los boletines no es válido o ha caducado/),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    first.unmount();

    mockApi('GET', SUBSCRIBER, { status: 401, body: { error: 'token_expired' } });
    await open(undefined, `/butlleti?params=${TOKEN}`);
    expect(
      await screen.findByText(/L’enllaç dels butlletins no és vàlid o ha caducat/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anar al meu perfil' })).toHaveAttribute(
      'href',
      '/perfil',
    );
  });

  it('says when the subscriber or the list failed to load, and when there is no newsletter', async () => {
    mockApi('GET', SUBSCRIBER, { status: 500, body: { error: 'internal_error' } });
    const first = await open();
    expect(
      await screen.findByText(
        'No se han podido cargar los datos de tu suscripción. Inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
    first.unmount();

    mockApi('GET', SUBSCRIBER, { body: { id: 7, emails: ['laura.garcia@example.com'] } });
    mockApi('GET', LIST, { status: 503, body: { error: 'service_unavailable' } });
    const second = await open();
    expect(
      await screen.findByText(
        'No se han podido cargar los boletines. Inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
    second.unmount();

    answerPage([]);
    await open(undefined, `/newsletter?params=${TOKEN}`);
    expect(
      await screen.findByText('There are no newsletters to subscribe to right now.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save preferences' })).toBeNull(),
    );
  });
});
