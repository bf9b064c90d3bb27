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

/** Counts the statements sent, so that tests can hold heavy endpoints to a fixed number. */
export class QueryCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}

export interface DatabaseConnection {
  db: Database;
  kind: DatabaseConfig['kind'];
  queries: QueryCounter;
  close(): Promise<void>;
}

/** Opens PGlite (embedded, one process) or a PostgreSQL pool, over the same schema. */
export async function connectDatabase(config: DatabaseConfig): Promise<DatabaseConnection> {
  const queries = new QueryCounter();
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    const db = drizzlePostgres(pool, { schema, logger: queries }) as unknown as Database;
    return { db, kind: 'postgres', queries, close: () => pool.end() };
  }
  if (!config.dataDir.startsWith('memory://')) await mkdir(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir);
  const db = drizzlePglite(client, { schema, logger: queries }) as unknown as Database;
  return { db, kind: 'pglite', queries, close: () => client.close() };
}
