import { useMutation } from '@tanstack/react-query';
import type { PaymentRelatedObjectType } from '../types';
import { fetchFile } from '@/lib/fetch-file';
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
  const file = await fetchFile(`download_transaction_receipt/${invoiceId}`, [2], {
    related_object_type: relatedObjectType,
  });
  saveFile(file.blob, file.filename ?? `${invoiceNumber}-receipt.pdf`);
}

export function useDownloadTransactionReceipt() {
  return useMutation({ mutationFn: downloadTransactionReceipt });
}
