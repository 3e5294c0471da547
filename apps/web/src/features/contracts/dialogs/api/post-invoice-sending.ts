import { useMutation } from '@tanstack/react-query';
import type { invoiceSendingMethods } from '@portal/domain/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { parseChangeAnswer, useRefreshContracts } from './contracts-key';

export type InvoiceSendingMethod = (typeof invoiceSendingMethods)[number];

/** POST contracts/{name} (v2, no trailing slash): how invoices are sent, e-mail or post. */
export function postInvoiceSending(contractName: string, method: InvoiceSendingMethod) {
  return apiRequest({
    path: `/contracts/${encodeURIComponent(contractName)}`,
    versions: [2],
    method: 'POST',
    body: { invoice_online: method },
    parse: parseChangeAnswer,
  });
}

export function useInvoiceSendingChange(contractName: string) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (method: InvoiceSendingMethod) => postInvoiceSending(contractName, method),
    onSuccess: refresh,
  });
}
