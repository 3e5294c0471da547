import * as z from 'zod/mini';
import {
  accessTariffSchema,
  cnaeSchema,
  comerSchema,
  contractingConfigPatchSchema,
  contractingConfigSchema,
  contractingProductSchema,
  couponParamsSchema,
  couponValiditySchema,
  cupsConfigQuerySchema,
  cupsConfigSchema,
  cupsParamsSchema,
  dniValidationSchema,
  gasLeadBodySchema,
  gasPricelistQuerySchema,
  leadAnswerSchema,
  leadBodySchema,
  leadIdParamsSchema,
  pricelistQuerySchema,
  sipsImportAnswerSchema,
  solvencySchema,
  staffLeadDetailSchema,
  staffLeadListQuerySchema,
  staffLeadListSchema,
  staffLeadFileParamsSchema,
  staffLeadParamsSchema,
  staffLeadStateBodySchema,
  tariffQuerySchema,
} from '../schemas/contracting';
import { langQuerySchema } from '../schemas/query';
import { uploadFileTypes } from '../schemas/uploads';
import { defineEndpoint, fileBody } from './endpoint';

/**
 * The contracting wizard (spec 3 point 7, docs/decisions/018): the lookups (answers cached 30
 * minutes), the leads of each step and their checks, and the back office's side of a lead. The
 * lookups are public; the leads take a customer's token when they send one (`visitor`), so a
 * signed-in customer contracts as themselves.
 */

const tag = 'contracting';

/** Electricity access tariffs for a power (2.0TD up to 15 kW, 3.0TD above; 6.xTD as configured). */
export const electricityTariffsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/tariff',
  versions: [1],
  access: 'public',
  tag,
  query: tariffQuerySchema,
  response: z.array(accessTariffSchema),
});

/** Gas access tariffs (RL.1 to RL.6). */
export const gasTariffsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/gas/tariff',
  versions: [2],
  access: 'public',
  tag,
  query: langQuerySchema,
  response: z.array(accessTariffSchema),
});

/** The electricity products on sale for a tariff; a valid promotional code adds its own. */
export const electricityPricelistEndpoint = defineEndpoint({
  method: 'GET',
  path: '/pricelist',
  versions: [1],
  access: 'public',
  tag,
  query: pricelistQuerySchema,
  response: z.array(contractingProductSchema),
});

export const gasPricelistEndpoint = defineEndpoint({
  method: 'GET',
  path: '/gas/pricelist',
  versions: [2],
  access: 'public',
  tag,
  query: gasPricelistQuerySchema,
  response: z.array(contractingProductSchema),
});

/** The CNAE 2009 activities, for a business supply, described in the request's language. */
export const cnaesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/misc/cnaes/',
  versions: [1],
  access: 'public',
  tag,
  query: langQuerySchema,
  response: z.array(cnaeSchema),
});

/** The retailers a supply may come from (electricity). */
export const electricityComersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leads/comers',
  versions: [1],
  access: 'public',
  tag,
  query: langQuerySchema,
  response: z.array(comerSchema),
});

export const gasComersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/gas/leads/comers',
  versions: [2],
  access: 'public',
  tag,
  query: langQuerySchema,
  response: z.array(comerSchema),
});

export const contractingConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contractacio/config',
  versions: [1],
  access: 'public',
  tag,
  response: contractingConfigSchema,
});

/** Whether an electricity CUPS may be contracted, and its SIPS data. A malformed CUPS is 400. */
export const electricityCupsConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contractacio/config/cups/:cups',
  versions: [1],
  access: 'public',
  tag,
  params: cupsParamsSchema,
  query: cupsConfigQuerySchema,
  response: cupsConfigSchema,
});

export const gasCupsConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/gas/contractacio/config/cups/:cups',
  versions: [2],
  access: 'public',
  tag,
  params: cupsParamsSchema,
  query: cupsConfigQuerySchema,
  response: cupsConfigSchema,
});

/** Whether a promotional code may be applied. */
export const validateCouponEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leads/validate-coupon/:coupon/',
  versions: [1],
  access: 'public',
  tag,
  params: couponParamsSchema,
  response: couponValiditySchema,
  errors: { 429: ['too_many_attempts'] },
});

/**
 * A step of the electricity lead (FormConfirm): a new lead without `lead_id`, else that lead's next
 * version; `confirm: true` at step 5 confirms it, creating the customer, the supply point and the
 * draft contract. Field errors name the body's paths (`owner.vat`).
 */
export const electricityLeadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leads',
  versions: [1],
  access: 'visitor',
  tag,
  query: langQuerySchema,
  body: leadBodySchema,
  response: leadAnswerSchema,
  errors: {
    404: ['not_found'],
    409: ['lead_closed', 'lead_check_failed'],
    413: ['payload_too_large'],
    429: ['too_many_attempts'],
  },
});

export const gasLeadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/gas/leads',
  versions: [2],
  access: 'visitor',
  tag,
  query: langQuerySchema,
  body: gasLeadBodySchema,
  response: leadAnswerSchema,
  errors: {
    404: ['not_found'],
    409: ['lead_closed', 'lead_check_failed'],
    413: ['payload_too_large'],
    429: ['too_many_attempts'],
  },
});

/** The holder's solvency (the embedded rules, or the provider the server is configured with). */
export const leadSolvencyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leads/solvencia/:lead_id',
  versions: [1],
  access: 'visitor',
  tag,
  params: leadIdParamsSchema,
  response: solvencySchema,
  errors: { 404: ['not_found'], 429: ['too_many_attempts'] },
});

/** Whether the holder's tax id matches their name. */
export const leadDniValidationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leads/dni-validation/:lead_id',
  versions: [1],
  access: 'visitor',
  tag,
  params: leadIdParamsSchema,
  response: dniValidationSchema,
  errors: { 404: ['not_found'], 429: ['too_many_attempts'] },
});

// The back office ------------------------------------------------------------------------------

export const staffLeadListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/leads',
  versions: [1],
  access: 'agent',
  tag,
  query: staffLeadListQuerySchema,
  response: staffLeadListSchema,
});

export const staffLeadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/leads/:id',
  versions: [1],
  access: 'agent',
  tag,
  params: staffLeadParamsSchema,
  response: staffLeadDetailSchema,
  errors: { 404: ['not_found'] },
});

/**
 * Staff mark a confirmed lead signed: its draft contract becomes active (signed today) and shows in
 * the customer's list. A lead not confirmed, or already signed, is 409 lead_closed.
 */
export const signLeadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/leads/:id/sign',
  versions: [1],
  access: 'agent',
  tag,
  params: staffLeadParamsSchema,
  response: staffLeadDetailSchema,
  errors: { 404: ['not_found'], 409: ['lead_closed'] },
  audit: 'lead.sign',
});

/**
 * Staff mark a lead contacted (called back; the visitor may still finish it) or discarded. Only the
 * moves `staffLeadMarksFrom` allows: any other is 409 state_change_not_allowed.
 */
export const staffLeadStateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/leads/:id/state',
  versions: [1],
  access: 'agent',
  tag,
  params: staffLeadParamsSchema,
  body: staffLeadStateBodySchema,
  response: staffLeadDetailSchema,
  errors: { 404: ['not_found'], 409: ['state_change_not_allowed'] },
  audit: 'lead.state',
});

/** A file of a lead (an invoice, an identity or company document, a self-consumption document). */
export const staffLeadFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/leads/:id/files/:fileId',
  versions: [1],
  access: 'agent',
  tag,
  params: staffLeadFileParamsSchema,
  response: fileBody(...uploadFileTypes),
  errors: { 404: ['not_found'] },
});

export const updateContractingConfigEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/backoffice/contractacio/config',
  versions: [1],
  access: 'admin',
  tag,
  body: contractingConfigPatchSchema,
  response: contractingConfigSchema,
  audit: 'contracting_config.update',
});

/**
 * Imports a SIPS data set (text/csv body, one supply point per line; the columns are in
 * docs/decisions/018): each line replaces what was known of its CUPS.
 */
export const importSipsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/sips',
  versions: [1],
  access: 'admin',
  tag,
  response: sipsImportAnswerSchema,
  errors: { 413: ['payload_too_large'], 415: ['unsupported_media_type'] },
  audit: 'sips.import',
});
