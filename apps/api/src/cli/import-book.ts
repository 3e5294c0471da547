import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BookImportReport } from '@portal/domain/schemas/book';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { createDirectoryFileStore } from '../lib/file-store';
import { importBook } from '../services/book/book-import';
import { directoryBookSource } from '../services/book/book-source';

/** What the command prints: the counts of each file, then each bad row by file, line and code. */
export function bookReportLines(report: BookImportReport): string[] {
  const counts = (name: string, { created, updated, unchanged }: BookImportReport['customers']) =>
    `${name}: ${created} created, ${updated} updated, ${unchanged} unchanged`;
  const lines = [
    counts('customers', report.customers),
    counts('contracts', report.contracts),
    counts('invoices', report.invoices),
    `${report.error_count} bad rows`,
    ...report.errors.map(({ file, line, code }) => `  ${file} line ${line}: ${code}`),
  ];
  if (report.error_count > report.errors.length) {
    lines.push(`  … and ${report.error_count - report.errors.length} more`);
  }
  return lines;
}

/**
 * `npm run import-book -- DIR`: imports the retailer's book from a directory holding
 * customers.csv, contracts.csv, invoices.csv and the invoices' PDFs (README "Importing the
 * retailer's book"). Exits with 2 when a row was bad, 1 when the import could not run. While the
 * portal runs with the embedded database, use the back office's call (POST backoffice/book).
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('usage: npm run import-book -- DIR');
    return 1;
  }
  // npm runs scripts from the package's folder: the directory is named from where it was typed.
  const directory = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  if (!(await stat(directory).catch(() => null))?.isDirectory()) {
    console.error(`${positionals[0]}: not a directory`);
    return 1;
  }
  const config = loadConfig();
  const embedded =
    config.database.kind === 'pglite' && !config.database.dataDir.startsWith('memory://');
  const unlock = embedded ? lockDataDir(config.dataDir) : () => {};
  try {
    const database = await openDatabase(config.database, (error) =>
      console.error(`database connection lost: ${error.message}`),
    );
    try {
      const report = await importBook(
        database.db,
        createDirectoryFileStore(config.filesDir),
        directoryBookSource(directory),
      );
      console.log(bookReportLines(report).join('\n'));
      return report.error_count > 0 ? 2 : 0;
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
