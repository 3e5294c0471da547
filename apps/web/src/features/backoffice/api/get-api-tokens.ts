import { queryOptions, useQuery } from '@tanstack/react-query';
import { listApiTokensEndpoint } from '@portal/domain/endpoints/backoffice-staff';
import { callStaff } from '../utils/call-staff';
import { apiTokensQueryKey } from './backoffice-key';

/** GET backoffice/api_tokens (v1): the caller's tokens (an admin's: everyone's), newest first. */
export function getApiTokens(signal?: AbortSignal) {
  return callStaff(listApiTokensEndpoint, { signal });
}

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: apiTokensQueryKey, queryFn: ({ signal }) => getApiTokens(signal) });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
