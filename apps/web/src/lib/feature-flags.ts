import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFeatureFlagsEndpoint } from '@portal/domain/endpoints/settings';
import type { FeatureFlags } from '@portal/domain/schemas/settings';
import { ApiError, callEndpoint, isApiError } from './api-client';

/** Feature flags of their own call; a response of the wrong shape is an error (spec 1 point 7). */
export async function getFeatureFlags(): Promise<FeatureFlags> {
  try {
    return (await callEndpoint(getFeatureFlagsEndpoint, {})).feature_flags;
  } catch (error) {
    if (isApiError(error) && error.code === 'invalid_response') {
      throw new ApiError(error.status, 'invalid_feature_flags', { cause: error });
    }
    throw error;
  }
}

export const featureFlagsQueryOptions = queryOptions({
  queryKey: ['feature-flags'],
  queryFn: getFeatureFlags,
  staleTime: Infinity,
});

/**
 * Whether a flag lets its content render: while the flags are not loaded the content renders; once
 * loaded, only if the flag is on (spec 1 point 3, "Feature flags object").
 */
export function useFeatureFlag(flag: keyof FeatureFlags): boolean {
  const { data } = useQuery(featureFlagsQueryOptions);
  return data ? data[flag] : true;
}

/**
 * The loaded flags, or undefined while they load (flag-guarded content renders meanwhile); `needed`
 * false skips the call for content that no flag guards.
 */
export function useFeatureFlags(needed = true): FeatureFlags | undefined {
  return useQuery({ ...featureFlagsQueryOptions, enabled: needed }).data;
}
