import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseConfig, DatabaseTimeouts } from '../../config.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { DurableNodeFS, durableStartParams } from './durable-node-fs.ts';
import { createPgliteQueue } from './pglite-queue.ts';
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
  /** The embedded database's folder as a tarball, consistent (PGlite only). */
  dumpDataDir?(): Promise<Blob>;
  /** The lock this process holds on the embedded database's folder (PGlite on disk only). */
  lock?: DataDirLock;
  close(): Promise<void>;
}

/** The defaults of the settings, for tools and tests that open a database without a Config. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 10_000, idleInTransactionMs: 30_000, waitMs: 5000 };

/** The advisory lock instances take to migrate one after another. */
const MIGRATION_LOCK = 7_246_310_512;

/** Opens PGlite (embedded, one process) or a PostgreSQL pool, over the same schema. */
export async function connectDatabase(config: DatabaseConfig, timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS): Promise<DatabaseConnection> {
  const queries = new QueryCounter();
  if (config.kind === 'postgres') {
    const { url } = config;
    const connectTimeoutMs = timeouts.connectMs;
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
      Client: class extends pg.Client {
        constructor(clientConfig: pg.ClientConfig = {}) {
          super({ ...clientConfig, connectionTimeoutMillis: connectTimeoutMs });
        }
      },
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
    if (isOnDisk) await mkdir(config.dataDir, { recursive: true });
    // Node's file system under PGlite writes each page and each WAL record with a synchronous
    // write(2) as PostgreSQL issues it, and a commit returns after its WAL is written: an
    // answered write is in the kernel's hands and survives the process being killed. The
    // relaxed mode would answer before writing; it stays off. With fsync, the commit also waits
    // for the disk, and survives a power cut.
    const durability = isOnDisk && config.fsync !== false ? { fs: new DurableNodeFS(config.dataDir), startParams: durableStartParams() } : {};
    const client = await PGlite.create({ dataDir: config.dataDir, relaxedDurability: false, ...durability });
    const queue = createPgliteQueue(client, timeouts.waitMs);
    const db = drizzlePglite(queue.client as PGlite, { schema, logger: queries }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      queries,
      // PGlite serves one process: nobody else can migrate at the same time.
      exclusively: (work) => work(db),
      // Between two pieces of work, so that no transaction is half in the copy; it may wait for its turn.
      dumpDataDir: () => queue.run(() => client.dumpDataDir('gzip'), null),
      ...(lock ? { lock } : {}),
      async close() {
        try {
          await client.close();
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
