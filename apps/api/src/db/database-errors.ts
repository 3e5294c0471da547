/**
 * What a failed query says about its cause: the request's own data, or a database that cannot be
 * reached. The driver's error is usually wrapped (drizzle's DrizzleQueryError, pg-pool's timeout,
 * Node's AggregateError of a connection tried on several addresses), so the whole chain is read.
 */

/** The error and those it was caused by, breadth first, each once. */
function errorChain(error: unknown): object[] {
  const chain: object[] = [];
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const item = pending.shift();
    if (typeof item !== 'object' || item === null || chain.includes(item)) continue;
    chain.push(item);
    const { cause, errors } = item as { cause?: unknown; errors?: unknown };
    pending.push(cause, ...(Array.isArray(errors) ? (errors as unknown[]) : []));
  }
  return chain;
}

function codeOf(item: object): string {
  const { code } = item as { code?: unknown };
  return typeof code === 'string' ? code : '';
}

const sqlState = (code: string) => /^[0-9A-Z]{5}$/.test(code);

/**
 * A value of the request the database refused: SQLSTATE class 22, "data exception" (a NUL in a
 * text, a number out of its column's range, text that is no number…). The schemas refuse these
 * first; one that slips through is the client's error, not the server's.
 */
export function isDataException(error: unknown): boolean {
  return errorChain(error).some((item) => {
    const code = codeOf(item);
    return sqlState(code) && code.startsWith('22');
  });
}

/** Network failures of a connection to the database server. */
const socketErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that shuts down or cannot take connections: admin_shutdown, crash_shutdown,
 * cannot_connect_now (57P01–57P03) and too_many_connections (53300). Class 08 (connection
 * exception) is matched whole.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and PGlite say these without a code. */
const unavailableMessages = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closing',
  'PGlite is closed',
]);

/**
 * The database could not be reached: the connection was refused, reset or timed out, the server
 * is shutting down or starting, or the embedded database is closed. Nothing the request did: the
 * API answers 503 and the client tries again later (issue 12 point 8).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((item) => {
    const code = codeOf(item);
    if (socketErrorCodes.has(code) || unavailableStates.has(code)) return true;
    if (sqlState(code) && code.startsWith('08')) return true;
    return item instanceof Error && unavailableMessages.has(item.message);
  });
}
