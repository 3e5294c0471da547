import { expect, type Page } from '@playwright/test';
import { pdf } from './fixtures';

/**
 * The contracting wizard's steps as a visitor fills them (issue 15, spec 3 points 2 to 5), in the
 * three languages, for contracting.spec.ts and contracting-variants.spec.ts.
 */
export const mobile = { width: 360, height: 740 };
export const desktop = { width: 1280, height: 900 };
export const iban = 'ES9121000418450200051332';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
let serial = 0;
/** A unique number for this run (per call). */
const unique = () => Date.now() * 10 + (serial++ % 10);

/** A valid DNI nobody has used: 8 digits and the letter of n mod 23. */
export function freshDni(): string {
  const n = 10_000_000 + (unique() % 89_999_999);
  return `${n}${LETTERS[n % 23]}`;
}

/** A valid company CIF nobody has used: B, 7 digits and their Luhn control digit. */
export function freshCif(): string {
  const digits = String(1_000_000 + (unique() % 8_999_999));
  let sum = 0;
  [...digits].forEach((char, index) => {
    const digit = Number(char);
    sum += index % 2 === 1 ? digit : Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  });
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}

/** A valid CUPS for 16 digits: its two check letters from n mod 529 (no SIPS data). */
export function cupsOf(digits16: string): string {
  let r = 0;
  for (const digit of digits16) r = (r * 10 + Number(digit)) % 529;
  return `ES${digits16}${LETTERS[Math.floor(r / 23)]}${LETTERS[r % 23]}`;
}

export const freshEmail = (prefix: string) => `${prefix}-${unique()}@example.com`;
export const invoicePdf = { ...pdf, name: 'factura.pdf' };
export const idPdf = { ...pdf, name: 'dni.pdf' };

export const texts = {
  es: {
    stepsNav: 'Pasos de la contratación',
    next: 'Siguiente',
    previous: 'Anterior',
    confirm: 'Confirmar la contratación',
    leadsConsent: 'Acepto que guardéis mis datos y me contactéis sobre esta contratación',
    cups: 'CUPS de luz',
    cupsAvailable: 'Podemos darte suministro en este punto.',
    dp: 'Código postal',
    locality: 'Localidad',
    province: 'Provincia',
    streetType: 'Tipo de vía',
    street: 'Nombre de la vía',
    number: 'Número',
    habitual: 'Vivienda habitual',
    business: 'Negocio',
    cnae: 'Actividad (CNAE)',
    activeContract: '¿Tiene ahora un contrato con otra comercializadora?',
    yes: 'Sí',
    no: 'No',
    comer: 'Comercializadora actual',
    invoice: 'Última factura',
    vat: 'DNI, NIE o CIF',
    name: 'Nombre',
    surName1: 'Primer apellido',
    surName2: 'Segundo apellido',
    idDocument: 'Documento de identidad',
    mobile: 'Móvil',
    email: 'Correo electrónico',
    commsLanguage: 'Idioma de nuestras comunicaciones',
    changeOwner: 'Sí, cambia la persona titular',
    products: 'Elige tu producto',
    gasCups: 'CUPS del gas',
    isOwner: 'Soy el titular de la cuenta',
    acceptConditions: 'Acepto las condiciones de contratación',
    acceptGdpr: 'Acepto la política de protección de datos',
    steps: {
      installation: 'Sobre la instalación',
      person: 'Sobre ti',
      contract: 'Contrato de luz',
      gasContract: 'Contrato de gas',
      payment: 'Pago',
      confirmation: 'Confirmación',
      finish: 'Listo',
    },
  },
  ca: {
    stepsNav: 'Passos de la contractació',
    next: 'Següent',
    previous: 'Anterior',
    confirm: 'Confirmar la contractació',
    leadsConsent: 'Accepto que deseu les meves dades i em contacteu sobre aquesta contractació',
    cups: 'CUPS de gas',
    cupsAvailable: 'Podem donar-te subministrament en aquest punt.',
    dp: 'Codi postal',
    locality: 'Població',
    province: 'Província',
    streetType: 'Tipus de via',
    street: 'Nom de la via',
    number: 'Número',
    habitual: 'Habitatge habitual',
    business: 'Negoci',
    cnae: 'Activitat (CNAE)',
    activeContract: 'Té ara un contracte amb una altra comercialitzadora?',
    yes: 'Sí',
    no: 'No',
    comer: 'Comercialitzadora actual',
    invoice: 'Última factura',
    vat: 'DNI, NIE o CIF',
    name: 'Nom',
    surName1: 'Primer cognom',
    surName2: 'Segon cognom',
    idDocument: "Document d'identitat",
    mobile: 'Mòbil',
    email: 'Correu electrònic',
    commsLanguage: 'Idioma de les nostres comunicacions',
    changeOwner: 'Sí, canvia la persona titular',
    products: 'Tria el teu producte',
    gasCups: 'CUPS del gas',
    isOwner: 'Soc el titular del compte',
    acceptConditions: 'Accepto les condicions de contractació',
    acceptGdpr: 'Accepto la política de protecció de dades',
    steps: {
      installation: 'Sobre la instal·lació',
      person: 'Sobre tu',
      contract: 'Contracte de llum',
      gasContract: 'Contracte de gas',
      payment: 'Pagament',
      confirmation: 'Confirmació',
      finish: 'Fet',
    },
  },
  en: {
    stepsNav: 'Contracting steps',
    next: 'Next',
    previous: 'Previous',
    confirm: 'Confirm the contract',
    leadsConsent: 'I agree that you keep my details and contact me about this contract',
    cups: 'Electricity CUPS',
    cupsAvailable: 'We can supply this point.',
    dp: 'Postcode',
    locality: 'Town or city',
    province: 'Province',
    streetType: 'Street type',
    street: 'Street name',
    number: 'Number',
    habitual: 'Main home',
    business: 'Business',
    cnae: 'Activity (CNAE)',
    activeContract: 'Does it have a contract with another retailer now?',
    yes: 'Yes',
    no: 'No',
    comer: 'Current retailer',
    invoice: 'Latest bill',
    vat: 'DNI, NIE or CIF',
    name: 'First name',
    surName1: 'First surname',
    surName2: 'Second surname',
    idDocument: 'Identity document',
    mobile: 'Mobile',
    email: 'Email',
    commsLanguage: 'Language of our communications',
    changeOwner: 'Yes, the holder changes',
    products: 'Choose your product',
    gasCups: 'Gas CUPS',
    isOwner: 'I am the account holder',
    acceptConditions: 'I accept the contract conditions',
    acceptGdpr: 'I accept the data protection policy',
    steps: {
      installation: 'About the installation',
      person: 'About you',
      contract: 'Electricity contract',
      gasContract: 'Gas contract',
      payment: 'Payment',
      confirmation: 'Confirmation',
      finish: 'Done',
    },
  },
};
export type Texts = (typeof texts)['es'];
export type StepId = keyof Texts['steps'];

export const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });
export const combobox = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true });
export const fileInput = (page: Page, group: string) =>
  page.getByRole('group', { name: group, exact: true }).locator('input[type="file"]');
export const stepHeading = (page: Page, t: Texts, step: StepId) =>
  page.getByRole('heading', { level: 2, name: t.steps[step], exact: true });

/** The wide screen's stepper lists these steps, in this order (each after its number or tick). */
export async function expectStepList(page: Page, t: Texts, steps: StepId[]) {
  await expect(page.getByRole('navigation', { name: t.stepsNav }).getByRole('listitem')).toHaveText(
    steps.map((step) => new RegExp(`^\\d?${t.steps[step]}`)),
  );
}

/** Next (or Confirm), then the step it leads to. */
export async function goOn(page: Page, t: Texts, to: StepId, button = t.next) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(stepHeading(page, t, to)).toBeVisible();
}

export interface Supply {
  cups: string;
  /** Typed when SIPS does not fill it. */
  zipcode: string;
  locality: string;
  street: string;
  /** With another retailer now: which one (the invoice goes with it). */
  comer?: string;
  business?: { cnae: string };
}

/** The installation step: consent, CUPS (checked by the lookup), address, residence, contract. */
export async function fillInstallation(page: Page, t: Texts, supply: Supply) {
  await expect(stepHeading(page, t, 'installation')).toBeVisible();
  await page.getByRole('checkbox', { name: t.leadsConsent }).check();
  await textbox(page, t.cups).fill(supply.cups);
  await expect(page.getByText(t.cupsAvailable)).toBeVisible();
  await textbox(page, t.dp).fill(supply.zipcode);
  await expect(combobox(page, t.locality).locator('option:checked')).toHaveText(supply.locality);
  await combobox(page, t.streetType).selectOption('CL');
  await textbox(page, t.street).fill(supply.street);
  await textbox(page, t.number).fill('12');
  if (supply.business) {
    await page.getByRole('radio', { name: t.business, exact: true }).check();
    await combobox(page, t.cnae).fill(supply.business.cnae);
    await page
      .getByRole('listbox', { name: t.cnae })
      .getByRole('option', { name: new RegExp(`^${supply.business.cnae} · `) })
      .click();
  } else {
    await page.getByRole('radio', { name: t.habitual, exact: true }).check();
  }
  const activeContract = page.getByRole('radiogroup', { name: t.activeContract });
  await activeContract
    .getByRole('radio', { name: supply.comer ? t.yes : t.no, exact: true })
    .check();
  if (supply.comer) {
    await combobox(page, t.comer).selectOption({ label: supply.comer });
    await fileInput(page, t.invoice).setInputFiles(invoicePdf);
    await expect(page.getByText(invoicePdf.name)).toBeVisible();
  }
}

export interface Holder {
  vat: string;
  name: string;
  surName1: string;
  surName2: string;
  email: string;
  language: 'es' | 'ca' | 'en';
}

/** The person step of an individual: tax id, names, identity document, contact, language. */
export async function fillPerson(page: Page, t: Texts, holder: Holder, changesOwner = false) {
  await textbox(page, t.vat).fill(holder.vat);
  await textbox(page, t.name).fill(holder.name);
  await textbox(page, t.surName1).fill(holder.surName1);
  await textbox(page, t.surName2).fill(holder.surName2);
  await fileInput(page, t.idDocument).setInputFiles(idPdf);
  await expect(page.getByText(idPdf.name)).toBeVisible();
  await textbox(page, t.mobile).fill('612345678');
  await textbox(page, t.email).fill(holder.email);
  await combobox(page, t.commsLanguage).selectOption(holder.language);
  if (changesOwner) await page.getByRole('radio', { name: t.changeOwner }).check();
}

/** Chooses a product among the cards of the step (the first, unless named). */
export async function chooseProduct(page: Page, t: Texts, product?: string) {
  const cards = page.getByRole('radiogroup', { name: t.products });
  const card = product
    ? cards.getByRole('radio', { name: product })
    : cards.getByRole('radio').first();
  await card.check();
}

export async function fillPayment(page: Page, t: Texts, account = iban) {
  await textbox(page, 'IBAN').fill(account);
  await page.getByRole('checkbox', { name: t.isOwner }).check();
}

/** The confirmation step's summary of a step. */
export const summaryOf = (page: Page, t: Texts, step: StepId) =>
  page.getByRole('region', { name: t.steps[step], exact: true });

export async function acceptConditions(page: Page, t: Texts) {
  await page.getByRole('checkbox', { name: t.acceptConditions }).check();
  await page.getByRole('checkbox', { name: t.acceptGdpr }).check();
}

/**
 * Waits until the wizard's draft in IndexedDB (decision 019: written 500 ms after the last change)
 * holds what `ready` looks for in its JSON.
 */
export async function waitForDraft(page: Page, ready: (json: string) => boolean) {
  const readDrafts = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('portal-drafts');
          open.onerror = () => resolve('');
          open.onsuccess = () => {
            try {
              const all = open.result.transaction('drafts').objectStore('drafts').getAll();
              all.onsuccess = () => resolve(JSON.stringify(all.result));
              all.onerror = () => resolve('');
            } catch {
              resolve('');
            }
          };
        }),
    );
  await expect.poll(async () => ready(await readDrafts())).toBe(true);
}

export async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    mobile.width,
  );
}
