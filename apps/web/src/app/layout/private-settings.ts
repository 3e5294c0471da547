import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  defaultPrivateSettings,
  mergeSettings,
  privateSettingsSchema,
  type PrivateSettings,
} from '@portal/domain/schemas/settings';
import { apiRequest } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET /ov_customize/ov_private_settings (v2): the settings only a signed-in customer receives. */
export function getPrivateSettings(signal?: AbortSignal): Promise<PrivateSettings> {
  return apiRequest({
    path: '/ov_customize/ov_private_settings',
    versions: [2],
    signal,
    parse: (data) => privateSettingsSchema.parse(mergeSettings(defaultPrivateSettings, data)),
  });
}

export const privateSettingsQueryOptions = queryOptions({
  queryKey: [...userScope, 'private-settings'],
  queryFn: ({ signal }) => getPrivateSettings(signal),
  staleTime: Infinity,
});

export function usePrivateSettings(enabled: boolean) {
  return useQuery({ ...privateSettingsQueryOptions, enabled });
}
