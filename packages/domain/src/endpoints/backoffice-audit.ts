import { auditExportQuerySchema, auditListSchema, auditQuerySchema } from '../schemas/audit';
import { defineEndpoint, fileBody } from './endpoint';

/** The audit trail (issue 27), for admins: read only; no call changes or deletes an entry. */
export const listAuditEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/audit',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  query: auditQuerySchema,
  response: auditListSchema,
});

/** Every entry the filters select, newest first, as CSV (`;`-separated, UTF-8 with a BOM). */
export const exportAuditEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/audit.csv',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  query: auditExportQuerySchema,
  response: fileBody('text/csv'),
});
