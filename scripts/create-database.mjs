// Creates the PostgreSQL database of DATABASE_URL (default: homeroom_cluster on the local
// server) if it does not exist yet, so that `npm run cluster` works on a fresh machine.
import pg from 'pg';

const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/homeroom_cluster');
const name = url.pathname.slice(1);
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
if (rowCount === 0) {
  await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  console.log(`Created the database ${name}.`);
}
await client.end();
