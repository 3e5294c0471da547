import { queryOptions, useQuery } from '@tanstack/react-query';
import { omipAlertsEndpoint } from '@portal/domain/endpoints/omip';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET omip/alerts/: the customer's alerts, newest first. */
export const omipAlertsQueryOptions = queryOptions({
  queryKey: [...userScope, 'omip', 'alerts'],
  queryFn: ({ signal }) => callEndpoint(omipAlertsEndpoint, { signal }),
});

export function useOmipAlerts() {
  return useQuery(omipAlertsQueryOptions);
}
