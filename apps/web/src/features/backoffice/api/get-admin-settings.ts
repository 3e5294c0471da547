import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBackofficeSettingsEndpoint } from '@portal/domain/endpoints/backoffice';
import type { BackofficeSettings } from '@portal/domain/schemas/settings';
import { callStaff } from '../utils/call-staff';
import { adminSettingsQueryKey } from './backoffice-key';

/** GET backoffice/settings (v1): the settings, private ones included, and the flags as served now. */
export function getAdminSettings(signal?: AbortSignal): Promise<BackofficeSettings> {
  return callStaff(getBackofficeSettingsEndpoint, { signal });
}

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsQueryKey,
    queryFn: ({ signal }) => getAdminSettings(signal),
  });

export function useAdminSettings(enabled: boolean) {
  return useQuery({ ...adminSettingsQueryOptions(), enabled });
}
