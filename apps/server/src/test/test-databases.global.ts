import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name every database of this run starts with (`createIsolatedDatabase`). */
    testDatabasePrefix: string;
  }
}

/**
 * Each run of the server's tests names its databases on the shared PostgreSQL with a prefix of
 * its own, and drops at the end whatever a test file left behind (a file that failed before its
 * `afterAll`, a server that refused to close): another run on the same PostgreSQL, as CI and a
 * developer's run can be, keeps its databases.
 */
export function setup(project: TestProject) {
  const prefix = `homeroom_test_${randomBytes(3).toString('hex')}_`;
  project.provide('testDatabasePrefix', prefix);
  return () => dropDatabasesLeftBy(prefix);
}

/** Drops every database whose name starts with `prefix`, and says which it dropped. */
export async function dropDatabasesLeftBy(prefix: string): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    if (rows.length > 0) console.warn(`dropped ${rows.length} test database(s) a test file left behind: ${rows.map((row) => row.datname).join(', ')}`);
  } finally {
    await admin.end();
  }
}
