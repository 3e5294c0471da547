import type { WizardKind, WizardValues } from '@portal/domain/rules/contracting-form';
import { emptyWizardValues } from '@portal/domain/rules/contracting-form';
import {
  defaultContractingConfig,
  type ContractingConfig,
  type LeadFile,
} from '@portal/domain/schemas/contracting';
import { mockApi, requests, type MockReply, type RecordedRequest } from '@/testing/api-mock';
import type { WizardProgress } from '../utils/wizard-draft';

/** Valid supply codes (their check letters computed by the domain's rule). */
export const ELECTRICITY_CUPS = 'ES0021000000000001RK';
export const OTHER_ELECTRICITY_CUPS = 'ES0021000000000002RE';
export const GAS_CUPS = 'ES0217000000000001BQ';
export const OTHER_GAS_CUPS = 'ES0217000000000002BV';

export const LEAD_ID = '0b6f3b1e-6a43-4a38-9a4e-5c8e4a1d2f01';
export const GAS_LEAD_ID = '7d2c9f4a-1e5b-4c3d-8f6a-2b9e0c7d5a13';
export const NEW_GAS_LEAD_ID = 'c3a1e5f7-9b2d-4e6f-8a0c-1d3f5b7e9a24';

export const CONFIG_PATH = '/api/v1/contractacio/config';
export const LEADS_PATH = '/api/v1/leads';
export const GAS_LEADS_PATH = '/api/v2/gas/leads';

export const pdf = (name: string): LeadFile => ({
  name,
  content: 'data:application/pdf;base64,JVBERi0xLjQK',
});

/** The retailer's configuration with the person step's checks off unless a test turns them on. */
export function contractingConfig(overrides: Partial<ContractingConfig> = {}): ContractingConfig {
  return {
    ...defaultContractingConfig,
    shouldCheckDNI: false,
    shouldCheckMorosity: false,
    ...overrides,
  };
}

const household = {
  id: 986,
  name: '9820',
  descripcio: 'Hogares',
};

/** A household's answers to every step, as a visitor would have typed them. */
export const completeValues: WizardValues = {
  installation: {
    ...emptyWizardValues.installation,
    leadsConsent: true,
    cups: ELECTRICITY_CUPS,
    address: {
      ...emptyWizardValues.installation.address,
      dp: '08001',
      ine: '08019',
      state: '08',
      poblacio: 'Barcelona',
      tv: 'CL',
      nv: 'Mallorca',
      pnp: '120',
    },
    cupsSIPSData: null,
    residenceType: 'habitual',
    cnae: household,
    activeContract: true,
    comerOrigin: 4,
    invoice: [pdf('factura.pdf')],
  },
  person: {
    ...emptyWizardValues.person,
    vat: '12345678Z',
    name: 'Marta',
    surName1: 'Vidal',
    mobile: '612345678',
    email: 'marta@example.com',
    nifFaceup: [pdf('dni-delante.pdf')],
    changeOwner: false,
    commsLanguage: 'es',
  },
  contract: {
    ...emptyWizardValues.contract,
    power: '4,6',
    power2: '4,6',
    accessTariff: 1,
    selectedProduct: 7,
    selectedProductName: 'Tarifa Estable',
  },
  gasContract: {
    ...emptyWizardValues.gasContract,
    includeGas: true,
    changeOwner: false,
    comerOrigin: 6,
    cups: GAS_CUPS,
    accessTariff: 31,
    selectedProduct: 21,
    selectedProductName: 'Gas Hogar',
    invoice: [pdf('factura-gas.pdf')],
  },
  payment: {
    ...emptyWizardValues.payment,
    iban: 'ES91 2100 0418 4502 0005 1332',
    isOwner: true,
  },
  confirmation: { acceptOVConditions: false, acceptGdpr: false, acceptPublicity: false },
};

/** A company holder (a CIF) with its representative and document. */
export const companyPerson: WizardValues['person'] = {
  ...completeValues.person,
  vat: 'B12345674',
  name: 'Forn Vidal SL',
  surName1: '',
  vatRepresentante: '12345678Z',
  nameRepresentante: 'Marta',
  surName1Representante: 'Vidal',
  nifEmpresa: [pdf('cif.pdf')],
  nifFaceup: [],
};

/**
 * Puts a draft where the wizard keeps it (sessionStorage: jsdom has no IndexedDB), a visitor's or
 * (`owner: 'customer:customer'`) the signed-in test token's.
 */
export function seedDraft(
  kind: WizardKind,
  values: WizardValues,
  progress: Partial<WizardProgress> = {},
  owner = 'visitor',
): void {
  const draft = {
    version: 1,
    savedAt: Date.now(),
    values,
    progress: {
      step: 'installation',
      completed: [],
      leadId: null,
      gasLeadId: null,
      gasLeadCups: null,
      sent: {},
      ...progress,
    },
  };
  window.sessionStorage.setItem(`contracting:${kind}:${owner}`, JSON.stringify(draft));
}

export function storedDraft(
  kind: WizardKind,
): { values: WizardValues; progress: WizardProgress } | null {
  const raw = window.sessionStorage.getItem(`contracting:${kind}:visitor`);
  return raw ? (JSON.parse(raw) as { values: WizardValues; progress: WizardProgress }) : null;
}

/**
 * Answers the wizard's lookups: the configuration, the CUPS checks (every CUPS available, with
 * no SIPS data), the retailers, activities, street types, postal code 08001, the tariffs and the
 * products the fixtures choose.
 */
export function answerLookups(config: ContractingConfig = contractingConfig()): void {
  mockApi('GET', CONFIG_PATH, { body: config });
  const cupsConfig = (cups: string) => ({
    body: {
      cups,
      cups_availability: { available: true },
      cups_data_availability: { available: false },
      access_tariff: null,
      address: null,
      power_p1: null,
      power_p2: null,
      power_p3: null,
      power_p4: null,
      power_p5: null,
      power_p6: null,
      selfcons: false,
      autoconsumo_code: '00',
    },
  });
  for (const cups of [ELECTRICITY_CUPS, OTHER_ELECTRICITY_CUPS]) {
    mockApi('GET', `/api/v1/contractacio/config/cups/${cups}`, cupsConfig(cups));
  }
  for (const cups of [GAS_CUPS, OTHER_GAS_CUPS]) {
    mockApi('GET', `/api/v2/gas/contractacio/config/cups/${cups}`, cupsConfig(cups));
  }
  const comers = {
    body: [
      { id: 4, name: 'Eléctrica Antigua' },
      { id: 6, name: 'Gas Antiguo' },
    ],
  };
  mockApi('GET', '/api/v1/leads/comers', comers);
  mockApi('GET', '/api/v2/gas/leads/comers', comers);
  mockApi('GET', '/api/v1/misc/cnaes/', {
    body: [
      household,
      { id: 512, name: '5610', descripcio: 'Restaurantes y puestos de comidas' },
      { id: 430, name: '4724', descripcio: 'Comercio al por menor de pan' },
    ],
  });
  mockApi('GET', '/api/v1/geo/tipovias/', {
    body: [
      { id: 'CL', name: 'Calle' },
      { id: 'AV', name: 'Avenida' },
    ],
  });
  mockApi('GET', '/api/v1/geo/zipcode/08001/', { body: [{ city: 'Barcelona', ine: '08019' }] });
  mockApi('GET', '/api/v1/geo/provincies/08/', { body: { id: '08', name: 'Barcelona' } });
  mockApi('GET', '/api/v1/tariff', { body: [{ id: 1, name: '2.0TD' }] });
  mockApi('GET', '/api/v2/gas/tariff', { body: [{ id: 31, name: 'RL.1' }] });
  mockApi('GET', '/api/v1/pricelist', {
    body: [
      {
        id: 7,
        name: 'Tarifa Estable',
        ov_description: null,
        ov_link: null,
        power_prices: [0.0887, 0.0101],
        energy_prices: [0.2105, 0.1402, 0.1021],
      },
    ],
  });
  mockApi('GET', '/api/v2/gas/pricelist', {
    body: [
      {
        id: 21,
        name: 'Gas Hogar',
        ov_description: null,
        ov_link: null,
        power_prices: [0.1156],
        energy_prices: [0.0751],
      },
    ],
  });
}

export interface LeadReplies {
  /** The electricity lead's answer (default: OK with LEAD_ID). */
  electricity?: (request: RecordedRequest) => MockReply;
  gas?: (request: RecordedRequest) => MockReply;
}

const ok = (leadId: string) => () => ({ body: { lead_id: leadId, status: 'OK' } });

export function answerLeads(replies: LeadReplies = {}): void {
  mockApi('POST', LEADS_PATH, replies.electricity ?? ok(LEAD_ID));
  mockApi('POST', GAS_LEADS_PATH, replies.gas ?? ok(GAS_LEAD_ID));
}

type Body = Record<string, unknown>;

/** The lead bodies sent, in order. */
export const leadBodies = (path = LEADS_PATH): Body[] =>
  requests
    .filter((request) => request.method === 'POST' && request.url.pathname === path)
    .map((request) => request.body as Body);

/** The calls made to `path` (any method). */
export const callsTo = (path: string) =>
  requests.filter((request) => request.url.pathname === path);
