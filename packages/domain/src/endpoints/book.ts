import { bookImportReportSchema } from '../schemas/book';
import { defineEndpoint } from './endpoint';

/**
 * The retailer's book (issue 27 point 4): customers, contracts and invoices with their PDFs, as
 * multipart/form-data with each file a part named by its path in the book's directory
 * (`customers.csv`, `contracts.csv`, `invoices.csv`, `pdf/F2026-0001.pdf`). Good rows are stored,
 * bad ones reported by file and line (README "Importing the retailer's book").
 */
export const importBookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/book',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  response: bookImportReportSchema,
  errors: { 413: ['payload_too_large'], 415: ['unsupported_media_type'] },
  audit: 'book.import',
});
