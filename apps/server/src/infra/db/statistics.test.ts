import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createParent } from '../../test/factories.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** What the planner believes a table holds: -1 when it was never analyzed. */
async function plannedRows(table: string): Promise<number> {
  const result = (await testApp.app.database.db.execute(sql`SELECT reltuples FROM pg_class WHERE relname = ${table}`)) as unknown as {
    rows: { reltuples: number }[];
  };
  return Number(result.rows[0]?.reltuples);
}

// PostgreSQL's autovacuum keeps its statistics; PGlite has none, so Homeroom does it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('planner statistics on PGlite', () => {
  it('are taken at start, so joins do not scan whole tables on guesses', async () => {
    expect(await plannedRows('parents')).toBe(0);
    expect(await plannedRows('users')).toBe(0);
  });

  it('follow the data when refreshed', async () => {
    for (let index = 0; index < 3; index += 1) await createParent(testApp.app);
    await testApp.app.database.refreshStatistics();
    expect(await plannedRows('parents')).toBe(3);
    expect(await plannedRows('users')).toBe(3);
  });
});
