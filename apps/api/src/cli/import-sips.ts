import { importSips } from '../services/contracting/sips-import';
import { runFileImports } from './file-imports';

/**
 * `npm run import-sips -- FILE…`: imports SIPS data sets (decision 018; the columns are in
 * services/contracting/sips-import.ts) and prints what each import did. While the portal runs with
 * the embedded database, use the back office's call (POST backoffice/sips).
 */
await runFileImports('import-sips', (db) => ({
  async importFile(file) {
    const report = await importSips(db, file);
    return {
      lines: [`${report.imported} supply points imported, ${report.rejected} lines rejected`],
      failed: report.rejected > 0,
    };
  },
}));
