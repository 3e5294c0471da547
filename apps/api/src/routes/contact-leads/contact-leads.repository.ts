import type { ContactLeadKind, ContactLeadState } from '@portal/domain/schemas/contact-leads';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contactLeads } from '../../db/schema/contact-leads';

export type ContactLeadRow = typeof contactLeads.$inferSelect;

export async function findContactLead(db: Database, id: string) {
  const [row] = await db.select().from(contactLeads).where(eq(contactLeads.id, id));
  return row;
}

/**
 * A page of the contact leads under the filters, oldest first (a queue), and how many each state
 * holds under the kind filter.
 */
export async function listContactLeads(
  db: Database,
  page: { state?: ContactLeadState; kind?: ContactLeadKind; offset: number; limit: number },
) {
  const byKind = page.kind ? eq(contactLeads.kind, page.kind) : undefined;
  const where = and(page.state ? eq(contactLeads.state, page.state) : undefined, byKind);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(contactLeads)
      .where(where)
      .orderBy(asc(contactLeads.createdAt), asc(contactLeads.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ state: contactLeads.state, n: count() })
      .from(contactLeads)
      .where(byKind)
      .groupBy(contactLeads.state),
  ]);
  return { rows, counts };
}

/** Moves a contact lead from one state to another, unless it has left `from` meanwhile. */
export async function moveContactLeadState(
  db: Database,
  id: string,
  from: ContactLeadState,
  to: ContactLeadState,
) {
  const [row] = await db
    .update(contactLeads)
    .set({ state: to })
    .where(and(eq(contactLeads.id, id), eq(contactLeads.state, from)))
    .returning();
  return row;
}
