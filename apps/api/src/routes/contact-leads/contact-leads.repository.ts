import type { ContactLeadKind } from '@portal/domain/schemas/contact-leads';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contactLeads } from '../../db/schema/contact-leads';

export type ContactLeadRow = typeof contactLeads.$inferSelect;

export async function findContactLead(db: Database, id: string) {
  const [row] = await db.select().from(contactLeads).where(eq(contactLeads.id, id));
  return row;
}

/** A page of the contact leads, of one kind or all, newest first, and how many there are. */
export async function listContactLeads(
  db: Database,
  page: { kind?: ContactLeadKind; offset: number; limit: number },
) {
  const where = page.kind ? eq(contactLeads.kind, page.kind) : undefined;
  const rows = await db
    .select()
    .from(contactLeads)
    .where(where)
    .orderBy(desc(contactLeads.createdAt), desc(contactLeads.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(contactLeads).where(where);
  return { rows, total: total?.n ?? 0 };
}
