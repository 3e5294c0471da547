import { stepTakingLeadStates } from '@portal/domain/schemas/contracting';
import { and, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contactLeads } from '../../db/schema/contact-leads';
import { leadFiles, leads } from '../../db/schema/contracting';

const contractlessLeadStates = [...stepTakingLeadStates, 'discarded'] as const;

/** The ids of leads that made no contract (open, called back, discarded) untouched since `cutoff`. */
export async function findStaleLeadIds(db: Database, cutoff: Date, limit: number) {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(inArray(leads.state, contractlessLeadStates), lt(leads.updatedAt, cutoff)))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Where the files of these leads are stored. */
export async function findLeadFilePaths(db: Database, leadIds: string[]) {
  const rows = await db
    .select({ path: leadFiles.path })
    .from(leadFiles)
    .where(inArray(leadFiles.leadId, leadIds));
  return rows.map((row) => row.path);
}

/** Deletes leads, with their file rows. */
export async function deleteLeads(db: Database, leadIds: string[]) {
  await db.delete(leads).where(inArray(leads.id, leadIds));
}

/** The contact leads made before `cutoff`, `limit` at most, with their invoice's path. */
export function findContactLeadsBefore(db: Database, cutoff: Date, limit: number) {
  return db
    .select({ id: contactLeads.id, path: contactLeads.filePath })
    .from(contactLeads)
    .where(lt(contactLeads.createdAt, cutoff))
    .limit(limit);
}

export async function deleteContactLeads(db: Database, ids: string[]) {
  await db.delete(contactLeads).where(inArray(contactLeads.id, ids));
}
