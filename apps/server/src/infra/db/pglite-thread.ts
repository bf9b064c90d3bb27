import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { startWorkerScript } from '../threads/start-worker-script.ts';
import type { PgliteClient, PgliteLocation } from './open-pglite.ts';
import { rebuildThreadError, type ThreadRequest, type ThreadToServer } from './pglite-thread.protocol.ts';

/**
 * The database thread ended without being asked to: every statement in flight and every later
 * one fails with this. Its code is PostgreSQL's crash_shutdown, so requests meanwhile get a 503.
 */
export class DatabaseThreadLostError extends Error {
  readonly code = '57P02';
  constructor(cause: unknown) {
    super('The embedded database thread stopped: the server cannot go on without it.', { cause });
    this.name = 'DatabaseThreadLostError';
  }
}

export interface PgliteThread {
  /** Statements and transactions, run on the database thread. */
  client: PgliteClient;
  /** Closes PGlite and ends the thread; what was still running fails. */
  close(): Promise<void>;
  /** The thread itself, for its id and resource use. */
  worker: Worker;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface StartOptions {
  /** Called once if the thread ends unasked (a crash, an abort in the WebAssembly). */
  onLost(error: DatabaseThreadLostError): void;
}

/** Applies the parsers the caller gave to the columns PostgreSQL's text came back for. */
function applyParsers<T>(
  result: Results<T>,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: QueryOptions['rowMode'],
): Results<T> {
  result.fields.forEach((field, index) => {
    const parser = parsers[field.dataTypeID];
    if (!parser) return;
    for (const row of result.rows as unknown[]) {
      if (rowMode === 'array') {
        const values = row as unknown[];
        if (values[index] !== null) values[index] = parser(values[index] as string);
      } else {
        const values = row as Record<string, unknown>;
        if (values[field.name] !== null) values[field.name] = parser(values[field.name] as string);
      }
    }
  });
  return result;
}

/**
 * Starts PGlite on a worker thread of its own and answers with a client for the server's thread.
 * The caller holds the folder's lock; the thread only opens the folder.
 */
export async function startPgliteThread(
  location: PgliteLocation,
  { onLost }: StartOptions,
): Promise<PgliteThread> {
  const worker = startWorkerScript(import.meta.url, 'pglite-thread', location);
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  let nextId = 0;
  let lostError: Error | null = null;
  let isClosing = false;
  let hasStarted = false;
  let markStarted: (error?: unknown) => void = () => {};
  const started = new Promise<void>((resolve, reject) => {
    markStarted = (error) => (error === undefined ? resolve() : reject(error));
  });

  function lose(cause: unknown) {
    if (lostError || isClosing) return;
    const lost = new DatabaseThreadLostError(cause);
    lostError = lost;
    for (const { reject } of waiting.values()) reject(lost);
    waiting.clear();
    // Before it is ready, the caller hears of it from the start itself.
    if (hasStarted) onLost(lost);
    else markStarted(lost);
  }

  worker.on('message', (message: ThreadToServer) => {
    if (message.kind === 'ready') {
      hasStarted = true;
      return markStarted();
    }
    if (message.kind === 'start-failed') {
      isClosing = true;
      return markStarted(rebuildThreadError(message.error));
    }
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (message.kind === 'answer') call.resolve(message.result);
    else call.reject(rebuildThreadError(message.error));
  });
  worker.on('error', (error) => lose(error));
  worker.on('exit', (code) => lose(new Error(`the thread exited with code ${code}`)));

  function send<T>(request: DistributiveOmit<ThreadRequest, 'id'>): Promise<T> {
    if (lostError) return Promise.reject(lostError);
    const id = (nextId += 1);
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  async function query<T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Results<T>> {
    const { rowMode, parsers, paramTypes, ...others } = options;
    const unsupported = Object.entries(others)
      .filter(([, value]) => value !== undefined)
      .map(([key]) => key);
    if (unsupported.length > 0)
      throw new Error(`query options not supported on the database thread: ${unsupported.join(', ')}`);
    const textTypes = parsers ? Object.keys(parsers).map(Number) : [];
    const result = await send<Results<T>>({ op: 'query', sql, params, rowMode, paramTypes, textTypes });
    return parsers && textTypes.length > 0 ? applyParsers(result, parsers, rowMode) : result;
  }

  const exec = (sql: string) => send<Results[]>({ op: 'exec', sql });

  /**
   * BEGIN, the work's statements, COMMIT (ROLLBACK on any error) as separate messages. Nothing
   * else reaches the thread meanwhile: the busy queue (pglite-queue.ts) gives the transaction
   * the turn until it ends.
   */
  async function transaction<T>(callback: (transaction: Transaction) => Promise<T>): Promise<T> {
    await exec('BEGIN');
    let isClosed = false;
    const open: Transaction = {
      query,
      exec,
      sql: () => Promise.reject(new Error('tagged templates are not supported on the database thread')),
      async rollback() {
        isClosed = true;
        await exec('ROLLBACK');
      },
      listen: () => Promise.reject(new Error('LISTEN is not supported on the database thread')),
      get closed() {
        return isClosed;
      },
    };
    try {
      const result = await callback(open);
      if (!isClosed) await exec('COMMIT');
      isClosed = true;
      return result;
    } catch (error) {
      if (!isClosed && !lostError) await exec('ROLLBACK');
      throw error;
    }
  }

  try {
    await started;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  let closing: Promise<void> | null = null;
  async function closeThread() {
    if (lostError) return;
    try {
      await send({ op: 'close' });
    } finally {
      isClosing = true;
      await worker.terminate();
      // PostgreSQL's admin_shutdown: work still arriving while the server stops gets a 503.
      lostError = Object.assign(new Error('The embedded database is closed.'), { code: '57P01' });
      for (const { reject } of waiting.values()) reject(lostError);
      waiting.clear();
    }
  }

  return {
    client: { query, exec, transaction } as PgliteClient,
    close() {
      closing ??= closeThread();
      return closing;
    },
    worker,
  };
}
