import * as z from 'zod/mini';
import { isValidFileName } from './uploads';
import { langQuery, queryInt } from './query';
import { INTEGER_MAX } from './limits';

/**
 * The contracting wizard's calls (spec 3 points 3 and 7, docs/decisions/018): the lookups, the
 * retailer's contracting configuration, the lead (FormConfirm) and its answers. The rules of each
 * step are in rules/lead-steps.ts; they judge a lead body, on the form and on the server alike.
 */

/** Energy of a lead, a product, an access tariff. */
export const contractingEnergies = ['electricity', 'gas'] as const;
export type ContractingEnergy = (typeof contractingEnergies)[number];

/** Residence types of the installation step (spec 3 point 9). */
export const residenceTypes = ['habitual', 'second', 'business'] as const;
export type ResidenceType = (typeof residenceTypes)[number];

/**
 * What a supply is for (docs/decisions/030): a home (a habitual or second residence of a person) or
 * a business (premises where an activity is carried on, or any supply of a company). A product is
 * published for one use or for both (`rules/supply-use.ts`).
 */
export const supplyUses = ['household', 'business'] as const;
export type SupplyUse = (typeof supplyUses)[number];

/** The household activity set for habitual and second residences (spec 3 point 9). */
export const HOUSEHOLD_CNAE = { id: 986, code: '9820' } as const;

/** Self-consumption codes (spec 3 point 9): none, and the one set when the customer turns it on. */
export const SELFCONS_NONE = '00';
export const SELFCONS_DEFAULT = '41';

/** Files per field (spec 3 point 9). */
export const LEAD_FILE_LIMITS = {
  invoice: { min: 1, max: 3 },
  nif: { min: 1, max: 2 },
  selfcons_attach: { min: 1, max: 3 },
  cif: { min: 1, max: 2 },
} as const;

/** What a lead body may hold besides its files: the fields and the JSON around them. */
const LEAD_FIELDS_BYTES = 1024 * 1024;
/** A file's data URL and name around its base64, at most. */
const FILE_ENVELOPE_BYTES = 512;
/**
 * The files of the size limit one lead body may carry: those of a step at most (the installation's
 * invoices, the contract's documents); a whole lead's files together weigh at most as much.
 */
export const LEAD_BODY_FILES = 3;

/**
 * The largest lead body, in bytes (docs/decisions/018): three files of the retailer's size limit in
 * base64, and a megabyte for the rest. A whole lead sent at once (leads off, or no consent to keep
 * it) holds every file: the wizard checks it against this before sending.
 */
export const leadBodyLimit = (fileSizeLimit: number) =>
  LEAD_BODY_FILES * (Math.ceil(fileSizeLimit / 3) * 4 + FILE_ENVELOPE_BYTES) + LEAD_FIELDS_BYTES;

/** Address lengths (spec 3 point 9). */
export const ADDRESS_MAX_LENGTHS = { nv: 256, pnp: 9, bq: 4, es: 4, pt: 10, pu: 4 } as const;

/** Access tariffs above this power (kW, in any period) are 3.0TD rather than 2.0TD (spec 3 point 7). */
export const HOUSEHOLD_TARIFF_MAX_KW = 15;

/** Languages a new customer may choose for the retailer's communications. */
export const commsLanguages = ['es', 'ca', 'en'] as const;

// ---------------------------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------------------------

export const accessTariffSchema = z.object({ id: z.int(), name: z.string() });
export type AccessTariff = z.infer<typeof accessTariffSchema>;

/**
 * A product the retailer sells (spec 3 point 3 "Product items"), named and described in the
 * request's language, with its prices before taxes (docs/decisions/030): `power_prices` per period
 * P1… in €/kW·day for electricity, and for gas its one fixed term in €/day; `energy_prices` per
 * period in €/kWh.
 */
export const contractingProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  ov_description: z.nullable(z.string()),
  ov_link: z.nullable(z.string()),
  power_prices: z.array(z.number()),
  energy_prices: z.array(z.number()),
});
export type ContractingProduct = z.infer<typeof contractingProductSchema>;

export const cnaeSchema = z.object({ id: z.int(), name: z.string(), descripcio: z.string() });
export type Cnae = z.infer<typeof cnaeSchema>;

/** A retailer the customer may come from (spec 3 point 3 "Retailer (comer)"). */
export const comerSchema = z.object({ id: z.int(), name: z.string() });
export type Comer = z.infer<typeof comerSchema>;

/** A kW value typed in a query (`?power=5,75` or `5.75`). */
const queryKw = z.pipe(
  z.string().check(z.regex(/^\d{1,5}([.,]\d{1,3})?$/, 'power_field_not_valid')),
  z.transform((text) => Number(text.replace(',', '.'))),
);

/** `tariff?power=`: the electricity access tariffs a power needs; `old` is accepted and ignored. */
export const tariffQuerySchema = z.object({
  power: z.optional(queryKw),
  old: z.optional(z.string().check(z.maxLength(5))),
  lang: langQuery,
});

const queryId = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, 'invalid_value')),
  z.transform(Number),
);

const cupsText = z.string().check(z.maxLength(30, 'cups_not_valid'));

/** `pricelist?power&atr&cups[&selfcons][&promocode][&use]&lang`: the products for a tariff and power. */
export const pricelistQuerySchema = z.object({
  power: z.optional(queryKw),
  atr: queryId,
  cups: z.optional(cupsText),
  selfcons: z.optional(z.enum(['true', 'false', '0', '1'])),
  promocode: z.optional(z.string().check(z.maxLength(40, 'too_long'))),
  /** The supply's use: only the products for it (and for both); every product without it. */
  use: z.optional(z.enum(supplyUses)),
  lang: langQuery,
});

/** `gas/pricelist?atr&cups[&use]`: the gas products for a tariff. */
export const gasPricelistQuerySchema = z.object({
  atr: queryId,
  cups: z.optional(cupsText),
  promocode: z.optional(z.string().check(z.maxLength(40, 'too_long'))),
  use: z.optional(z.enum(supplyUses)),
  lang: langQuery,
});

export const cupsParamsSchema = z.object({ cups: cupsText });
export const cupsConfigQuerySchema = z.object({
  old: z.optional(z.string().check(z.maxLength(5))),
  lang: langQuery,
});

/**
 * What the retailer knows of a CUPS (spec 3 point 3 "Contracting config by CUPS"): whether it may be
 * contracted (a supply point the retailer already supplies may not), whether SIPS has data, and the
 * SIPS data. Powers in kW.
 */
export const cupsConfigSchema = z.object({
  cups: z.string(),
  cups_availability: z.object({ available: z.boolean() }),
  cups_data_availability: z.object({ available: z.boolean() }),
  access_tariff: z.nullable(accessTariffSchema),
  address: z.nullable(z.object({ zipcode: z.string() })),
  power_p1: z.nullable(z.number()),
  power_p2: z.nullable(z.number()),
  power_p3: z.nullable(z.number()),
  power_p4: z.nullable(z.number()),
  power_p5: z.nullable(z.number()),
  power_p6: z.nullable(z.number()),
  selfcons: z.boolean(),
  autoconsumo_code: z.string(),
});
export type CupsConfig = z.infer<typeof cupsConfigSchema>;

export const couponParamsSchema = z.object({
  coupon: z.string().check(z.minLength(1), z.maxLength(40, 'too_long')),
});
export const couponValiditySchema = z.object({ valid: z.boolean() });

/** A same-origin path a script loads from (the CSP allows no other). */
const sameOriginPath = z
  .string()
  .check(z.maxLength(300), z.regex(/^\/(?![/\\])[^\s]*$/, 'same_origin_path'));

/**
 * The retailer's contracting configuration (`contractacio/config`): the flags of spec 3 point 5 that
 * decide which fields a step asks and requires. Set through the back office.
 */
export const contractingConfigSchema = z.strictObject({
  /** The lead consent checkbox on the installation step must be ticked (anonymous visitors). */
  requireLeadConsent: z.boolean(),
  /** The confirmation step asks for consent to publicity. */
  askPublicity: z.boolean(),
  /** A current invoice is needed when the supply has an active contract. */
  invoiceRequired: z.boolean(),
  /** Self-consumption needs its documents. */
  requireDocumentation: z.boolean(),
  /** The change-of-owner question must be answered when the supply has an active contract. */
  requireMarkChangeOwner: z.boolean(),
  /** The holder's e-mail is required. */
  emailRequired: z.boolean(),
  /** Companies (by their tax id) may not contract online. */
  restrictCompanyVAT: z.boolean(),
  /** The installation step asks to accept the check of unpaid debts, and it must be accepted. */
  requireMorosityVerification: z.boolean(),
  /** The person step asks the language of the retailer's communications. */
  askCommsLanguage: z.boolean(),
  /** The installation step asks which retailer supplies the point today. */
  showComerOrigin: z.boolean(),
  /** The contract step offers self-consumption. */
  selfconsEnabled: z.boolean(),
  /** After the person step, the tax id is checked against the name (leads/dni-validation). */
  shouldCheckDNI: z.boolean(),
  /** After the person step, the holder's solvency is checked (leads/solvencia). */
  shouldCheckMorosity: z.boolean(),
  /** The wizard shows a help message with the organisation's phone. */
  showHelpMessage: z.boolean(),
  /** The high-voltage 6.xTD access tariffs are offered above 15 kW besides 3.0TD. */
  highVoltageTariffs: z.boolean(),
  /**
   * A tracking script the wizard loads on the finish step (after marketing consent), `{orderId}` in
   * its path replaced by the CUPS; and a chat script loaded on the wizard. Same-origin paths.
   */
  trackingScript: z.nullable(sameOriginPath),
  chatScript: z.nullable(sameOriginPath),
});
export type ContractingConfig = z.infer<typeof contractingConfigSchema>;

export const defaultContractingConfig: ContractingConfig = {
  requireLeadConsent: true,
  askPublicity: true,
  invoiceRequired: true,
  requireDocumentation: true,
  requireMarkChangeOwner: true,
  emailRequired: true,
  restrictCompanyVAT: false,
  requireMorosityVerification: false,
  askCommsLanguage: true,
  showComerOrigin: true,
  selfconsEnabled: true,
  shouldCheckDNI: true,
  shouldCheckMorosity: true,
  showHelpMessage: true,
  highVoltageTariffs: false,
  trackingScript: null,
  chatScript: null,
};

/** The back office's change of the contracting configuration: a patch, validated whole once merged. */
export const contractingConfigPatchSchema = z.partial(contractingConfigSchema);

// ---------------------------------------------------------------------------------------------
// The lead (FormConfirm, spec 3 point 3)
// ---------------------------------------------------------------------------------------------

/** The types a wizard file may have: the ones the server checks on content (decision 013). */
export const leadFileTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** A file as the wizard sends it: its name and its content as a base64 data URL (spec 3 point 5). */
export const leadFileSchema = z.strictObject({
  name: z.string().check(z.refine(isValidFileName, 'invalid_file_name')),
  content: z
    .string()
    .check(
      z.regex(
        /^data:(application\/pdf|image\/png|image\/jpeg);base64,[A-Za-z0-9+/]+={0,2}$/,
        'invalid_attachment_type',
      ),
    ),
});
export type LeadFile = z.infer<typeof leadFileSchema>;

/** The bytes a data URL's base64 holds. */
export function leadFileSize(file: LeadFile): number {
  const base64 = file.content.slice(file.content.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

const text = (max: number) => z.string().check(z.maxLength(max, 'too_long'));
const files = z.array(leadFileSchema).check(z.maxLength(6, 'too_long'));

/** An address of the wizard (spec 3 point 3 "Address"); the step rules say which parts are required. */
export const leadAddressSchema = z.strictObject({
  dp: text(10),
  ine: text(10),
  state: text(10),
  poblacio: text(200),
  tv: text(10),
  nv: text(300),
  pnp: text(30),
  bq: z.optional(text(30)),
  es: z.optional(text(30)),
  pt: z.optional(text(30)),
  pu: z.optional(text(30)),
  ref_catastral: z.optional(text(30)),
  aclarador: z.optional(text(300)),
});
export type LeadAddress = z.infer<typeof leadAddressSchema>;

/** The holder's fiscal address: the supply's unless `different_address`. */
export const leadOwnerAddressSchema = z.strictObject({
  different_address: z.boolean(),
  address: z.optional(leadAddressSchema),
});

/** The holder (type F a person, J a company) and, for a company, its representative. */
export const leadOwnerSchema = z.strictObject({
  type: z.enum(['F', 'J']),
  vat: text(20),
  name: text(200),
  surname1: z.optional(text(200)),
  surname2: z.optional(text(200)),
  mobile: text(20),
  email: text(254),
  representante_vat: z.optional(text(20)),
  representante_name: z.optional(text(200)),
  representante_surname1: z.optional(text(200)),
  representante_surname2: z.optional(text(200)),
});

/**
 * The account holder who pays when it is not the contract's holder (spec 2 point 3 shows a
 * contract's payer; spec 3 leaves the wizard's isOwner without a way forward): a person or a
 * company, by tax id and name.
 */
export const leadPayerSchema = z.strictObject({
  vat: text(20),
  name: text(200),
  surname1: z.optional(text(200)),
  surname2: z.optional(text(200)),
});
export type LeadPayer = z.infer<typeof leadPayerSchema>;

const kw = z.nullable(z.number().check(z.minimum(0, 'power_field_not_valid'), z.maximum(100_000)));

/** What both leads carry: the installation, the person, the payment and the confirmation. */
const commonLeadShape = {
  /** The lead this step continues; none on the first step sent. */
  lead_id: z.optional(z.uuid()),
  step: z.int().check(z.minimum(1), z.maximum(5)),
  confirm: z.optional(z.boolean()),
  allow_contact: z.optional(z.boolean()),
  accept_morosity_verification: z.optional(z.boolean()),
  activeContract: z.optional(z.boolean()),
  cups: z.optional(text(30)),
  address: z.optional(leadAddressSchema),
  residence_type: z.optional(z.enum(residenceTypes)),
  cnae: z.optional(z.int().check(z.positive(), z.maximum(INTEGER_MAX))),
  comerOrigin: z.optional(z.nullable(z.int().check(z.positive(), z.maximum(INTEGER_MAX)))),
  invoice: z.optional(files),
  owner: z.optional(leadOwnerSchema),
  owner_address: z.optional(leadOwnerAddressSchema),
  /** The company's document (spec 3 point 3, nifEmpresa). */
  cif: z.optional(files),
  nif_faceup: z.optional(z.nullable(leadFileSchema)),
  nif_facedown: z.optional(z.nullable(leadFileSchema)),
  change_owner: z.optional(z.boolean()),
  commsLanguage: z.optional(z.enum(commsLanguages)),
  promotional_code: z.optional(z.array(text(40)).check(z.maxLength(5, 'too_long'))),
  /** The product (`selectedProduct`) and the access tariff, by id. */
  tarifa: z.optional(z.int().check(z.maximum(INTEGER_MAX))),
  tarifaATR: z.optional(z.int().check(z.maximum(INTEGER_MAX))),
  bank: z.optional(
    z.strictObject({
      iban: text(40),
      owner_is_bank_owner: z.boolean(),
      /** Who pays from the account when it is not the holder's (issue 25 point 19). */
      payer: z.optional(leadPayerSchema),
    }),
  ),
  accept_gdpr: z.optional(z.boolean()),
  accept_ov_conditions: z.optional(z.boolean()),
  activate_publicity: z.optional(z.boolean()),
};

/** `POST leads`: the electricity lead, with its powers (kW) and self-consumption. */
export const leadBodySchema = z.strictObject({
  ...commonLeadShape,
  power: z.optional(kw),
  power2: z.optional(kw),
  power3: z.optional(kw),
  power4: z.optional(kw),
  power5: z.optional(kw),
  power6: z.optional(kw),
  selfconsCode: z.optional(z.string().check(z.regex(/^\d{2}$/, 'invalid_value'))),
  selfcons_attach: z.optional(files),
});
export type LeadBody = z.infer<typeof leadBodySchema>;

/** `POST gas/leads`: the gas lead; in the dual wizard it names the electricity lead. */
export const gasLeadBodySchema = z.strictObject({
  ...commonLeadShape,
  electricityLeadId: z.optional(z.uuid()),
});
export type GasLeadBody = z.infer<typeof gasLeadBodySchema>;

export const confirmStatuses = ['OK', 'ERROR'] as const;

/** A lead step's answer; a confirmation's also carries what the finish step shows. */
export const leadAnswerSchema = z.object({
  lead_id: z.string(),
  status: z.enum(confirmStatuses),
  result: z.optional(
    z.object({
      render: z.object({ format: z.enum(['html', 'markdown']), body: z.string() }),
    }),
  ),
});
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;

export const leadIdParamsSchema = z.object({ lead_id: z.uuid({ error: 'invalid_value' }) });
export const solvencySchema = z.object({ scoring: z.boolean() });
export const dniValidationSchema = z.object({ dni_valid: z.boolean() });

// ---------------------------------------------------------------------------------------------
// The back office
// ---------------------------------------------------------------------------------------------

/**
 * A lead's state: open while steps come (contacted: open still, and called back by staff), confirmed
 * by the visitor, signed by staff, discarded by staff, or cancelled (replaced by a later gas lead
 * of the dual wizard).
 */
export const leadStates = [
  'open',
  'contacted',
  'confirmed',
  'signed',
  'discarded',
  'cancelled',
] as const;
export type LeadState = (typeof leadStates)[number];

/** The states in which a lead still takes the visitor's steps (and may be confirmed). */
export const stepTakingLeadStates = ['open', 'contacted'] as const satisfies readonly LeadState[];
export const leadTakesSteps = (state: LeadState): boolean =>
  (stepTakingLeadStates as readonly LeadState[]).includes(state);

/** The states staff set by hand (signing is its own call, as it activates the contract). */
export const staffLeadMarks = ['contacted', 'discarded'] as const;
export type StaffLeadMark = (typeof staffLeadMarks)[number];

/**
 * The marks a lead in `state` may take: a lead that takes steps may be called back or discarded; a
 * confirmed one waits for signing (its draft contract is made), and the rest are final.
 */
export function staffLeadMarksFrom(state: LeadState): readonly StaffLeadMark[] {
  if (state === 'open') return staffLeadMarks;
  if (state === 'contacted') return ['discarded'];
  return [];
}

/** `POST backoffice/leads/{id}/state`: the mark staff set. */
export const staffLeadStateBodySchema = z.strictObject({
  state: z.enum(staffLeadMarks, {
    error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value'),
  }),
});
export type StaffLeadStateBody = z.infer<typeof staffLeadStateBodySchema>;

export const staffLeadListQuerySchema = z.object({
  state: z.optional(z.enum(leadStates)),
  energy: z.optional(z.enum(contractingEnergies)),
  offset: z.optional(queryId),
  limit: z.optional(queryId),
});

export const staffLeadSchema = z.object({
  id: z.string(),
  energy: z.enum(contractingEnergies),
  state: z.enum(leadStates),
  step: z.int(),
  cups: z.nullable(z.string()),
  holder_name: z.nullable(z.string()),
  holder_vat: z.nullable(z.string()),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  /** The draft contract a confirmation created (none for a company under business halt). */
  contract_name: z.nullable(z.string()),
  electricity_lead_id: z.nullable(z.string()),
  solvency_ok: z.nullable(z.boolean()),
  dni_valid: z.nullable(z.boolean()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;

export const staffLeadListSchema = z.object({
  items: z.array(staffLeadSchema),
  offset: z.int(),
  limit: z.int(),
  n_items: z.int(),
  /** How many leads each state holds, under the list's other filters. */
  counts: z.record(z.enum(leadStates), z.int()),
});
export type StaffLeadList = z.infer<typeof staffLeadListSchema>;
export type StaffLeadListQuery = z.input<typeof staffLeadListQuerySchema>;

/** A lead with the data as the visitor last sent it and its files (each downloaded by its id). */
export const staffLeadDetailSchema = z.object({
  ...staffLeadSchema.shape,
  data: z.record(z.string(), z.unknown()),
  files: z.array(z.object({ id: z.int(), field: z.string(), name: z.string(), size: z.int() })),
});
export type StaffLeadDetail = z.infer<typeof staffLeadDetailSchema>;

export const staffLeadParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });
export const staffLeadFileParamsSchema = z.object({
  ...staffLeadParamsSchema.shape,
  fileId: queryInt(1, INTEGER_MAX),
});

/** A SIPS data set line, as the back office imports it (CSV, one supply point per line). */
export const sipsImportAnswerSchema = z.object({ imported: z.int(), rejected: z.int() });
export type SipsImportAnswer = z.infer<typeof sipsImportAnswerSchema>;
