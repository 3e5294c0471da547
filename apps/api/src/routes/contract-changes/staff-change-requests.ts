import type {
  StaffChangeRequestList,
  staffChangeRequestListQuerySchema,
} from '@portal/domain/schemas/contract-changes';
import type * as z from 'zod/mini';
import type { Database } from '../../db/database';
import type { FileStore } from '../../lib/file-store';
import { HttpError } from '../../lib/http-error';
import type { FileAnswer } from '../../plugins/endpoint-route';
import * as repo from './staff-change-requests.repository';

const LIST_DEFAULT_LIMIT = 20;
const LIST_MAX_LIMIT = 100;

/**
 * The supervisors' queue (issue 27): the requests of a state, those waiting for the customer's
 * signature unless named, oldest first, each with its contract, customer and documents.
 */
export async function staffListChangeRequests(
  db: Database,
  query: z.output<typeof staffChangeRequestListQuerySchema>,
): Promise<StaffChangeRequestList> {
  const offset = query.offset ?? 0;
  const limit = Math.min(Math.max(query.limit ?? LIST_DEFAULT_LIMIT, 1), LIST_MAX_LIMIT);
  const { rows, total } = await repo.listChangeRequests(db, {
    state: query.state ?? 'waiting_for_signature',
    offset,
    limit,
  });
  const files = await repo.listRequestFiles(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      state: row.state,
      created_at: row.createdAt.toISOString(),
      applied_at: row.appliedAt?.toISOString() ?? null,
      contract: { name: row.contractName, type: row.contractType, cups: row.cups },
      customer: { name: row.customerName, tax_id: row.taxId, email: row.email },
      documents: files
        .filter((file) => file.requestId === row.id)
        .map((file) => ({ id: file.id, name: file.filename, size: file.sizeBytes })),
    })),
    offset,
    limit,
    n_items: total,
  };
}

/** A document of a change request, as the customer sent it. */
export async function staffChangeRequestFile(
  db: Database,
  files: FileStore,
  requestId: number,
  fileId: number,
): Promise<FileAnswer> {
  const file = await repo.findRequestFile(db, requestId, fileId);
  if (!file) throw new HttpError(404, 'not_found');
  const content = await files.get(file.storageKey);
  if (!content) throw new Error(`change request file missing: ${file.storageKey}`);
  return { content, contentType: file.mimeType, filename: file.filename };
}
