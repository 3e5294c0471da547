import * as endpoints from '@portal/domain/endpoints/contact-leads';
import {
  type ContactLeadState,
  type StaffContactLead,
  type StaffContactLeadList,
  contactLeadMarksFrom,
  contactLeadStates,
} from '@portal/domain/schemas/contact-leads';
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
    state: row.state,
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
 * The back office's contact leads (decision 020): the list (oldest first, by state and kind, with
 * the count of each state), one lead, its invoice as the visitor sent it, and staff's marks.
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
    const { rows, counts } = await repo.listContactLeads(db, {
      state: query.state,
      kind: query.kind,
      offset,
      limit,
    });
    const countOf = (state: ContactLeadState) => counts.find((row) => row.state === state)?.n ?? 0;
    const total = query.state
      ? countOf(query.state)
      : contactLeadStates.reduce((sum, state) => sum + countOf(state), 0);
    return {
      items: rows.map(staffContactLeadOf),
      offset,
      limit,
      n_items: total,
      counts: Object.fromEntries(
        contactLeadStates.map((state) => [state, countOf(state)]),
      ) as StaffContactLeadList['counts'],
    };
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

  // Conditional on the state read: of two agents marking the same lead, the second is refused.
  registerEndpoint(
    app,
    endpoints.staffContactLeadStateEndpoint,
    async ({ params, body, audit }) => {
      const { state: from } = await find(params.id);
      const moved = contactLeadMarksFrom(from).includes(body.state)
        ? await repo.moveContactLeadState(db, params.id, from, body.state)
        : undefined;
      if (!moved) throw new HttpError(409, 'state_change_not_allowed');
      audit.target = `contact_lead:${params.id}`;
      audit.details = { from, to: body.state };
      return staffContactLeadOf(moved);
    },
  );
}
