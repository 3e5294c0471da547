import type { ContractingConfig } from '@portal/domain/schemas/contracting';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ORGANIZATION_ID } from '../../db/organization';
import { contractingSettings } from '../../db/schema/contracting';

/** The stored overrides of the contracting configuration, as stored (none: `{}`). */
export async function findStoredContractingConfig(db: Database): Promise<unknown> {
  const [row] = await db
    .select({ config: contractingSettings.config })
    .from(contractingSettings)
    .where(eq(contractingSettings.organizationId, ORGANIZATION_ID));
  return row?.config ?? {};
}

/** Stores the overrides of the contracting configuration, replacing the earlier ones. */
export async function storeContractingConfig(db: Database, config: ContractingConfig) {
  await db
    .insert(contractingSettings)
    .values({ organizationId: ORGANIZATION_ID, config })
    .onConflictDoUpdate({
      target: contractingSettings.organizationId,
      set: { config, updatedAt: sql`now()` },
    });
}
