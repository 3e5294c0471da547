import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { schema } from './database-schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: Config['database']['kind'];
  close: () => Promise<void>;
  /** A dump of the embedded database's data directory (PGlite only), to start another from. */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * How long a query waits for a pooled connection: an unreachable server (a dropped network, a full
 * pool that never frees) fails the request as unavailable instead of holding it for good.
 */
const CONNECTION_TIMEOUT_MS = 5_000;

/** Arbitrary constant: instances starting together take turns to migrate. */
const MIGRATION_LOCK_KEY = 72_410_001;

/**
 * Opens the database and brings it to the latest migration: PGlite (embedded, `memory://` or a
 * directory) or PostgreSQL, with the same SQL migrations. `onIdleConnectionError` hears of a pooled
 * PostgreSQL connection the server closed while no query used it (a restart, a failover, an
 * administrator): the pool drops it and opens another when needed, so the process goes on.
 * `pgliteSnapshot`, a dump of a PGlite data directory, is where an embedded database starts from.
 * Closing a closed database does nothing (tests close it under a running app).
 */
export async function openDatabase(
  database: Config['database'],
  onIdleConnectionError: (error: Error) => void,
  pgliteSnapshot?: Blob,
): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolSize,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    pool.on('error', onIdleConnectionError);
    const db = drizzleNodePostgres({ client: pool, schema });
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePostgres(drizzleNodePostgres({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      close: async () => {
        if (!pool.ending) await pool.end();
      },
    };
  }
  if (!database.dataDir.startsWith('memory://')) mkdirSync(database.dataDir, { recursive: true });
  const client = await PGlite.create(database.dataDir, { loadDataDir: pgliteSnapshot });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/**
 * What is built once per database, such as prepared statements (each belongs to the database it
 * was prepared on; tests open several).
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}
