import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractSignatureLinkEndpoint,
  getChangeSignatureEndpoint,
  signChangeEndpoint,
} from '@portal/domain/endpoints/contract-changes';
import { callEndpoint } from '@/lib/api-client';
import { contractsQueryKey } from './get-contracts';

/**
 * GET and POST change_requests/signature/{token} (v2, decision 014): the change an e-mailed link
 * stands for, and its signature. No session: the link's token is the secret.
 */
export const changeSignatureQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['change-signature', token],
    queryFn: ({ signal }) =>
      callEndpoint(getChangeSignatureEndpoint, { params: { token }, signal }),
    retry: false,
  });

export function useChangeSignature(token: string) {
  return useQuery(changeSignatureQueryOptions(token));
}

/** Signs with the link; the contract's list and detail then show it signed (a session's cache). */
export function useSignChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(signChangeEndpoint, { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsQueryKey }),
  });
}

/**
 * POST contracts/{name}/signature_link/ (v2, decision 029): a new single-use link of the customer's
 * contract waiting for their signature, which the "sign now" button opens.
 */
export function useContractSignatureLink() {
  return useMutation({
    mutationFn: (contractName: string) =>
      callEndpoint(contractSignatureLinkEndpoint, { params: { name: contractName } }),
  });
}
