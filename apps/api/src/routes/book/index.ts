import { importBookEndpoint } from '@portal/domain/endpoints/book';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { importBook } from '../../services/book/book-import';
import { directoryBookSource } from '../../services/book/book-source';
import type { App } from '../../types';
import { receiveBook } from './book-upload';

/**
 * The retailer's book (issue 27 point 4): the back office uploads its customers, contracts and
 * invoices with their PDFs and gets the report `npm run import-book` prints.
 */
export function registerBookRoutes(app: App) {
  const { db, files, config } = app.services;
  registerEndpoint(app, importBookEndpoint, async ({ request, audit }) => {
    const report = await receiveBook(request, config.uploads.temporaryDir, (directory) =>
      importBook(db, files, directoryBookSource(directory)),
    );
    // The audit trail says what the import did, not every row.
    audit.details = {
      customers: report.customers,
      contracts: report.contracts,
      invoices: report.invoices,
      bad_rows: report.error_count,
    };
    return report;
  });
}
