import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../features/schools/schools.table.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Executor } from './client.ts';
import { preparedPerExecutor } from './prepared-per-executor.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A school by name, as a statement kept per executor, counting how often it is built. */
function schoolByName() {
  let builds = 0;
  const statement = preparedPerExecutor((executor: Executor) => {
    builds += 1;
    return executor
      .select({ id: schools.id, city: schools.city })
      .from(schools)
      .where(eq(schools.name, sql.placeholder('name')))
      .prepare('test_school_by_name');
  });
  return { statement, builds: () => builds };
}

describe('a statement prepared per executor', () => {
  it('is built once for the database, whatever the values it then runs with', async () => {
    const { db } = testApp.app.database;
    await db.insert(schools).values([
      { name: 'Prepared North', city: 'Leeds', country: 'GB' },
      { name: 'Prepared South', city: 'Bath', country: 'GB' },
    ]);
    const { statement, builds } = schoolByName();
    const north = await statement(db).execute({ name: 'Prepared North' });
    const south = await statement(db).execute({ name: 'Prepared South' });
    const nobody = await statement(db).execute({ name: 'Prepared Nowhere' });
    expect([north.map((row) => row.city), south.map((row) => row.city), nobody]).toEqual([['Leeds'], ['Bath'], []]);
    expect(builds()).toBe(1);
  });

  it("runs a transaction's statement in that transaction: it sees what the transaction wrote, and nothing is left once it rolls back", async () => {
    const { db } = testApp.app.database;
    const { statement, builds } = schoolByName();
    await statement(db).execute({ name: 'Prepared Inside' });
    let seenInside: { city: string }[] = [];
    const rolledBack = db.transaction(async (tx) => {
      await tx.insert(schools).values({ name: 'Prepared Inside', city: 'York', country: 'GB' });
      seenInside = await statement(tx).execute({ name: 'Prepared Inside' });
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow(/rollback/i);
    expect(seenInside.map((row) => row.city)).toEqual(['York']);
    expect(builds()).toBe(2);
    expect(await statement(db).execute({ name: 'Prepared Inside' })).toEqual([]);
  });
});
