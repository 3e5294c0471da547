import { useMutation } from '@tanstack/react-query';
import type { PaymentRelatedObjectType } from '../types';
import { transactionReceiptEndpoint } from '@portal/domain/endpoints/payment';
import { fetchEndpointFile } from '@/lib/fetch-file';
import { saveFile } from '@/lib/save-file';

export interface TransactionReceiptRequest {
  invoiceId: number;
  relatedObjectType: PaymentRelatedObjectType;
  invoiceNumber: string;
}

/** GET download_transaction_receipt/{invoiceId} (v2): the payment receipt PDF, in the page language. */
export async function downloadTransactionReceipt({
  invoiceId,
  relatedObjectType,
  invoiceNumber,
}: TransactionReceiptRequest) {
  const file = await fetchEndpointFile(transactionReceiptEndpoint, {
    params: { invoiceId: String(invoiceId) },
    query: { related_object_type: relatedObjectType },
  });
  saveFile(file.blob, file.filename ?? `${invoiceNumber}-receipt.pdf`);
}

export function useDownloadTransactionReceipt() {
  return useMutation({ mutationFn: downloadTransactionReceipt });
}
