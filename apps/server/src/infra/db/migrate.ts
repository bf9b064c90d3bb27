import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseConnection } from './client.ts';

/**
 * The committed SQL migrations: beside this file in the source tree, and copied next to the
 * bundle by the build.
 */
function findMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'infra/db/migrations')];
  const folder = candidates.find((candidate) => existsSync(path.join(candidate, 'meta/_journal.json')));
  if (!folder) throw new Error(`No migrations found near ${here}`);
  return folder;
}

/** Applies every migration not yet applied; the same at boot, in tests and in CI. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  // Instances starting together migrate one after another.
  await connection.exclusively(async (db) => {
    if (connection.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePostgres(db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
