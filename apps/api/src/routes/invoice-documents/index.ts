import {
  downloadInvoiceEndpoint,
  downloadMultipointInvoiceEndpoint,
} from '@portal/domain/endpoints/invoice-documents';
import { type FileAnswer, registerEndpoint } from '../../plugins/endpoint-route';
import { toServerLanguage } from '../../lib/language';
import type { Principal } from '../../services/auth/auth.service';
import type { App } from '../../types';
import {
  type InvoiceDocument,
  getInvoiceDocument,
  getMultipointDocument,
} from './invoice-documents.service';

async function documentContext(app: App, principal: Principal, lang: string | undefined) {
  const settings = await app.services.settings.getSettings();
  return {
    db: app.services.db,
    files: app.services.files,
    config: app.services.config,
    settings,
    userId: principal.userId,
    language: toServerLanguage(lang, toServerLanguage(settings.languages.default)),
  };
}

const fileOf = (document: InvoiceDocument): FileAnswer => ({
  content: document.body,
  contentType: document.contentType,
  filename: document.filename,
});

/**
 * The invoice downloads of spec 2 point 7 "Invoices" (issue 5): pdf, signed_pdf (PAdES),
 * signed_xml (Facturae 3.2.2 with XAdES-EPES) and curve (CSV), each built from the stored invoice;
 * multipoint invoices' summaries. Another customer's id is 404 for every type; no copy is kept
 * on the way.
 */
export function registerInvoiceDocumentRoutes(app: App) {
  registerEndpoint(app, downloadInvoiceEndpoint, async ({ principal, params, query, reply }) => {
    reply.header('cache-control', 'private, no-store');
    const context = await documentContext(app, principal, query.lang);
    return fileOf(await getInvoiceDocument(context, params.id, params.type));
  });

  registerEndpoint(
    app,
    downloadMultipointInvoiceEndpoint,
    async ({ principal, params, query, reply }) => {
      reply.header('cache-control', 'private, no-store');
      const context = await documentContext(app, principal, query.lang);
      return fileOf(await getMultipointDocument(context, params.id, params.type));
    },
  );
}
