import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase } from '../../test/test-app.ts';
import { connectDatabase, type DatabaseConnection } from './client.ts';
import { createRepeatedStatements } from './repeated-statements.ts';

describe('texts of repeated statements', () => {
  it('are named from their second sighting on, each text its own name', () => {
    const repeated = createRepeatedStatements();
    expect(repeated.nameOf('SELECT $1')).toBeUndefined();
    const name = repeated.nameOf('SELECT $1');
    expect(name).toMatch(/^homeroom_\d+$/);
    expect(repeated.nameOf('SELECT $1')).toBe(name);
    repeated.nameOf('SELECT $1, $2');
    expect(repeated.nameOf('SELECT $1, $2')).not.toBe(name);
  });

  it('make room by forgetting texts seen once, never the named ones', () => {
    const repeated = createRepeatedStatements();
    repeated.nameOf('SELECT $1');
    const name = repeated.nameOf('SELECT $1');
    for (let index = 0; index < 10_000; index += 1) repeated.nameOf(`SELECT ${index}, $1`);
    expect(repeated.nameOf('SELECT $1')).toBe(name);
    // A text first seen after the registry filled up is still named at its second sighting.
    repeated.nameOf('SELECT $1 AS late');
    expect(repeated.nameOf('SELECT $1 AS late')).toMatch(/^homeroom_\d+$/);
  });
});

const postgresUrl = process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)('statements sent again on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let url: string;
  const opened: DatabaseConnection[] = [];
  beforeAll(async () => {
    const isolated = await createIsolatedDatabase();
    if (isolated.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    url = isolated.database.url;
    drop = isolated.drop;
  });
  afterAll(async () => {
    await Promise.all(opened.map((connection) => connection.close()));
    await drop();
  });

  async function connect(preparedStatements: number) {
    const connection = await connectDatabase({ kind: 'postgres', url, preparedStatements });
    opened.push(connection);
    return connection;
  }

  /** Runs `work` on one connection and answers the texts that connection keeps prepared. */
  async function preparedAfter(connection: DatabaseConnection, work: (run: (text: string, value: number) => Promise<number>) => Promise<void>) {
    let prepared: string[] = [];
    await connection.db.transaction(async (transaction) => {
      await work(async (text, value) => {
        const result = await transaction.execute(sql`SELECT ${sql.raw(text)} + ${value}::integer AS total`);
        return Number((result as unknown as { rows: { total: number }[] }).rows[0]?.total);
      });
      const rows = await transaction.execute(sql`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'homeroom_%'`);
      prepared = (rows as unknown as { rows: { statement: string }[] }).rows.map((row) => row.statement);
    });
    return prepared;
  }

  it('keeps a statement prepared once it is sent again, with right answers for every value', async () => {
    const connection = await connect(200);
    const prepared = await preparedAfter(connection, async (run) => {
      for (let value = 0; value < 8; value += 1) expect(await run('40', value)).toBe(40 + value);
    });
    expect(prepared).toEqual(['SELECT 40 + $1::integer AS total']);
  });

  it('prepares no more statements on a connection than it is allowed, and none with 0', async () => {
    const one = await preparedAfter(await connect(1), async (run) => {
      for (const text of ['1', '2']) for (let value = 0; value < 3; value += 1) expect(await run(text, value)).toBe(Number(text) + value);
    });
    expect(one).toEqual(['SELECT 1 + $1::integer AS total']);
    const none = await preparedAfter(await connect(0), async (run) => {
      for (let value = 0; value < 3; value += 1) expect(await run('3', value)).toBe(3 + value);
    });
    expect(none).toEqual([]);
  });

  it('sends the statements Drizzle names unnamed too when none may be kept, as behind a pooler in transaction mode', async () => {
    for (const [preparedStatements, kept] of [[200, ['homeroom_named_by_caller']], [0, []]] as const) {
      const connection = await connect(preparedStatements);
      const names = await connection.db.transaction(async (transaction) => {
        // On the transaction's one connection: the named statement, then the look-up.
        const statement = transaction
          .select({ total: sql<number>`${sql.placeholder('value')}::integer + 1` })
          .from(sql`(SELECT 1) AS one`)
          .prepare('homeroom_named_by_caller');
        const [row] = await statement.execute({ value: 41 });
        expect(Number(row?.total)).toBe(42);
        const rows = await transaction.execute(sql`SELECT name FROM pg_prepared_statements WHERE name = 'homeroom_named_by_caller'`);
        return (rows as unknown as { rows: { name: string }[] }).rows.map((found) => found.name);
      });
      expect(names).toEqual(kept);
    }
  });
});
