import {
  contractingConfigSchema,
  defaultContractingConfig,
  type ContractingConfig,
} from '@portal/domain/schemas/contracting';
import { mergeSettings } from '@portal/domain/schemas/settings';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ORGANIZATION_ID } from '../../db/organization';
import { contractingSettings } from '../../db/schema/contracting';

/**
 * The retailer's contracting configuration (`contractacio/config`): its stored overrides merged over
 * the domain's defaults. A stored value the schema no longer takes falls back to the defaults.
 */
export async function readContractingConfig(db: Database): Promise<ContractingConfig> {
  const [row] = await db
    .select({ config: contractingSettings.config })
    .from(contractingSettings)
    .where(eq(contractingSettings.organizationId, ORGANIZATION_ID));
  const merged = contractingConfigSchema.safeParse(
    mergeSettings(defaultContractingConfig, row?.config ?? {}),
  );
  return merged.success ? merged.data : defaultContractingConfig;
}

/** Stores the overrides of the contracting configuration (the back office's change, validated). */
export async function saveContractingConfig(db: Database, config: ContractingConfig) {
  await db
    .insert(contractingSettings)
    .values({ organizationId: ORGANIZATION_ID, config })
    .onConflictDoUpdate({
      target: contractingSettings.organizationId,
      set: { config, updatedAt: sql`now()` },
    });
}
