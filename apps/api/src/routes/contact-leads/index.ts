import * as endpoints from '@portal/domain/endpoints/contact-leads';
import type { StaffContactLead } from '@portal/domain/schemas/contact-leads';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import type { App } from '../../types';
import * as repo from './contact-leads.repository';

const LIST_DEFAULT_LIMIT = 20;
const LIST_MAX_LIMIT = 100;

function staffContactLeadOf(row: repo.ContactLeadRow): StaffContactLead {
  return {
    id: row.id,
    kind: row.kind,
    language: row.language,
    name: row.name,
    surname1: row.surname1,
    surname2: row.surname2,
    email: row.email,
    phone: row.phone,
    contact_hours: row.contactHours,
    cups: row.cups,
    customer: row.userId !== null,
    data: row.data,
    invoice:
      row.fileName && row.fileType && row.fileSize !== null
        ? { name: row.fileName, type: row.fileType, size: row.fileSize }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The back office's contact leads (decision 020): the list (newest first, by kind), one lead, and
 * its invoice as the visitor sent it.
 */
export function registerContactLeadRoutes(app: App) {
  const { db, files } = app.services;
  const find = async (id: string) => {
    const row = await repo.findContactLead(db, id);
    if (!row) throw new HttpError(404, 'not_found');
    return row;
  };

  registerEndpoint(app, endpoints.staffContactLeadListEndpoint, async ({ query }) => {
    const offset = query.offset ?? 0;
    const limit = Math.min(Math.max(query.limit ?? LIST_DEFAULT_LIMIT, 1), LIST_MAX_LIMIT);
    const { rows, total } = await repo.listContactLeads(db, { kind: query.kind, offset, limit });
    return { items: rows.map(staffContactLeadOf), offset, limit, n_items: total };
  });

  registerEndpoint(app, endpoints.staffContactLeadEndpoint, async ({ params }) =>
    staffContactLeadOf(await find(params.id)),
  );

  registerEndpoint(app, endpoints.staffContactLeadInvoiceEndpoint, async ({ params }) => {
    const row = await find(params.id);
    if (!row.filePath || !row.fileType || !row.fileName) throw new HttpError(404, 'not_found');
    const content = await files.get(row.filePath);
    if (!content) throw new Error(`contact lead file missing: ${row.filePath}`);
    return { content, contentType: row.fileType, filename: row.fileName };
  });
}
