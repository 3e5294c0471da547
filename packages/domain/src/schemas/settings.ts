import * as z from 'zod/mini';
import { INTEGER_MAX } from './limits';

/**
 * The settings object the web loads at start (spec 1 point 3). The retailer's stored values are merged
 * over `defaultSettings`; the defaults are the spec's where it gives one.
 */

export const supportedLanguages = ['ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'] as const;
export const languageSchema = z.enum(supportedLanguages);
export type Language = z.infer<typeof languageSchema>;

export const displayTypeSchema = z.enum(['electricity', 'gas', 'multipoint']);
export const downloadTypeSchema = z.enum(['pdf', 'signed_pdf', 'curve', 'signed_xml']);

/** The change requests a customer can make on a contract (spec 2 point 7). */
export const contractChangeKinds = [
  'power',
  'iban',
  'notification_address',
  'invoice_sending',
  'e_invoice',
  'no_cession_sips',
  'electronic_notification',
  'double_tariff',
  'happy_hours',
  'happy_day',
] as const;
export const contractChangeKindSchema = z.enum(contractChangeKinds);
export type ContractChangeKind = z.infer<typeof contractChangeKindSchema>;

/**
 * What a customer signs with an e-mailed link (decision 014): a change of a contract, or the new
 * contract itself (`contract`, decision 029), which the retailer cannot leave out of the signature.
 */
export const signatureRequestKinds = [...contractChangeKinds, 'contract'] as const;
export const signatureRequestKindSchema = z.enum(signatureRequestKinds);
export type SignatureRequestKind = z.infer<typeof signatureRequestKindSchema>;

export const featureSettingsSchema = z.strictObject({
  powerChange: z.boolean(),
  ibanChange: z.boolean(),
  notificacionAddressChange: z.boolean(),
  signup: z.boolean(),
  displayTypes: z.array(displayTypeSchema).check(z.minLength(1)),
  contact: z.boolean(),
  unsignedContact: z.boolean(),
  noCesionSips: z.boolean(),
  reclamATCMenu: z.boolean(),
  reclamATCContact: z.boolean(),
  reclamATCContract: z.boolean(),
  analytics: z.boolean(),
  leads: z.boolean(),
  showVirtualBattery: z.boolean(),
  oidc: z.boolean(),
  showCoupons: z.boolean(),
  enableServerElements: z.boolean(),
  contactAutoReads: z.boolean(),
  sidebarContract: z.boolean(),
  powerCalculator: z.boolean(),
  comparator: z.boolean(),
  ibanGasChange: z.boolean(),
  disableDownloadContractReport: z.boolean(),
  modifyInvoiceOnline: z.boolean(),
  electronicNotificationButton: z.boolean(),
  businessHaltContractation: z.boolean(),
  newsletter: z.boolean(),
});

/** A path on the portal's own origin (`/x.js`), never `//host/x.js` nor a URL with a scheme. */
const sameOriginScriptSchema = z
  .string()
  .check(z.maxLength(300), z.regex(/^\/(?![/\\])[^\s]*$/, 'same_origin_path'));

export const settingsSchema = z.strictObject({
  api: z.strictObject({ version: z.int().check(z.positive()) }),
  languages: z.strictObject({
    default: languageSchema,
    partners: z.array(languageSchema).check(z.minLength(1)),
  }),
  organization: z.strictObject({
    name: z.string(),
    phone_crm: z.string(),
    email: z.string(),
    schedule: z.strictObject({
      openingHour: z.int().check(z.minimum(0), z.maximum(24)),
      closingHour: z.int().check(z.minimum(0), z.maximum(24)),
      daysPerYear: z.int().check(z.positive()),
    }),
  }),
  features: featureSettingsSchema,
  contracts: z.strictObject({
    itemsPerPage: z.int().check(z.positive()),
    showProduct: z.boolean(),
    showPower: z.boolean(),
    dontShowSearchFilter: z.boolean(),
    /** The detail's action buttons beside the data they change, or all in one row (spec 2 point 2). */
    actionsLayout: z.enum(['beside', 'row']),
    /**
     * Changes the retailer has the customer sign before they apply: these answer
     * `waiting_for_signature` and stay pending on the contract (issue 4 point 2).
     */
    changesRequiringSignature: z.array(contractChangeKindSchema),
  }),
  contractation: z.strictObject({
    electricity: z.boolean(),
    gas: z.boolean(),
    dual: z.boolean(),
    requireAuthentication: z.boolean(),
  }),
  invoices: z.strictObject({
    enablePayment: z.boolean(),
    downloadInNewTab: z.boolean(),
    downloadTypes: z.array(downloadTypeSchema),
    showTotal: z.boolean(),
    itemsPerPage: z.int().check(z.positive()),
    /** Contracts shown by name in the invoices chart; the rest stack as "others" (spec 2 point 9). */
    maxChartSeries: z.int().check(z.positive()),
  }),
  consumption: z.strictObject({
    /** Contracts one consumption chart compares at most (spec 2 point 9). */
    maxChartContracts: z.int().check(z.positive()),
  }),
  signUp: z.strictObject({ cupsField: z.boolean(), invoiceNumber: z.boolean() }),
  links: z.strictObject({
    gdpr: z.string(),
    conditions: z.string(),
    cookies: z.string(),
    privacyPolicy: z.string(),
  }),
  header: z.strictObject({ variant: z.enum(['horizontal', 'drawer', 'drawer-grouped']) }),
  home: z.strictObject({
    type: z.enum(['tabs', 'dashboard', 'other']),
    homepage: z.enum(['invoices', 'contracts']),
  }),
  helpDialog: z.strictObject({ enabled: z.boolean(), customUrl: z.nullable(z.string()) }),
  maintenance: z.strictObject({
    enabled: z.boolean(),
    start: z.nullable(z.string()),
    end: z.nullable(z.string()),
  }),
  errorReporting: z.strictObject({
    enabled: z.boolean(),
    replaysOnErrorSampleRate: z.number().check(z.minimum(0), z.maximum(1)),
    replaysSessionSampleRate: z.number().check(z.minimum(0), z.maximum(1)),
  }),
  units: z.strictObject({
    currency: z.literal('EUR'),
    energy: z.literal('kWh'),
    power: z.literal('kW'),
  }),
  payment: z.strictObject({ url: z.nullable(z.string()) }),
  /**
   * Scripts of the statistics and marketing cookie categories, loaded only after the visitor consents
   * to that category (spec 1 point 2, cookie banner). Same-origin paths only: the CSP allows no other.
   */
  cookies: z.strictObject({
    statisticsScripts: z.array(sameOriginScriptSchema).check(z.maxLength(20)),
    marketingScripts: z.array(sameOriginScriptSchema).check(z.maxLength(20)),
  }),
  login: z.strictObject({ allowDefaultLogin: z.boolean() }),
  fileUploadSizeLimit: z.int().check(z.positive()),
  /** The newsletter page (spec 3 point 2): whether the subscriber's e-mail may be edited there. */
  newsletter: z.strictObject({ mailEditionDisabled: z.boolean() }),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Settings only a signed-in customer receives (`ov_private_settings`). */
export const privateSettingsSchema = z.strictObject({
  invoices: z.strictObject({ paymentPlatforms: z.array(z.string()) }),
  batteries: z.strictObject({ renderType: z.enum(['toggle', 'select']) }),
  iban: z.strictObject({ requireAttachment: z.boolean() }),
  changePasswordUrl: z.nullable(z.string()),
});
export type PrivateSettings = z.infer<typeof privateSettingsSchema>;

export const defaultSettings: Settings = {
  api: { version: 1 },
  languages: { default: 'es-ES', partners: ['ca-ES', 'es-ES'] },
  organization: {
    name: '',
    phone_crm: '',
    email: '',
    schedule: { openingHour: 8, closingHour: 17, daysPerYear: 365 },
  },
  features: {
    powerChange: true,
    ibanChange: true,
    notificacionAddressChange: true,
    signup: true,
    displayTypes: ['electricity'],
    contact: true,
    unsignedContact: true,
    noCesionSips: true,
    reclamATCMenu: true,
    reclamATCContact: true,
    reclamATCContract: true,
    analytics: false,
    leads: true,
    showVirtualBattery: true,
    oidc: false,
    showCoupons: true,
    enableServerElements: true,
    contactAutoReads: false,
    sidebarContract: false,
    powerCalculator: true,
    comparator: true,
    ibanGasChange: true,
    disableDownloadContractReport: false,
    modifyInvoiceOnline: true,
    electronicNotificationButton: true,
    businessHaltContractation: false,
    newsletter: true,
  },
  contracts: {
    itemsPerPage: 10,
    showProduct: true,
    showPower: true,
    dontShowSearchFilter: false,
    actionsLayout: 'beside',
    changesRequiringSignature: ['power', 'no_cession_sips'],
  },
  contractation: { electricity: true, gas: true, dual: true, requireAuthentication: false },
  invoices: {
    enablePayment: true,
    downloadInNewTab: false,
    downloadTypes: ['pdf', 'signed_pdf', 'signed_xml', 'curve'],
    showTotal: true,
    itemsPerPage: 100,
    maxChartSeries: 10,
  },
  consumption: { maxChartContracts: 10 },
  signUp: { cupsField: false, invoiceNumber: false },
  links: { gdpr: '', conditions: '', cookies: '', privacyPolicy: '' },
  header: { variant: 'horizontal' },
  home: { type: 'tabs', homepage: 'invoices' },
  helpDialog: { enabled: true, customUrl: null },
  maintenance: { enabled: false, start: null, end: null },
  errorReporting: { enabled: false, replaysOnErrorSampleRate: 1, replaysSessionSampleRate: 0 },
  units: { currency: 'EUR', energy: 'kWh', power: 'kW' },
  payment: { url: null },
  cookies: { statisticsScripts: [], marketingScripts: [] },
  login: { allowDefaultLogin: true },
  fileUploadSizeLimit: 15_000_000,
  newsletter: { mailEditionDisabled: false },
};

export const defaultPrivateSettings: PrivateSettings = {
  invoices: { paymentPlatforms: ['sandbox'] },
  batteries: { renderType: 'toggle' },
  iban: { requireAttachment: true },
  changePasswordUrl: null,
};

type Plain = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges stored overrides over defaults; arrays and scalars replace, objects merge. */
export function mergeSettings<T extends Plain>(defaults: T, overrides: unknown): T {
  if (!isPlainObject(overrides)) return defaults;
  const merged: Plain = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? mergeSettings(base, value) : value;
  }
  return merged as T;
}

/**
 * The settings answers read over the defaults (spec 1 point 7): a server that leaves a key out still
 * gives whole settings. The portal's own server always sends them whole.
 */
export const settingsAnswerSchema = z.pipe(
  z.transform((answer: unknown) => mergeSettings(defaultSettings, answer)),
  settingsSchema,
);
export const privateSettingsAnswerSchema = z.pipe(
  z.transform((answer: unknown) => mergeSettings(defaultPrivateSettings, answer)),
  privateSettingsSchema,
);

/** The back office's change of the settings: a deep patch of each, validated whole once merged. */
export const settingsPatchBodySchema = z.strictObject({
  public: z.optional(z.record(z.string(), z.unknown())),
  private: z.optional(z.record(z.string(), z.unknown())),
});

/** Both settings objects as the portal now serves them. */
export const allSettingsSchema = z.object({
  public: settingsSchema,
  private: privateSettingsSchema,
});

/** Feature flags of their own call (spec 1 point 3, "Feature flags object"). */
export const featureFlagsSchema = z.strictObject({
  feature_flags: z.strictObject({
    'coupons.coupon': z.boolean(),
    'crm.case': z.boolean(),
  }),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>['feature_flags'];

/** What the back office's editor starts from: both settings objects and the flags, as served now. */
export const backofficeSettingsSchema = z.object({
  ...allSettingsSchema.shape,
  feature_flags: featureFlagsSchema.shape.feature_flags,
});
export type BackofficeSettings = z.infer<typeof backofficeSettingsSchema>;

/** The back office turns flags on and off; a flag left out keeps its value. */
export const featureFlagsPatchBodySchema = z.partial(featureFlagsSchema.shape.feature_flags);

export const dynamicRouteSchema = z.object({
  id: z.int(),
  route_path: z.string(),
  btn_description: z.string(),
  btn_title: z.string(),
});
export type DynamicRoute = z.infer<typeof dynamicRouteSchema>;

export const dynamicElementSchema = z.object({
  id: z.int(),
  name: z.string(),
  group_name: z.nullable(z.string()),
  html_block: z.string(),
  block_height: z.nullable(z.string()),
  block_width: z.nullable(z.string()),
  priority: z.int(),
  page_id: z.nullable(z.int()),
});
export type DynamicElement = z.infer<typeof dynamicElementSchema>;

/** The dynamic page whose blocks are asked for. */
export const dynamicPageParamsSchema = z.object({
  pageId: z.coerce
    .number()
    .check(
      z.refine(Number.isInteger, 'invalid_type'),
      z.positive(),
      z.maximum(INTEGER_MAX, 'invalid_value'),
    ),
});

/** The blocks of a group (the login screen's `Login`), shown before sign-in. */
export const elementGroupQuerySchema = z.object({
  group_name: z.string().check(z.minLength(1), z.maxLength(100)),
  lang: z.optional(z.string().check(z.maxLength(10))),
});

export const bannerSchema = z.object({
  code: z.string(),
  type: z.enum(['image', 'html']),
  content: z.string(),
  mime_type: z.nullable(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerParamsSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(100)),
});

/**
 * A customer's coupon (spec 3 point 3, "Coupons"): a title and description, or a campaign's, with
 * the campaign's page (`url`) and the link that brings the code along (`code_url`: absolute, or a
 * path of the portal).
 */
export const couponSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  valid_until: z.nullable(z.string()),
  campaign_name: z.nullable(z.string()),
  url: z.nullable(z.string()),
  code_url: z.nullable(z.string()),
});
export type Coupon = z.infer<typeof couponSchema>;
