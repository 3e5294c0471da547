import * as z from 'zod/mini';
import {
  contractDetailQuerySchema,
  contractListInfoSchema,
  contractListQuerySchema,
  contractNameParamsSchema,
  electricityContractDetailSchema,
  electricityContractListSchema,
  gasContractDetailSchema,
  gasContractListSchema,
  idParam,
} from '../schemas/contracts';
import { defineEndpoint, fileBody } from './endpoint';

/**
 * Reading contracts (spec 2 point 7 "Contracts"), v2 as the spec says, and their attachments (the
 * report and the batteries' workbook are in contract-documents.ts). Every call answers only for the signed-in customer's contracts; any other name or
 * id is a 404.
 */

/** A page of the customer's contracts of one type (`type=gas` for gas), filtered. */
export const listContractsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contracts',
  versions: [2],
  access: 'customer',
  tag: 'contracts',
  query: contractListQuerySchema,
  response: z.union([electricityContractListSchema, gasContractListSchema]),
});

/** The names of all the customer's contracts, by type (the contract selector). */
export const contractListInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contracts/list-info/',
  versions: [2],
  access: 'customer',
  tag: 'contracts',
  response: contractListInfoSchema,
});

/** One contract's detail (`type=gas` for a gas contract). */
export const getContractEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contracts/:name',
  versions: [2],
  access: 'customer',
  tag: 'contracts',
  params: contractNameParamsSchema,
  query: contractDetailQuerySchema,
  response: z.union([electricityContractDetailSchema, gasContractDetailSchema]),
  errors: { 404: ['not_found'] },
});

/** A contract attachment's file, under its name. */
export const downloadAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contract/download_attachment/:attachmentId',
  versions: [2],
  access: 'customer',
  tag: 'contracts',
  params: z.object({ attachmentId: idParam }),
  response: fileBody('application/pdf', 'image/jpeg', 'image/png', 'application/octet-stream'),
  errors: { 404: ['not_found'] },
});
