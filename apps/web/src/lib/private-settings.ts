import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPrivateSettingsEndpoint } from '@portal/domain/endpoints/settings';
import type { PrivateSettings } from '@portal/domain/schemas/settings';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET /ov_customize/ov_private_settings (v2): the settings only a signed-in customer receives. */
export function getPrivateSettings(signal?: AbortSignal): Promise<PrivateSettings> {
  return callEndpoint(getPrivateSettingsEndpoint, { signal });
}

export const privateSettingsQueryOptions = queryOptions({
  queryKey: [...userScope, 'private-settings'],
  queryFn: ({ signal }) => getPrivateSettings(signal),
  staleTime: Infinity,
});

export function usePrivateSettings(enabled: boolean) {
  return useQuery({ ...privateSettingsQueryOptions, enabled });
}
