import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseConfig, DatabaseTimeouts } from '../../config.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { openPglite, type PgliteClient, type PgliteLocation } from './open-pglite.ts';
import { createPgliteQueue } from './pglite-queue.ts';
import type { RunStatement } from './pglite-online-copy.ts';
import { startPgliteThread } from './pglite-thread.ts';
import { clientNamingRepeatedStatements, createRepeatedStatements } from './repeated-statements.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repository functions run their queries on: the database or an open transaction. */
export type Executor = Database | Transaction;

/**
 * Counts the statements sent, so that tests can hold heavy endpoints to a fixed number. `count`
 * is every statement; `countDuring` only those a piece of work sends, not the mail worker's or
 * another request's running at the same time.
 */
export class QueryCounter implements Logger {
  count = 0;
  private readonly scope = new AsyncLocalStorage<{ count: number }>();

  logQuery(): void {
    this.count += 1;
    const measured = this.scope.getStore();
    if (measured) measured.count += 1;
  }

  async countDuring(work: () => Promise<unknown>): Promise<number> {
    const measured = { count: 0 };
    await this.scope.run(measured, work);
    return measured.count;
  }
}

export interface DatabaseConnection {
  db: Database;
  kind: DatabaseConfig['kind'];
  queries: QueryCounter;
  /** Runs the work while no other instance runs work under the same lock (migrations at boot), on the database it is given. */
  exclusively(work: (db: Database) => Promise<void>): Promise<void>;
  /**
   * The embedded database's folder and a way to run a statement when its turn comes, however
   * long the wait: what a copy taken while work goes on needs (PGlite on disk only;
   * pglite-online-copy.ts).
   */
  embeddedFolder?: { path: string; runStatement: RunStatement };
  /** The lock this process holds on the embedded database's folder (PGlite on disk only). */
  lock?: DataDirLock;
  close(): Promise<void>;
}

/** The defaults of the settings, for tools and tests that open a database without a Config. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 10_000, idleInTransactionMs: 30_000, waitMs: 5000 };

/**
 * Whether PGlite runs on a thread of its own when the configuration does not say
 * (docs/decisions.md, "PGlite on a thread of its own").
 */
export const PGLITE_THREAD_BY_DEFAULT = true;

/**
 * Single statements handed to the database thread at once (pglite-queue.ts): enough that it
 * always has the next one while the server's thread reads an answer, and that the writes among
 * them share a commit (pglite-thread.worker.ts); few, so that work still waits in the queue,
 * with its timeout, rather than inside PGlite (at 1–2 ms a statement, 16 are tens of ms).
 */
const STATEMENTS_IN_FLIGHT_ON_THREAD = 16;

/** PGlite in this thread: statements run between the server's own callbacks. */
async function openOnServerThread(location: PgliteLocation) {
  const client = await openPglite(location);
  return { client: client as PgliteClient, close: () => client.close() };
}

/** PGlite on a worker thread; if that thread dies, so does the process, loudly. */
async function openOnThread(location: PgliteLocation) {
  return startPgliteThread(location, {
    onLost(error) {
      // Outside any request's promise chain: an uncaught error ends the process with its stack,
      // and the supervisor (systemd, Docker, the cluster's primary) starts it again.
      process.nextTick(() => {
        throw error;
      });
    },
  });
}

/** The advisory lock instances take to migrate one after another. */
const MIGRATION_LOCK = 7_246_310_512;

/** Opens PGlite (embedded, one process) or a PostgreSQL pool, over the same schema. */
export async function connectDatabase(config: DatabaseConfig, timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS): Promise<DatabaseConnection> {
  const queries = new QueryCounter();
  if (config.kind === 'postgres') {
    const { url } = config;
    const connectTimeoutMs = timeouts.connectMs;
    const repeatedStatements = createRepeatedStatements();
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // The pool bounds both the wait for a free connection and the making of a new one.
      connectionTimeoutMillis: timeouts.waitMs,
      // A frozen server is noticed by the client too: the server's own timeout fires first when it runs.
      query_timeout: timeouts.statementMs + 1000,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      keepAlive: true,
      Client: clientNamingRepeatedStatements(repeatedStatements, config.preparedStatements ?? 0, { connectionTimeoutMillis: connectTimeoutMs }),
    });
    // An idle connection the server drops is replaced by the pool; it is no reason to crash.
    pool.on('error', () => {});
    const db = drizzlePostgres(pool, { schema, logger: queries }) as unknown as Database;
    async function exclusively(work: (db: Database) => Promise<void>) {
      // A connection of its own, without the bounds on requests' statements: a migration may
      // rebuild a large table, and waits for another instance's migrations to finish.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await work(drizzlePostgres(client, { schema, logger: queries }) as unknown as Database);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    }
    return { db, kind: 'postgres', queries, exclusively, close: () => pool.end() };
  }
  const isOnDisk = !config.dataDir.startsWith('memory://');
  // Before any file of the database is touched: a second process here would destroy it.
  const lock = isOnDisk ? acquireDataDirLock(config.dataDir) : undefined;
  try {
    const location = { dataDir: config.dataDir, ...(config.fsync === undefined ? {} : { fsync: config.fsync }) };
    const onThread = config.thread ?? PGLITE_THREAD_BY_DEFAULT;
    const embedded = onThread ? await openOnThread(location) : await openOnServerThread(location);
    const queue = createPgliteQueue(embedded.client, timeouts.waitMs, onThread ? STATEMENTS_IN_FLIGHT_ON_THREAD : 1);
    const db = drizzlePglite(queue.client as PGlite, { schema, logger: queries }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      queries,
      // PGlite serves one process: nobody else can migrate at the same time.
      exclusively: (work) => work(db),
      ...(lock
        ? {
            lock,
            embeddedFolder: { path: config.dataDir, runStatement: (sql: string) => queue.run(() => embedded.client.query(sql), null) },
          }
        : {}),
      async close() {
        try {
          await embedded.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
