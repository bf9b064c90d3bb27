import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropDatabasesLeftBy } from './test-databases.global.ts';

const serverUrl = process.env.DATABASE_URL;

async function databasesStartingWith(admin: pg.Client, prefix: string): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname', [prefix]);
  return rows.map((row) => row.datname);
}

describe.skipIf(!serverUrl)('the databases a test run leaves behind', () => {
  it("drops this run's databases that are still there, and no other run's", async () => {
    const tag = randomBytes(3).toString('hex');
    const thisRun = `homeroom_test_${tag}a_`;
    const otherRun = `homeroom_test_${tag}b_`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (const name of [`${thisRun}left_1`, `${thisRun}left_2`, `${otherRun}kept`]) await admin.query(`CREATE DATABASE ${name}`);
      await dropDatabasesLeftBy(thisRun);
      expect(await databasesStartingWith(admin, thisRun)).toEqual([]);
      expect(await databasesStartingWith(admin, otherRun)).toEqual([`${otherRun}kept`]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${otherRun}kept WITH (FORCE)`);
      await admin.end();
    }
  });
});
