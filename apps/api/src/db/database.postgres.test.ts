import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it, vi } from 'vitest';
import { createPostgresTestDatabase } from '../testing/build-test-app';
import { type DatabaseHandle, openDatabase } from './database';

// PostgreSQL only (the api-postgres project): PGlite has no server to close a connection.
let testDatabase: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let database: DatabaseHandle | undefined;
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

it('survives the server closing an idle connection, and queries on through a new one', async () => {
  testDatabase = await createPostgresTestDatabase();
  const onIdleConnectionError = vi.fn();
  database = await openDatabase(
    { kind: 'postgres', url: testDatabase.url, poolSize: 2 },
    onIdleConnectionError,
  );
  const { db } = database;
  const backendPid = async () => {
    // node-postgres answers execute() with its QueryResult; the driver-agnostic type does not say so.
    const result = (await db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
      rows: { pid: number }[];
    };
    return result.rows[0]!.pid;
  };
  const idle = await backendPid();

  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [idle]);
  } finally {
    await admin.end();
  }

  await vi.waitFor(() => expect(onIdleConnectionError).toHaveBeenCalledOnce());
  expect(onIdleConnectionError.mock.calls[0]![0]).toMatchObject({ code: '57P01' });
  expect(await backendPid()).not.toBe(idle);
});
