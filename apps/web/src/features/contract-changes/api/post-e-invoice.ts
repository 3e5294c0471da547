import { eInvoiceEndpoint } from '@portal/domain/endpoints/contract-changes';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

/** POST contracts/{name}/ (v2, trailing slash) with invoice_online true: turns the e-invoice on. */
export function postEInvoice(contractName: string) {
  return callEndpoint(eInvoiceEndpoint, {
    params: { name: contractName },
    body: { invoice_online: true },
  });
}

export function useEInvoiceActivation(contractName: string) {
  const refresh = useRefreshContracts();
  return useMutation({ mutationFn: () => postEInvoice(contractName), onSuccess: refresh });
}
