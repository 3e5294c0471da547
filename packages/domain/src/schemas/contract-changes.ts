import * as z from 'zod/mini';
import { isValidEmail } from '../validators/email';
import { parseDecimalInput } from '../format/units';
import {
  checkAccessTariffPowers,
  kwToWatts,
  MAX_POWER_KW_2TD,
  POWER_PERIODS,
  validatePowerChange,
  type PowerPeriod,
  type PowersKw,
} from '../rules/power';
import { bodyFormSchema, bodyIssuesOnFields, formSchema } from './form';
import { INTEGER_MAX } from './limits';
import { contractTypeSchema, idParam } from './contracts';
import { signatureRequestKindSchema } from './settings';
import {
  booleanFromText,
  integerFromText,
  uploadFilesSchema,
  uploadFileTypes,
  type UploadFileInfo,
} from './uploads';
import { isValidIban, normalizeIban } from '../validators/iban';
import { isValidPhone, normalizePhone } from '../validators/phone';
import {
  isValidCadastralReference,
  normalizeCadastralReference,
} from '../validators/cadastral-reference';

/**
 * Request bodies and answers of the contract change calls (spec 2 point 7, "IBAN, power, sending
 * method", "Addresses", "Tariff options", "No-SIPS and electronic notification"; shapes of
 * docs/decisions/005), with the field error codes of spec 2 point 5. Strict: unknown fields are
 * rejected.
 */

const text = (code: string, max = 256) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
    .check(z.trim(), z.minLength(1, code), z.maxLength(max, 'too_long'));

const optionalText = (max = 64) =>
  z.optional(z.string({ error: 'invalid_type' }).check(z.trim(), z.maxLength(max, 'too_long')));

/** A power in watts (kW × 1000): a whole number above 0 (power_modification_validation). */
const watts = z
  .int({ error: 'power_modification_validation' })
  .check(z.positive('power_modification_validation'), z.maximum(100_000_000, 'invalid_value'));

/** POST contracts/{contractName}/power/: phone, P1 required, P2–P6 when the tariff has them. */
export const powerChangeBodySchema = z.strictObject({
  phone: text('required', 20).check(z.refine(isValidPhone, 'phone_not_valid')),
  power_p1: watts,
  power_p2: z.optional(watts),
  power_p3: z.optional(watts),
  power_p4: z.optional(watts),
  power_p5: z.optional(watts),
  power_p6: z.optional(watts),
});
export type PowerChangeBody = z.infer<typeof powerChangeBodySchema>;

/** What the power dialog holds: the phone and the power of each of the contract's periods, in kW as typed. */
export type PowerChangeForm = { phone: string } & Partial<Record<`power_${PowerPeriod}`, string>>;

/** The contract a power change is for: its access tariff and current powers in kW (its periods). */
export interface PowerChangeContract {
  tariff: string;
  current: PowersKw;
}

const periodsOf = (current: PowersKw) =>
  POWER_PERIODS.filter((period) => current[period] !== undefined);

/** The typed powers that read as numbers above 0 and differ from the current ones, in kW. */
export function changedPowers(form: PowerChangeForm, { current }: PowerChangeContract): PowersKw {
  const powers: PowersKw = {};
  for (const period of periodsOf(current)) {
    const kw = parseDecimalInput(form[`power_${period}`] ?? '');
    if (kw !== null && kw > 0 && kwToWatts(kw) !== kwToWatts(current[period] ?? 0)) {
      powers[period] = kw;
    }
  }
  return powers;
}

/**
 * The access tariff's limits (2.0TD at most 15 kW; 3.0TD and 6.xTD never decreasing), put on the
 * periods that break them; blank periods keep their current power.
 */
function tariffErrors(tariff: string, requested: PowersKw, current: PowersKw) {
  const periods = periodsOf(current);
  const merged: PowersKw = { ...current, ...requested };
  const problem = checkAccessTariffPowers(tariff, merged);
  const failing = periods.filter((period, index) => {
    const kw = merged[period];
    if (kw === undefined || requested[period] === undefined) return false;
    if (problem === 'power_over_limit_2td') return kwToWatts(kw) > kwToWatts(MAX_POWER_KW_2TD);
    const before = index > 0 ? merged[periods[index - 1]!] : undefined;
    const after = merged[periods[index + 1]!];
    return (
      problem === 'power_decreasing_periods' &&
      ((before !== undefined && kwToWatts(kw) < kwToWatts(before)) ||
        (after !== undefined && kwToWatts(after) < kwToWatts(kw)))
    );
  });
  return problem ? failing.map((period) => [period, problem] as const) : [];
}

/**
 * The errors of the typed powers: a period left as it is keeps its power and is no error once
 * another one changes (with none changed, each says it is the same: spec 2 point 5); the tariff's
 * limits are put on the changed periods only.
 */
export function powerFormErrors(
  form: PowerChangeForm,
  contract: PowerChangeContract,
): Partial<Record<PowerPeriod, string>> {
  const { tariff, current } = contract;
  const errors: Partial<Record<PowerPeriod, string>> = {};
  const changed = changedPowers(form, contract);
  const anyChanged = Object.keys(changed).length > 0;
  const typed: Partial<Record<PowerPeriod, string>> = {};
  for (const period of POWER_PERIODS) typed[period] = form[`power_${period}`];
  const ruleErrors = validatePowerChange(typed, current);
  for (const period of periodsOf(current)) {
    const code = ruleErrors[period];
    if (code && !(anyChanged && code === 'power_modification_same')) errors[period] = code;
  }
  for (const [period, code] of tariffErrors(tariff, changed, current)) {
    errors[period] ??= code;
  }
  return errors;
}

const powerFormFields = ['phone', ...POWER_PERIODS.map((period) => `power_${period}` as const)];

/**
 * The power dialog's schema (spec 2 points 4 and 5): the phone, and powers in kW as typed (comma or
 * dot decimals) that become the body's watts. P1 is always sent (its current power when it is left
 * as it is), the other periods only when they change.
 */
export function powerChangeFormSchema(contract: PowerChangeContract) {
  return formSchema<PowerChangeForm, PowerChangeBody, string>(
    z.object({
      phone: z.string(),
      power_p1: z.optional(z.string()),
      power_p2: z.optional(z.string()),
      power_p3: z.optional(z.string()),
      power_p4: z.optional(z.string()),
      power_p5: z.optional(z.string()),
      power_p6: z.optional(z.string()),
    }),
    (form) => {
      const powerIssues = Object.entries(powerFormErrors(form, contract)).map(
        ([period, code]) => [`power_${period}`, code] as const,
      );
      const requested = changedPowers(form, contract);
      const body: Record<string, unknown> = {
        phone: form.phone,
        power_p1: kwToWatts(requested.p1 ?? contract.current.p1 ?? 0),
      };
      for (const [period, kw] of Object.entries(requested)) {
        if (period !== 'p1') body[`power_${period}`] = kwToWatts(kw);
      }
      const parsed = powerChangeBodySchema.safeParse(body);
      if (parsed.success) {
        return powerIssues.length === 0 ? { body: parsed.data } : { issues: powerIssues };
      }
      const bodyIssues = bodyIssuesOnFields(parsed.error.issues, (field) =>
        (powerFormFields as string[]).includes(field) ? field : undefined,
      );
      // A power's own rule speaks before the body's limits.
      return { issues: [...new Map<string, string>([...bodyIssues, ...powerIssues])] };
    },
  );
}

/** A database id: a whole number from 1 to what an integer column holds. */
const id = z
  .int({ error: 'invalid_type' })
  .check(z.positive('invalid_value'), z.maximum(INTEGER_MAX, 'invalid_value'));

/** A missing value is `required`, any other wrong one `invalid_value`. */
const requiredOr = (code: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : code),
});

// An empty value is only `required`.
const email = text('required', 254).check(
  z.refine((value) => value === '' || isValidEmail(value), 'validation_email_name_not_valid'),
);
/** A mobile or phone number, kept as it is stored: without spaces, with its country prefix. */
const phone = text('required', 20).check(
  z.refine((value) => value === '' || isValidPhone(value), 'phone_not_valid'),
  z.overwrite(normalizePhone),
);

/** Every change call answers whether the change waits for the customer's signature. */
export const changeAnswerSchema = z.object({ waiting_for_signature: z.boolean() });
export type ChangeAnswer = z.infer<typeof changeAnswerSchema>;

/** IBAN change: `result` is the bank account now (or, once signed, to be) the contract's. */
export const ibanChangeAnswerSchema = z.object({
  waiting_for_signature: z.boolean(),
  result: z.int(),
});

/** Notification address change: `result` is the new address's id, null for an existing one. */
export const notificationChangeAnswerSchema = z.object({
  waiting_for_signature: z.boolean(),
  result: z.nullable(z.int()),
});

/** GET ibans/ and GET contracts/ibans/: the customer's bank accounts, masked. */
export const ibanListSchema = z.object({
  items: z.array(z.object({ id: z.int(), printable_iban: z.string() })),
});
export type IbanList = z.infer<typeof ibanListSchema>;

/** Files of a change (spec 2 point 5 "Files"): PDF or image, at most five. */
export const changeFileMimeTypes = uploadFileTypes;
export const CHANGE_FILES_MAX = 5;

/**
 * POST contracts/{name}/iban/ (spec 2 point 3 "IBAN change payload", point 5 "IBAN"), a
 * multipart/form-data body: these text fields and the `files` (checked by `uploadFilesSchema`). An
 * account already registered by its id, or a new IBAN, valid and kept without spaces in upper case;
 * the owner confirmation is required (iban_change_validation). Whether files are required (the
 * retailer's iban.requireAttachment) and their size limit are settings.
 */
export const ibanChangeFieldsSchema = z
  .strictObject({
    already_registered: z.enum(['yes', 'no'], requiredOr('invalid_value')),
    bank_id: z.optional(integerFromText(id)),
    iban: z.optional(
      z
        .string({ error: 'invalid_type' })
        .check(z.overwrite(normalizeIban), z.refine(isValidIban, 'iban_field_invalid')),
    ),
    owner_is_bank_owner: booleanFromText(z.literal(true, 'iban_change_validation')),
  })
  .check(
    z.superRefine((body, ctx) => {
      const missing = body.already_registered === 'yes' ? 'bank_id' : 'iban';
      if (body[missing] === undefined) {
        ctx.issues.push({ code: 'custom', message: 'required', path: [missing], input: body });
      }
    }),
  );
/** The fields as the form gives them; numbers and booleans travel as text. */
export type IbanChangeFields = z.input<typeof ibanChangeFieldsSchema>;
export type IbanChangeFieldsOutput = z.output<typeof ibanChangeFieldsSchema>;

/** What the IBAN change takes besides its fields: whether a file is needed, and its size limit. */
export interface IbanChangeFileRules {
  /** The retailer's iban.requireAttachment. */
  requireAttachment: boolean;
  /** The setting fileUploadSizeLimit, in bytes. */
  sizeLimit: number;
}

/** What the IBAN dialog holds; the files are the ones chosen, as the browser gives them. */
export interface IbanChangeForm<F extends UploadFileInfo = UploadFileInfo> {
  mode: 'existing' | 'new';
  bank_id: string;
  iban: string;
  owner_is_bank_owner: boolean;
  files: F[];
}

/**
 * The IBAN dialog's schema (spec 2 point 5 "IBAN"): an account of the list (its id as the radio's
 * text) or a new IBAN as typed, the owner's confirmation, and the chosen files (of the browser's
 * `File` type in the web). It gives the call's text fields and the files.
 */
export function ibanChangeFormSchema<F extends UploadFileInfo>(rules: IbanChangeFileRules) {
  const filesSchema = uploadFilesSchema({
    max: CHANGE_FILES_MAX,
    sizeLimit: rules.sizeLimit,
    types: changeFileMimeTypes,
    whenMissing: rules.requireAttachment ? 'iban_change_has_files' : undefined,
  });
  return formSchema<IbanChangeForm<F>, { fields: IbanChangeFields; files: F[] }, string>(
    z.object({
      mode: z.enum(['existing', 'new']),
      bank_id: z.string(),
      iban: z.string(),
      owner_is_bank_owner: z.boolean(),
      files: z.array(z.custom<F>()),
    }),
    (form) => {
      const issues: [string, string][] = [];
      if (form.mode === 'existing' && form.bank_id === '') issues.push(['bank_id', 'required']);
      if (form.mode === 'new' && !isValidIban(form.iban)) {
        issues.push(['iban', normalizeIban(form.iban) === '' ? 'required' : 'iban_field_invalid']);
      }
      if (!form.owner_is_bank_owner) issues.push(['owner_is_bank_owner', 'iban_change_validation']);
      const files = filesSchema.safeParse(
        form.files.map(({ name, type, size }) => ({ name, type, size })),
      );
      const [fileIssue] = files.error?.issues ?? [];
      if (fileIssue) issues.push(['files', fileIssue.message]);
      if (issues.length > 0) return { issues };
      const fields: IbanChangeFields =
        form.mode === 'existing'
          ? { already_registered: 'yes', bank_id: Number(form.bank_id), owner_is_bank_owner: true }
          : { already_registered: 'no', iban: normalizeIban(form.iban), owner_is_bank_owner: true };
      return { body: { fields, files: form.files } };
    },
  );
}

/** POST contracts/{name}: how invoices are sent. */
export const invoiceSendingBodySchema = z.strictObject({
  invoice_online: z.enum(['email', 'postal'], requiredOr('invalid_value')),
});
export type InvoiceSendingBody = z.infer<typeof invoiceSendingBodySchema>;

/** POST contracts/{name}/ with invoice_online true: the e-invoice is turned on. */
export const eInvoiceBodySchema = z.strictObject({
  invoice_online: z.literal(true, requiredOr('invalid_value')),
});

/**
 * A new notification address (spec 2 point 3 "Address" and point 5 "New notification address"):
 * postal code of exactly 5 characters, name, city, street type, street name and number required; the
 * cadastral reference optional but valid when given (typed with spaces or lower case, it is kept
 * uppercased without spaces); e-mail and mobile required.
 */
export const newAddressFields = {
  name: text('required'),
  zipcode: z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
    .check(z.trim(), z.regex(/^\d{5}$/, 'change_address_validation')),
  city: text('required', 128),
  municipi: text('required', 5).check(z.regex(/^\d{5}$/, 'invalid_value')),
  /** The province as GET geo/provincies/ gives it ("08"). */
  state_id: z
    .string({ error: 'invalid_type' })
    .check(z.regex(/^(0[1-9]|[1-4]\d|5[0-2])$/, 'invalid_value')),
  /** The street type as GET geo/tipovias/ gives it ("CL"). */
  tv: z.string({ error: 'invalid_type' }).check(z.regex(/^[A-Z]{2,3}$/, 'invalid_value')),
  nv: text('required', 128),
  pnp: text('required', 16),
  bq: optionalText(),
  es: optionalText(),
  pt: optionalText(),
  pu: optionalText(),
  aclarador: optionalText(256),
  ref_catastral: z.optional(
    z.string({ error: 'invalid_type' }).check(
      z.overwrite(normalizeCadastralReference),
      z.refine(
        (reference) => reference === '' || isValidCadastralReference(reference),
        'contractation_not_valid_ref',
      ),
    ),
  ),
  email: text('required', 254).check(z.refine(isValidEmail, 'validation_email_name_not_valid')),
  mobile: text('required', 20).check(z.refine(isValidPhone, 'phone_not_valid')),
};

/** POST contracts/{name}/notification/: an existing address by id, or a new one. */
export const notificationAddressBodySchema = z.discriminatedUnion('address_type', [
  z.strictObject({ address_type: z.literal('existing'), address_id: id }),
  z.strictObject({ address_type: z.literal('new'), ...newAddressFields }),
]);
export type NotificationAddressBody = z.infer<typeof notificationAddressBodySchema>;

/** The fields of a new address the customer types or picks in the address dialog. */
export const notificationAddressTextFields = [
  'name',
  'zipcode',
  'municipi',
  'tv',
  'nv',
  'pnp',
  'bq',
  'es',
  'pt',
  'pu',
  'aclarador',
  'ref_catastral',
  'email',
  'mobile',
] as const;
type NotificationAddressTextField = (typeof notificationAddressTextFields)[number];
export type NotificationAddressFormField = 'address_id' | NotificationAddressTextField;

/**
 * What the address dialog holds: an existing address (its id as the radio's text) or a new one,
 * every field as typed. City and province are not typed: they come from the chosen municipality.
 */
export const notificationAddressFormSchema = bodyFormSchema(
  z.object({
    mode: z.enum(['existing', 'new']),
    address_id: z.string(),
    city: z.string(),
    state_id: z.string(),
    ...(Object.fromEntries(
      notificationAddressTextFields.map((field) => [field, z.string()]),
    ) as Record<NotificationAddressTextField, z.ZodMiniString<string>>),
  }),
  notificationAddressBodySchema,
  (form) => {
    const given = (value: string) => (value === '' ? undefined : value);
    if (form.mode === 'existing') {
      return {
        address_type: 'existing',
        address_id: form.address_id === '' ? undefined : Number(form.address_id),
      };
    }
    const optional = (value: string) => (value.trim() === '' ? undefined : value);
    return {
      address_type: 'new',
      name: form.name,
      zipcode: form.zipcode,
      city: given(form.city),
      municipi: given(form.municipi),
      state_id: given(form.state_id),
      tv: given(form.tv),
      nv: form.nv,
      pnp: form.pnp,
      bq: optional(form.bq),
      es: optional(form.es),
      pt: optional(form.pt),
      pu: optional(form.pu),
      aclarador: optional(form.aclarador),
      ref_catastral: optional(form.ref_catastral),
      email: form.email,
      mobile: form.mobile,
    };
  },
  // City and province belong to the municipality the customer chose.
  (field): NotificationAddressFormField | undefined => {
    if (field === 'city' || field === 'state_id') return 'municipi';
    return field === 'address_id' ||
      (notificationAddressTextFields as readonly string[]).includes(field)
      ? (field as NotificationAddressFormField)
      : undefined;
  },
);
export type NotificationAddressForm = z.input<typeof notificationAddressFormSchema>;

/** PUT contracts/{name}/notification/email/: the notification address's e-mail. */
export const notificationEmailBodySchema = z.strictObject({ email });
/** PUT contracts/{name}/notification/phone/: the notification address's mobile. */
export const notificationPhoneBodySchema = z.strictObject({ phone });

/** POST contracts/{name}/no_cession_sips/: the customer ticks the no-cession box. */
export const noCessionSipsBodySchema = z.strictObject({
  noCessionSelection: z.literal(true, 'no_cession_sips_required'),
});

/** PUT users/: the contact data electronic notifications go to (spec 2 point 7). */
export const contactDetailsBodySchema = z.strictObject({ email, mobile: phone });
export type ContactDetailsBody = z.infer<typeof contactDetailsBodySchema>;

/** POST contracts/{name}/electronic_notification/ takes an empty object. */
export const electronicNotificationBodySchema = z.strictObject({});

const month = z
  .int(requiredOr('invalid_value'))
  .check(z.minimum(1, 'invalid_value'), z.maximum(12, 'invalid_value'));
const year = z
  .int(requiredOr('invalid_value'))
  .check(z.minimum(2000, 'invalid_value'), z.maximum(2100, 'invalid_value'));

/**
 * A double-tariff period (spec 2 point 3 "Tariff options"): twelve months from the first day of the
 * start month to the end of the end month.
 */
export const doubleTariffPeriodSchema = z.strictObject({
  startMonth: month,
  startYear: year,
  endMonth: month,
  endYear: year,
});
export type DoubleTariffPeriod = z.infer<typeof doubleTariffPeriodSchema>;

/** Happy hours: a window of whole hours, from startHour to endHour (24 is midnight). */
export const happyHoursSchema = z.strictObject({
  startHour: z
    .int(requiredOr('invalid_value'))
    .check(z.minimum(0, 'invalid_value'), z.maximum(23, 'invalid_value')),
  endHour: z
    .int(requiredOr('invalid_value'))
    .check(z.minimum(1, 'invalid_value'), z.maximum(24, 'invalid_value')),
});
export type HappyHours = z.infer<typeof happyHoursSchema>;

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** Happy day: a weekday and its name in the request's language. */
export const happyDaySchema = z.strictObject({
  value: z.enum(weekdays, requiredOr('invalid_value')),
  label: text('required', 64),
});
export type HappyDay = z.infer<typeof happyDaySchema>;

const currentOf = <T extends z.ZodMiniType>(option: T) => z.object({ current: z.nullable(option) });
const itemsOf = <T extends z.ZodMiniType>(option: T) => z.object({ items: z.array(option) });

/** GET contract/{id}/double-tariff/ and its available periods. */
export const doubleTariffCurrentSchema = currentOf(doubleTariffPeriodSchema);
export const doubleTariffAvailableSchema = itemsOf(doubleTariffPeriodSchema);
export const happyHoursCurrentSchema = currentOf(happyHoursSchema);
export const happyHoursAvailableSchema = itemsOf(happyHoursSchema);
export const happyDayCurrentSchema = currentOf(happyDaySchema);
export const happyDayAvailableSchema = itemsOf(happyDaySchema);

/**
 * The link e-mailed to sign a change waiting for the customer's signature (decision 014): its token,
 * 32 random bytes in base64url.
 */
export const changeSignatureParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'invalid_value')),
});

/** What the signing page shows of the change before it is signed. */
export const changeSignatureSchema = z.object({
  kind: signatureRequestKindSchema,
  contract_name: z.string(),
  contract_type: contractTypeSchema,
  supply_address: z.string(),
  /** The day the change was asked for, YYYY-MM-DD. */
  created_date: z.string(),
  /** When the link stops working, an ISO 8601 instant. */
  expires_at: z.string(),
});
export type ChangeSignature = z.infer<typeof changeSignatureSchema>;

/** A new signing link of the customer's contract waiting for their signature (decision 029). */
export const contractSignatureLinkSchema = z.object({ token: z.string() });

/** The change, signed and applied. */
export const signedChangeSchema = z.object({
  kind: signatureRequestKindSchema,
  contract_name: z.string(),
  contract_type: contractTypeSchema,
  state: z.literal('applied'),
});

// The back office ------------------------------------------------------------------------------

/** A change request waits for the customer's signature, or was applied (signed or not needing it). */
export const changeRequestStates = ['waiting_for_signature', 'applied'] as const;
export type ChangeRequestState = (typeof changeRequestStates)[number];

const pageNumber = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, 'invalid_value')),
  z.transform(Number),
);

/** `GET backoffice/change_requests`: the requests of one state (waiting ones unless named), paged. */
export const staffChangeRequestListQuerySchema = z.object({
  state: z.optional(z.enum(changeRequestStates)),
  offset: z.optional(pageNumber),
  limit: z.optional(pageNumber),
});
export type StaffChangeRequestListQuery = z.input<typeof staffChangeRequestListQuerySchema>;

/** A change request as a supervisor reads it: the contract, its customer, the change and its files. */
export const staffChangeRequestSchema = z.object({
  id: z.int(),
  kind: signatureRequestKindSchema,
  state: z.enum(changeRequestStates),
  created_at: z.string(),
  applied_at: z.nullable(z.string()),
  contract: z.object({
    name: z.string(),
    type: contractTypeSchema,
    cups: z.string(),
  }),
  customer: z.object({
    name: z.string(),
    tax_id: z.nullable(z.string()),
    email: z.nullable(z.string()),
  }),
  documents: z.array(z.object({ id: z.int(), name: z.string(), size: z.int() })),
});
export type StaffChangeRequest = z.infer<typeof staffChangeRequestSchema>;

export const staffChangeRequestListSchema = z.object({
  items: z.array(staffChangeRequestSchema),
  offset: z.int(),
  limit: z.int(),
  n_items: z.int(),
});
export type StaffChangeRequestList = z.infer<typeof staffChangeRequestListSchema>;

export const staffChangeRequestFileParamsSchema = z.object({ id: idParam, fileId: idParam });
