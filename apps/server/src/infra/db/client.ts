import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseConfig } from '../../config.ts';
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
  /** Runs the work while no other instance runs work under the same lock (migrations at boot). */
  exclusively(work: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock instances take to migrate one after another. */
const MIGRATION_LOCK = 7_246_310_512;

/** Opens PGlite (embedded, one process) or a PostgreSQL pool, over the same schema. */
export async function connectDatabase(config: DatabaseConfig): Promise<DatabaseConnection> {
  const queries = new QueryCounter();
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection the server drops is replaced by the pool; it is no reason to crash.
    pool.on('error', () => {});
    const db = drizzlePostgres(pool, { schema, logger: queries }) as unknown as Database;
    async function exclusively(work: () => Promise<void>) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    }
    return { db, kind: 'postgres', queries, exclusively, close: () => pool.end() };
  }
  if (!config.dataDir.startsWith('memory://')) await mkdir(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir);
  const db = drizzlePglite(client, { schema, logger: queries }) as unknown as Database;
  // PGlite serves one process: nobody else can migrate at the same time.
  return { db, kind: 'pglite', queries, exclusively: (work) => work(), close: () => client.close() };
}
