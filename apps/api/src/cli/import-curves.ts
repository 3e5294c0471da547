import { importCurveFile } from '../services/curves/curve-import';
import { runFileImports } from './file-imports';

/**
 * `npm run import-curves -- FILE…`: stores the readings of curve files (decision 016) and prints
 * what each import did; bad rows are listed by line. While the portal runs with the embedded
 * database, use the back office's call.
 */
await runFileImports('import-curves', (db) => ({
  async importFile(file) {
    const report = await importCurveFile(db, file);
    const lines = [
      `${report.rows} rows, ${report.accepted} stored in ${report.days} days of ${report.supplyPoints} supply points, ${report.errorCount} bad`,
      ...report.errors.map(({ line, error }) => `  line ${line}: ${error}`),
    ];
    if (report.errorCount > report.errors.length) {
      lines.push(`  … and ${report.errorCount - report.errors.length} more`);
    }
    return { lines, failed: report.errorCount > 0 };
  },
}));
