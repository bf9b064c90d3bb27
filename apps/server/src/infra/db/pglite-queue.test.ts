import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../features/accounts/accounts.table.ts';
import { DEFAULT_DATABASE_TIMEOUTS, connectDatabase } from './client.ts';
import { DatabaseBusyError, isDatabaseUnavailable } from './database-errors.ts';
import { migrateDatabase } from './migrate.ts';

// The same queue, whether PGlite runs on the server's thread or on one of its own.
describe.each([
  { where: 'on the server thread', thread: false },
  { where: 'on a thread of its own', thread: true },
])('the queue in front of the embedded database $where', ({ thread }) => {
  it('refuses work that waits too long behind a long one, which then never runs', async () => {
    const connection = await connectDatabase(
      { kind: 'pglite', dataDir: 'memory://', thread },
      { ...DEFAULT_DATABASE_TIMEOUTS, waitMs: 200 },
    );
    await migrateDatabase(connection);
    const { db } = connection;
    let finishLongWork = () => {};
    try {
      let hasStarted = () => {};
      const started = new Promise<void>((resolve) => (hasStarted = resolve));
      const longWork = db.transaction(async (transaction) => {
        await transaction.execute(sql`select 1`);
        const finished = new Promise<void>((resolve) => (finishLongWork = resolve));
        hasStarted();
        await finished;
        // Statements of the running transaction are not queued behind it.
        await transaction
          .insert(users)
          .values({ email: 'inside@example.org', firstName: 'In', passwordHash: 'x' });
      });
      await started;

      const refused = await db
        .insert(users)
        .values({ email: 'refused@example.org', firstName: 'Late', passwordHash: 'x' })
        .then(
          () => null,
          (error: unknown) => error,
        );
      // Drizzle wraps what the driver throws.
      expect((refused as Error).cause).toBeInstanceOf(DatabaseBusyError);
      expect(isDatabaseUnavailable(refused)).toBe(true);

      finishLongWork();
      await longWork;
      const emails = (await db.select({ email: users.email }).from(users)).map((row) => row.email);
      expect(emails).toEqual(['inside@example.org']);
    } finally {
      finishLongWork();
      await connection.close();
    }
  });

  it('runs waiting work in order once its turn comes', async () => {
    const connection = await connectDatabase({ kind: 'pglite', dataDir: 'memory://', thread });
    try {
      // The order each piece of work actually finished in, not the order Promise.all reports.
      const finished: number[] = [];
      await Promise.all(
        [1, 2, 3].map((value) => connection.db.execute(sql`select ${value}::int as value`).then(() => finished.push(value))),
      );
      expect(finished).toEqual([1, 2, 3]);
    } finally {
      await connection.close();
    }
  });
});
