import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDynamicContentEndpoint } from '@portal/domain/endpoints/dynamic-content-backoffice';
import { callStaff } from '../utils/call-staff';
import { dynamicContentQueryKey } from './content-key';

/** GET backoffice/html_elements (v1): every dynamic page and block, as written. */
export const dynamicContentQueryOptions = () =>
  queryOptions({
    queryKey: dynamicContentQueryKey,
    queryFn: ({ signal }) => callStaff(listDynamicContentEndpoint, { signal }),
  });

export const useDynamicContent = () => useQuery(dynamicContentQueryOptions());
