import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { seedDemoData } from '../seed/seed';
import { createDirectoryFileStore } from '../lib/file-store';

/**
 * The demo data every API test file starts from, migrated and seeded once per run: a dump of a
 * PGlite data directory (project `api`) or a PostgreSQL template database (`api-postgres`), with the
 * attachment files the seed writes. Seeding per file took seconds each; a copy takes a fraction.
 */
export type SeededDatabase =
  | { kind: 'pglite'; snapshotFile: string; filesDir: string }
  | { kind: 'postgres'; templateName: string; filesDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

const ignoreIdleErrors = () => {};

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
  const filesDir = path.join(workDir, 'files');
  const files = createDirectoryFileStore(filesDir);

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.TEST_DB === 'postgres' && adminUrl) {
    const templateName = `portal_seed_${randomBytes(6).toString('hex')}`;
    await runAdminQuery(adminUrl, `CREATE DATABASE ${templateName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${templateName}`;
    const handle = await openDatabase(
      { kind: 'postgres', url: url.toString(), poolSize: 4 },
      ignoreIdleErrors,
    );
    await seedDemoData(handle.db, files);
    await handle.close();
    project.provide('seededDatabase', { kind: 'postgres', templateName, filesDir });
    return async () => {
      await runAdminQuery(adminUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      rmSync(workDir, { recursive: true, force: true });
    };
  }

  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' }, ignoreIdleErrors);
  await seedDemoData(handle.db, files);
  const snapshot = await handle.dumpDataDir!();
  await handle.close();
  const snapshotFile = path.join(workDir, 'pglite-data-dir.tar');
  writeFileSync(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('seededDatabase', { kind: 'pglite', snapshotFile, filesDir });
  return () => rmSync(workDir, { recursive: true, force: true });
}

async function runAdminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
