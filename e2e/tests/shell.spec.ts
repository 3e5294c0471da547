import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../portal';
import { addHtmlBlock, deleteHtmlBlock, mintToken, patchPublicSettings } from './backoffice';
import {
  expectNoAxeViolations,
  household,
  newCustomer,
  passwordField,
  rememberCookieChoice,
  scrollUntilVisible,
  signIn,
  signInPastCookies,
  userField,
} from './fixtures';

const mobile = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };

/** Paths shared by every language (/, /version…) speak the visitor's last choice. */
async function chooseLanguage(page: Page, lang: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('portal_language', value);
  }, lang);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('shell', () => {
  test('navigation on a desktop: visitor, customer, menus and dynamic pages', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.setViewportSize(desktop);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu oficina virtual');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/acceso',
    );
    // Contracting and the tools are menus; activation is offered beside the sign-in.
    await expect(nav.getByRole('listitem')).toHaveText([
      'Inicio',
      'Contratar',
      'Contacto',
      'Herramientas',
      'Iniciar sesión',
      'Activar la cuenta',
    ]);
    await nav.getByRole('button', { name: 'Contratar' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Luz y gas',
      'Electricidad',
      'Gas',
    ]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await nav.getByRole('button', { name: 'Herramientas' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Comparador de precios',
      'Comparador de gas',
      'Calculadora de potencia',
    ]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await signIn(page);
    await expect(nav.getByRole('link', { name: 'Facturas', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Eight entries, in one row (issue 25 point 6).
    await expect(nav.getByRole('listitem')).toHaveText([
      'Inicio',
      'Contratos',
      'Facturas',
      'Consumo',
      'Contratar',
      'Atención al cliente',
      'Herramientas',
      'Perfil',
    ]);
    // Customer service, the requests and claims share a menu that opens on customer service.
    await expect(
      nav.getByRole('link', { name: 'Atención al cliente', exact: true }),
    ).toHaveAttribute('href', '/atencion-al-cliente');
    await nav.getByRole('button', { name: 'Más opciones de Atención al cliente' }).click();
    for (const [name, href] of [
      ['Atención al cliente', '/atencion-al-cliente'],
      ['Mis solicitudes', '/solicitudes'],
      ['Reclamaciones', '/reclamaciones'],
    ] as const) {
      await expect(page.getByRole('menuitem', { name, exact: true })).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Contacto', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    // A customer's tools add the OMIP alerts and the retailer's pages.
    await nav.getByRole('button', { name: 'Herramientas' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Comparador de precios',
      'Comparador de gas',
      'Calculadora de potencia',
      'Alertas OMIP',
      /^Autoconsumo/,
    ]);
    await expect(page.getByRole('menuitem', { name: /^Autoconsumo/ })).toHaveAttribute(
      'href',
      '/d/autoconsumo/1',
    );
    await page.keyboard.press('Escape');

    // The contracts menu by keyboard: the change actions lead to the contract list.
    await nav.getByRole('button', { name: 'Más opciones de Contratos' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Consultar mis contratos',
      'Descargar un contrato',
      'Modificar la potencia',
      'Modificar los datos bancarios',
      'Cambiar la dirección de notificación',
      'No ceder mis datos del SIPS',
    ]);
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: 'Modificar la potencia' }).click();
    await expect(page).toHaveURL(/\/contratos\/electricidad\?action=powChange$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contratos');

    // Pay online without a payment URL goes to the invoices.
    await nav.getByRole('button', { name: 'Más opciones de Facturas' }).click();
    await page.getByRole('menuitem', { name: 'Pagar en línea' }).click();
    await expect(page).toHaveURL(/\/facturas\?action=pay$/);
    await expect(page.getByText('Se muestran las facturas pendientes de pago.')).toBeVisible();

    // A server-defined page, its HTML sanitised.
    await nav.getByRole('button', { name: 'Herramientas' }).click();
    await page.getByRole('menuitem', { name: /^Autoconsumo/ }).click();
    await expect(page).toHaveURL(/\/d\/autoconsumo\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autoconsumo');
    await expect(
      page.getByRole('main').getByText(/la energía que tus placas vierten/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/acceso$/);
  });

  for (const { lang, login, user, password, signInButton } of [
    {
      lang: 'es',
      login: '/acceso',
      user: 'Usuario',
      password: 'Contraseña',
      signInButton: 'Acceder',
    },
    {
      lang: 'ca',
      login: '/acces',
      user: 'Usuari',
      password: 'Contrasenya',
      signInButton: 'Accedeix',
    },
    { lang: 'en', login: '/login', user: 'User', password: 'Password', signInButton: 'Sign in' },
  ]) {
    test(`a customer's header keeps to one row at 1024 px (${lang})`, async ({ page }) => {
      await rememberCookieChoice(page);
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(login);
      await page.getByRole('textbox', { name: new RegExp(`^${user}`) }).fill(household.user);
      await page.getByLabel(new RegExp(`^${password}`)).fill(household.password);
      await page.getByRole('button', { name: signInButton, exact: true }).click();
      const items = page.getByRole('navigation').first().getByRole('listitem');
      await expect(items).toHaveCount(8);
      const tops = await items.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().top),
      );
      expect(new Set(tops).size).toBe(1);
      await noHorizontalOverflow(page);
    });
  }

  test('a customer without supplies finds what they can do on the home', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/acceso');
    await userField(page).fill(newCustomer.user);
    await passwordField(page).fill(newCustomer.password);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page).not.toHaveURL(/\/acceso$/);
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(
      main.getByText(
        'Todavía no tienes ningún suministro con nosotros. Esto es lo que puedes hacer:',
      ),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contratar un suministro' })).toHaveAttribute(
      'href',
      '/nuevo-cliente-dual',
    );
    await expect(main.getByRole('link', { name: 'Ver mi perfil' })).toHaveAttribute(
      'href',
      '/perfil',
    );
    await expect(main.getByRole('heading', { name: '¿Necesitas ayuda?' })).toBeVisible();
    await expect(main.getByText('Modificar la potencia')).toHaveCount(0);
    await expect(main.getByText('Descargar un contrato')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('contract paths speak the language of the address, and the earlier and bare ones lead there', async ({
    page,
  }) => {
    await signInPastCookies(page);
    for (const [path, expected] of [
      ['/contratos/electricity/0100001', /\/contratos\/electricidad\/0100001$/],
      ['/contractes/electricity', /\/contractes\/electricitat$/],
      ['/contratos', /\/contratos\/electricidad$/],
      ['/contracts', /\/contracts\/electricity$/],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(expected);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        /404|no encontrada|not found/i,
      );
    }
  });

  test('a read-only session sees the change actions disabled, with the reason', async ({
    page,
    request,
  }) => {
    await rememberCookieChoice(page);
    await page.setViewportSize(desktop);
    const token = await mintToken(request, { user: household.user, readonly: true });
    await page.goto(`/?token=${encodeURIComponent(token)}`);
    const power = page.getByRole('main').getByRole('button', { name: 'Modificar la potencia' });
    await expect(power).toHaveAttribute('aria-disabled', 'true');
    await power.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Acción no disponible: has accedido en modo de solo lectura.',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Consultar mis contratos' }),
    ).toBeVisible();

    await mainNav(page).getByRole('button', { name: 'Más opciones de Contratos' }).click();
    const item = page.getByRole('menuitem', { name: 'Modificar los datos bancarios' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    // Choosing it does nothing (it stays focusable so the reason can be read).
    await item.click({ force: true });
    await expect(page).toHaveURL(/\/(\?.*)?$/);
  });

  test('navigation on a 360 px screen is a drawer', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.setViewportSize(mobile);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu oficina virtual');
    await expect(mainNav(page)).toHaveCount(0);
    await noHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const drawer = mainNav(page);
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/acceso$/);
    await expect(drawer).toBeHidden();

    await userField(page).fill(household.user);
    await passwordField(page).fill(household.password);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await expect(page).toHaveURL(/\/facturas$/);
    await noHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    // The header's groups (issue 25 point 6).
    for (const group of [
      'Contratos',
      'Facturas',
      'Atención al cliente',
      'Herramientas',
      'Perfil',
    ]) {
      await expect(drawer.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await drawer.getByRole('link', { name: 'Consumo', exact: true }).click();
    await expect(page).toHaveURL(/\/consumo$/);

    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/acceso$/);
  });

  test('the drawer-grouped variant keeps the navigation beside the page', async ({
    page,
    request,
  }) => {
    await rememberCookieChoice(page);
    await page.setViewportSize(desktop);
    await patchPublicSettings(request, { header: { variant: 'drawer-grouped' } });
    try {
      await signIn(page);
      const side = mainNav(page);
      await expect(side.getByRole('heading', { level: 2, name: 'Contratos' })).toBeVisible();
      await expect(side.getByRole('link', { name: 'Consultar mis facturas' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('button', { name: 'Abrir el menú' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    } finally {
      await patchPublicSettings(request, { header: { variant: 'horizontal' } });
    }
  });

  test('the help button opens the organisation contact', async ({ page, request }) => {
    await rememberCookieChoice(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Ayuda' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Necesitas ayuda?' });
    await expect(
      dialog.getByRole('link', { name: 'clientes@energia-demo.example' }),
    ).toHaveAttribute('href', 'mailto:clientes@energia-demo.example');
    await expect(dialog.getByRole('link', { name: '+34 900 100 200' })).toBeVisible();
    await expect(dialog).toContainText('De 8 a 17 h, los 365 días del año.');
    await expectNoAxeViolations(page);
    // A visitor's contact button leads to the visitors' contact form.
    await expect(dialog.getByRole('link', { name: 'Contactar' })).toHaveAttribute(
      'href',
      '/contacto',
    );

    await patchPublicSettings(request, {
      helpDialog: { customUrl: 'https://energia-demo.example/contacto' },
    });
    try {
      await page.setViewportSize(mobile);
      await page.goto('/');
      await page.getByRole('button', { name: 'Ayuda' }).click();
      const external = page
        .getByRole('dialog', { name: '¿Necesitas ayuda?' })
        .getByRole('link', { name: /^Contactar/ });
      await expect(external).toHaveAttribute('href', 'https://energia-demo.example/contacto');
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Ayuda' })).toBeFocused();
    } finally {
      await patchPublicSettings(request, { helpDialog: { customUrl: null } });
    }
  });

  test('the statistics script loads only after consent, and the choice is remembered', async ({
    page,
    request,
  }) => {
    await patchPublicSettings(request, { cookies: { statisticsScripts: ['/demo-statistics.js'] } });
    try {
      const requested: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/demo-statistics.js')) requested.push(r.url());
      });
      const loaded = () =>
        page.evaluate(
          () =>
            (window as { __portalStatisticsLoaded?: boolean }).__portalStatisticsLoaded === true,
        );

      await page.setViewportSize(mobile);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Tu privacidad y las cookies' });
      await expect(banner).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu oficina virtual');
      // Over the bottom of the screen: the page starts at the top, as without it (issue 25 point 8).
      expect(await page.getByRole('banner').boundingBox()).toMatchObject({ y: 0 });
      expect((await banner.boundingBox())?.y).toBeGreaterThan(mobile.height / 3);
      await noHorizontalOverflow(page);
      // It takes its own room at the end of the page: scrolled down, it covers none of the footer.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const footer = await page.getByRole('contentinfo').boundingBox();
      const bannerBox = await banner.boundingBox();
      expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((bannerBox?.y ?? 0) + 1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
      expect(requested).toEqual([]);
      expect(await loaded()).toBe(false);

      // Keyboard only: the banner follows the skip link.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('link', { name: /^Política de cookies/ })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('button', { name: 'Personalizar' })).toBeFocused();
      await page.keyboard.press('Enter');
      const statistics = banner.getByRole('checkbox', { name: 'Estadísticas' });
      await expect(statistics).not.toBeChecked();
      await expect(
        banner.getByRole('checkbox', { name: 'Necesarias (siempre activas)' }),
      ).toBeDisabled();
      await expectNoAxeViolations(page);
      await statistics.check();
      expect(requested).toEqual([]);
      await banner.getByRole('button', { name: 'Aceptar la selección' }).click();
      await expect(banner).toBeHidden();
      await expect.poll(loaded).toBe(true);
      expect(requested).toHaveLength(1);

      // Remembered: the next visit loads it without asking.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu oficina virtual');
      await expect(banner).toHaveCount(0);
      await expect.poll(loaded).toBe(true);
      expect(requested).toHaveLength(2);

      // Withdrawn from the footer: the page reloads without the script.
      await page.getByRole('button', { name: 'Configurar las cookies' }).click();
      await expect(banner).toBeFocused();
      await expect(banner.getByRole('checkbox', { name: 'Estadísticas' })).toBeChecked();
      await banner.getByRole('button', { name: 'Solo las necesarias' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu oficina virtual');
      await expect(banner).toHaveCount(0);
      await expect.poll(loaded).toBe(false);
      expect(requested).toHaveLength(2);
    } finally {
      await patchPublicSettings(request, { cookies: { statisticsScripts: [] } });
    }
  });

  test('coupons above the invoices can be copied and shared', async ({ page, context }) => {
    await rememberCookieChoice(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signIn(page);
    const coupons = page.getByRole('region', { name: 'Tus cupones de descuento' });
    const coupon = coupons.getByRole('article', { name: 'Bienvenida' });
    // One line until opened.
    const toggle = coupon.getByRole('button', { name: 'Bienvenida BIENVENIDA26' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await toggle.boundingBox())?.height).toBeLessThan(56);
    await toggle.click();
    await expect(coupon).toContainText('Válido hasta el 31/12/2027');
    await expect(page.getByRole('complementary', { name: 'Aviso' })).toContainText(
      'Domicilia tus facturas',
    );
    await expectNoAxeViolations(page);

    await coupon.getByRole('button', { name: 'Copiar el código BIENVENIDA26' }).click();
    await expect(coupon.getByRole('status')).toHaveText('Código BIENVENIDA26 copiado.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BIENVENIDA26');

    const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
    if (hasShare) {
      await expect(
        coupon.getByRole('button', { name: 'Compartir el cupón BIENVENIDA26' }),
      ).toBeVisible();
    } else {
      const mail = coupon.getByRole('link', { name: 'Compartir por correo el cupón BIENVENIDA26' });
      await expect(mail).toHaveAttribute(
        'href',
        /^mailto:\?subject=Bienvenida&body=.*BIENVENIDA26/,
      );
    }

    // In English, the English coupons above the contracts.
    await page.goto('/contracts/electricity');
    await expect(
      page
        .getByRole('region', { name: 'Your discount coupons' })
        .getByRole('article', { name: 'Welcome' }),
    ).toContainText('WELCOME26');
  });

  test('the login screen shows the retailer blocks of group Login', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/acceso');
    // Below the form: they load when they reach the screen.
    const blocks = page.getByRole('complementary', { name: 'Información' });
    await scrollUntilVisible(page, blocks.getByText('¿Aún no tienes cuenta?'));
    await expectNoAxeViolations(page);
  });

  test('a block with a script and event handlers renders without running them', async ({
    page,
    request,
  }) => {
    const id = await addHtmlBlock(request, {
      name: 'hostile',
      group_name: 'Login',
      html_block:
        '<p>Oferta especial</p><script>window.__portalXss = "script"</script>' +
        '<img src="/missing.png" alt="" onerror="window.__portalXss = \'onerror\'">' +
        '<a href="javascript:window.__portalXss = \'link\'">enlace</a>',
    });
    try {
      await rememberCookieChoice(page);
      await page.goto('/acceso');
      const blocks = page.getByRole('complementary', { name: 'Información' });
      await scrollUntilVisible(page, blocks.getByText('Oferta especial'));
      await page.waitForLoadState('networkidle');
      await blocks.getByText('enlace').click();
      expect(await page.evaluate(() => (window as { __portalXss?: string }).__portalXss)).toBe(
        undefined,
      );
      await expect(blocks.locator('script')).toHaveCount(0);
      await expect(blocks.locator('[onerror]')).toHaveCount(0);
      await expect(blocks.locator('a[href^="javascript:"]')).toHaveCount(0);
    } finally {
      await deleteHtmlBlock(request, id);
    }
  });

  test("a first visit starts the shell's downloads from the HTML and makes each once", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const response = await page.goto('/acces');
    const html = (await response!.text()) ?? '';
    await expect(page.getByRole('button', { name: 'Accedeix' })).toBeVisible();
    // What the shell's first paint waits for, in the path's language: the settings and the start
    // texts. The page's own scripts load once that paint is on screen.
    const preloaded = [
      ...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g),
    ].map((match) => match[1]!);
    expect(preloaded).toHaveLength(3);
    expect(preloaded[0]).toBe('/api/v2/ov_customize/ov_settings?lang=ca');
    expect(
      preloaded.slice(1).every((href) => /^\/assets\/(common|errors)-.+\.json$/.test(href)),
    ).toBe(true);
    const loaded = requested.map((url) => new URL(url).pathname + new URL(url).search);
    for (const href of preloaded) expect(loaded).toContain(href);
    // Each preload is what the app then uses: nothing is downloaded twice.
    const repeated = loaded.filter((url, index) => loaded.indexOf(url) !== index);
    expect(repeated).toEqual([]);

    // The visitor's language is remembered for the paths all languages share.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'portal_language')?.value).toBe('ca');
    const home = await page.request.get('/');
    expect(await home.text()).toContain('/api/v2/ov_customize/ov_settings?lang=ca');
  });

  test('welcome, loading and version pages', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/bienvenido');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Te damos la bienvenida a Energia Demo',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }),
    ).toBeVisible();
    // Contracting leads to the first wizard offered, dual.
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Contratar un suministro' }),
    ).toHaveAttribute('href', '/nuevo-cliente-dual');

    await page.goto('/cargando');
    await expect(page.getByRole('status')).toHaveText('Cargando, un momento…');

    await page.goto('/version');
    await expect(page.getByText('En funcionamiento (base de datos: pglite)')).toBeVisible();
    await expect(page.getByText('0.1.0', { exact: true })).toBeVisible();

    // A short page keeps its footer at the bottom of the screen, on a phone and a desktop.
    for (const viewport of [mobile, desktop]) {
      await page.setViewportSize(viewport);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      const box = await footer.boundingBox();
      expect(Math.round(box!.y + box!.height)).toBeGreaterThanOrEqual(viewport.height - 1);
    }
  });

  for (const viewport of [mobile, desktop]) {
    for (const { lang, paths } of [
      { lang: 'es', paths: ['/', '/bienvenido', '/cargando', '/version', '/altHome'] },
      { lang: 'ca', paths: ['/', '/benvingut', '/carregant', '/version'] },
      { lang: 'en', paths: ['/', '/welcome', '/loading', '/version'] },
    ]) {
      test(`axe finds nothing on the shell pages in ${lang} at ${viewport.width} px`, async ({
        page,
      }) => {
        await chooseLanguage(page, lang);
        await page.setViewportSize(viewport);
        for (const path of paths) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
          // The cookie banner is part of every first visit.
          await expect(page.getByRole('region', { name: /cookies|galetes/i })).toBeVisible();
          await expectNoAxeViolations(page);
          await noHorizontalOverflow(page);
        }
      });
    }
  }
});
