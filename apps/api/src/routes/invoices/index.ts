import {
  filterParamsQuerySchema,
  filterParamsSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  multipointInvoiceListSchema,
  multipointListQuerySchema,
} from '@portal/domain/schemas/invoices';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../lib/authenticate';
import { toServerLanguage } from '../../lib/language';
import type { App, VersionedRoutes } from '../../types';
import { getFilterParams, getInvoiceList, getMultipointInvoiceList } from './invoices.service';

async function listContext(app: App, request: FastifyRequest, lang: string | undefined) {
  const current = await app.services.settings.getSettings();
  return {
    userId: principalOf(request).userId,
    language: toServerLanguage(lang, toServerLanguage(current.languages.default)),
    pageSize: current.invoices.itemsPerPage,
    payments: current.invoices.enablePayment,
  };
}

/**
 * The invoice list is the portal's landing page and answers up to 1,000 invoices: it is written with
 * plain JSON.stringify. getInvoiceList builds it from typed rows with every field in the schema's
 * order, so the answer is byte for byte what the zod serializer would write (invoices.test.ts checks
 * it), without validating every invoice again, which cost three times the stringify (bench/).
 */
const writeInvoiceList = () => (data: unknown) => JSON.stringify(data);

/** The invoice list of one energy: electricity on v1, gas on v2 (spec 2 point 7 "Invoices"). */
function registerInvoiceList(app: App, energy: 'electricity' | 'gas') {
  app.get(
    '/invoices/',
    {
      preHandler: app.services.authenticate,
      schema: {
        tags: ['invoices'],
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema },
      },
      serializerCompiler: writeInvoiceList,
    },
    async (request) =>
      getInvoiceList(
        app.services.db,
        energy,
        request.query,
        await listContext(app, request, request.query.lang),
      ),
  );
}

export const invoiceRoutesV1: VersionedRoutes = {
  versions: [1],
  register(app) {
    registerInvoiceList(app, 'electricity');
  },
};

/**
 * Gas invoices, the multipoint invoices and the filter panel's values (v2). Every answer holds only
 * the signed-in customer's invoices.
 */
export const invoiceRoutesV2: VersionedRoutes = {
  versions: [2],
  register(app) {
    const { authenticate, db } = app.services;
    registerInvoiceList(app, 'gas');

    app.get(
      '/invoices_multipoint/',
      {
        preHandler: authenticate,
        schema: {
          tags: ['invoices'],
          querystring: multipointListQuerySchema,
          response: { 200: multipointInvoiceListSchema },
        },
      },
      async (request) =>
        getMultipointInvoiceList(
          db,
          request.query,
          await listContext(app, request, request.query.lang),
        ),
    );

    app.get(
      '/filter/params',
      {
        preHandler: authenticate,
        schema: {
          tags: ['invoices'],
          querystring: filterParamsQuerySchema,
          response: { 200: filterParamsSchema },
        },
      },
      async (request) => getFilterParams(db, principalOf(request).userId, request.query.fields),
    );
  },
};
