import type { FieldErrorCode } from '../error-codes';
import {
  ADDRESS_MAX_LENGTHS,
  HOUSEHOLD_CNAE,
  HOUSEHOLD_TARIFF_MAX_KW,
  LEAD_FILE_LIMITS,
  SELFCONS_NONE,
  leadFileSize,
  type ContractingConfig,
  type ContractingEnergy,
  type GasLeadBody,
  type LeadAddress,
  type LeadBody,
  type LeadFile,
} from '../schemas/contracting';
import {
  isValidCadastralReference,
  normalizeCadastralReference,
} from '../validators/cadastral-reference';
import { cupsProblem, isSameSupplyPoint } from '../validators/cups';
import { isValidEmail } from '../validators/email';
import { isValidIban } from '../validators/iban';
import { isValidPhone } from '../validators/phone';
import { isCompanyTaxId, isValidTaxId } from '../validators/tax-id';
import { kwToWatts } from './power';

/**
 * The rules of each step of the contracting wizard (spec 3 point 5), over the lead body
 * (FormConfirm) the step sends. The form judges the body it is about to send with them and the
 * server the body it receives, so the two cannot disagree. A problem is the path of the field in the
 * body (`owner.vat`, `address.dp`) and its field error code.
 */

export type LeadIssue = readonly [path: string, code: FieldErrorCode];

/** The wizard's steps by the number its lead step carries (spec 3 point 9: 1 to 5). */
export const LEAD_STEPS = {
  installation: 1,
  person: 2,
  contract: 3,
  payment: 4,
  confirmation: 5,
} as const;

/** What the rules depend on besides the body: the retailer's configuration and the caller. */
export interface LeadRules {
  config: ContractingConfig;
  /** The feature flag businessHaltContractation: companies skip contract and payment. */
  businessHalt: boolean;
  /** A signed-in customer has the consents pre-accepted (spec 3 point 6). */
  authenticated: boolean;
  /** The largest file, in bytes (the setting fileUploadSizeLimit). */
  fileSizeLimit: number;
  /**
   * The files a lead already holds per field (the server's; none on the form). A step sends the
   * files of its own fields only: a field the body leaves out keeps the files stored for it.
   */
  storedFiles?: Partial<Record<LeadFileField, number>>;
}

/** The body's file fields. */
export type LeadFileField = 'invoice' | 'cif' | 'nif_faceup' | 'selfcons_attach';

type AnyLeadBody = LeadBody | GasLeadBody;

const isBlank = (value: string | undefined | null) => (value ?? '').trim() === '';

/** Whether the holder is a company: by the type sent, or else by the tax id's shape. */
export function isCompanyLead(body: Pick<AnyLeadBody, 'owner'>): boolean {
  if (!body.owner) return false;
  return body.owner.type === 'J' || isCompanyTaxId(body.owner.vat);
}

/** Whether a company under business halt skips the contract and payment steps (spec 3 point 2). */
export function skipsContractAndPayment(body: Pick<AnyLeadBody, 'owner'>, businessHalt: boolean) {
  return businessHalt && isCompanyLead(body);
}

function fileIssues(
  path: LeadFileField,
  list: readonly LeadFile[] | undefined,
  limits: { min: number; max: number },
  required: boolean,
  rules: LeadRules,
): LeadIssue[] {
  if (list === undefined) {
    const stored = rules.storedFiles?.[path] ?? 0;
    return required && stored === 0 ? [[path, 'required']] : [];
  }
  if (list.length === 0) return required ? [[path, 'required']] : [];
  if (list.length > limits.max) return [[path, 'too_long']];
  if (list.some((file) => leadFileSize(file) > rules.fileSizeLimit))
    return [[path, 'file_too_large']];
  return [];
}

/**
 * An address's problems (spec 3 point 5): the supply's needs every part, the holder's the parts
 * spec 3 lists for it. Lengths per spec 3 point 9.
 */
export function addressIssues(
  prefix: string,
  address: LeadAddress | undefined,
  kind: 'supply' | 'owner',
): LeadIssue[] {
  const issues: LeadIssue[] = [];
  const at = (field: string) => `${prefix}.${field}`;
  const value = (field: keyof LeadAddress) => address?.[field] ?? '';
  if (isBlank(value('dp'))) issues.push([at('dp'), 'required']);
  else if (!/^\d{5}$/.test(value('dp').trim())) issues.push([at('dp'), 'zipcode_length']);
  const required: (keyof LeadAddress)[] =
    kind === 'supply'
      ? ['ine', 'state', 'poblacio', 'tv', 'nv', 'pnp']
      : ['poblacio', 'tv', 'nv', 'pnp'];
  for (const field of required) {
    if (isBlank(value(field))) issues.push([at(field), 'required']);
  }
  const lengthCodes = {
    nv: 'street_name_length',
    pnp: 'street_number_length',
    bq: 'block_length',
    es: 'stairs_length',
    pt: 'floor_length',
    pu: 'door_length',
  } as const satisfies Record<keyof typeof ADDRESS_MAX_LENGTHS, FieldErrorCode>;
  for (const [field, code] of Object.entries(lengthCodes) as [
    keyof typeof lengthCodes,
    FieldErrorCode,
  ][]) {
    if (value(field).trim().length > ADDRESS_MAX_LENGTHS[field]) issues.push([at(field), code]);
  }
  const reference = normalizeCadastralReference(value('ref_catastral'));
  if (reference !== '' && !isValidCadastralReference(reference)) {
    issues.push([at('ref_catastral'), 'contractation_not_valid_ref']);
  }
  return issues;
}

/** Step 1, the installation. */
export function installationIssues(body: AnyLeadBody, rules: LeadRules): LeadIssue[] {
  const { config } = rules;
  const issues: LeadIssue[] = [];
  if (config.requireLeadConsent && !rules.authenticated && body.allow_contact !== true) {
    issues.push(['allow_contact', 'required']);
  }
  if (isBlank(body.cups)) issues.push(['cups', 'required']);
  else {
    const problem = cupsProblem(body.cups!);
    if (problem) issues.push(['cups', problem]);
  }
  issues.push(...addressIssues('address', body.address, 'supply'));
  if (!body.residence_type) issues.push(['residence_type', 'required']);
  else if (body.residence_type === 'business' && body.cnae === undefined) {
    issues.push(['cnae', 'required']);
  } else if (
    body.residence_type !== 'business' &&
    body.cnae !== undefined &&
    body.cnae !== HOUSEHOLD_CNAE.id
  ) {
    issues.push(['cnae', 'invalid_value']);
  }
  if (body.activeContract === undefined) issues.push(['activeContract', 'required']);
  if (config.showComerOrigin && body.activeContract === true && !body.comerOrigin) {
    issues.push(['comerOrigin', 'required']);
  }
  if (config.requireMorosityVerification && body.accept_morosity_verification !== true) {
    issues.push(['accept_morosity_verification', 'required']);
  }
  const invoiceNeeded = body.activeContract === true && config.invoiceRequired;
  issues.push(
    ...fileIssues('invoice', body.invoice, LEAD_FILE_LIMITS.invoice, invoiceNeeded, rules),
  );
  return issues;
}

/** Step 2, the person: the holder, their documents and the fiscal address. */
export function personIssues(body: AnyLeadBody, rules: LeadRules): LeadIssue[] {
  const { config } = rules;
  const issues: LeadIssue[] = [];
  const owner = body.owner;
  if (!owner) return [['owner.vat', 'required']];
  const company = isCompanyLead(body);
  if (isBlank(owner.vat)) issues.push(['owner.vat', 'required']);
  else if (!isValidTaxId(owner.vat)) issues.push(['owner.vat', 'vat_not_valid']);
  else if (company && config.restrictCompanyVAT)
    issues.push(['owner.vat', 'company_vat_not_allowed']);
  if (isBlank(owner.name)) issues.push(['owner.name', 'required']);
  if (company) {
    if (isBlank(owner.representante_vat)) issues.push(['owner.representante_vat', 'required']);
    else if (!isValidTaxId(owner.representante_vat!)) {
      issues.push(['owner.representante_vat', 'vat_not_valid']);
    }
    if (isBlank(owner.representante_name)) issues.push(['owner.representante_name', 'required']);
    if (isBlank(owner.representante_surname1)) {
      issues.push(['owner.representante_surname1', 'required']);
    }
    issues.push(...fileIssues('cif', body.cif, LEAD_FILE_LIMITS.cif, true, rules));
  } else {
    if (isBlank(owner.surname1)) issues.push(['owner.surname1', 'required']);
    // The front of the document, and optionally its back; left out, the stored ones stand.
    const sent = body.nif_faceup !== undefined || body.nif_facedown !== undefined;
    const nif = [body.nif_faceup, body.nif_facedown].filter((file): file is LeadFile => !!file);
    if (body.nif_facedown && !body.nif_faceup) issues.push(['nif_faceup', 'required']);
    else
      issues.push(
        ...fileIssues('nif_faceup', sent ? nif : undefined, LEAD_FILE_LIMITS.nif, true, rules),
      );
  }
  if (isBlank(owner.mobile)) issues.push(['owner.mobile', 'required']);
  else if (owner.mobile.trim().length < 4 || !isValidPhone(owner.mobile)) {
    issues.push(['owner.mobile', 'phone_not_valid']);
  }
  if (isBlank(owner.email)) {
    if (config.emailRequired) issues.push(['owner.email', 'required']);
  } else if (!isValidEmail(owner.email)) issues.push(['owner.email', 'email_not_valid']);
  if (body.owner_address?.different_address) {
    issues.push(...addressIssues('owner_address.address', body.owner_address.address, 'owner'));
  }
  if (
    config.requireMarkChangeOwner &&
    body.activeContract === true &&
    body.change_owner === undefined
  ) {
    issues.push(['change_owner', 'required']);
  }
  if (config.askCommsLanguage && !body.commsLanguage) issues.push(['commsLanguage', 'required']);
  return issues;
}

const higherPowers = ['power3', 'power4', 'power5', 'power6'] as const;

/** Step 3 of electricity, the contract: powers, tariff, product and self-consumption. */
export function contractIssues(body: LeadBody, rules: LeadRules): LeadIssue[] {
  const issues: LeadIssue[] = [];
  for (const field of ['power', 'power2'] as const) {
    const value = body[field];
    if (value === undefined || value === null) issues.push([field, 'required']);
    else if (value < 1) issues.push([field, 'power_field_not_valid']);
  }
  const limit = kwToWatts(HOUSEHOLD_TARIFF_MAX_KW);
  const aboveLimit = [body.power, body.power2].some((kw) => kw != null && kwToWatts(kw) > limit);
  if (aboveLimit) {
    let previous = Math.max(body.power ?? 0, body.power2 ?? 0);
    for (const field of higherPowers) {
      const value = body[field];
      if (value === undefined || value === null || value === 0) {
        issues.push([field, 'required']);
        continue;
      }
      if (value < 0) issues.push([field, 'power_field_not_valid']);
      else if (kwToWatts(value) < kwToWatts(previous)) {
        issues.push([field, 'power_must_be_greater_than_previous']);
      }
      previous = value;
    }
  }
  if (!body.tarifaATR || body.tarifaATR < 1) issues.push(['tarifaATR', 'required']);
  if (!body.tarifa || body.tarifa < 1) issues.push(['tarifa', 'required']);
  const selfcons = (body.selfconsCode ?? SELFCONS_NONE) !== SELFCONS_NONE;
  if (selfcons && !rules.config.selfconsEnabled) issues.push(['selfconsCode', 'invalid_value']);
  const documentsNeeded = selfcons && rules.config.requireDocumentation;
  issues.push(
    ...fileIssues(
      'selfcons_attach',
      body.selfcons_attach,
      LEAD_FILE_LIMITS.selfcons_attach,
      documentsNeeded,
      rules,
    ),
  );
  return issues;
}

/** Step 3 of gas, the gas contract: its CUPS, tariff, product and change of owner. */
export function gasContractIssues(body: GasLeadBody, rules: LeadRules): LeadIssue[] {
  const issues: LeadIssue[] = [];
  if (isBlank(body.cups)) issues.push(['cups', 'required']);
  else {
    const problem = cupsProblem(body.cups!);
    if (problem) issues.push(['cups', problem]);
  }
  if (!body.tarifaATR || body.tarifaATR < 1) issues.push(['tarifaATR', 'required']);
  if (!body.tarifa || body.tarifa < 1) issues.push(['tarifa', 'required']);
  if (
    rules.config.requireMarkChangeOwner &&
    body.activeContract === true &&
    body.change_owner === undefined
  ) {
    issues.push(['change_owner', 'required']);
  }
  return issues;
}

/**
 * The dual wizard's gas CUPS against its electricity one (issue 25 point 10): a gas supply is a
 * supply point of its own, so the electricity CUPS typed again is refused at the gas CUPS.
 */
export function dualGasCupsIssues(gasCups: string | undefined, electricityCups: string | null) {
  const issues: LeadIssue[] = [];
  if (!gasCups || !electricityCups || cupsProblem(gasCups)) return issues;
  if (isSameSupplyPoint(gasCups, electricityCups))
    issues.push(['cups', 'cups_same_as_electricity']);
  return issues;
}

/**
 * Step 4, the payment: the account, and who holds it. The holder's own account (spec 3 point 5,
 * isOwner), or another's whose holder pays: their tax id and name (issue 25 point 19).
 */
export function paymentIssues(body: AnyLeadBody): LeadIssue[] {
  const issues: LeadIssue[] = [];
  if (!body.bank || isBlank(body.bank.iban)) issues.push(['bank.iban', 'required']);
  else if (!isValidIban(body.bank.iban)) issues.push(['bank.iban', 'iban_field_invalid']);
  if (body.bank?.owner_is_bank_owner === true) return issues;
  const payer = body.bank?.payer;
  if (!payer || isBlank(payer.vat)) issues.push(['bank.payer.vat', 'required']);
  else if (!isValidTaxId(payer.vat)) issues.push(['bank.payer.vat', 'vat_not_valid']);
  if (isBlank(payer?.name)) issues.push(['bank.payer.name', 'required']);
  if (payer && !isCompanyTaxId(payer.vat) && isBlank(payer.surname1)) {
    issues.push(['bank.payer.surname1', 'required']);
  }
  return issues;
}

/** Step 5, the confirmation: the conditions and the privacy policy, unless signed in. */
export function confirmationIssues(body: AnyLeadBody, rules: LeadRules): LeadIssue[] {
  if (rules.authenticated) return [];
  const issues: LeadIssue[] = [];
  if (body.accept_ov_conditions !== true) issues.push(['accept_ov_conditions', 'required']);
  if (body.accept_gdpr !== true) issues.push(['accept_gdpr', 'required']);
  return issues;
}

/**
 * Every problem of a lead body up to the step it carries: a lead sent at step 3 must have its
 * installation, person and contract right, and may leave the rest. The gas lead's step 3 is the gas
 * contract. A company under business halt has no contract or payment to check.
 */
export function leadIssues(
  body: AnyLeadBody,
  energy: ContractingEnergy,
  rules: LeadRules,
): LeadIssue[] {
  const step = body.confirm ? LEAD_STEPS.confirmation : body.step;
  const halted = skipsContractAndPayment(body, rules.businessHalt);
  const issues: LeadIssue[] = [...installationIssues(body, rules)];
  if (step >= LEAD_STEPS.person) issues.push(...personIssues(body, rules));
  if (step >= LEAD_STEPS.contract && !halted) {
    issues.push(
      ...(energy === 'gas'
        ? gasContractIssues(body as GasLeadBody, rules)
        : contractIssues(body as LeadBody, rules)),
    );
  }
  if (step >= LEAD_STEPS.payment && !halted) issues.push(...paymentIssues(body));
  if (step >= LEAD_STEPS.confirmation) issues.push(...confirmationIssues(body, rules));
  return issues;
}

/** The issues as the API's field errors (`{ errors: { field: [code] } }`), first code per field. */
export function leadIssuesAsFieldErrors(issues: readonly LeadIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [path, code] of issues) errors[path] ??= [code];
  return errors;
}
