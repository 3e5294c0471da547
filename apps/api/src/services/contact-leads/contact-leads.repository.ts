import type { Database } from '../../db/database';
import { contactLeads } from '../../db/schema/contact-leads';

export async function insertContactLead(
  tx: Pick<Database, 'insert'>,
  lead: typeof contactLeads.$inferInsert,
) {
  await tx.insert(contactLeads).values(lead);
}
