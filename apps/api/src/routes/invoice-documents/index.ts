import { idParam } from '@portal/domain/schemas/contracts';
import { langQuery } from '@portal/domain/schemas/query';
import { downloadTypeSchema } from '@portal/domain/schemas/settings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { principalOf } from '../../lib/authenticate';
import { attachmentDisposition } from '../../lib/content-disposition';
import { toServerLanguage } from '../../lib/language';
import type { App, VersionedRoutes } from '../../types';
import {
  type InvoiceDocument,
  getInvoiceDocument,
  getMultipointDocument,
} from './invoice-documents.service';

/** GET invoices/{id}/{type}/ and invoices_multipoint/{id}/{type}/: the invoice's id, a download type. */
export const invoiceDocumentParamsSchema = z.object({
  id: idParam,
  type: downloadTypeSchema,
});
const querySchema = z.object({ lang: langQuery });

const schema = (summary: string) => ({
  tags: ['invoices'],
  summary,
  params: invoiceDocumentParamsSchema,
  querystring: querySchema,
});

async function documentContext(app: App, request: FastifyRequest, lang: string | undefined) {
  const settings = await app.services.settings.getSettings();
  return {
    db: app.services.db,
    config: app.services.config,
    settings,
    userId: principalOf(request).userId,
    language: toServerLanguage(lang, toServerLanguage(settings.languages.default)),
  };
}

function send(reply: FastifyReply, document: InvoiceDocument) {
  return reply
    .header('content-type', document.contentType)
    .header('content-disposition', attachmentDisposition(document.filename))
    .header('cache-control', 'private, no-store')
    .send(document.body);
}

/**
 * The invoice downloads of spec 2 point 7 "Invoices" (issue 5): pdf, signed_pdf (PAdES),
 * signed_xml (Facturae 3.2.2 with XAdES-EPES) and curve (CSV), each built from the stored invoice.
 * Electricity and gas invoices by id on v1 and v2 (the list is per energy, the download per id);
 * multipoint invoices on v2. Another customer's id is 404 for every type.
 */
export const invoiceDocumentRoutes: VersionedRoutes = {
  versions: [1, 2],
  register(app) {
    const { authenticate } = app.services;
    app.get(
      '/invoices/:id/:type/',
      {
        preHandler: authenticate,
        schema: schema('An electricity or gas invoice as PDF, signed PDF, Facturae or curve'),
      },
      async (request, reply) =>
        send(
          reply,
          await getInvoiceDocument(
            await documentContext(app, request, request.query.lang),
            request.params.id,
            request.params.type,
          ),
        ),
    );
  },
};

export const multipointDocumentRoutes: VersionedRoutes = {
  versions: [2],
  register(app) {
    app.get(
      '/invoices_multipoint/:id/:type/',
      {
        preHandler: app.services.authenticate,
        schema: schema('A multipoint invoice summary as PDF or signed PDF'),
      },
      async (request, reply) =>
        send(
          reply,
          await getMultipointDocument(
            await documentContext(app, request, request.query.lang),
            request.params.id,
            request.params.type,
          ),
        ),
    );
  },
};
