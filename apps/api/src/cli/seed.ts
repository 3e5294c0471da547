import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDirectoryFileStore } from '../lib/file-store';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { seedDemoData } from '../seed/seed';

/** `npm run seed -- --customers N`: the demo retailer plus N generated customers, deterministic. */
const { values } = parseArgs({ options: { customers: { type: 'string', default: '0' } } });
const customers = Number(values.customers);
if (!Number.isInteger(customers) || customers < 0) {
  console.error('--customers takes a whole number, 0 or more');
  process.exit(1);
}
const config = loadConfig();
const embedded =
  config.database.kind === 'pglite' && !config.database.dataDir.startsWith('memory://');
try {
  const unlock = embedded ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase(config.database, (error) =>
    console.error(`database connection lost: ${error.message}`),
  );
  try {
    await seedDemoData(database.db, createDirectoryFileStore(config.filesDir), { customers });
    console.log(`Seeded the demo retailer and ${customers} generated customers.`);
  } finally {
    await database.close();
    unlock();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
