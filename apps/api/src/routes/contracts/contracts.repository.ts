import type { ContractType } from '@portal/domain/schemas/contracts';
import { normalizeCups } from '@portal/domain/validators/cups';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { attachments, contracts, supplyPoints } from '../../db/schema/contracts';
import { supplyAddress } from '../../db/sql/contract-columns';
import { escapeLike } from '../../db/sql/escape-like';
import { selectContracts } from '../../services/customer-contracts/customer-contracts.repository';

/*
 * Every query here takes the signed-in customer's id and filters on contracts.user_id itself: a
 * contract name or an attachment id of another customer finds nothing (ARCHITECTURE.md "API").
 */

/** Active contracts first (spec 2 point 4), then by name, so pages are stable. */
const activeFirst = [desc(sql`${contracts.state} = 'activa'`), asc(contracts.name)];

/** The contract name, the supply point's address or its CUPS contains the text, in any case. */
function matching(filter: string | undefined): SQL | undefined {
  if (!filter) return undefined;
  const pattern = `%${escapeLike(filter)}%`;
  return or(
    ilike(contracts.name, pattern),
    ilike(supplyAddress, pattern),
    ilike(supplyPoints.cups, `%${escapeLike(normalizeCups(filter))}%`),
  );
}

export async function listContracts(
  db: Database,
  query: { userId: string; type: ContractType; filter?: string; offset: number; limit: number },
) {
  const where = and(
    eq(contracts.userId, query.userId),
    eq(contracts.type, query.type),
    matching(query.filter),
  );
  const [rows, [count]] = await Promise.all([
    selectContracts(db)
      .where(where)
      .orderBy(...activeFirst)
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contracts)
      .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export function listContractNames(db: Database, userId: string) {
  return db
    .select({ id: contracts.id, name: contracts.name, type: contracts.type })
    .from(contracts)
    .where(eq(contracts.userId, userId))
    .orderBy(...activeFirst);
}

/** An attachment of one of the customer's contracts, with where its bytes are. */
export async function findAttachment(db: Database, userId: string, attachmentId: number) {
  const [row] = await db
    .select({
      filename: attachments.filename,
      mimeType: attachments.mimeType,
      storageKey: attachments.storageKey,
    })
    .from(attachments)
    .innerJoin(contracts, eq(contracts.id, attachments.contractId))
    .where(and(eq(attachments.id, attachmentId), eq(contracts.userId, userId)));
  return row;
}
