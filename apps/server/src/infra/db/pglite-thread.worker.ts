import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { openPglite, type PgliteLocation } from './open-pglite.ts';
import { createPreparedQueries } from './pglite-prepared.ts';
import { serializeThreadError, type ThreadRequest, type ThreadToServer } from './pglite-thread.protocol.ts';

/**
 * The database thread: it owns PGlite and answers the server's thread, statement by statement.
 * PostgreSQL's WebAssembly then runs on a core of its own while the server's thread serializes,
 * validates and sends. What crosses is copied (structured clone): rows, parameters, error fields.
 */

const port = parentPort;
if (!port) throw new Error('pglite-thread.worker.ts runs as a worker thread, started by pglite-thread.ts');
const serverPort = port;

function keepText(value: string): string {
  return value;
}

/**
 * Type parsers are functions, which cannot cross threads: the server's thread names the types it
 * parses itself, and they come back as PostgreSQL's text.
 */
const textParsersByTypes = new Map<string, Record<number, (value: string) => string>>();
function parsersKeepingText(types: number[]): Record<number, (value: string) => string> {
  const key = types.join(',');
  let parsers = textParsersByTypes.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, keepText]));
    textParsersByTypes.set(key, parsers);
  }
  return parsers;
}

async function answer(
  database: PGlite,
  preparedQueries: ReturnType<typeof createPreparedQueries>,
  request: ThreadRequest,
): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const options: QueryOptions = { rowMode: request.rowMode };
      if (request.textTypes.length > 0) options.parsers = parsersKeepingText(request.textTypes);
      if (request.paramTypes) options.paramTypes = request.paramTypes;
      return preparedQueries.query(request.sql, request.params, options);
    }
    case 'exec':
      return database.exec(request.sql);
    case 'close':
      await database.close();
      return null;
  }
}

function send(message: ThreadToServer): void {
  serverPort.postMessage(message);
}

try {
  const database = await openPglite(workerData as PgliteLocation);
  const preparedQueries = createPreparedQueries(database);
  serverPort.on('message', (request: ThreadRequest) => {
    // PGlite runs one statement at a time and queues the others itself; the server's queue
    // already hands over one piece of work at a time.
    answer(database, preparedQueries, request).then(
      (result) => send({ kind: 'answer', id: request.id, result }),
      (error: unknown) => send({ kind: 'failure', id: request.id, error: serializeThreadError(error) }),
    );
  });
  send({ kind: 'ready' });
} catch (error) {
  send({ kind: 'start-failed', error: serializeThreadError(error) });
}
