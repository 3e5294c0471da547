import { aggregateCurve } from '@portal/domain/curves/aggregate';
import type { Settings } from '@portal/domain/schemas/settings';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { FileStore } from '../../lib/file-store';
import { HttpError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import { signPdf } from '../../lib/signing/pades';
import { signingIdentity } from '../../lib/signing/signing-identity';
import { signFacturae } from '../../lib/signing/xades';
import { curveCsv } from '../../services/curves/curve-csv';
import { readCurveDays } from '../../services/curves/curve-days.repository';
import { buildFacturae } from './facturae';
import * as repo from './invoice-documents.repository';
import { buildInvoicePdf, buildMultipointPdf } from './invoice-pdf';
import { invoiceTexts } from './invoice-texts';
import { type Retailer, retailerIdentity } from './retailer';

export type DownloadType = 'pdf' | 'signed_pdf' | 'signed_xml' | 'curve';
export type InvoiceDocument = { body: Buffer | string; contentType: string; filename: string };

type Context = {
  db: Database;
  files: FileStore;
  config: Config;
  settings: Settings;
  userId: string;
  language: ServerLanguage;
};

/**
 * A type the retailer does not offer (settings invoices.downloadTypes) does not exist, as the web
 * hides it under the same setting; the PDF always exists.
 */
function assertOffered(settings: Settings, type: DownloadType) {
  if (type !== 'pdf' && !settings.invoices.downloadTypes.includes(type)) {
    throw new HttpError(404, 'document_not_available');
  }
}

function signingDetails(retailer: Retailer, language: ServerLanguage) {
  return {
    name: retailer.corporateName,
    reason: invoiceTexts[language].signatureReason,
    location: retailer.address.city,
    contactInfo: retailer.email,
  };
}

/**
 * The documents of an invoice imported with the retailer's book (issue 27 point 4): its PDF is the
 * one the book brought, signed as the portal signs its own for `signed_pdf`. It has no lines, so
 * no e-invoice can be made of it; a PDF the signature cannot be added to has no signed copy either.
 */
async function importedInvoiceDocument(
  context: Context,
  key: string,
  type: Exclude<DownloadType, 'curve'>,
  signing: {
    filename: string;
    details: ReturnType<typeof signingDetails>;
    identity: () => ReturnType<typeof signingIdentity>;
  },
): Promise<InvoiceDocument> {
  if (type === 'signed_xml') throw new HttpError(404, 'document_not_available');
  const pdf = await context.files.get(key);
  if (!pdf) throw new HttpError(404, 'document_not_available');
  if (type === 'pdf') {
    return { body: pdf, contentType: 'application/pdf', filename: signing.filename };
  }
  let signed: Buffer;
  try {
    signed = await signPdf(pdf, signing.identity(), signing.details);
  } catch {
    throw new HttpError(404, 'document_not_available');
  }
  return { body: signed, contentType: 'application/pdf', filename: signing.filename };
}

/** GET invoices/{id}/{type}/: one of the customer's electricity or gas invoices as a document. */
export async function getInvoiceDocument(
  context: Context,
  invoiceId: number,
  type: DownloadType,
): Promise<InvoiceDocument> {
  const record = await repo.findInvoiceForDocuments(
    context.db,
    context.userId,
    invoiceId,
    undefined,
  );
  if (!record) throw new HttpError(404, 'not_found');
  assertOffered(context.settings, type);
  const { language } = context;
  const retailer = retailerIdentity(context.settings.organization);
  const filename = invoiceTexts[language].filenames[type](record.number);
  if (record.pdfStorageKey && type !== 'curve') {
    return importedInvoiceDocument(context, record.pdfStorageKey, type, {
      filename,
      details: signingDetails(retailer, language),
      identity: () => signingIdentity(context.config, retailer),
    });
  }
  switch (type) {
    case 'pdf':
      return {
        body: await buildInvoicePdf({ record, language, retailer }),
        contentType: 'application/pdf',
        filename,
      };
    case 'signed_pdf': {
      const pdf = await buildInvoicePdf({ record, language, retailer });
      const identity = signingIdentity(context.config, retailer);
      return {
        body: await signPdf(pdf, identity, signingDetails(retailer, language)),
        contentType: 'application/pdf',
        filename,
      };
    }
    case 'signed_xml': {
      const { xml } = buildFacturae({
        records: [record],
        retailer,
        language,
        batchId: record.number,
      });
      const identity = signingIdentity(context.config, retailer);
      return {
        body: signFacturae(xml, identity),
        contentType: 'application/xml; charset=utf-8',
        filename,
      };
    }
    case 'curve': {
      // Gas is metered by volume read monthly or bimonthly, and an annulling invoice bills no
      // consumption of its own: neither has an hourly curve to give.
      if (record.energy === 'gas' || record.rectificativeType === 'A') {
        throw new HttpError(404, 'curve_not_available');
      }
      const days = await readCurveDays(
        context.db,
        record.supplyPointId,
        record.startDate,
        record.endDate,
      );
      const bars = aggregateCurve(days, {
        granularity: 'hourly',
        accessTariff: record.accessTariff,
        start: record.startDate,
        end: record.endDate,
      });
      if (bars.length === 0) throw new HttpError(404, 'curve_not_available');
      return { body: curveCsv(bars), contentType: 'text/csv; charset=utf-8', filename };
    }
  }
}

/**
 * GET invoices_multipoint/{id}/{type}/: one of the customer's multipoint invoices: its summary,
 * plain or signed, and its member invoices as one Facturae batch. It has no curve of its own (its
 * supply points' curves are those of its member invoices).
 */
export async function getMultipointDocument(
  context: Context,
  id: number,
  type: DownloadType,
): Promise<InvoiceDocument> {
  const record = await repo.findMultipointForDocuments(context.db, context.userId, id);
  if (!record) throw new HttpError(404, 'not_found');
  assertOffered(context.settings, type);
  const { language } = context;
  const retailer = retailerIdentity(context.settings.organization);
  const filename = invoiceTexts[language].filenames[type](record.number);
  switch (type) {
    case 'pdf':
    case 'signed_pdf': {
      const pdf = await buildMultipointPdf({ record, language, retailer });
      const body =
        type === 'pdf'
          ? pdf
          : await signPdf(
              pdf,
              signingIdentity(context.config, retailer),
              signingDetails(retailer, language),
            );
      return { body, contentType: 'application/pdf', filename };
    }
    case 'signed_xml': {
      const members = [];
      for (const member of record.members) {
        const full = await repo.findInvoiceForDocuments(
          context.db,
          context.userId,
          member.id,
          undefined,
        );
        if (full) members.push(full);
      }
      if (members.length === 0) throw new HttpError(404, 'document_not_available');
      const { xml } = buildFacturae({
        records: members,
        retailer,
        language,
        batchId: record.number,
      });
      return {
        body: signFacturae(xml, signingIdentity(context.config, retailer)),
        contentType: 'application/xml; charset=utf-8',
        filename,
      };
    }
    case 'curve':
      throw new HttpError(404, 'document_not_available');
  }
}
