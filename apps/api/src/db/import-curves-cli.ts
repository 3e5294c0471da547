import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { importCurveFile } from '../services/curves/curve-import';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './database';

/**
 * `npm run import-curves -- FILE…`: stores the readings of curve files (decision 016) and prints
 * what each import did; bad rows are listed by line. With the embedded database the portal must be
 * stopped first (one process per data directory); while it runs, use the back office's call.
 */
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length === 0) {
  console.error('usage: npm run import-curves -- FILE [FILE…]');
  process.exit(1);
}
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
      const report = await importCurveFile(database.db, createReadStream(file));
      console.log(
        `${file}: ${report.rows} rows, ${report.accepted} stored in ${report.days} days of ${report.supplyPoints} supply points, ${report.errorCount} bad`,
      );
      for (const { line, error } of report.errors) console.log(`  line ${line}: ${error}`);
      if (report.errorCount > report.errors.length) {
        console.log(`  … and ${report.errorCount - report.errors.length} more`);
      }
      failed ||= report.errorCount > 0;
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
