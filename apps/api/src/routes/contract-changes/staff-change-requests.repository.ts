import type { ChangeRequestState } from '@portal/domain/schemas/contract-changes';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import {
  contractChangeRequestFiles,
  contractChangeRequests,
} from '../../db/schema/contract-changes';
import { contracts, supplyPoints } from '../../db/schema/contracts';

/*
 * The SQL of the supervisors' queue of change requests: every customer's, unlike the customer's
 * own calls, since only the back office (its role checked on the route) reads them.
 */

/** A page of the requests in a state, oldest first, with their contract and customer. */
export async function listChangeRequests(
  db: Database,
  page: { state: ChangeRequestState; offset: number; limit: number },
) {
  const where = eq(contractChangeRequests.state, page.state);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contractChangeRequests.id,
        kind: contractChangeRequests.kind,
        state: contractChangeRequests.state,
        createdAt: contractChangeRequests.createdAt,
        appliedAt: contractChangeRequests.appliedAt,
        contractName: contracts.name,
        contractType: contracts.type,
        cups: supplyPoints.cups,
        customerName: users.name,
        taxId: users.taxId,
        email: users.email,
      })
      .from(contractChangeRequests)
      .innerJoin(contracts, eq(contracts.id, contractChangeRequests.contractId))
      .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
      .innerJoin(users, eq(users.id, contractChangeRequests.userId))
      .where(where)
      .orderBy(asc(contractChangeRequests.createdAt), asc(contractChangeRequests.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(contractChangeRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The documents of these requests, in the order they were sent. */
export function listRequestFiles(db: Database, requestIds: number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contractChangeRequestFiles)
    .where(inArray(contractChangeRequestFiles.requestId, requestIds))
    .orderBy(asc(contractChangeRequestFiles.id));
}

export async function findRequestFile(db: Database, requestId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(contractChangeRequestFiles)
    .where(
      and(
        eq(contractChangeRequestFiles.requestId, requestId),
        eq(contractChangeRequestFiles.id, fileId),
      ),
    );
  return row;
}
