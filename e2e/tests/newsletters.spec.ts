import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInPastCookies } from './fixtures';

/**
 * Newsletters (issue 16, spec 3 point 2; docs/decisions/022): the household opens the page through
 * its profile's signed link. The demo household receives "Novedades y ofertas" (exported to the
 * mailing tool: kept) and "Consejos de ahorro"; only the first test changes a subscription (it
 * switches "Consejos de ahorro" off), the others read or leave the subscriptions as they found them.
 */

interface NewsletterItem {
  newsletter_id: number;
  name: string;
  subscribed: boolean;
  exported: boolean;
  kept?: boolean;
}

const newsletterSwitch = (page: Page, name: string) =>
  page.getByRole('switch', { name, exact: true });

/** The profile's newsletter link (the household signed in). */
async function newsletterLink(page: Page) {
  await signInPastCookies(page);
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfil');
  const link = page.getByRole('link', { name: /^Gestionar mis suscripciones a boletines/ });
  await expect(link).toHaveAttribute('href', /\/boletin\?params=[\w-]+\.[\w-]+\.[\w-]+$/);
  return link;
}

test.describe('newsletters', () => {
  test('from the profile, the household unsubscribes from one newsletter and it stays off (es)', async ({
    page,
  }) => {
    const link = await newsletterLink(page);
    await expectNoAxeViolations(page);
    // The link opens in a new window.
    const [newsletters] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(newsletters.getByRole('heading', { level: 1 })).toHaveText('Boletines');
    await expect(newsletters.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue(
      'laura.garcia@example.com',
    );
    const tips = newsletterSwitch(newsletters, 'Consejos de ahorro');
    await expect(tips).toBeChecked();
    await expect(tips).toBeEnabled();
    await expect(newsletterSwitch(newsletters, 'Mercado eléctrico')).not.toBeChecked();
    await expectNoAxeViolations(newsletters);

    await tips.uncheck();
    await newsletters.getByRole('button', { name: 'Guardar las preferencias' }).click();
    await expect(newsletters.getByRole('status')).toHaveText(
      'Hemos guardado tus preferencias de boletines.',
    );
    await expect(tips).not.toBeChecked();
    await expectNoAxeViolations(newsletters);

    // The server kept it: after a reload it is still off, the exported one still on.
    await newsletters.reload();
    await expect(newsletterSwitch(newsletters, 'Consejos de ahorro')).not.toBeChecked();
    await expect(newsletterSwitch(newsletters, 'Novedades y ofertas')).toBeChecked();
    await expect(newsletterSwitch(newsletters, 'Mercado eléctrico')).not.toBeChecked();
  });

  test('an exported newsletter the household receives cannot be switched off, not even by the call (es)', async ({
    page,
  }) => {
    const link = await newsletterLink(page);
    const href = (await link.getAttribute('href'))!;
    await page.goto(href);
    const offers = newsletterSwitch(page, 'Novedades y ofertas');
    await expect(offers).toBeChecked();
    await expect(offers).toBeDisabled();
    await expect(offers).toHaveAccessibleDescription(
      /tu suscripción ya se ha pasado a nuestra herramienta de envíos/,
    );
    await expect(page.getByText('No se puede dar de baja', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The page's own call, leaving it out of the selection (the rest as they are): it is kept.
    const params = new URL(href).searchParams.get('params')!;
    const subscriber = await page.request.get('/api/v2/subscribers/me', { params: { params } });
    expect(subscriber.status()).toBe(200);
    const { id } = (await subscriber.json()) as { id: number };
    const listed = await page.request.get(`/api/v2/newsletters/${id}`, { params: { params } });
    const before = (await listed.json()) as NewsletterItem[];
    const offersId = before.find((item) => item.name === 'Novedades y ofertas')!.newsletter_id;
    const selected = before
      .filter((item) => item.subscribed && item.newsletter_id !== offersId)
      .map((item) => item.newsletter_id);
    const saved = await page.request.post('/api/v2/subscriber/set_active_newsletters', {
      params: { params },
      data: { subscriptor_or_email: id, selected_newsletters: selected },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const after = (await saved.json()) as NewsletterItem[];
    expect(after.find((item) => item.newsletter_id === offersId)).toMatchObject({
      subscribed: true,
      exported: true,
      kept: true,
    });

    await page.reload();
    await expect(newsletterSwitch(page, 'Novedades y ofertas')).toBeChecked();
    await expect(newsletterSwitch(page, 'Novedades y ofertas')).toBeDisabled();
  });

  test('a forged link is refused with the token error (es)', async ({ page }) => {
    const link = await newsletterLink(page);
    const href = (await link.getAttribute('href'))!;
    const url = new URL(href);
    const token = url.searchParams.get('params')!;
    // One character of the signature changed.
    const at = token.lastIndexOf('.') + 10;
    const forged = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(forged).not.toBe(token);

    const answer = await page.request.get('/api/v2/subscribers/me', { params: { params: forged } });
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toMatchObject({ error: 'token_invalid' });

    await page.goto(`${url.pathname}?params=${forged}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boletines');
    await expect(
      page.getByText(
        'El enlace de los boletines no es válido o ha caducado. Vuelve a abrirlo desde tu perfil.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveAttribute(
      'href',
      '/perfil',
    );
    await expectNoAxeViolations(page);
  });
});
