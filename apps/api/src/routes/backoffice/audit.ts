import { exportAuditEndpoint, listAuditEndpoint } from '@portal/domain/endpoints/backoffice-audit';
import { AUDIT_LIST_DEFAULT_LIMIT } from '@portal/domain/schemas/audit';
import { registerEndpoint } from '../../plugins/endpoint-route';
import type { App } from '../../types';

/** The audit trail for admins (issue 27): a page at a time, or every selected entry as CSV. */
export function registerAuditRoutes(app: App) {
  const { audit } = app.services;

  registerEndpoint(
    app,
    listAuditEndpoint,
    async ({ query: { offset, limit, lang: _lang, ...filters } }) =>
      audit.list(filters, { offset: offset ?? 0, limit: limit ?? AUDIT_LIST_DEFAULT_LIMIT }),
  );

  registerEndpoint(app, exportAuditEndpoint, async ({ query: { lang: _lang, ...filters } }) => ({
    content: audit.csv(filters),
    contentType: 'text/csv; charset=utf-8',
    filename: `audit-${new Date().toISOString().slice(0, 10)}.csv`,
  }));
}
