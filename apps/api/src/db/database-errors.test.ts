import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDataException, isDatabaseUnavailable } from './database-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the query should have failed'),
    (error: unknown) => error,
  );

/** A port nothing listens on. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('database errors (issue 12 points 5 and 8)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
  });
  afterAll(() => client.close());

  it('tells a value the database refused (SQLSTATE class 22) through the query wrapper', async () => {
    const db = drizzle({ client });
    const refused = await Promise.all([
      failureOf(db.execute(sql`SELECT ${'a\u0000b'}::text`)),
      failureOf(db.execute(sql`SELECT ${'99999999999'}::integer`)),
      failureOf(db.execute(sql`SELECT ${'ten'}::integer`)),
      failureOf(db.execute(sql`SELECT ${'{"a": "\\u0000"}'}::jsonb`)),
    ]);
    for (const error of refused) {
      expect(error).toBeInstanceOf(DrizzleQueryError);
      expect(isDataException(error)).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    const otherFailure = await failureOf(db.execute(sql`SELECT * FROM no_such_table`));
    expect(isDataException(otherFailure)).toBe(false);
  });

  it('tells a closed embedded database as unavailable', async () => {
    const closed = await PGlite.create('memory://');
    await closed.close();
    const error = await failureOf(drizzle({ client: closed }).execute(sql`SELECT 1`));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDataException(error)).toBe(false);
  });

  it('tells a refused connection and a connection timeout as unavailable', async () => {
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: await closedPort(),
      connectionTimeoutMillis: 1_000,
    });
    try {
      expect(isDatabaseUnavailable(await failureOf(pool.query('SELECT 1')))).toBe(true);
    } finally {
      await pool.end();
    }
    const timeout = new Error('Connection terminated due to connection timeout', {
      cause: new Error('Connection terminated'),
    });
    expect(isDatabaseUnavailable(timeout)).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it.each([
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a server shutting down', withCode('terminating connection', '57P01')],
    ['a server starting', withCode('the database system is starting up', '57P03')],
    ['a server with no room for a connection', withCode('too many clients', '53300')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'a connection refused on every address tried',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'failed'),
    ],
  ])('tells %s as unavailable', (_case, error) => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('SELECT 1', [], error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['a cancelled statement', withCode('canceling statement due to statement timeout', '57014')],
    ['a programming error', new TypeError('x is not a function')],
    ['a value that is not an error', 'connection refused'],
  ])('does not tell %s as unavailable', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDataException(error)).toBe(false);
  });
});
