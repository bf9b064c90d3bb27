import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { createRepeatedStatements } from './repeated-statements.ts';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** Statements the embedded database keeps prepared at most (its one session holds their plans). */
const MAX_PREPARED = 200;

/**
 * PGlite's `query` sends every statement unnamed: PostgreSQL parses and plans it anew each time,
 * as it did on a server before statements were kept prepared there (repeated-statements.ts).
 * This runs a statement sent again as a named one, prepared once in PGlite's one session, then
 * only bound and executed, with PGlite's own serializers, parsers and errors, so an answer is the
 * same as `query`'s. Statements without parameters go to `query` as before (a migration of several
 * statements cannot be prepared).
 */
export function createPreparedQueries(database: PGlite) {
  const repeated = createRepeatedStatements();
  /** Names prepared in the session, with the types PostgreSQL gave their parameters. */
  const prepared = new Map<string, number[]>();
  const noSync = { syncToFs: false };

  async function runPrepared(name: string, sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
    const messages: BackendMessage[] = [];
    try {
      let parameterTypes = prepared.get(name);
      if (!parameterTypes) {
        await database.execProtocolStream(protocol.serialize.parse({ name, text: sql, ...(options.paramTypes ? { types: options.paramTypes } : {}) }), noSync);
        parameterTypes = parse.parseDescribeStatementResults(await database.execProtocolStream(protocol.serialize.describe({ type: 'S', name }), noSync));
        // Prepared now, whatever happens to this run: a statement outlives a failed bind or a rollback.
        prepared.set(name, parameterTypes);
      }
      const types = parameterTypes;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = types[index] ?? 0;
        const serialize = options.serializers?.[type] ?? database.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      messages.push(...(await database.execProtocolStream(protocol.serialize.bind({ statement: name, values }), noSync)));
      messages.push(...(await database.execProtocolStream(protocol.serialize.describe({ type: 'P' }), noSync)));
      messages.push(...(await database.execProtocolStream(protocol.serialize.execute({}), noSync)));
    } catch (error) {
      // As `query` tells it: the statement and its parameters ride on the error (database-errors.ts leaves the values out of logs).
      if (error instanceof Error) Object.assign(error, { query: sql, params, queryOptions: options });
      throw error;
    } finally {
      messages.push(...(await database.execProtocolStream(protocol.serialize.sync(), noSync)));
    }
    await database.syncToFs();
    const [result] = parse.parseResults(messages, database.parsers, options);
    if (!result) throw new Error(`no result for the prepared statement ${name}`);
    return result;
  }

  return {
    /** `database.query`, with the statement prepared once it is sent again. */
    query(sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
      const name = params.length > 0 ? repeated.nameOf(sql) : undefined;
      if (name === undefined || (!prepared.has(name) && prepared.size >= MAX_PREPARED)) return database.query(sql, params, options);
      // The same turns as `query` takes: a transaction of PGlite's own, then one statement at a time.
      return database._runExclusiveTransaction(() => database._runExclusiveQuery(() => runPrepared(name, sql, params, options)));
    },
  };
}
