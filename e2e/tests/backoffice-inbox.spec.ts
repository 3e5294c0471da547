import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, household, pdf, signInPastCookies } from './fixtures';
import { waitForEmailTo } from './outbox';

/**
 * The back office's inbox (issue 27): the demo agent signs in at /backoffice, finds the household's
 * new request in the inbox, answers it with a file and sets it to "information required"; the
 * customer sees the answer and is e-mailed. In Spanish on a 1280 px screen and in Catalan on a
 * 360 px phone.
 */
const householdEmail = 'laura.garcia@example.com';

/** The household opens a request through the API: a case the inbox has not seen. */
async function openHouseholdRequest(request: APIRequestContext, subject: string) {
  const signIn = await request.post('/api/v2/get_token', {
    data: { user: household.user, password: household.password },
  });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const contracts = await request.get('/api/v2/contracts/list-info/', { headers });
  const { result } = (await contracts.json()) as {
    result: { electricity: { id: number; name: string }[] };
  };
  const contract = result.electricity[0]!;
  const opened = await request.post('/api/v2/crm/cases/', {
    headers,
    multipart: {
      polissa_id: String(contract.id),
      polissa_type: 'electricity',
      categ_id: '1',
      title: subject,
      message: 'La lectura de este mes no cuadra con la del contador.',
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  return (await opened.json()) as { id: number; reference: string };
}

const texts = {
  es: {
    signIn: 'Acceso del personal',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
    inbox: 'Bandeja de entrada',
    kind: 'Tipo',
    requests: 'Solicitudes de clientes',
    assignToMe: (reference: string) => `Asignarme el caso ${reference}`,
    assigned: (reference: string) => `El caso ${reference} es tuyo.`,
    open: (reference: string) => `Abrir el caso ${reference}`,
    answer: 'Respuesta',
    status: 'Estado del caso',
    infoRequired: 'Se necesita información adicional',
    send: 'Enviar la respuesta',
    sent: 'Respuesta enviada.',
    signOut: 'Salir',
    answerText: 'Hola, Laura. ¿Nos mandas una foto del contador con la lectura de hoy?',
    pages: 'Páginas de la lista',
    next: 'Siguientes',
  },
  ca: {
    signIn: 'Accés del personal',
    email: 'Correu electrònic',
    password: 'Contrasenya',
    submit: 'Entra',
    inbox: "Safata d'entrada",
    kind: 'Tipus',
    requests: 'Sol·licituds de clients',
    assignToMe: (reference: string) => `Assigna'm el cas ${reference}`,
    assigned: (reference: string) => `El cas ${reference} és teu.`,
    open: (reference: string) => `Obre el cas ${reference}`,
    answer: 'Resposta',
    status: 'Estat del cas',
    infoRequired: 'Cal informació addicional',
    send: 'Envia la resposta',
    sent: 'Resposta enviada.',
    signOut: 'Surt',
    answerText: 'Hola, Laura. Ens envies una foto del comptador amb la lectura d’avui?',
    pages: 'Pàgines de la llista',
    next: 'Següents',
  },
} as const;

async function answerAsAgent(
  page: Page,
  request: APIRequestContext,
  lang: keyof typeof texts,
  viewport: { width: number; height: number },
) {
  const t = texts[lang];
  const subject = `Lectura dudosa ${lang} ${Date.now()}`;
  const { id, reference } = await openHouseholdRequest(request, subject);
  await page.setViewportSize(viewport);

  // The language switch the portal keeps is the back office's too.
  await page.goto(lang === 'es' ? '/acceso' : '/acces');
  // The page keeps its language once its scripts have run: a busy machine runs them after `load`.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('portal_language')))
    .toBe(lang);
  await page.goto('/backoffice');
  await expect(page.getByRole('heading', { level: 1, name: t.signIn })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(new RegExp(`^${t.email}`)).fill('agent@demo.portal');
  await page.getByLabel(new RegExp(`^${t.password}`)).fill('Demo-2026');
  await page.getByRole('button', { name: t.submit, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: t.inbox })).toBeVisible();
  await page.getByLabel(t.kind).selectOption({ label: t.requests });
  // Oldest first: the new request is on the last page of the list.
  const openCase = page
    .getByRole('link', { name: subject })
    .or(page.getByRole('link', { name: t.open(reference) }));
  const next = page
    .getByRole('navigation', { name: t.pages })
    .getByRole('button', { name: t.next });
  // The newest case is on the list's last page. The list is fetched again for the filter, so a page
  // is looked at until it shows the case, or its "next" button once the page has loaded.
  await expect(async () => {
    if (await openCase.first().isVisible()) return;
    await next.click({ timeout: 1_000 });
    throw new Error('the case is on a later page');
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.assignToMe(reference) }).click();
  await expect(page.getByText(t.assigned(reference))).toBeVisible();
  // On a phone the confirmation covers the foot of the screen, where the last card's button is.
  await page
    .getByRole('status')
    .filter({ hasText: t.assigned(reference) })
    .getByRole('button')
    .click();
  await expect(page.getByText(t.assigned(reference))).toBeHidden();
  await openCase.first().click();

  await expect(page).toHaveURL(new RegExp(`/backoffice/(casos|cases)/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await page.getByLabel(new RegExp(`^${t.answer}`)).fill(t.answerText);
  await page.locator('input[type="file"]').setInputFiles(pdf);
  await expect(page.getByText(pdf.name)).toBeVisible();
  await page.getByLabel(new RegExp(`^${t.status}`)).selectOption({ label: t.infoRequired });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByText(t.sent)).toBeVisible();
  await expect(page.getByRole('main').getByText(t.infoRequired).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(t.answerText)).toBeVisible();
  await page.getByRole('button', { name: t.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.signIn })).toBeVisible();
  return { id, reference };
}

test.describe('the back office inbox', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [lang, viewport] of [
    ['es', { width: 1280, height: 800 }],
    ['ca', { width: 360, height: 740 }],
  ] as const) {
    test(`the agent answers the household's new request with a file (${lang}, ${viewport.width} px)`, async ({
      page,
      browser,
      request,
    }) => {
      const { id, reference } = await answerAsAgent(page, request, lang, viewport);
      await waitForEmailTo(householdEmail, reference);

      // The customer, in a browser of their own, reads the answer with its file.
      const customer = await browser.newPage();
      try {
        await signInPastCookies(customer);
        await customer.goto(`/solicitudes/${id}`);
        await expect(customer.getByText(texts[lang].answerText)).toBeVisible();
        await expect(customer.getByRole('button', { name: new RegExp(pdf.name) })).toBeVisible();
        await expect(customer.getByText('Se necesita información adicional').first()).toBeVisible();
      } finally {
        await customer.close();
      }
    });
  }
});
