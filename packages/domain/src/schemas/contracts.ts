import * as z from 'zod/mini';
import { INTEGER_MAX } from './limits';
import { langQuery, pagedListSchema, queryInt } from './query';
import { contractChangeKindSchema } from './settings';

/**
 * Queries and responses of the contract reading calls (spec 2 point 7 "Contracts", fields of spec 2
 * point 3). Field names are the spec's, Catalan ones included, so another backend of the spec can
 * serve this client. Dates travel as YYYY-MM-DD, powers in kW, money in euros.
 */

export const contractTypes = ['electricity', 'gas'] as const;
export const contractTypeSchema = z.enum(contractTypes);
export type ContractType = z.infer<typeof contractTypeSchema>;

/** The gas list's page size when the query names none (spec 2 point 9). */
export const GAS_CONTRACTS_DEFAULT_LIMIT = 100;
/** The largest page a list call serves: the spec's options go up to 100 plus the configured one. */
export const CONTRACTS_MAX_LIMIT = 500;
export const CONTRACT_FILTER_MAX_LENGTH = 100;

/**
 * GET contracts?offset&limit: type=gas gives the gas list; filter matches the contract name, the
 * supply point's address or its CUPS, in part and regardless of case. The page size defaults to the
 * setting contracts.itemsPerPage for electricity and to 100 for gas (spec 2 point 9).
 */
export const contractListQuerySchema = z.object({
  offset: z.optional(queryInt(0, 100_000_000)),
  limit: z.optional(queryInt(1, CONTRACTS_MAX_LIMIT)),
  type: z.optional(z.enum(contractTypes, 'invalid_value')),
  filter: z.optional(
    z.string().check(z.trim(), z.maxLength(CONTRACT_FILTER_MAX_LENGTH, 'too_long')),
  ),
  lang: langQuery,
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

/** GET contracts/{name}: type=gas for a gas contract, which the electricity detail does not show. */
export const contractDetailQuerySchema = z.object({
  type: z.optional(z.enum(contractTypes, 'invalid_value')),
  lang: langQuery,
});

/** A contract name as the paths carry it (the retailer's numbering, e.g. "0100001"). */
export const contractNameParamsSchema = z.object({
  name: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,32}$/, 'invalid_value')),
});

/** A positive database id in a path. */
export const idParam = queryInt(1, INTEGER_MAX);

const date = z.nullable(z.string());

export const noCessionSipsStates = ['unactive', 'requested', 'active'] as const;
export const invoiceSendingMethods = ['email', 'postal'] as const;

export const powerPeriodSchema = z.object({
  period: z.enum(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']),
  /** kW */
  power: z.number(),
});

export const notificationAddressSchema = z.object({
  id: z.int(),
  name: z.string(),
  full_address: z.string(),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  street: z.string(),
  zipcode: z.string(),
  city: z.string(),
});

/** What every contract carries, in the lists and in the detail (spec 2 point 3 "Contract"). */
const contractFields = {
  id: z.int(),
  name: z.string(),
  /** esborrany, activa, baixa (spec 2 point 4; see contractDisplayState). */
  state: z.string(),
  sign_date: date,
  amount_debt: z.number(),
  atr_available: z.boolean(),
  no_cession_sips: z.enum(noCessionSipsStates),
  invoice_online: z.enum(invoiceSendingMethods),
  owner_partner: z.object({ name: z.string() }),
  fiscal_partner: z.object({ name: z.string(), vat: z.string() }),
  fiscal_address: z.object({ full_address: z.string() }),
  pricelist: z.object({ name: z.string(), nom_comercial: z.nullable(z.string()) }),
  tariff: z.object({ name: z.string() }),
  bank_account: z.nullable(z.object({ id: z.int(), printable_iban: z.string() })),
  notification_address: z.nullable(notificationAddressSchema),
  cups: z.object({
    name: z.string(),
    street: z.string(),
    city: z.string(),
    full_address: z.string(),
    ref_catastral: z.nullable(z.string()),
  }),
  dso: z.object({ name: z.string(), website: z.nullable(z.string()) }),
  dso_reference: z.nullable(z.string()),
  dso_phone: z.nullable(z.string()),
  electronic_notification: z.boolean(),
  date_start_electronic_notification: date,
  date_request_electronic_notification: date,
};

export const electricityContractSchema = z.object({
  ...contractFields,
  contracted_power_period: z.array(powerPeriodSchema),
});
export type ElectricityContract = z.infer<typeof electricityContractSchema>;

/** Gas adds pressure (pressio, bar) and flow (caudal, m³/h); it has no contracted power. */
export const gasContractSchema = z.object({
  ...contractFields,
  pressio: z.nullable(z.number()),
  caudal: z.nullable(z.number()),
});
export type GasContract = z.infer<typeof gasContractSchema>;

export const attachmentSchema = z.object({
  id: z.int(),
  name: z.string(),
  created_date: z.string(),
  /** A number plus KB, MB or GB (formatFileSize). */
  size_text: z.string(),
  filename: z.string(),
  category_name: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** A contract's share of a virtual battery (spec 2 point 3 "Virtual battery entry"). */
export const virtualBatteryEntrySchema = z.object({
  id: z.int(),
  bateria: z.object({ id: z.int(), name: z.string() }),
  pes: z.number(),
  pes_percentatge: z.int(),
  total_descompte: z.number(),
  /** A name of GET contract/bateria/types ("aplicar", …). */
  gestio_descomptes: z.string(),
  data_inici: z.string(),
  data_final: date,
  es_origen: z.boolean(),
});
export type VirtualBatteryEntry = z.infer<typeof virtualBatteryEntrySchema>;

/** A change request of the contract that waits for the customer's signature (decision 005). */
export const pendingChangeSchema = z.object({
  id: z.int(),
  kind: contractChangeKindSchema,
  created_date: z.string(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

/** What only the detail carries: the changes waiting for a signature and the e-invoice. */
const detailFields = {
  pending_changes: z.array(pendingChangeSchema),
  e_invoice: z.boolean(),
};

export const electricityContractDetailSchema = z.object({
  ...electricityContractSchema.shape,
  ...detailFields,
  services: z.array(z.object({ nom: z.string(), data_inici: z.string(), data_fi: date })),
  bonos_sociales: z.array(z.object({ nom: z.string(), data_inici: z.string(), data_fi: date })),
  bateria_virtual: z.array(virtualBatteryEntrySchema),
  attachments: z.array(attachmentSchema),
});
export type ElectricityContractDetail = z.infer<typeof electricityContractDetailSchema>;

export const gasContractDetailSchema = z.object({
  ...gasContractSchema.shape,
  ...detailFields,
  services: z.array(z.object({ name: z.string(), start_date: z.string(), end_date: date })),
  bonos_sociales: z.array(z.object({ name: z.string(), start_date: z.string(), end_date: date })),
  attachments: z.array(attachmentSchema),
});
export type GasContractDetail = z.infer<typeof gasContractDetailSchema>;

/** The electricity list: items, offset, limit and n_items (the total). */
export const electricityContractListSchema = pagedListSchema(electricityContractSchema);

/** The gas list: items, offset, limit, offset_items, page_items (on this page), total_items. */
export const gasContractListSchema = z.object({
  items: z.array(gasContractSchema),
  offset: z.int(),
  limit: z.int(),
  offset_items: z.int(),
  page_items: z.int(),
  total_items: z.int(),
});

/** GET /contracts/list-info/: every contract of the customer by type, for the contract selector. */
export const contractListInfoSchema = z.object({
  result: z.object({
    electricity: z.array(z.object({ id: z.int(), name: z.string() })),
    gas: z.array(z.object({ id: z.int(), name: z.string() })),
  }),
});
export type ContractListInfo = z.infer<typeof contractListInfoSchema>;

/** GET contract/bateria/types: the ways a battery's discounts can be managed. */
export const batteryTypesSchema = z.array(z.object({ name: z.string(), description: z.string() }));

/** GET contract/bateria_virtual_percentages/{batteryId}. */
export const batteryPercentagesSchema = z.array(
  z.object({ bateria_id: z.int(), percentage: z.int() }),
);
