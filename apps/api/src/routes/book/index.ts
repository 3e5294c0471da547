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
  registerEndpoint(app, importBookEndpoint, async ({ request }) =>
    receiveBook(request, config.uploads.temporaryDir, (directory) =>
      importBook(db, files, directoryBookSource(directory)),
    ),
  );
}
