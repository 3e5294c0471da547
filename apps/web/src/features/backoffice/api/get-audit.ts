import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAuditEndpoint } from '@portal/domain/endpoints/backoffice-audit';
import type { AuditQuery } from '@portal/domain/schemas/audit';
import { callStaff } from '../utils/call-staff';
import { auditQueryKey } from './backoffice-key';

/** GET backoffice/audit (v1): a page of the audit trail under its filters, newest first. */
export function getAudit(query: AuditQuery, signal?: AbortSignal) {
  return callStaff(listAuditEndpoint, { query, signal });
}

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...auditQueryKey, query],
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
