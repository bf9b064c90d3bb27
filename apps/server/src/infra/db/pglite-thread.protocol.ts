/** The messages between the server's thread and the database thread (pglite-thread.ts). */

export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      paramTypes: number[] | undefined;
      textTypes: number[];
    }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

/** An error's message and its own fields (PostgreSQL's `code`, `constraint`, `detail`...). */
export interface SerializedThreadError {
  name: string;
  message: string;
  stack: string | undefined;
  fields: Record<string, unknown>;
}

export type ThreadToServer =
  | { kind: 'ready' }
  | { kind: 'start-failed'; error: SerializedThreadError }
  | { kind: 'answer'; id: number; result: unknown }
  | { kind: 'failure'; id: number; error: SerializedThreadError };

/** Fields that cannot or need not cross: the query's options hold functions. */
const LEFT_BEHIND = new Set(['queryOptions', 'stack', 'message']);

/** An error as the other thread can rebuild it: primitives and the statement's parameters. */
export function serializeThreadError(error: unknown): SerializedThreadError {
  if (!(error instanceof Error))
    return { name: 'Error', message: String(error), stack: undefined, fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (LEFT_BEHIND.has(key) || value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null && key !== 'params') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error again, on this thread, with the fields `database-errors.ts` and the repositories read. */
export function rebuildThreadError(serialized: SerializedThreadError): Error {
  const error = new Error(serialized.message);
  Object.assign(error, serialized.fields);
  error.name = serialized.name;
  if (serialized.stack) error.stack = `${serialized.stack}\n    on the database thread`;
  return error;
}
