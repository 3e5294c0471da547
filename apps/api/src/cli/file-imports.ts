import { createReadStream, type ReadStream } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase, type Database } from '../db/database';

/** What one file's import printed, and whether it refused any of its lines. */
export type FileImportReport = { lines: string[]; failed: boolean };

export type FileImporter = {
  importFile(file: ReadStream): Promise<FileImportReport>;
  /** Runs after the last file, before the database closes. */
  finish?(): Promise<void>;
  /** Runs last, also after a failure. */
  close?(): Promise<void>;
};

/**
 * The `npm run import-… -- FILE…` commands: opens the database (with the embedded one, the data
 * directory's lock: the portal must be stopped first), imports each file named, prints what each
 * did, and exits with 2 when a file had lines refused, 1 when the import could not run.
 */
export async function runFileImports(
  command: string,
  start: (db: Database, config: Config) => FileImporter,
) {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length === 0) {
    console.error(`usage: npm run ${command} -- FILE [FILE…]`);
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
    const importer = start(database.db, config);
    try {
      for (const file of positionals) {
        const report = await importer.importFile(createReadStream(path.resolve(from, file)));
        console.log(`${file}: ${report.lines.join('\n')}`);
        failed ||= report.failed;
      }
      await importer.finish?.();
    } finally {
      await importer.close?.();
      await database.close();
      unlock();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  process.exitCode = failed ? 2 : 0;
}
