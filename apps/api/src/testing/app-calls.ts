import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { desc, gt } from 'drizzle-orm';
import { outbox } from '../db/schema/outbox';
import type { StaffRole } from '@portal/domain/staff-roles';
import type { TestApp } from './build-test-app';
import { staffAuthorization } from './staff';

/* Calls the route test files share: the back office's, the outbox's e-mails and stored files. */

/**
 * The back office's calls under /api/v1/backoffice, made by the demo staff member of `role` (signed in
 * at the first call).
 */
export function backofficeCaller(app: () => TestApp, role: StaffRole = 'admin') {
  let headers: Promise<{ authorization: string }> | undefined;
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app().app.inject({
      method,
      url: `/api/v1/backoffice${url}`,
      headers: await (headers ??= staffAuthorization(app(), role)),
      ...(payload && { payload }),
    });
}

/** The outbox as a test reads it: the last e-mail so far, and the e-mails written after one. */
export function outboxCalls(app: () => TestApp) {
  /** The id of the last e-mail written so far: what a test's own e-mails come after. */
  const lastEmailId = async () => {
    const [row] = await app()
      .app.services.db.select({ id: outbox.id })
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(1);
    return row?.id ?? 0;
  };
  const emailsAfter = (id: number) =>
    app()
      .app.services.db.select({
        to: outbox.recipient,
        subject: outbox.subject,
        text: outbox.textBody,
        html: outbox.htmlBody,
      })
      .from(outbox)
      .where(gt(outbox.id, id))
      .orderBy(outbox.id);
  return { lastEmailId, emailsAfter };
}

/** How many files are stored under a folder of the app's files directory. */
export function storedFiles(app: TestApp, folder: string): number {
  const dir = path.join(app.app.services.config.filesDir, folder);
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
        .length
    : 0;
}
