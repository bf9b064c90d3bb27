import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../features/accounts/accounts.table.ts';
import { connectDatabase, type DatabaseConnection } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { isDatabaseUnavailable } from './database-errors.ts';
import { migrateDatabase } from './migrate.ts';
import { copyPgliteDataDir } from './pglite-online-copy.ts';
import { DatabaseThreadLostError, startPgliteThread } from './pglite-thread.ts';

async function openMigrated(thread: boolean): Promise<DatabaseConnection> {
  const connection = await connectDatabase({ kind: 'pglite', dataDir: 'memory://', thread });
  await migrateDatabase(connection);
  return connection;
}

/** The error a promise rejects with, or null. */
function failureOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => null,
    (error: unknown) => error,
  );
}

const ADA = { email: 'ada@example.org', firstName: 'Ada', passwordHash: 'x' };

describe('PGlite on a thread of its own', () => {
  let connection: DatabaseConnection;
  beforeEach(async () => {
    connection = await openMigrated(true);
  });
  afterEach(async () => {
    await connection.close();
  });

  it('rolls back a transaction whose work fails, and commits one that ends', async () => {
    const { db } = connection;
    const failure = await failureOf(
      db.transaction(async (transaction) => {
        await transaction.insert(users).values(ADA);
        throw new Error('the work changed its mind');
      }),
    );
    expect((failure as Error).message).toBe('the work changed its mind');
    const rolledBack = await failureOf(
      db.transaction(async (transaction) => {
        await transaction.insert(users).values(ADA);
        transaction.rollback();
      }),
    );
    expect(rolledBack).toBeInstanceOf(Error);
    expect(await db.select().from(users)).toEqual([]);

    await db.transaction(async (transaction) => {
      await transaction.insert(users).values(ADA);
      // A savepoint inside, rolled back on its own.
      await failureOf(
        transaction.transaction(async (inner) => {
          await inner.update(users).set({ firstName: 'Grace' }).where(eq(users.email, ADA.email));
          inner.rollback();
        }),
      );
    });
    expect((await db.select({ firstName: users.firstName }).from(users)).map((row) => row.firstName)).toEqual(
      ['Ada'],
    );
  });

  it('carries PostgreSQL error fields back, so errors are classified as on the server thread', async () => {
    const { db } = connection;
    await db.insert(users).values(ADA);
    const failure = await failureOf(db.insert(users).values({ ...ADA, email: 'ADA@example.org' }));
    const cause = (failure as Error).cause as { code?: string; constraint?: string; message: string };
    expect(cause).toBeInstanceOf(Error);
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toBe('users_email_unique');
    expect(cause.message).toContain('duplicate key value violates unique constraint');
    expect(isDatabaseUnavailable(failure)).toBe(false);

    const syntax = await failureOf(db.execute(sql`select from nowhere at all`));
    expect(((syntax as Error).cause as { code?: string }).code).toBe('42601');
    // The thread goes on serving after a failed statement.
    expect(await db.$count(users)).toBe(1);
  });

  it('answers the same values and types as PGlite on the server thread, and counts the same statements', async () => {
    const onServerThread = await openMigrated(false);
    try {
      const answers = [];
      for (const { db, queries } of [connection, onServerThread]) {
        await db.insert(users).values({ ...ADA, timeZone: 'Europe/Paris' });
        const counted = await queries.countDuring(async () => {
          await db.select().from(users);
          await db.select({ id: users.id }).from(users);
        });
        const [row] = await db.select().from(users);
        const raw = await db.execute(
          sql`select ${'2026-01-02T03:04:05Z'}::timestamptz as at, ${'2026-01-02'}::date as day, ${JSON.stringify({ a: [1, 'b'] })}::jsonb as document,
              9007199254740993::bigint as big, 1.5::numeric as amount, array[1, 2]::int[] as numbers, ${null}::text as nothing,
              '\\x0102'::bytea as bytes, interval '1 day' as span`,
        );
        answers.push({
          counted,
          row: { ...row, createdAt: row?.createdAt instanceof Date, id: row?.id },
          raw: (raw as unknown as { rows: unknown[] }).rows,
        });
      }
      const [threaded, inline] = answers;
      expect(threaded).toEqual(inline);
      expect(threaded?.counted).toBe(2);
      expect(threaded?.row.createdAt).toBe(true);
    } finally {
      await onServerThread.close();
    }
  });

  it('keeps a statement sent again prepared, with the answers and errors of an unnamed one', async () => {
    const onServerThread = await openMigrated(false);
    try {
      const read = (db: DatabaseConnection['db'], at: string) =>
        db.execute(sql`select ${at}::timestamptz as at, ${JSON.stringify({ a: [1, 'b'] })}::jsonb as document, array[${1}::int, 2] as numbers, ${null}::text as nothing`);
      for (const at of ['2026-01-02T03:04:05Z', '2026-02-03T04:05:06Z', '2026-03-04T05:06:07Z']) {
        const [threaded, inline] = await Promise.all([read(connection.db, at), read(onServerThread.db, at)]);
        expect((threaded as unknown as { rows: unknown[] }).rows).toEqual((inline as unknown as { rows: unknown[] }).rows);
      }
      const kept = await connection.db.execute(sql`select statement from pg_prepared_statements where name like 'homeroom_%'`);
      expect((kept as unknown as { rows: { statement: string }[] }).rows.map((row) => row.statement)).toContainEqual(expect.stringContaining('::jsonb as document'));
    } finally {
      await onServerThread.close();
    }

    const { db } = connection;
    await db.insert(users).values(ADA);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const duplicate = await failureOf(db.insert(users).values({ ...ADA, email: 'ADA@example.org' }));
      expect(((duplicate as Error).cause as { code?: string; constraint?: string }).constraint).toBe('users_email_unique');
      // A value the statement's parameter type refuses fails at the bind, and the next statement runs.
      const refused = await failureOf(db.execute(sql`select ${'not a number'}::integer as number`));
      expect(((refused as Error).cause as { code?: string }).code).toBe('22P02');
    }
    // A rollback leaves the session's prepared statements in place.
    await failureOf(db.transaction(async (transaction) => {
      await transaction.select().from(users).where(eq(users.email, ADA.email));
      transaction.rollback();
    }));
    expect(await db.select({ email: users.email }).from(users).where(eq(users.email, ADA.email))).toEqual([{ email: ADA.email }]);
    expect(await db.$count(users)).toBe(1);
  });

  it('commits single statements that write and arrive together in one transaction, each answered with its own row', async () => {
    const { db } = connection;
    const emails = ['a@example.org', 'b@example.org', 'c@example.org', 'd@example.org', 'e@example.org', 'f@example.org'];
    const answers = await Promise.all(
      emails.map((email) =>
        db.insert(users).values({ ...ADA, email }).returning({ email: users.email, transaction: sql<string>`pg_current_xact_id()::text` }),
      ),
    );
    expect(answers.map(([row]) => row?.email)).toEqual(emails);
    // Fewer transactions than statements: some shared a commit (and its flush to the disk).
    expect(new Set(answers.map(([row]) => row?.transaction)).size).toBeLessThan(emails.length);
    expect(await db.$count(users)).toBe(emails.length);
  });

  it('refuses only the statement that fails among statements sent together, and stores the others', async () => {
    const { db } = connection;
    await db.insert(users).values(ADA);
    const emails = ['a@example.org', 'b@example.org', ADA.email, 'c@example.org', 'd@example.org'];
    const outcomes = await Promise.all(emails.map((email) => failureOf(db.insert(users).values({ ...ADA, email }))));
    expect(outcomes.map((failure) => ((failure as Error | null)?.cause as { constraint?: string } | undefined)?.constraint ?? null)).toEqual([
      null,
      null,
      'users_email_unique',
      null,
      null,
    ]);
    expect((await db.select({ email: users.email }).from(users)).map((row) => row.email).sort()).toEqual(
      ['a@example.org', 'ada@example.org', 'b@example.org', 'c@example.org', 'd@example.org'],
    );
  });

  it("keeps statements a transaction sends together inside it: a rollback takes them all back", async () => {
    const { db } = connection;
    const rolledBack = await failureOf(
      db.transaction(async (transaction) => {
        await Promise.all(['a@example.org', 'b@example.org', 'c@example.org'].map((email) => transaction.insert(users).values({ ...ADA, email })));
        transaction.rollback();
      }),
    );
    expect(rolledBack).toBeInstanceOf(Error);
    expect(await db.$count(users)).toBe(0);
  });

  it('answers raw queries in array mode, as the class page reads its prepared statement', async () => {
    const { rows } = await (connection.db as unknown as { $client: PGlite }).$client.query<unknown[]>(
      'select 1::int as one, now() as at',
      [],
      { rowMode: 'array' },
    );
    expect(rows[0]?.[0]).toBe(1);
    expect(rows[0]?.[1]).toBeInstanceOf(Date);
  });
});

describe('PGlite on a thread, on disk', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-thread-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps the folder locked in this process, and copies it into a tar file that restores',
    { timeout: 120_000 },
    async () => {
      const database = { kind: 'pglite' as const, dataDir: path.join(dataDir, 'db'), thread: true };
      const connection = await connectDatabase(database);
      try {
        await migrateDatabase(connection);
        expect(await failureOf(connectDatabase(database))).toBeInstanceOf(DataDirLockedError);
        await connection.db.insert(users).values(ADA);

        const copy = path.join(dataDir, 'copy.tar');
        const folder = connection.embeddedFolder;
        if (!folder) throw new Error('an embedded database on disk has its folder');
        await copyPgliteDataDir(folder.path, folder.runStatement, copy);
        const restored = await PGlite.create({ loadDataDir: new Blob([await readFile(copy)]) });
        try {
          const { rows } = await restored.query<{ email: string }>('select email from users');
          expect(rows).toEqual([{ email: ADA.email }]);
        } finally {
          await restored.close();
        }
      } finally {
        await connection.close();
      }
      // Closed: the folder is free for the next holder.
      const reopened = await connectDatabase(database);
      try {
        expect(await reopened.db.$count(users)).toBe(1);
      } finally {
        await reopened.close();
      }
    },
  );
});

describe('a database thread that dies', () => {
  it(
    'closes once however often asked, and refuses work afterwards as a stopping server',
    { timeout: 60_000 },
    async () => {
      const losses: unknown[] = [];
      const thread = await startPgliteThread(
        { dataDir: 'memory://' },
        { onLost: (error) => losses.push(error) },
      );
      await Promise.all([thread.close(), thread.close()]);
      const refused = await failureOf(thread.client.query('select 1'));
      expect((refused as { code?: string }).code).toBe('57P01');
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(losses).toEqual([]);
    },
  );

  it(
    'fails the statements in flight and every later one, and says so once',
    { timeout: 60_000 },
    async () => {
      const losses: DatabaseThreadLostError[] = [];
      const thread = await startPgliteThread(
        { dataDir: 'memory://' },
        { onLost: (error) => losses.push(error) },
      );
      const inFlight = failureOf(thread.client.query('select pg_sleep(2)'));
      await thread.worker.terminate();

      const failure = await inFlight;
      expect(failure).toBeInstanceOf(DatabaseThreadLostError);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(await failureOf(thread.client.query('select 1'))).toBe(failure);
      expect(losses).toEqual([failure]);
      await thread.close();
    },
  );

  it(
    'fails at its start when the folder cannot be made, without a loss reported',
    { timeout: 60_000 },
    async () => {
      const losses: unknown[] = [];
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-thread-'));
      try {
        await writeFile(path.join(dataDir, 'a-file'), '');
        const failure = await failureOf(
          startPgliteThread(
            { dataDir: path.join(dataDir, 'a-file', 'db') },
            { onLost: (error) => losses.push(error) },
          ),
        );
        expect(failure).toBeInstanceOf(Error);
        expect((failure as { code?: string }).code).toBe('ENOTDIR');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
      expect(losses).toEqual([]);
    },
  );
});
