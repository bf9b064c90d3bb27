import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Work that waited its turn at the embedded database for longer than the limit. */
export class DatabaseBusyError extends Error {
  readonly code = 'HOMEROOM_DATABASE_BUSY';
  constructor(waitMs: number) {
    super(`The database had no turn for this work within ${waitMs} ms.`);
    this.name = 'DatabaseBusyError';
  }
}

/**
 * PostgreSQL's SQLSTATEs for a server that is going away, cannot take more, or gave up on a
 * statement: the request may well succeed a little later, so it is answered 503, not 500.
 */
const UNAVAILABLE_STATES = new Set([
  '57014', // query_canceled: the statement timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '25P03', // idle_in_transaction_session_timeout
  '53000', // insufficient_resources
  '53100', // disk_full
  '53200', // out_of_memory
  '53300', // too_many_connections
  '55P03', // lock_not_available
]);

/** Node's socket errors for a server that cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports timeouts and lost connections as plain errors: these are their messages. */
const PG_CLIENT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when an error (or one it was caused by) says the database is down, frozen, overloaded or
 * too slow, rather than that the statement is wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 10;
    current = current.cause, depth += 1
  ) {
    if (current instanceof DatabaseBusyError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) return true;
    }
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    if (PG_CLIENT_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message)))
      return true;
  }
  return false;
}

/** Properties of database errors that carry the values of a statement or of a row. */
const VALUE_PROPERTIES = new Set([
  'params',
  'parameters',
  'detail',
  'where',
  'internalQuery',
  'queryOptions',
]);

/**
 * A copy of an error fit for the logs: the statement stays, its parameters and the row values
 * PostgreSQL quotes back (e-mail addresses, names, password hashes) go, through the whole cause
 * chain. The copy keeps the original's class, so logs still name it.
 */
export function withoutStatementValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 10) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_PROPERTIES.has(key)) continue;
    copy[key] = value instanceof Error ? withoutStatementValues(value, depth + 1) : value;
  }
  // Drizzle writes the parameters into its message (and so into the stack) too.
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  Object.defineProperty(copy, 'message', {
    value: message,
    enumerable: false,
    writable: true,
    configurable: true,
  });
  const stack = error.stack?.includes(error.message)
    ? error.stack.replace(error.message, message)
    : error.stack;
  Object.defineProperty(copy, 'stack', {
    value: stack,
    enumerable: false,
    writable: true,
    configurable: true,
  });
  if (error.name !== copy.name) copy.name = error.name;
  if (error.cause !== undefined) {
    Object.defineProperty(copy, 'cause', {
      value: withoutStatementValues(error.cause, depth + 1),
      enumerable: false,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
