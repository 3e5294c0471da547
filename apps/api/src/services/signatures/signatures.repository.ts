import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import {
  changeRequestSignatureLinks,
  contractChangeRequests,
} from '../../db/schema/contract-changes';
import { contracts, notificationAddresses } from '../../db/schema/contracts';

/** The request a new contract's signature is (decision 029): it waits, and changes nothing else. */
export async function insertContractSignatureRequest(
  db: Database,
  contract: { id: number; userId: string },
) {
  const [row] = await db
    .insert(contractChangeRequests)
    .values({
      contractId: contract.id,
      userId: contract.userId,
      kind: 'contract',
      payload: {},
      state: 'waiting_for_signature',
    })
    .returning({ id: contractChangeRequests.id });
  return row!.id;
}

/** Who is asked to sign a change, and in which language: the account's e-mail, else the contract's. */
export async function findSignatory(db: Database, userId: string, contractId: number) {
  const [row] = await db
    .select({
      name: users.name,
      language: users.language,
      email: sql<string | null>`coalesce(${users.email}, ${notificationAddresses.email})`,
      contractName: contracts.name,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .leftJoin(notificationAddresses, eq(notificationAddresses.id, contracts.notificationAddressId))
    .where(and(eq(contracts.id, contractId), eq(contracts.userId, userId)));
  return row;
}

export async function insertSignatureLink(
  db: Database,
  link: { requestId: number; tokenHash: string; ttlSeconds: number },
) {
  await db.insert(changeRequestSignatureLinks).values({
    requestId: link.requestId,
    tokenHash: link.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${link.ttlSeconds})`,
  });
}

/** Staff signed the contract for the customer: its own signature no longer waits (nor its links). */
export async function closeContractSignature(db: Database, contractId: number) {
  await db
    .update(contractChangeRequests)
    .set({ state: 'applied', appliedAt: sql`now()` })
    .where(
      and(
        eq(contractChangeRequests.contractId, contractId),
        eq(contractChangeRequests.kind, 'contract'),
        eq(contractChangeRequests.state, 'waiting_for_signature'),
      ),
    );
}
