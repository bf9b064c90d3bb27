import pg from 'pg';

/**
 * What the school-day bench reads of the target's database from PostgreSQL itself, beside the CPU
 * of its backends (day-cpu.ts): the transactions committed or rolled back so far in `database` of
 * the server at `serverUrl`, as its statistics count them (`pg_stat_database`; a statement outside
 * a transaction is one). Each backend adds its counts within about a second of its work, so a
 * window of tens of seconds reads them to a few percent.
 */
export async function postgresTransactions(serverUrl: string, database: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ transactions: string }>(
      'SELECT xact_commit + xact_rollback AS transactions FROM pg_stat_database WHERE datname = $1',
      [database],
    );
    const transactions = Number(rows[0]?.transactions);
    // A database the statistics do not know (yet): no figure rather than NaN in the table.
    return Number.isFinite(transactions) ? transactions : null;
  } finally {
    await client.end();
  }
}
