import * as z from 'zod/mini';
import { idParam } from '../schemas/contracts';
import { langQuerySchema } from '../schemas/query';
import { downloadTypeSchema } from '../schemas/settings';
import { defineEndpoint, fileBody } from './endpoint';

/**
 * An invoice's documents (spec 2 point 7 "Invoices"): its PDF, signed PDF, e-invoice and curve, and
 * the multipoint invoice's. Only the signed-in customer's invoices; another customer's id is a 404.
 */

const tag = 'invoices';

const documentErrors = {
  404: ['not_found', 'document_not_available', 'curve_not_available'],
} as const;

/** An invoice's id and a download type. */
export const invoiceDocumentParamsSchema = z.object({ id: idParam, type: downloadTypeSchema });

/**
 * An electricity or gas invoice as pdf, signed_pdf (PAdES), signed_xml (Facturae 3.2.2 with
 * XAdES-EPES) or curve (CSV), built from the stored invoice, by id on v1 and v2.
 */
export const downloadInvoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/invoices/:id/:type/',
  versions: [1, 2],
  access: 'customer',
  tag,
  params: invoiceDocumentParamsSchema,
  query: langQuerySchema,
  response: fileBody(
    'application/pdf',
    'application/xml; charset=utf-8',
    'text/csv; charset=utf-8',
  ),
  errors: documentErrors,
});

/** A multipoint invoice's summary as PDF or signed PDF, or its members' Facturae. */
export const downloadMultipointInvoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/invoices_multipoint/:id/:type/',
  versions: [2],
  access: 'customer',
  tag,
  params: invoiceDocumentParamsSchema,
  query: langQuerySchema,
  response: fileBody('application/pdf', 'application/xml; charset=utf-8'),
  errors: documentErrors,
});
