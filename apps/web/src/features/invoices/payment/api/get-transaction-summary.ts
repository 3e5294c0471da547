import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionSummaryEndpoint } from '@portal/domain/endpoints/payment';
import type { TransactionSummary } from '@portal/domain/schemas/payment';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';
import type { PaymentRelatedObjectType } from '../types';

/** GET transaction_summary/{invoiceId} (v2): the last card transaction of a paid invoice. */
export function getTransactionSummary(
  invoiceId: number,
  relatedObjectType: PaymentRelatedObjectType,
  signal?: AbortSignal,
): Promise<TransactionSummary> {
  return callEndpoint(transactionSummaryEndpoint, {
    params: { invoiceId: String(invoiceId) },
    query: { related_object_type: relatedObjectType },
    signal,
  });
}

export const transactionSummaryQueryOptions = (
  invoiceId: number,
  relatedObjectType: PaymentRelatedObjectType,
) =>
  queryOptions({
    queryKey: [...userScope, 'payment', 'transaction-summary', relatedObjectType, invoiceId],
    queryFn: ({ signal }) => getTransactionSummary(invoiceId, relatedObjectType, signal),
    // A payment just made changes the summary: read it again each time the dialog opens.
    staleTime: 0,
    retry: false,
  });

export function useTransactionSummary(
  invoiceId: number,
  relatedObjectType: PaymentRelatedObjectType,
  enabled: boolean,
) {
  return useQuery({ ...transactionSummaryQueryOptions(invoiceId, relatedObjectType), enabled });
}
