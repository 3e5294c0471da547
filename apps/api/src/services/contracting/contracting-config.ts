import {
  contractingConfigSchema,
  defaultContractingConfig,
  type ContractingConfig,
} from '@portal/domain/schemas/contracting';
import { mergeSettings } from '@portal/domain/schemas/settings';
import type { Database } from '../../db/database';
import {
  findStoredContractingConfig,
  storeContractingConfig,
} from './contracting-config.repository';

/**
 * The retailer's contracting configuration (`contractacio/config`): its stored overrides merged over
 * the domain's defaults. A stored value the schema no longer takes falls back to the defaults.
 */
export async function readContractingConfig(db: Database): Promise<ContractingConfig> {
  const merged = contractingConfigSchema.safeParse(
    mergeSettings(defaultContractingConfig, await findStoredContractingConfig(db)),
  );
  return merged.success ? merged.data : defaultContractingConfig;
}

/** Stores the overrides of the contracting configuration (the back office's change, validated). */
export async function saveContractingConfig(db: Database, config: ContractingConfig) {
  await storeContractingConfig(db, config);
}
