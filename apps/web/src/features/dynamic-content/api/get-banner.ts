import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannerSchema, type Banner } from '@portal/domain/schemas/settings';
import { apiRequest, isApiError } from '@/lib/api-client';

/** GET /banners/{code} (v2); a code the retailer has not defined is no banner rather than an error. */
export async function getBanner(code: string, signal?: AbortSignal): Promise<Banner | null> {
  try {
    return await apiRequest({
      path: `/banners/${encodeURIComponent(code)}`,
      versions: [2],
      signal,
      parse: (data) => bannerSchema.parse(data),
    });
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

export function useBanner(code: string) {
  return useQuery(bannerQueryOptions(code));
}
