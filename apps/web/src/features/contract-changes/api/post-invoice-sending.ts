import { invoiceSendingEndpoint } from '@portal/domain/endpoints/contract-changes';
import { useMutation } from '@tanstack/react-query';
import type { invoiceSendingMethods } from '@portal/domain/schemas/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

export type InvoiceSendingMethod = (typeof invoiceSendingMethods)[number];

/** POST contracts/{name} (v2, no trailing slash): how invoices are sent, e-mail or post. */
export function postInvoiceSending(contractName: string, method: InvoiceSendingMethod) {
  return callEndpoint(invoiceSendingEndpoint, {
    params: { name: contractName },
    body: { invoice_online: method },
  });
}

export function useInvoiceSendingChange(contractName: string) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (method: InvoiceSendingMethod) => postInvoiceSending(contractName, method),
    onSuccess: refresh,
  });
}
