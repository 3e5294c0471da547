import { createReadStream } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { importSips } from '../services/contracting/sips-import';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './database';

/**
 * `npm run import-sips -- FILE…`: imports SIPS data sets (decision 018; the columns are in
 * services/contracting/sips-import.ts) and prints what each import did. With the embedded database
 * the portal must be stopped first (one process per data directory); while it runs, use the back
 * office's call (POST backoffice/sips).
 */
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length === 0) {
  console.error('usage: npm run import-sips -- FILE [FILE…]');
  process.exit(1);
}
// npm runs scripts from the package's folder: files are named from where the command was typed.
const from = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();
const embedded =
  config.database.kind === 'pglite' && !config.database.dataDir.startsWith('memory://');
let failed = false;
try {
  const unlock = embedded ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase(config.database, (error) =>
    console.error(`database connection lost: ${error.message}`),
  );
  try {
    for (const file of positionals) {
      const report = await importSips(database.db, createReadStream(path.resolve(from, file)));
      console.log(
        `${file}: ${report.imported} supply points imported, ${report.rejected} lines rejected`,
      );
      failed ||= report.rejected > 0;
    }
  } finally {
    await database.close();
    unlock();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.exitCode = failed ? 2 : 0;
