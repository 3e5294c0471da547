import * as z from 'zod/mini';
import {
  changeAnswerSchema,
  changeSignatureParamsSchema,
  changeSignatureSchema,
  contractSignatureLinkSchema,
  doubleTariffAvailableSchema,
  doubleTariffCurrentSchema,
  doubleTariffPeriodSchema,
  eInvoiceBodySchema,
  electronicNotificationBodySchema,
  happyDayAvailableSchema,
  happyDayCurrentSchema,
  happyDaySchema,
  happyHoursAvailableSchema,
  happyHoursCurrentSchema,
  happyHoursSchema,
  ibanChangeAnswerSchema,
  ibanListSchema,
  invoiceSendingBodySchema,
  noCessionSipsBodySchema,
  notificationAddressBodySchema,
  notificationChangeAnswerSchema,
  notificationEmailBodySchema,
  notificationPhoneBodySchema,
  powerChangeBodySchema,
  signedChangeSchema,
  staffChangeRequestFileParamsSchema,
  staffChangeRequestListQuerySchema,
  staffChangeRequestListSchema,
} from '../schemas/contract-changes';
import { contractNameParamsSchema, idParam, notificationAddressSchema } from '../schemas/contracts';
import { langQuerySchema } from '../schemas/query';
import { signatureRequestKindSchema } from '../schemas/settings';
import { uploadFileTypes } from '../schemas/uploads';
import { type DocumentedErrorCode, type ErrorStatus, defineEndpoint, fileBody } from './endpoint';

/**
 * The calls that change a contract (spec 2 point 7; verbs, bodies and answers of decision 005), v2.
 * Each change is a request that waits for the customer's signature or is applied at once; every
 * call answers only for the signed-in customer's contracts.
 */

const tag = 'contract-changes';
const idParamsSchema = z.object({ id: idParam });
const addressListSchema = z.object({ items: z.array(notificationAddressSchema) });

/** What every change of a contract may answer besides its fields' errors. */
const changeErrors = {
  404: ['not_found'],
  409: ['contract_not_active'],
} satisfies Partial<Record<ErrorStatus, readonly DocumentedErrorCode[]>>;

/** A change of the contract named in the path, with a JSON body, answered with its outcome. */
const changeByName = <B extends z.ZodMiniType>(method: 'POST' | 'PUT', path: string, body: B) =>
  defineEndpoint({
    method,
    path,
    versions: [2],
    access: 'change',
    tag,
    params: contractNameParamsSchema,
    body,
    response: changeAnswerSchema,
    errors: changeErrors,
  });

/** A tariff option change of the contract with this id. */
const optionChange = <B extends z.ZodMiniType>(path: string, body: B) =>
  defineEndpoint({
    method: 'PUT',
    path,
    versions: [2],
    access: 'change',
    tag,
    params: idParamsSchema,
    body,
    response: changeAnswerSchema,
    errors: { ...changeErrors, 404: ['not_found', 'tariff_option_not_available'] },
  });

/** A tariff option's read, of the contract with this id. */
const optionRead = <R extends z.ZodMiniType>(path: string, response: R) =>
  defineEndpoint({
    method: 'GET',
    path,
    versions: [2],
    access: 'customer',
    tag,
    params: idParamsSchema,
    query: langQuerySchema,
    response,
    errors: { 404: ['not_found'] },
  });

/** The customer's bank accounts (the IBAN dialog's choices). */
export const listIbansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ibans/',
  versions: [2],
  access: 'customer',
  tag,
  response: ibanListSchema,
});

/** The same list under the path spec 2 point 7 also names. */
export const listContractIbansEndpoint = defineEndpoint({
  ...listIbansEndpoint,
  path: '/contracts/ibans/',
});

/**
 * The IBAN change, a multipart/form-data body: the fields of `ibanChangeFieldsSchema` and the
 * `files`, checked as they are read (decision 013).
 */
export const ibanChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/contracts/:name/iban/',
  versions: [2],
  access: 'change',
  tag,
  params: contractNameParamsSchema,
  response: ibanChangeAnswerSchema,
  errors: {
    ...changeErrors,
    413: ['payload_too_large'],
    429: ['upload_quota_exceeded'],
  },
});

/** The contracted power per period, in watts. */
export const powerChangeEndpoint = defineEndpoint({
  ...changeByName('POST', '/contracts/:name/power/', powerChangeBodySchema),
  errors: { ...changeErrors, 406: ['power_same_error_modification_close'] },
});

/** How invoices are sent. Its path differs from the e-invoice's by the trailing slash alone. */
export const invoiceSendingEndpoint = changeByName(
  'POST',
  '/contracts/:name',
  invoiceSendingBodySchema,
);

/** The electronic invoice (Facturae) for the contract. */
export const eInvoiceEndpoint = changeByName('POST', '/contracts/:name/', eInvoiceBodySchema);

/** The customer's notification addresses. */
export const listAddressesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/addresses/',
  versions: [2],
  access: 'customer',
  tag,
  response: addressListSchema,
});

/** The notification addresses a contract may use. */
export const listContractAddressesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contracts/:id/addresses/',
  versions: [2],
  access: 'customer',
  tag,
  params: idParamsSchema,
  response: addressListSchema,
  errors: { 404: ['not_found'] },
});

/** A new or existing notification address for the contract. */
export const notificationAddressEndpoint = defineEndpoint({
  ...changeByName('POST', '/contracts/:name/notification/', notificationAddressBodySchema),
  response: notificationChangeAnswerSchema,
  errors: { ...changeErrors, 400: ['error_usuario_otra_vivienda_habitual_activa'] },
});

/** The notification address's e-mail, applied at once. */
export const notificationEmailEndpoint = defineEndpoint({
  ...changeByName('PUT', '/contracts/:name/notification/email/', notificationEmailBodySchema),
  response: notificationAddressSchema,
});

/** The notification address's phone, applied at once. */
export const notificationPhoneEndpoint = defineEndpoint({
  ...changeByName('PUT', '/contracts/:name/notification/phone/', notificationPhoneBodySchema),
  response: notificationAddressSchema,
});

/** Refusing the supply point's data to third parties (SIPS). */
export const noCessionSipsEndpoint = changeByName(
  'POST',
  '/contracts/:name/no_cession_sips/',
  noCessionSipsBodySchema,
);

/** Electronic notifications for the contract. */
export const electronicNotificationEndpoint = changeByName(
  'POST',
  '/contracts/:name/electronic_notification/',
  electronicNotificationBodySchema,
);

/** Tariff options (spec 2 point 7 "Tariff options"), by the contract's numeric id. */
export const getDoubleTariffEndpoint = optionRead(
  '/contract/:id/double-tariff/',
  doubleTariffCurrentSchema,
);
export const availableDoubleTariffsEndpoint = optionRead(
  '/contract/:id/available-double-tariffs/',
  doubleTariffAvailableSchema,
);
export const doubleTariffChangeEndpoint = optionChange(
  '/contract/:id/double-tariff/',
  doubleTariffPeriodSchema,
);
export const getHappyHoursEndpoint = optionRead(
  '/contract/:id/happy-hours/',
  happyHoursCurrentSchema,
);
export const availableHappyHoursEndpoint = optionRead(
  '/contract/:id/available-happy-hours/',
  happyHoursAvailableSchema,
);
export const happyHoursChangeEndpoint = optionChange(
  '/contract/:id/happy-hours/',
  happyHoursSchema,
);
export const getHappyDayEndpoint = optionRead('/contract/:id/happy-day/', happyDayCurrentSchema);
export const availableHappyDaysEndpoint = optionRead(
  '/contract/:id/available-happy-days/',
  happyDayAvailableSchema,
);
export const happyDayChangeEndpoint = optionChange('/contract/:id/happy-day/', happyDaySchema);

/**
 * The stand-in for the e-signature provider's callback (decision 005): the back office says the
 * customer signed a waiting change request, which is then applied.
 */
export const signChangeRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/change_requests/:id/sign',
  versions: [1],
  access: 'supervisor',
  tag: 'backoffice',
  params: idParamsSchema,
  response: z.object({
    id: z.int(),
    kind: signatureRequestKindSchema,
    state: z.literal('applied'),
  }),
  errors: { 404: ['not_found'], 409: ['contract_not_active'] },
  audit: 'change_request.sign',
});

/**
 * The change requests of a state (those waiting for the customer's signature unless named), oldest
 * first, each with its contract, customer and documents: the supervisors' queue of signatures.
 */
export const staffChangeRequestListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/change_requests',
  versions: [1],
  access: 'supervisor',
  tag: 'backoffice',
  query: staffChangeRequestListQuerySchema,
  response: staffChangeRequestListSchema,
});

/** A document sent with a change request (the bank-ownership certificate of an IBAN change). */
export const staffChangeRequestFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/change_requests/:id/files/:fileId',
  versions: [1],
  access: 'supervisor',
  tag: 'backoffice',
  params: staffChangeRequestFileParamsSchema,
  response: fileBody(...uploadFileTypes),
  errors: { 404: ['not_found'] },
});

/**
 * A new signing link of the customer's contract that waits for their signature (decision 029): the
 * "sign now" button opens the signing page with it. 409 when the contract is not waiting for it.
 */
export const contractSignatureLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/contracts/:name/signature_link/',
  versions: [2],
  access: 'change',
  tag,
  params: contractNameParamsSchema,
  response: contractSignatureLinkSchema,
  errors: { 404: ['not_found'], 409: ['contract_already_signed', 'contract_not_active'] },
});

/**
 * The change a signing link stands for (decision 014): public, the link's secret being the token. A
 * link unknown or expired is 404; a change already signed (by this link or otherwise) is 409.
 */
export const getChangeSignatureEndpoint = defineEndpoint({
  method: 'GET',
  path: '/change_requests/signature/:token',
  versions: [2],
  access: 'public',
  tag,
  params: changeSignatureParamsSchema,
  response: changeSignatureSchema,
  errors: {
    404: ['signature_link_invalid'],
    409: ['change_already_signed', 'contract_already_signed'],
  },
});

/** Signs the change with its link, once: the change is applied. */
export const signChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/change_requests/signature/:token',
  versions: [2],
  access: 'public',
  tag,
  params: changeSignatureParamsSchema,
  response: signedChangeSchema,
  errors: {
    404: ['signature_link_invalid'],
    409: ['change_already_signed', 'contract_already_signed', 'contract_not_active'],
  },
});
