import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, testSettings } from '@/testing/render-app';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../utils/consent';
import { isSameOriginPath } from '../utils/load-scripts';

const settings = {
  ...testSettings,
  links: { ...testSettings.links, cookies: 'https://energia-demo.example/cookies' },
  cookies: {
    statisticsScripts: ['/demo-statistics.js'],
    marketingScripts: ['/demo-marketing.js'],
  },
};

const injected = () =>
  [...document.querySelectorAll('script[data-consent-script]')].map((s) => s.getAttribute('src'));
const stored = () =>
  JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;
const banner = () => screen.getByRole('region', { name: 'Tu privacidad y las cookies' });

afterEach(() => {
  for (const script of document.querySelectorAll('script[data-consent-script]')) script.remove();
});

describe('cookie banner (spec 1 point 2, "Other shell screens")', () => {
  it('asks before loading anything, and accepting all loads the scripts and is remembered', async () => {
    const { user, unmount } = await renderApp('/', { settings });
    await screen.findByRole('heading', { level: 1 });
    expect(within(banner()).getByRole('link', { name: /^Política de cookies/ })).toHaveAttribute(
      'href',
      'https://energia-demo.example/cookies',
    );
    expect(injected()).toEqual([]);

    await user.click(within(banner()).getByRole('button', { name: 'Aceptar todas' }));
    expect(screen.queryByRole('region', { name: 'Tu privacidad y las cookies' })).toBeNull();
    expect(injected()).toEqual(['/demo-statistics.js', '/demo-marketing.js']);
    expect(stored()).toMatchObject({
      version: CONSENT_VERSION,
      necessary: true,
      preferences: true,
      statistics: true,
      marketing: true,
    });

    // Next visit: no banner, the scripts load straight away, once.
    unmount();
    for (const script of document.querySelectorAll('script[data-consent-script]')) script.remove();
    await renderApp('/', { settings });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Tu privacidad y las cookies' })).toBeNull();
    expect(injected()).toEqual(['/demo-statistics.js', '/demo-marketing.js']);
  });

  it('accepts only the selected categories', async () => {
    const { user } = await renderApp('/', { settings });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(banner()).getByRole('button', { name: 'Personalizar' }));
    const necessary = await within(banner()).findByRole('checkbox', {
      name: 'Necesarias (siempre activas)',
    });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const preferences = within(banner()).getByRole('checkbox', { name: 'Preferencias' });
    expect(preferences).toHaveFocus();
    expect(preferences).toHaveAccessibleDescription('Recuerdan opciones como el idioma.');
    const statistics = within(banner()).getByRole('checkbox', { name: 'Estadísticas' });
    expect(statistics).not.toBeChecked();
    await user.click(statistics);
    await user.click(within(banner()).getByRole('button', { name: 'Aceptar la selección' }));

    expect(injected()).toEqual(['/demo-statistics.js']);
    expect(stored()).toMatchObject({ preferences: false, statistics: true, marketing: false });
  });

  it('loads nothing when only the necessary cookies are accepted', async () => {
    const { user } = await renderApp('/', { settings });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(banner()).getByRole('button', { name: 'Solo las necesarias' }));
    expect(injected()).toEqual([]);
    expect(stored()).toMatchObject({ preferences: false, statistics: false, marketing: false });
  });

  it('reopens from the footer with the current choice', async () => {
    const { user } = await renderApp('/', { settings });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(banner()).getByRole('button', { name: 'Solo las necesarias' }));
    await user.click(screen.getByRole('button', { name: 'Configurar las cookies' }));
    await waitFor(() => expect(banner()).toHaveFocus());
    const marketing = await within(banner()).findByRole('checkbox', { name: 'Marketing' });
    expect(marketing).not.toBeChecked();
    await user.click(marketing);
    await user.click(within(banner()).getByRole('button', { name: 'Aceptar la selección' }));
    expect(injected()).toEqual(['/demo-marketing.js']);
    expect(stored()).toMatchObject({ statistics: false, marketing: true });
  });

  it('asks again when the stored choice has another version', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION - 1, statistics: true, marketing: true }),
    );
    await renderApp('/', { settings });
    await screen.findByRole('heading', { level: 1 });
    expect(banner()).toBeInTheDocument();
    expect(injected()).toEqual([]);
  });

  it('sits before the header in the page flow and is reached by keyboard', async () => {
    const { user } = await renderApp('/', { settings });
    await screen.findByRole('heading', { level: 1 });
    await user.tab(); // skip link
    await user.tab();
    expect(within(banner()).getByRole('link', { name: /^Política de cookies/ })).toHaveFocus();
    expect(
      banner().compareDocumentPosition(screen.getByRole('banner')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('injects only same-origin paths', () => {
    expect(isSameOriginPath('/demo-statistics.js')).toBe(true);
    expect(isSameOriginPath('/scripts/a.js?v=2')).toBe(true);
    expect(isSameOriginPath('//evil.example/x.js')).toBe(false);
    expect(isSameOriginPath('/\\evil.example/x.js')).toBe(false);
    expect(isSameOriginPath('https://evil.example/x.js')).toBe(false);
    expect(isSameOriginPath('javascript:alert(1)')).toBe(false);
  });
});
