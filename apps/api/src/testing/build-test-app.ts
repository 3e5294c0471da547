import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { App } from '../types';

export type TestApp = {
  app: App;
  /** Where this app's e-mails land (`DATA_DIR/outbox`). */
  outboxDir: string;
  close: () => Promise<void>;
};

export type TestAppOptions = Pick<BuildOptions, 'onRoute' | 'logStream'> & {
  /** The PostgreSQL server's address as the app reaches it (host:port): a proxy in between. */
  databaseHost?: string;
};

/**
 * A portal app on its own database: PGlite in memory by default; a fresh PostgreSQL database created
 * for the test file when TEST_DB=postgres (the `api-postgres` project, set up when TEST_DATABASE_URL
 * is present). Each test file gets its own data and removes it. The data starts as a copy of the
 * demo data the run seeded once (seeded-database.global.ts).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  { databaseHost, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const seeded = inject('seededDatabase');
  cpSync(seeded.filesDir, path.join(dataDir, 'files'), { recursive: true });
  let databaseUrl = 'memory://';
  let dropDatabase = async () => {};
  if (process.env.TEST_DB === 'postgres') {
    const template = seeded.kind === 'postgres' ? seeded.templateName : undefined;
    ({ url: databaseUrl, drop: dropDatabase } = await createPostgresTestDatabase(template));
    if (databaseHost) databaseUrl = withHost(databaseUrl, databaseHost);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'true',
    PUBLIC_URL: 'http://portal.test',
    ...env,
  });
  const app = await buildApp(config, {
    ...options,
    pgliteSnapshot: seeded.kind === 'pglite' ? pgliteSnapshot(seeded.snapshotFile) : undefined,
  });
  return {
    app,
    outboxDir: config.mail.outboxDir,
    async close() {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function withHost(url: string, host: string) {
  const parsed = new URL(url);
  parsed.host = host;
  return parsed.toString();
}

let snapshot: Blob | undefined;
function pgliteSnapshot(file: string) {
  snapshot ??= new Blob([readFileSync(file)]);
  return snapshot;
}

/**
 * A fresh PostgreSQL database on the server of TEST_DATABASE_URL, empty or a copy of `template`, and
 * how to drop it.
 */
export async function createPostgresTestDatabase(template?: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export const demoHousehold = { user: '12345678Z', password: 'Demo-2026' } as const;
export const demoCompany = { user: 'B12345674', password: 'Demo-2026' } as const;

export async function signIn(app: App, credentials: { user: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/get_token',
    payload: credentials,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ token: string; change_password?: boolean }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type SignedInApp = {
  t: TestApp;
  /** Tokens of the demo household and company, signed in. */
  household: string;
  company: string;
};

/** A test app with the demo household and company signed in: the setup most API test files share. */
export async function buildSignedInApp(env: Record<string, string> = {}): Promise<SignedInApp> {
  const t = await buildTestApp(env);
  const [household, company] = await Promise.all([
    signIn(t.app, demoHousehold),
    signIn(t.app, demoCompany),
  ]);
  return { t, household, company };
}
