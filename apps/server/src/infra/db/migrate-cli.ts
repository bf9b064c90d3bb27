import { loadConfig } from '../../config.ts';
import { connectDatabase } from './client.ts';
import { DataDirLockedError, LOCKED_EXIT_CODE } from './data-dir-lock.ts';
import { migrateDatabase } from './migrate.ts';

/** `npm run db:migrate`: applies the migrations to the configured database and stops. */
const config = loadConfig();
let connection;
try {
  connection = await connectDatabase(config.database, config.databaseTimeouts);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  // The running server applied the migrations when it started.
  console.error(error.message);
  process.exit(LOCKED_EXIT_CODE);
}
await migrateDatabase(connection);
await connection.close();
console.log(`Migrations applied (${connection.kind}).`);
