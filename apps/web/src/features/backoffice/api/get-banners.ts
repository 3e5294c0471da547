import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBannersEndpoint } from '@portal/domain/endpoints/dynamic-content-backoffice';
import { callStaff } from '../utils/call-staff';
import { bannersQueryKey } from './content-key';

/** GET backoffice/banners (v1): every banner, by code. */
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: bannersQueryKey,
    queryFn: ({ signal }) => callStaff(listBannersEndpoint, { signal }),
  });

export const useBanners = () => useQuery(bannersQueryOptions());
