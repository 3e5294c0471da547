import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parseChangeAnswer, useRefreshContracts } from './contracts-key';

/** POST contracts/{name}/ (v2, trailing slash) with invoice_online true: turns the e-invoice on. */
export function postEInvoice(contractName: string) {
  return apiRequest({
    path: `/contracts/${encodeURIComponent(contractName)}/`,
    versions: [2],
    method: 'POST',
    body: { invoice_online: true },
    parse: parseChangeAnswer,
  });
}

export function useEInvoiceActivation(contractName: string) {
  const refresh = useRefreshContracts();
  return useMutation({ mutationFn: () => postEInvoice(contractName), onSuccess: refresh });
}
