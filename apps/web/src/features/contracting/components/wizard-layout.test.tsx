import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { setViewportWidth } from '@/testing/viewport';
import {
  LEAD_ID,
  answerLeads,
  answerLookups,
  completeValues,
  contractingConfig,
  seedDraft,
} from '../testing/fixtures';

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const scripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

afterEach(() => {
  for (const script of document.head.querySelectorAll('script[data-marketing]')) script.remove();
});

describe('wizard layout (spec 3 point 2)', { timeout: 60_000 }, () => {
  it('on a phone: a step counter with a progress bar, and Previous and Next in a bottom bar', async () => {
    setViewportWidth(360);
    answerLeads();
    answerLookups();
    seedDraft('electricity', completeValues);
    const { user } = await renderApp('/nuevo-cliente-electricidad');
    await stepHeading('Sobre la instalación');
    expect(screen.queryByRole('navigation', { name: 'Pasos de la contratación' })).toBeNull();
    expect(screen.getByText('Paso 1 de 6')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Paso 1 de 6' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round(100 / 6)),
    );
    const nextButton = screen.getByRole('button', { name: 'Siguiente' });
    expect(nextButton.parentElement).toHaveStyle({ position: 'fixed', bottom: '0px' });

    await user.click(nextButton);
    await stepHeading('Sobre ti');
    expect(screen.getByRole('progressbar', { name: 'Paso 2 de 6' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' }).parentElement).toBe(
      screen.getByRole('button', { name: 'Siguiente' }).parentElement,
    );
  });

  it("shows the help message with the organisation's phone when configured", async () => {
    answerLookups(contractingConfig({ showHelpMessage: true }));
    await renderApp('/nuevo-cliente-electricidad');
    await stepHeading('Sobre la instalación');
    expect(screen.getByText('¿Tienes dudas? Te ayudamos por teléfono:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '900 123 456' })).toHaveAttribute(
      'href',
      'tel:900123456',
    );
  });

  it('hides the help message when not configured', async () => {
    answerLookups(contractingConfig({ showHelpMessage: false }));
    await renderApp('/nuevo-cliente-electricidad');
    await stepHeading('Sobre la instalación');
    expect(screen.queryByText('¿Tienes dudas? Te ayudamos por teléfono:')).toBeNull();
  });

  it('loads no chat or tracking script without consent to marketing cookies', async () => {
    answerLookups(contractingConfig({ chatScript: '/chat/widget.js' }));
    await renderApp('/nuevo-cliente-electricidad');
    await stepHeading('Sobre la instalación');
    expect(scripts()).not.toContain('/chat/widget.js');
  });

  it('loads the chat hook, and the tracking script with the CUPS once finished', async () => {
    window.localStorage.setItem(
      'portal_cookie_consent',
      JSON.stringify({
        version: 1,
        necessary: true,
        preferences: false,
        statistics: false,
        marketing: true,
        decidedAt: '2026-11-01T10:00:00.000Z',
      }),
    );
    answerLeads();
    answerLookups(
      contractingConfig({
        chatScript: '/chat/widget.js',
        trackingScript: '/t/pixel.js?order={orderId}',
      }),
    );
    seedDraft(
      'electricity',
      {
        ...completeValues,
        confirmation: { acceptOVConditions: true, acceptGdpr: true, acceptPublicity: false },
      },
      {
        step: 'confirmation',
        completed: ['installation', 'person', 'contract', 'payment'],
        leadId: LEAD_ID,
      },
    );
    const { user } = await renderApp('/nuevo-cliente-electricidad');
    await stepHeading('Confirmación');
    await waitFor(() => expect(scripts()).toContain('/chat/widget.js'));
    expect(scripts().some((src) => src?.startsWith('/t/'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Confirmar la contratación' }));
    await screen.findByText(/Hemos recibido tu contratación/);
    await waitFor(() => expect(scripts()).toContain('/t/pixel.js?order=ES0021000000000001RK'));
  });
});
