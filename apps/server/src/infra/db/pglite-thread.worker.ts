import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
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

/**
 * Whether a statement may change data, guessed from its first word: one that starts with SELECT
 * is taken to read; anything else (INSERT, UPDATE, DELETE, WITH, which may hold a write) to
 * write. The guess only decides whether a shared commit is worth its BEGIN and COMMIT: a SELECT
 * that writes (through a function) still commits, alone or with the others.
 */
function mayWrite(request: ThreadRequest): boolean {
  return request.op === 'query' && !/^[\s(]*select\b/i.test(request.sql);
}

/**
 * The server's transactions, seen from here: `BEGIN` opens one, `COMMIT` or `ROLLBACK` ends it
 * (pglite-thread.ts sends them as `exec`). Its statements run as they come, inside it.
 */
const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|end|rollback|abort)\b/i;

/**
 * The database thread answers its requests one after another, in the order they came. With
 * fsync on, a statement that writes commits on its own and waits for its WAL to reach the disk
 * (about a millisecond on the bench machine, the thread blocked meanwhile). Single statements
 * that arrived together (pglite-queue.ts lets several through at once) and write go in one
 * transaction with one flush: group commit, as PostgreSQL's server does across its connections.
 * Each is answered only once that commit is on the disk, so an answer still means a durable
 * write. A statement that fails in it takes the shared transaction back, and then every
 * statement of it runs alone, as before, so one failure never becomes another's.
 */
function createRequestLine(database: PGlite, preparedQueries: ReturnType<typeof createPreparedQueries>) {
  const arrived: ThreadRequest[] = [];
  let isWorking = false;
  let isServerTransactionOpen = false;

  /** Messages the server posted while a statement ran, taken without waiting for the event loop. */
  function takeArrived(): void {
    for (let message = receiveMessageOnPort(serverPort); message; message = receiveMessageOnPort(serverPort))
      arrived.push(message.message as ThreadRequest);
  }

  async function answerAlone(request: ThreadRequest): Promise<void> {
    if (request.op === 'exec') {
      if (TRANSACTION_START.test(request.sql)) isServerTransactionOpen = true;
      else if (TRANSACTION_END.test(request.sql)) isServerTransactionOpen = false;
    }
    try {
      send({ kind: 'answer', id: request.id, result: await answer(database, preparedQueries, request) });
    } catch (error) {
      send({ kind: 'failure', id: request.id, error: serializeThreadError(error) });
    }
  }

  async function answerInOneCommit(requests: ThreadRequest[]): Promise<void> {
    const results: unknown[] = [];
    try {
      await database.exec('BEGIN');
      for (const request of requests) results.push(await answer(database, preparedQueries, request));
      await database.exec('COMMIT');
    } catch {
      // A COMMIT that failed has already ended the transaction: PostgreSQL only warns here.
      await database.exec('ROLLBACK').catch(() => undefined);
      for (const request of requests) await answerAlone(request);
      return;
    }
    requests.forEach((request, index) => send({ kind: 'answer', id: request.id, result: results[index] }));
  }

  /** The single statements at the head of the line, up to the last that writes. */
  function takeStatementsToCommitTogether(): ThreadRequest[] {
    if (isServerTransactionOpen) return [];
    let end = 0;
    let writes = 0;
    for (let index = 0; index < arrived.length; index += 1) {
      const request = arrived[index] as ThreadRequest;
      if (request.op !== 'query') break;
      if (mayWrite(request)) {
        writes += 1;
        end = index + 1;
      }
    }
    return writes >= 2 ? arrived.splice(0, end) : [];
  }

  async function workThrough(): Promise<void> {
    isWorking = true;
    try {
      for (;;) {
        takeArrived();
        const together = takeStatementsToCommitTogether();
        if (together.length > 0) {
          await answerInOneCommit(together);
          continue;
        }
        const next = arrived.shift();
        if (!next) return;
        await answerAlone(next);
      }
    } finally {
      isWorking = false;
    }
  }

  return {
    receive(request: ThreadRequest): void {
      arrived.push(request);
      if (!isWorking) void workThrough();
    },
  };
}

try {
  const database = await openPglite(workerData as PgliteLocation);
  const line = createRequestLine(database, createPreparedQueries(database));
  serverPort.on('message', (request: ThreadRequest) => line.receive(request));
  send({ kind: 'ready' });
} catch (error) {
  send({ kind: 'start-failed', error: serializeThreadError(error) });
}
