import {
  type ContractingConfig,
  defaultContractingConfig,
  type GasLeadBody,
  type LeadAnswer,
  type LeadBody,
  type LeadFile,
} from '@portal/domain/schemas/contracting';
import { dniControlLetter } from '@portal/domain/validators/tax-id';
import { eq } from 'drizzle-orm';
import { demoCups } from '../../../db/demo-contracts';
import { leadFiles, leads, productOffers } from '../../../db/schema/contracting';
import { products } from '../../../db/schema/contracts';
import { outbox } from '../../../db/schema/outbox';
import { saveContractingConfig } from '../../../services/contracting/contracting-config';
import { backofficeCaller, outboxCalls, storedFiles } from '../../../testing/app-calls';
import { type TestApp, bearer } from '../../../testing/build-test-app';
import { samplePdf } from '../../../testing/sample-files';

/* What the lead test files share: bodies as the wizard builds them, the calls, what is stored. */

/** A file as the wizard sends it: a data URL of its bytes. */
export const leadFile = (
  name = 'factura.pdf',
  bytes: Buffer = samplePdf(),
  type = 'application/pdf',
): LeadFile => ({ name, content: `data:${type};base64,${bytes.toString('base64')}` });

/** The identity document a lead that starts after the person step carries. */
export const withIdentityFiles = {
  nif_faceup: leadFile('dni-delante.pdf'),
  nif_facedown: null,
};

/** A Madrid home: every part of the supply address the installation step asks. */
export const madridHome = {
  dp: '28009',
  ine: '28079',
  state: '28',
  poblacio: 'Madrid',
  tv: 'CL',
  nv: 'de Alcalá',
  pnp: '200',
  pt: '4',
  pu: 'A',
  ref_catastral: '',
  aclarador: '',
};

export const validIban = 'ES9121000418450200051332';

let applicants = 0;

/** Someone who contracts: a CUPS and a tax id no other test of the file uses, and their details. */
export function newApplicant(overrides: Partial<Applicant> = {}): Applicant {
  applicants += 1;
  const number = String(41_000_000 + applicants * 37 + Math.floor(Math.random() * 30));
  return {
    cups: demoCups('0021', 900_000_000 + applicants * 1000 + Math.floor(Math.random() * 999)),
    vat: `${number}${dniControlLetter(number)}`,
    name: 'Júlia',
    surname1: 'Ferrer',
    surname2: 'Costa',
    email: `julia.ferrer.${number}@example.org`,
    mobile: '+34612345678',
    ...overrides,
  };
}

export type Applicant = {
  cups: string;
  vat: string;
  name: string;
  surname1: string;
  surname2: string;
  email: string;
  mobile: string;
};

/** The products the wizard offers in the tests, by what each stands for. */
export type OfferedProducts = {
  /** 2.0TD, open to everyone. */
  household: number;
  /** 3.0TD, open to everyone. */
  business: number;
  /** 2.0TD, reserved to the code BIENVENIDA26. */
  reserved: number;
  /** Sold once, no longer offered. */
  retired: number;
  /** Gas RL.1. */
  gas: number;
};

/** Publishes the test products in the wizard (and makes the gas one), answering their ids. */
export async function offerProducts(t: TestApp): Promise<OfferedProducts> {
  const { db } = t.app.services;
  await db
    .insert(products)
    .values({
      name: 'Gas RL.1 Estable',
      commercialName: 'Gas Hogar',
      energy: 'gas',
      accessTariff: 'RL.1',
      offered: true,
      powerPrices: ['0.1'],
      energyPrices: ['0.07'],
    })
    .onConflictDoNothing();
  const idOf = async (name: string) => {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, name));
    return row!.id;
  };
  const offered = {
    household: await idOf('2.0TD Estable'),
    business: await idOf('3.0TD Empresa Fija'),
    reserved: await idOf('2.0TD Noches'),
    retired: await idOf('2.0A Estable'),
    gas: await idOf('Gas RL.1 Estable'),
  };
  for (const [key, productId] of Object.entries(offered)) {
    const values = {
      productId,
      promoCodes: key === 'reserved' ? ['BIENVENIDA26'] : [],
      validFrom: null,
      validTo: null,
      selfconsOnly: false,
      supplyUse: null,
    };
    await db
      .insert(productOffers)
      .values(values)
      .onConflictDoUpdate({ target: productOffers.productId, set: values });
  }
  return offered;
}

/** The electricity lead of the wizard up to `step`, with the files of that step only. */
export function electricityBody(
  products: OfferedProducts,
  a: Applicant,
  step: number,
  extra: Partial<LeadBody> = {},
): LeadBody {
  const body: LeadBody = {
    step,
    allow_contact: true,
    accept_morosity_verification: false,
    activeContract: false,
    cups: a.cups,
    address: madridHome,
    residence_type: 'habitual',
    cnae: 986,
    comerOrigin: null,
    ...(step === 1 && { invoice: [] }),
  };
  if (step >= 2) {
    body.owner = {
      type: 'F',
      vat: a.vat,
      name: a.name,
      surname1: a.surname1,
      surname2: a.surname2,
      mobile: a.mobile,
      email: a.email,
    };
    body.owner_address = { different_address: false };
    body.commsLanguage = 'es';
    if (step === 2) {
      body.nif_faceup = leadFile('dni-delante.pdf');
      body.nif_facedown = null;
    }
  }
  if (step >= 3) {
    Object.assign(body, {
      power: 4.6,
      power2: 4.6,
      power3: null,
      power4: null,
      power5: null,
      power6: null,
      tarifaATR: 1,
      tarifa: products.household,
      promotional_code: [],
      selfconsCode: '00',
    });
    if (step === 3) body.selfcons_attach = [];
  }
  if (step >= 4) body.bank = { iban: validIban, owner_is_bank_owner: true };
  if (step >= 5) {
    body.accept_ov_conditions = true;
    body.accept_gdpr = true;
    body.activate_publicity = false;
  }
  return { ...body, ...extra };
}

/** The gas lead: the same person, its own CUPS and the gas tariff and product. */
export function gasBody(
  products: OfferedProducts,
  a: Applicant,
  step: number,
  extra: Partial<GasLeadBody> = {},
): GasLeadBody {
  const body: Record<string, unknown> = { ...electricityBody(products, a, step) };
  for (const key of ['power', 'power2', 'power3', 'power4', 'power5', 'power6', 'selfconsCode']) {
    delete body[key];
  }
  delete body.selfcons_attach;
  return {
    ...(body as GasLeadBody),
    ...(step >= 3 && { tarifaATR: 7, tarifa: products.gas }),
    ...extra,
  };
}

let addresses = 0;
/** A client address of its own for each call: the per-address limit of new leads stays out of the way. */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export type CallOptions = { token?: string; address?: string; lang?: string };

/** The calls of a test file's app (read when called: the app is built in its beforeAll). */
export function leadCalls(app: () => TestApp) {
  const send = (url: string, body: unknown, options: CallOptions = {}) =>
    app().app.inject({
      method: 'POST',
      url: `${url}${options.lang ? `?lang=${options.lang}` : ''}`,
      remoteAddress: options.address ?? nextAddress(),
      headers: options.token ? bearer(options.token) : {},
      payload: body as object,
    });
  const electricity = (body: LeadBody | object, options?: CallOptions) =>
    send('/api/v1/leads', body, options);
  const gas = (body: GasLeadBody | object, options?: CallOptions) =>
    send('/api/v2/gas/leads', body, options);
  const check = (kind: 'solvencia' | 'dni-validation', leadId: string, options: CallOptions = {}) =>
    app().app.inject({
      method: 'GET',
      url: `/api/v1/leads/${kind}/${leadId}`,
      remoteAddress: options.address ?? nextAddress(),
      headers: options.token ? bearer(options.token) : {},
    });
  /** The back office's calls on leads, by an agent. */
  const backoffice = backofficeCaller(app, 'agent');
  const admin = backofficeCaller(app, 'admin');
  const setSettings = async (publicSettings: object) => {
    const response = await admin('PUT', '/settings', { public: publicSettings, private: {} });
    if (response.statusCode !== 200) throw new Error(`settings refused: ${response.body}`);
  };
  const setConfig = (patch: Partial<ContractingConfig>) =>
    saveContractingConfig(app().app.services.db, { ...defaultContractingConfig, ...patch });

  /** Sends the steps 1..`last` of an electricity lead as the wizard does; answers the lead id. */
  const electricitySteps = async (
    products: OfferedProducts,
    a: Applicant,
    last: number,
    options: CallOptions = {},
    extra: Partial<LeadBody> = {},
  ) => {
    let leadId: string | undefined;
    for (let step = 1; step <= last; step += 1) {
      const body = electricityBody(products, a, step, {
        ...extra,
        ...(leadId && { lead_id: leadId }),
      });
      const response = await electricity(body, options);
      if (response.statusCode !== 200) {
        throw new Error(`step ${step}: ${response.statusCode} ${response.body}`);
      }
      leadId = response.json<LeadAnswer>().lead_id;
    }
    return leadId!;
  };

  const leadRow = async (id: string) => {
    const [row] = await app().app.services.db.select().from(leads).where(eq(leads.id, id));
    return row;
  };
  const filesOf = (id: string) =>
    app()
      .app.services.db.select()
      .from(leadFiles)
      .where(eq(leadFiles.leadId, id))
      .orderBy(leadFiles.id);
  const { lastEmailId, emailsAfter } = outboxCalls(app);
  /** What is stored of leads: rows, file rows, e-mails, and the files under leads/. */
  const stored = async () => {
    const { db } = app().app.services;
    return {
      leads: await db.$count(leads),
      files: await db.$count(leadFiles),
      emails: await db.$count(outbox),
      stored: storedFiles(app(), 'leads'),
    };
  };
  return {
    electricity,
    gas,
    check,
    backoffice,
    setSettings,
    setConfig,
    electricitySteps,
    leadRow,
    filesOf,
    lastEmailId,
    emailsAfter,
    stored,
  };
}
