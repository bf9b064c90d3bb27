import { loadConfig } from '../../config.ts';
import { connectDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/** `npm run db:migrate`: applies the migrations to the configured database and stops. */
const config = loadConfig();
const connection = await connectDatabase(config.database);
await migrateDatabase(connection);
await connection.close();
console.log(`Migrations applied (${connection.kind}).`);
