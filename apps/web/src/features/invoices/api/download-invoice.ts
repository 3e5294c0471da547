import { useMutation } from '@tanstack/react-query';
import type { Settings } from '@portal/domain/schemas/settings';
import {
  downloadInvoiceEndpoint,
  downloadMultipointInvoiceEndpoint,
} from '@portal/domain/endpoints/invoice-documents';
import { fetchEndpointFile } from '@/lib/fetch-file';
import type { InvoiceListType } from '../utils/invoice-types';
import { saveFile } from '@/lib/save-file';

/** pdf, signed_pdf, signed_xml (the e-invoice) or curve (spec 2 point 6, invoices.downloadTypes). */
export type DownloadType = Settings['invoices']['downloadTypes'][number];

export interface InvoiceDownloadRequest {
  listType: InvoiceListType;
  id: number;
  number: string;
  type: DownloadType;
  /** The setting invoices.downloadInNewTab: show the file in a new tab rather than save it. */
  newTab: boolean;
}

/** The name a file gets when the server names none. */
const fallbackNames: Record<DownloadType, (number: string) => string> = {
  pdf: (number) => `${number}.pdf`,
  signed_pdf: (number) => `${number}-signed.pdf`,
  signed_xml: (number) => `${number}.xsig`,
  curve: (number) => `${number}-curve.csv`,
};

/**
 * GET invoices/{id}/{type}/ (electricity on v2 or v1, gas on v2) and GET
 * invoices_multipoint/{id}/{type}/ (v2) (spec 2 point 7 "Invoices"): the invoice PDF, signed PDF,
 * signed e-invoice or consumption curve, in the language of the request.
 */
export async function downloadInvoice(request: InvoiceDownloadRequest): Promise<void> {
  const endpoint =
    request.listType === 'multipoint' ? downloadMultipointInvoiceEndpoint : downloadInvoiceEndpoint;
  const file = await fetchEndpointFile(endpoint, {
    params: { id: String(request.id), type: request.type },
  });
  saveFile(file.blob, file.filename ?? fallbackNames[request.type](request.number), request.newTab);
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
