import { parseDecimalInput } from '../format/units';
import {
  HOUSEHOLD_CNAE,
  SELFCONS_NONE,
  type AccessTariff,
  type Cnae,
  type GasLeadBody,
  type LeadAddress,
  type LeadBody,
  type LeadFile,
  type ResidenceType,
} from '../schemas/contracting';
import { normalizeCadastralReference } from '../validators/cadastral-reference';
import { normalizeCups } from '../validators/cups';
import { normalizeIban } from '../validators/iban';
import { normalizePhone } from '../validators/phone';
import { isCompanyTaxId, normalizeTaxId } from '../validators/tax-id';
import { LEAD_STEPS, type LeadIssue } from './lead-steps';

/**
 * What the contracting wizard holds (spec 3 point 3, the steps' fields and the wizard state) and
 * how it becomes the lead body each step sends. The form judges that body with rules/lead-steps.ts,
 * as the server does, and puts each problem back on its field with `formFieldOfLeadPath`.
 */

/** The three wizards (spec 3 point 2). */
export const wizardKinds = ['electricity', 'gas', 'dual'] as const;
export type WizardKind = (typeof wizardKinds)[number];

/** The steps, in the order each wizard shows them (spec 3 point 2). */
export const wizardStepIds = [
  'installation',
  'person',
  'contract',
  'gasContract',
  'payment',
  'confirmation',
  'finish',
] as const;
export type WizardStepId = (typeof wizardStepIds)[number];

/**
 * The steps of a wizard: electricity has no gas contract, gas no electricity contract; a company
 * under business halt has neither contract nor payment (spec 3 point 2).
 */
export function wizardSteps(kind: WizardKind, options: { halted: boolean }): WizardStepId[] {
  return wizardStepIds.filter((step) => {
    if (step === 'contract') return kind !== 'gas' && !options.halted;
    if (step === 'gasContract') return kind !== 'electricity' && !options.halted;
    if (step === 'payment') return !options.halted;
    return true;
  });
}

/** The lead step number a wizard step sends (spec 3 point 9: 1 to 5). */
export const leadStepOf: Record<Exclude<WizardStepId, 'finish'>, number> = {
  installation: LEAD_STEPS.installation,
  person: LEAD_STEPS.person,
  contract: LEAD_STEPS.contract,
  gasContract: LEAD_STEPS.contract,
  payment: LEAD_STEPS.payment,
  confirmation: LEAD_STEPS.confirmation,
};

export type AddressValues = Required<LeadAddress>;

export const emptyAddress: AddressValues = {
  dp: '',
  ine: '',
  state: '',
  poblacio: '',
  tv: '',
  nv: '',
  pnp: '',
  bq: '',
  es: '',
  pt: '',
  pu: '',
  ref_catastral: '',
  aclarador: '',
};

/** What SIPS and the retailer said of the CUPS (spec 3 point 3 "cupsSIPSData"); powers in kW. */
export interface CupsSipsData {
  accessTariff: AccessTariff | null;
  cupsAvailable: boolean;
  sipsDataAvailable: boolean;
  power: number | null;
  power2: number | null;
  power3: number | null;
  power4: number | null;
  power5: number | null;
  power6: number | null;
  selfcons: boolean;
  selfconsCode: string;
  zipcode: string | null;
}

export interface InstallationValues {
  leadsConsent: boolean;
  cups: string;
  address: AddressValues;
  cupsSIPSData: CupsSipsData | null;
  residenceType: ResidenceType | '';
  cnae: Cnae | null;
  activeContract: boolean | null;
  comerOrigin: number | null;
  acceptMorosityVerification: boolean;
  invoice: LeadFile[];
}

export interface PersonValues {
  vat: string;
  name: string;
  surName1: string;
  surName2: string;
  mobile: string;
  email: string;
  vatRepresentante: string;
  nameRepresentante: string;
  surName1Representante: string;
  surName2Representante: string;
  /** The company's document (1 or 2 files). */
  nifEmpresa: LeadFile[];
  /** The front and, optionally, the back of the identity document. */
  nifFaceup: LeadFile[];
  changeOwner: boolean | null;
  commsLanguage: 'es' | 'ca' | 'en' | '';
  sameInvoiceAddress: boolean;
  ownerAddress: AddressValues;
}

/** Powers as typed (comma decimals, up to 3); `selectedProduct` is -1 until one is chosen. */
export interface ContractValues {
  power: string;
  power2: string;
  power3: string;
  power4: string;
  power5: string;
  power6: string;
  accessTariff: number | null;
  selectedProduct: number;
  selectedProductName: string;
  /** The promotional codes applied (validated by the server). */
  promotionalCode: string[];
  selfcons: boolean;
  selfconsCode: string;
  selfconsAttachments: LeadFile[];
}

export interface GasContractValues {
  includeGas: boolean;
  changeOwner: boolean | null;
  comerOrigin: number | null;
  cups: string;
  accessTariff: number | null;
  selectedProduct: number;
  selectedProductName: string;
  invoice: LeadFile[];
}

export interface PaymentValues {
  iban: string;
  isOwner: boolean;
  /** The account holder who pays, when it is not the contract's holder (issue 25 point 19). */
  payerVat: string;
  payerName: string;
  payerSurName1: string;
  payerSurName2: string;
}

export interface ConfirmationValues {
  acceptOVConditions: boolean;
  acceptGdpr: boolean;
  acceptPublicity: boolean;
}

export interface WizardValues {
  installation: InstallationValues;
  person: PersonValues;
  contract: ContractValues;
  gasContract: GasContractValues;
  payment: PaymentValues;
  confirmation: ConfirmationValues;
}

export const emptyWizardValues: WizardValues = {
  installation: {
    leadsConsent: false,
    cups: '',
    address: emptyAddress,
    cupsSIPSData: null,
    residenceType: '',
    cnae: null,
    activeContract: null,
    comerOrigin: null,
    acceptMorosityVerification: false,
    invoice: [],
  },
  person: {
    vat: '',
    name: '',
    surName1: '',
    surName2: '',
    mobile: '',
    email: '',
    vatRepresentante: '',
    nameRepresentante: '',
    surName1Representante: '',
    surName2Representante: '',
    nifEmpresa: [],
    nifFaceup: [],
    changeOwner: null,
    commsLanguage: '',
    sameInvoiceAddress: true,
    ownerAddress: emptyAddress,
  },
  contract: {
    power: '',
    power2: '',
    power3: '',
    power4: '',
    power5: '',
    power6: '',
    accessTariff: null,
    selectedProduct: -1,
    selectedProductName: '',
    promotionalCode: [],
    selfcons: false,
    selfconsCode: SELFCONS_NONE,
    selfconsAttachments: [],
  },
  gasContract: {
    includeGas: true,
    changeOwner: null,
    comerOrigin: null,
    cups: '',
    accessTariff: null,
    selectedProduct: -1,
    selectedProductName: '',
    invoice: [],
  },
  payment: {
    iban: '',
    isOwner: false,
    payerVat: '',
    payerName: '',
    payerSurName1: '',
    payerSurName2: '',
  },
  confirmation: { acceptOVConditions: false, acceptGdpr: false, acceptPublicity: false },
};

/** Whether the holder the person step describes is a company (by the tax id's shape). */
export const isCompanyHolder = (person: Pick<PersonValues, 'vat'>) => isCompanyTaxId(person.vat);

const trimmedAddress = (address: AddressValues): LeadAddress => ({
  dp: address.dp.trim(),
  ine: address.ine.trim(),
  state: address.state.trim(),
  poblacio: address.poblacio.trim(),
  tv: address.tv.trim(),
  nv: address.nv.trim(),
  pnp: address.pnp.trim(),
  bq: address.bq.trim(),
  es: address.es.trim(),
  pt: address.pt.trim(),
  pu: address.pu.trim(),
  ref_catastral: normalizeCadastralReference(address.ref_catastral),
  aclarador: address.aclarador.trim(),
});

/** A typed power in kW, or null when blank or not a number (the rules then say so). */
function kwOf(typed: string): number | null {
  if (typed.trim() === '') return null;
  return parseDecimalInput(typed);
}

export interface LeadBodyOptions {
  /** The wizard step the body is sent from; its number is the body's `step`. */
  step: Exclude<WizardStepId, 'finish'>;
  leadId?: string;
  confirm?: boolean;
  /**
   * The steps whose files the body carries. A step sends its own files once; the server keeps them
   * for the steps after (rules/lead-steps.ts `storedFiles`). Leave it out to send every file (the
   * whole lead at confirmation when leads are off).
   */
  filesOf?: readonly WizardStepId[];
  /**
   * A company under the business halt (spec 3 point 2): the wizard has no contract, gas contract or
   * payment step, so the body carries nothing of them, not even what was typed before the holder
   * became a company.
   */
  halted?: boolean;
}

const carries = (options: LeadBodyOptions, step: WizardStepId) =>
  !options.filesOf || options.filesOf.includes(step);

/** The parts both leads share, up to the options' step. */
function commonBody(values: WizardValues, options: LeadBodyOptions) {
  const step = leadStepOf[options.step];
  const { installation, person, payment, confirmation } = values;
  const company = isCompanyHolder(person);
  const household = installation.residenceType !== 'business';
  const body: Omit<LeadBody, 'power'> = {
    ...(options.leadId && { lead_id: options.leadId }),
    step,
    ...(options.confirm && { confirm: true }),
    allow_contact: installation.leadsConsent,
    accept_morosity_verification: installation.acceptMorosityVerification,
    ...(installation.activeContract !== null && { activeContract: installation.activeContract }),
    cups: normalizeCups(installation.cups),
    address: trimmedAddress(installation.address),
    ...(installation.residenceType && { residence_type: installation.residenceType }),
    ...(household && installation.residenceType
      ? { cnae: HOUSEHOLD_CNAE.id }
      : installation.cnae && { cnae: installation.cnae.id }),
    comerOrigin: installation.activeContract ? installation.comerOrigin : null,
    ...(carries(options, 'installation') && { invoice: installation.invoice }),
  };
  if (step >= LEAD_STEPS.person) {
    body.owner = {
      type: company ? 'J' : 'F',
      vat: normalizeTaxId(person.vat),
      name: person.name.trim(),
      ...(company
        ? {
            representante_vat: normalizeTaxId(person.vatRepresentante),
            representante_name: person.nameRepresentante.trim(),
            representante_surname1: person.surName1Representante.trim(),
            representante_surname2: person.surName2Representante.trim(),
          }
        : { surname1: person.surName1.trim(), surname2: person.surName2.trim() }),
      mobile: normalizePhone(person.mobile),
      email: person.email.trim(),
    };
    body.owner_address = person.sameInvoiceAddress
      ? { different_address: false }
      : { different_address: true, address: trimmedAddress(person.ownerAddress) };
    if (carries(options, 'person')) {
      if (company) body.cif = person.nifEmpresa;
      else {
        body.nif_faceup = person.nifFaceup[0] ?? null;
        body.nif_facedown = person.nifFaceup[1] ?? null;
      }
    }
    if (installation.activeContract && person.changeOwner !== null) {
      body.change_owner = person.changeOwner;
    }
    if (person.commsLanguage) body.commsLanguage = person.commsLanguage;
  }
  if (step >= LEAD_STEPS.payment && !options.halted) {
    body.bank = { iban: normalizeIban(payment.iban), owner_is_bank_owner: payment.isOwner };
    if (!payment.isOwner) {
      const companyPayer = isCompanyTaxId(payment.payerVat);
      body.bank.payer = {
        vat: normalizeTaxId(payment.payerVat),
        name: payment.payerName.trim(),
        ...(!companyPayer && {
          surname1: payment.payerSurName1.trim(),
          surname2: payment.payerSurName2.trim(),
        }),
      };
    }
  }
  if (step >= LEAD_STEPS.confirmation) {
    body.accept_ov_conditions = confirmation.acceptOVConditions;
    body.accept_gdpr = confirmation.acceptGdpr;
    body.activate_publicity = confirmation.acceptPublicity;
  }
  return body;
}

/** The electricity lead (`POST leads`) of the wizard's values up to a step. */
export function electricityLeadBody(values: WizardValues, options: LeadBodyOptions): LeadBody {
  const body: LeadBody = commonBody(values, options);
  if (body.step >= LEAD_STEPS.contract && !options.halted) {
    const { contract } = values;
    const powers = {
      power: kwOf(contract.power),
      power2: kwOf(contract.power2),
      power3: kwOf(contract.power3),
      power4: kwOf(contract.power4),
      power5: kwOf(contract.power5),
      power6: kwOf(contract.power6),
    };
    Object.assign(body, powers);
    if (contract.accessTariff !== null) body.tarifaATR = contract.accessTariff;
    if (contract.selectedProduct > 0) body.tarifa = contract.selectedProduct;
    body.promotional_code = contract.promotionalCode;
    body.selfconsCode = contract.selfcons ? contract.selfconsCode : SELFCONS_NONE;
    if (carries(options, 'contract')) {
      body.selfcons_attach = contract.selfcons ? contract.selfconsAttachments : [];
    }
  }
  return body;
}

/**
 * The gas lead (`POST gas/leads`). In the dual wizard it names the electricity lead and its CUPS is
 * the gas contract step's; in the gas wizard the installation's CUPS is the gas one.
 */
export function gasLeadBody(
  values: WizardValues,
  kind: Exclude<WizardKind, 'electricity'>,
  options: LeadBodyOptions & { electricityLeadId?: string },
): GasLeadBody {
  const body: GasLeadBody = commonBody(values, options);
  const { gasContract } = values;
  if (options.electricityLeadId) body.electricityLeadId = options.electricityLeadId;
  if (kind === 'dual') {
    body.cups = normalizeCups(gasContract.cups);
    body.comerOrigin = values.installation.activeContract ? gasContract.comerOrigin : null;
    if (carries(options, 'gasContract')) body.invoice = gasContract.invoice;
    else delete body.invoice;
    if (values.installation.activeContract && gasContract.changeOwner !== null) {
      body.change_owner = gasContract.changeOwner;
    }
  }
  if (body.step >= LEAD_STEPS.contract && !options.halted) {
    if (gasContract.accessTariff !== null) body.tarifaATR = gasContract.accessTariff;
    if (gasContract.selectedProduct > 0) body.tarifa = gasContract.selectedProduct;
    body.promotional_code = values.contract.promotionalCode;
  }
  return body;
}

/**
 * The form field of a problem's body path (`owner.vat` → `person.vat`), for the wizard to show it at
 * the field; `gas` for the gas lead, whose CUPS and tariff are the gas contract step's in dual.
 */
export function formFieldOfLeadPath(
  path: string,
  options: { gas?: boolean; kind?: WizardKind } = {},
): string {
  const dualGas = options.gas && options.kind === 'dual';
  const [head = '', ...rest] = path.split('.');
  const tail = rest.join('.');
  const ownerFields: Record<string, string> = {
    vat: 'vat',
    name: 'name',
    surname1: 'surName1',
    surname2: 'surName2',
    mobile: 'mobile',
    email: 'email',
    representante_vat: 'vatRepresentante',
    representante_name: 'nameRepresentante',
    representante_surname1: 'surName1Representante',
    representante_surname2: 'surName2Representante',
  };
  switch (head) {
    // A problem of the electricity lead a dual wizard's gas confirmation confirms with it.
    case 'electricity':
      return formFieldOfLeadPath(tail, { kind: options.kind });
    case 'allow_contact':
      return 'installation.leadsConsent';
    case 'accept_morosity_verification':
      return 'installation.acceptMorosityVerification';
    case 'cups':
      return dualGas ? 'gasContract.cups' : 'installation.cups';
    case 'address':
      return `installation.address.${tail}`;
    case 'residence_type':
      return 'installation.residenceType';
    case 'cnae':
    case 'activeContract':
      return `installation.${head}`;
    case 'comerOrigin':
      return dualGas ? 'gasContract.comerOrigin' : 'installation.comerOrigin';
    case 'invoice':
      return dualGas ? 'gasContract.invoice' : 'installation.invoice';
    case 'owner':
      return `person.${ownerFields[tail] ?? tail}`;
    case 'owner_address':
      return `person.ownerAddress.${rest.slice(1).join('.')}`;
    case 'cif':
      return 'person.nifEmpresa';
    case 'nif_faceup':
    case 'nif_facedown':
      return 'person.nifFaceup';
    case 'change_owner':
      return dualGas ? 'gasContract.changeOwner' : 'person.changeOwner';
    case 'commsLanguage':
      return 'person.commsLanguage';
    case 'tarifaATR':
      return options.gas ? 'gasContract.accessTariff' : 'contract.accessTariff';
    case 'tarifa':
      return options.gas ? 'gasContract.selectedProduct' : 'contract.selectedProduct';
    case 'promotional_code':
      return 'contract.promotionalCode';
    case 'selfconsCode':
      return 'contract.selfcons';
    case 'selfcons_attach':
      return 'contract.selfconsAttachments';
    case 'bank': {
      const payerFields: Record<string, string> = {
        'payer.vat': 'payment.payerVat',
        'payer.name': 'payment.payerName',
        'payer.surname1': 'payment.payerSurName1',
        'payer.surname2': 'payment.payerSurName2',
      };
      return tail === 'iban' ? 'payment.iban' : (payerFields[tail] ?? 'payment.isOwner');
    }
    case 'accept_gdpr':
      return 'confirmation.acceptGdpr';
    case 'accept_ov_conditions':
      return 'confirmation.acceptOVConditions';
    case 'activate_publicity':
      return 'confirmation.acceptPublicity';
    default:
      return head.startsWith('power') ? `contract.${head}` : path;
  }
}

/** The problems of a body as form fields and their codes (the first per field). */
export function formIssuesOf(
  issues: readonly LeadIssue[],
  options: { gas?: boolean; kind?: WizardKind } = {},
): [field: string, code: string][] {
  const found = new Map<string, string>();
  for (const [path, code] of issues) {
    const field = formFieldOfLeadPath(path, options);
    if (!found.has(field)) found.set(field, code);
  }
  return [...found];
}

/** The wizard step a form field belongs to (`person.vat` → `person`). */
export const stepOfFormField = (field: string) => field.split('.')[0] as WizardStepId;
