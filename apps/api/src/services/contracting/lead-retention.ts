import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { FileStore } from '../../lib/file-store';
import * as repo from './lead-retention.repository';

/** How often the portal looks for leads past their retention. */
export const LEAD_RETENTION_SWEEP_MS = 60 * 60 * 1000;
/** Leads deleted per sweep at most: a large backlog is cleared over a few sweeps. */
const SWEEP_BATCH = 200;

/**
 * Deletes the open leads (never confirmed) nobody has touched for `days` days, with their files
 * (docs/decisions/018): sales have had their chance to call back, and a visitor's personal data is
 * not kept for a contracting that did not happen. Confirmed and signed leads stay: they are the
 * record of a contract. Answers how many were deleted.
 */
export async function purgeStaleLeads(
  db: Database,
  files: FileStore,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const ids = await repo.findStaleLeadIds(db, cutoff, SWEEP_BATCH);
  if (ids.length === 0) return 0;
  const paths = await repo.findLeadFilePaths(db, ids);
  // The rows first: a file left behind by a failed removal is unreachable, never a dangling row.
  await repo.deleteLeads(db, ids);
  for (const path of paths) await files.remove(path);
  return ids.length;
}

/**
 * Deletes the contact leads (the power calculator's and the comparators' requests to be called,
 * decision 020) older than `days` days, with their invoices: by then sales have called. Answers how
 * many were deleted.
 */
export async function purgeOldContactLeads(
  db: Database,
  files: FileStore,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const old = await repo.findContactLeadsBefore(db, cutoff, SWEEP_BATCH);
  if (old.length === 0) return 0;
  await repo.deleteContactLeads(
    db,
    old.map((lead) => lead.id),
  );
  for (const { path } of old) if (path) await files.remove(path);
  return old.length;
}

/** Sweeps every hour while the server runs; `stop` ends it. */
export function startLeadRetention(deps: {
  db: Database;
  files: FileStore;
  days: number;
  log: FastifyBaseLogger;
}): { stop: () => void } {
  const sweep = () =>
    Promise.all([
      purgeStaleLeads(deps.db, deps.files, deps.days),
      purgeOldContactLeads(deps.db, deps.files, deps.days),
    ]).then(
      ([leadsDeleted, contactLeadsDeleted]) => {
        if (leadsDeleted + contactLeadsDeleted > 0) {
          deps.log.info(
            { leadsDeleted, contactLeadsDeleted },
            'leads past their retention deleted',
          );
        }
      },
      (error: unknown) => deps.log.error({ err: error }, 'stale leads could not be deleted'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), LEAD_RETENTION_SWEEP_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
