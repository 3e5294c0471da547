import { queryOptions } from '@tanstack/react-query';
import { getBannerEndpoint } from '@portal/domain/endpoints/dynamic-content';
import type { Banner } from '@portal/domain/schemas/settings';
import { callEndpoint, isApiError } from '@/lib/api-client';

/** GET /banners/{code} (v2); a code the retailer has not defined is no banner rather than an error. */
export async function getBanner(code: string, signal?: AbortSignal): Promise<Banner | null> {
  try {
    return await callEndpoint(getBannerEndpoint, { params: { code }, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const bannerQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['banner', code],
    queryFn: ({ signal }) => getBanner(code, signal),
    staleTime: 10 * 60_000,
  });
