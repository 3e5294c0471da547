import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInStaff } from './backoffice';
import { cupsOf, freshDni, freshEmail } from './contracting-wizard';
import { expectNoAxeViolations, household, pdf } from './fixtures';

/**
 * The back office's work queues (issue 27): the agent marks a visitor's contact request contacted
 * (Spanish, 1280 px) and discards a contracting lead (Catalan, 360 px); the supervisor signs a
 * change waiting for the household's signature. An agent has no entry for the changes to sign, and
 * the API refuses them the list.
 */

const texts = {
  es: {
    contactLeads: 'Contactos',
    leads: 'Contrataciones',
    changes: 'Cambios por firmar',
    pages: 'Páginas de la lista',
    next: 'Siguiente',
    openContact: (name: string) => `Abrir la solicitud de ${name}`,
    openLead: (name: string) => `Abrir la contratación de ${name}`,
    contacted: 'Marcar como contactado',
    contactedDone: 'Marcado como contactado.',
    contactedState: 'Contactada',
    discard: 'Descartar',
    discardTitle: '¿Descartar esta solicitud?',
    discarded: 'Descartado.',
    discardedState: 'Descartada',
    contactedTab: /^Contactadas \(\d+\)$/,
  },
  ca: {
    contactLeads: 'Contactes',
    leads: 'Contractacions',
    changes: 'Canvis per signar',
    pages: 'Pàgines de la llista',
    next: 'Següent',
    openContact: (name: string) => `Obre la sol·licitud de ${name}`,
    openLead: (name: string) => `Obre la contractació de ${name}`,
    contacted: 'Marca com a contactat',
    contactedDone: 'Marcat com a contactat.',
    contactedState: 'Contactada',
    discard: 'Descarta',
    discardTitle: 'Vols descartar aquesta sol·licitud?',
    discarded: 'Descartat.',
    discardedState: 'Descartada',
    contactedTab: /^Contactades \(\d+\)$/,
  },
} as const;
type Lang = keyof typeof texts;

/** Oldest first: a new item is on the list's last page; pages on until it shows. */
async function pageUntilVisible(page: Page, lang: Lang, target: Locator) {
  const next = page
    .getByRole('navigation', { name: texts[lang].pages })
    .getByRole('button', { name: texts[lang].next });
  await expect(async () => {
    if (await target.first().isVisible()) return;
    await next.click({ timeout: 1_000 });
    throw new Error('not on this page');
  }).toPass({ timeout: 30_000 });
}

/** A visitor asks the power calculator to be called: a contact lead nobody has handled. */
async function sendContactLead(request: APIRequestContext, name: string) {
  const response = await request.post('/api/v1/leads/potencia', {
    data: {
      cups: cupsOf(String(Date.now()).padStart(16, '0')),
      area: 70,
      numPersones: 2,
      cofSimul: 0.4,
      appliances: [{ name: 'hob', enabled: true, quantity: 1, option: null, totalPower: 1 }],
      optimalPower: 1,
      name,
      surname1: 'Serra',
      surname2: '',
      email: freshEmail('contacte'),
      telephone: '612345678',
      contactHours: '9-13h',
      consent: true,
      invoice: null,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A visitor stops the contracting wizard after the holder's step: an open lead. */
async function sendOpenLead(request: APIRequestContext, name: string) {
  const response = await request.post('/api/v1/leads', {
    data: {
      step: 2,
      allow_contact: true,
      accept_morosity_verification: false,
      activeContract: false,
      cups: cupsOf(`0021${String(Date.now()).slice(-12)}`),
      address: {
        dp: '08001',
        ine: '08019',
        state: '08',
        poblacio: 'Barcelona',
        tv: 'CL',
        nv: 'de Pelai',
        pnp: '12',
        pt: '3',
        pu: '1',
        ref_catastral: '',
        aclarador: '',
      },
      residence_type: 'habitual',
      cnae: 986,
      comerOrigin: null,
      owner: {
        type: 'F',
        vat: freshDni(),
        name,
        surname1: 'Ferrer',
        surname2: 'Costa',
        mobile: '612345678',
        email: freshEmail('lead'),
      },
      owner_address: { different_address: false },
      commsLanguage: 'ca',
      nif_faceup: {
        name: 'dni.pdf',
        content: `data:application/pdf;base64,${pdf.buffer.toString('base64')}`,
      },
      nif_facedown: null,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The household asks not to share its SIPS data: a change that waits for its signature. */
async function householdChangeWaitingForSignature(request: APIRequestContext) {
  const signIn = await request.post('/api/v2/get_token', {
    data: { user: household.user, password: household.password },
  });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const contracts = await request.get('/api/v2/contracts/list-info/', { headers });
  const { result } = (await contracts.json()) as { result: { electricity: { name: string }[] } };
  // Signed, it makes the household's no-SIPS active: this file's name sorts after
  // contract-changes.spec.ts, whose test asks for it and needs it not yet active.
  for (const { name } of result.electricity) {
    const asked = await request.post(`/api/v2/contracts/${name}/no_cession_sips/`, {
      headers,
      data: { noCessionSelection: true },
    });
    if (
      asked.ok() &&
      ((await asked.json()) as { waiting_for_signature: boolean }).waiting_for_signature
    ) {
      return name;
    }
  }
  throw new Error('no household contract took a change waiting for its signature');
}

test.describe('the back office work queues', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the agent marks a contact request contacted (es, 1280 px)', async ({ page, request }) => {
    const t = texts.es;
    const name = `Aina ${Date.now()}`;
    await sendContactLead(request, name);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInStaff(page, 'agent@demo.portal', 'es');
    const navigation = page.getByRole('navigation', { name: /./ }).first();
    await expect(navigation.getByRole('link', { name: t.changes })).toHaveCount(0);

    await navigation.getByRole('link', { name: t.contactLeads }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.contactLeads })).toBeVisible();
    const link = page.getByRole('link', { name: `${name} Serra` });
    await pageUntilVisible(page, 'es', link);
    await expectNoAxeViolations(page);
    await link.click();

    await expect(page.getByRole('heading', { level: 1, name: `${name} Serra` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.contacted }).click();
    await expect(page.getByText(t.contactedDone)).toBeVisible();
    await expect(page.getByRole('main').getByText(t.contactedState, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.contacted })).toHaveCount(0);

    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await page.getByRole('tab', { name: t.contactedTab }).click();
    await pageUntilVisible(page, 'es', page.getByRole('link', { name: `${name} Serra` }));
  });

  test('the agent discards a contracting lead (ca, 360 px)', async ({ page, request }) => {
    const t = texts.ca;
    const name = `Júlia ${Date.now()}`;
    await sendOpenLead(request, name);
    await page.setViewportSize({ width: 360, height: 740 });
    await signInStaff(page, 'agent@demo.portal', 'ca');
    // On a phone the screens are in a drawer the menu button opens.
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('link', { name: t.leads }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.leads })).toBeVisible();
    const open = page.getByRole('link', { name: t.openLead(`${name} Ferrer Costa`) });
    await pageUntilVisible(page, 'ca', open);
    await expectNoAxeViolations(page);
    await open.click();

    await expect(
      page.getByRole('heading', { level: 1, name: `${name} Ferrer Costa` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.discard }).click();
    // Discarding is final: it is asked to be confirmed.
    const confirm = page.getByRole('dialog', { name: t.discardTitle });
    await expect(confirm).toContainText(`${name} Ferrer Costa`);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: t.discard }).click();
    await expect(page.getByText(t.discarded)).toBeVisible();
    await expect(page.getByRole('main').getByText(t.discardedState, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.discard })).toHaveCount(0);
  });

  test('the supervisor signs a change waiting for the signature (es, 1280 px)', async ({
    page,
    request,
  }) => {
    const t = texts.es;
    const contract = await householdChangeWaitingForSignature(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInStaff(page, 'supervisor@demo.portal', 'es');
    await page.getByRole('link', { name: t.changes }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.changes })).toBeVisible();
    const sign = page.getByRole('button', {
      name: `Firmar No cesión de los datos del SIPS del contrato ${contract}`,
    });
    await pageUntilVisible(page, 'es', sign);
    await expectNoAxeViolations(page);
    await sign.click();
    const dialog = page.getByRole('dialog', { name: '¿Firmar este cambio?' });
    await expect(dialog).toContainText(`No cesión de los datos del SIPS del contrato ${contract}`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Firmar y aplicar' }).click();
    await expect(
      page.getByText(
        `No cesión de los datos del SIPS del contrato ${contract} firmado y aplicado.`,
      ),
    ).toBeVisible();
    await expect(sign).toHaveCount(0);
  });

  test("an agent's token cannot list the changes to sign", async ({ request }) => {
    const signIn = await request.post('/api/v1/backoffice/login', {
      data: { email: 'agent@demo.portal', password: 'Demo-2026' },
    });
    const { token } = (await signIn.json()) as { token: string };
    const refused = await request.get('/api/v1/backoffice/change_requests', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: 'insufficient_role' });
  });
});
