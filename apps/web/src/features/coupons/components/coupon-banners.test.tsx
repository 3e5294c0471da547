import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { tokenWith } from '@/testing/viewport';

const coupon = {
  code: 'BIENVENIDA26',
  title: 'Bienvenida',
  description: '10 % de descuento el primer año',
  valid_until: '2027-12-31',
  campaign_name: null,
  url: null,
  code_url: null,
};

const campaignCoupon = {
  code: 'AMIGO26',
  title: 'Invita a un amigo',
  description: 'Tu amigo y tú, 20 € de descuento cada uno en la próxima factura',
  valid_until: null,
  campaign_name: 'Invita a un amigo',
  url: 'https://energia-demo.example/invita-a-un-amigo',
  code_url: '/nuevo-cliente-electricidad?promocode=AMIGO26',
};

function answerCoupons(flag = true, coupons: object[] = [coupon]) {
  mockApi('GET', '/api/v2/feature_flags/', {
    body: { feature_flags: { 'coupons.coupon': flag, 'crm.case': true } },
  });
  mockApi('GET', '/api/v2/user/coupons', { body: coupons });
}

const couponsRegion = () => screen.findByRole('region', { name: 'Tus cupones de descuento' });

/** The coupons' region with one coupon opened: each takes one line until opened. */
async function openCoupon(user: UserEvent, title: string, code: string) {
  const region = await couponsRegion();
  await user.click(within(region).getByRole('button', { name: `${title} ${code}` }));
  return region;
}

describe('coupon banners (spec 1 point 2, "Other shell screens")', () => {
  it('shows the coupons above the invoices, in the language of the page', async () => {
    answerCoupons();
    const { user } = await renderApp('/facturas', { token: tokenWith({}) });
    const region = await couponsRegion();
    const card = within(region).getByRole('article', { name: 'Bienvenida' });
    // One line, its title and code, until opened.
    const toggle = within(card).getByRole('button', { name: 'Bienvenida BIENVENIDA26' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('button', { name: /^Copiar/ })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(card).getByRole('button', { name: 'Copiar el código BIENVENIDA26' }),
    ).toBeVisible();
    expect(card).toHaveTextContent('10 % de descuento el primer año');
    expect(card).toHaveTextContent('Código: BIENVENIDA26');
    expect(card).toHaveTextContent('Válido hasta el 31/12/2027');
    const call = requests.find((r) => r.url.pathname === '/api/v2/user/coupons');
    expect(call?.url.searchParams.get('lang')).toBe('es');
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('shows the page with its coupons, so nothing moves down when they arrive', async () => {
    answerCoupons();
    await renderApp('/facturas', { token: tokenWith({}) });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' });
    expect(screen.getByRole('region', { name: 'Tus cupones de descuento' })).toBeInTheDocument();
  });

  it('shows the page without coupons after one failed call', async () => {
    answerCoupons();
    mockApi('GET', '/api/v2/user/coupons', { status: 503, body: { error: 'unavailable' } });
    await renderApp('/facturas', { token: tokenWith({}) });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' });
    expect(screen.queryByRole('region', { name: 'Tus cupones de descuento' })).toBeNull();
    const calls = requests.filter((r) => r.url.pathname === '/api/v2/user/coupons');
    expect(calls).toHaveLength(1);
  });

  it('shows them above the contracts too', async () => {
    answerCoupons();
    mockApi('GET', '/api/v2/contracts', { body: { items: [], offset: 0, limit: 10, n_items: 0 } });
    await renderApp('/contratos/electricidad', { token: tokenWith({}) });
    expect(await couponsRegion()).toBeInTheDocument();
  });

  it('copies the code and says so', async () => {
    answerCoupons();
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = await renderApp('/facturas', { token: tokenWith({}) });
    // user-event installs its own clipboard; replace it after setup.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const region = await openCoupon(user, 'Bienvenida', 'BIENVENIDA26');
    await user.click(within(region).getByRole('button', { name: 'Copiar el código BIENVENIDA26' }));
    expect(writeText).toHaveBeenCalledWith('BIENVENIDA26');
    expect(within(region).getByRole('status')).toHaveTextContent('Código BIENVENIDA26 copiado.');
  });

  it('says when the code could not be copied', async () => {
    answerCoupons();
    const { user } = await renderApp('/facturas', { token: tokenWith({}) });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    const region = await openCoupon(user, 'Bienvenida', 'BIENVENIDA26');
    await user.click(within(region).getByRole('button', { name: 'Copiar el código BIENVENIDA26' }));
    expect(within(region).getByRole('status')).toHaveTextContent(
      'No se ha podido copiar el código',
    );
  });

  it('shares with the system share sheet when there is one', async () => {
    answerCoupons();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const { user } = await renderApp('/facturas', { token: tokenWith({}) });
    const region = await openCoupon(user, 'Bienvenida', 'BIENVENIDA26');
    await user.click(
      within(region).getByRole('button', { name: 'Compartir el cupón BIENVENIDA26' }),
    );
    expect(share).toHaveBeenCalledWith({
      title: 'Bienvenida',
      text: 'Bienvenida: 10 % de descuento el primer año. Código: BIENVENIDA26',
    });
  });

  it('shares by e-mail otherwise', async () => {
    answerCoupons();
    const { user } = await renderApp('/facturas', { token: tokenWith({}) });
    const region = await openCoupon(user, 'Bienvenida', 'BIENVENIDA26');
    const mail = within(region).getByRole('link', {
      name: 'Compartir por correo el cupón BIENVENIDA26',
    });
    const href = new URL(mail.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.searchParams.get('subject')).toBe('Bienvenida');
    expect(href.searchParams.get('body')).toBe(
      'Bienvenida: 10 % de descuento el primer año. Código: BIENVENIDA26',
    );
  });

  it("shows a campaign's coupon with its page, and shares the link that brings the code", async () => {
    answerCoupons(true, [campaignCoupon]);
    const { user } = await renderApp('/facturas', { token: tokenWith({}) });
    const region = await openCoupon(user, 'Invita a un amigo', 'AMIGO26');
    const card = within(region).getByRole('article', { name: 'Invita a un amigo' });
    expect(card).toHaveTextContent('Tu amigo y tú, 20 € de descuento cada uno');
    expect(card).toHaveTextContent('Código: AMIGO26');
    const page = within(card).getByRole('link', {
      name: 'Más información sobre Invita a un amigo (se abre en una ventana nueva)',
    });
    expect(page).toHaveAttribute('href', 'https://energia-demo.example/invita-a-un-amigo');
    expect(page).toHaveAttribute('target', '_blank');
    const mail = within(card).getByRole('link', { name: 'Compartir por correo el cupón AMIGO26' });
    const body = new URL(mail.getAttribute('href') ?? '').searchParams.get('body');
    expect(body).toBe(
      'Invita a un amigo: Tu amigo y tú, 20 € de descuento cada uno en la próxima factura. ' +
        `Código: AMIGO26. Contrata con él en ${window.location.origin}/nuevo-cliente-electricidad?promocode=AMIGO26`,
    );
  });

  it('shows none when the flag coupons.coupon is off', async () => {
    answerCoupons(false);
    await renderApp('/facturas', { token: tokenWith({}) });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' });
    // The flag answers after the coupons: once it is off the banner goes.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Tus cupones de descuento' })).toBeNull(),
    );
  });

  it('asks for none when showCoupons is off', async () => {
    const settings = {
      ...testSettings,
      features: { ...testSettings.features, showCoupons: false },
    };
    await renderApp('/facturas', { token: tokenWith({}), settings });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' });
    expect(screen.queryByRole('region', { name: 'Tus cupones de descuento' })).toBeNull();
    expect(requests.some((r) => r.url.pathname === '/api/v2/user/coupons')).toBe(false);
  });
});
