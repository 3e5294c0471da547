import {
  filterParamsEndpoint,
  listElectricityInvoicesEndpoint,
  listGasInvoicesEndpoint,
  listMultipointInvoicesEndpoint,
} from '@portal/domain/endpoints/invoices';
import type { Principal } from '../../services/auth/auth.service';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { toServerLanguage } from '../../lib/language';
import type { App } from '../../types';
import { getFilterParams, getInvoiceList, getMultipointInvoiceList } from './invoices.service';

async function listContext(app: App, principal: Principal, lang: string | undefined) {
  const current = await app.services.settings.getSettings();
  return {
    userId: principal.userId,
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

/**
 * Invoices (spec 2 point 7 "Invoices"): electricity on v1, gas on v2, the multipoint invoices and
 * the filter panel's values. Every answer holds only the signed-in customer's invoices.
 */
export function registerInvoiceRoutes(app: App) {
  const { db } = app.services;

  for (const [endpoint, energy] of [
    [listElectricityInvoicesEndpoint, 'electricity'],
    [listGasInvoicesEndpoint, 'gas'],
  ] as const) {
    registerEndpoint(
      app,
      endpoint,
      async ({ principal, query }) =>
        getInvoiceList(db, energy, query, await listContext(app, principal, query.lang)),
      { serializerCompiler: writeInvoiceList },
    );
  }

  registerEndpoint(app, listMultipointInvoicesEndpoint, async ({ principal, query }) =>
    getMultipointInvoiceList(db, query, await listContext(app, principal, query.lang)),
  );

  registerEndpoint(app, filterParamsEndpoint, async ({ principal, query }) =>
    getFilterParams(db, principal.userId, query.fields),
  );
}
