import type { Executor } from './client.ts';

/**
 * A statement built once per database rather than at every call. Drizzle's query builder writes a
 * statement's text anew each time it runs, and for a select with aliased joins that costs more
 * of the server's thread than the round trip (270 µs for the chat's group with its members, 1.5 µs
 * once prepared: docs/decisions.md, "Statements built once"). `build` makes the statement with
 * `sql.placeholder`s and Drizzle's `.prepare(name)`; it is kept per executor, so the database's
 * is built once and a transaction's lives as long as the transaction.
 *
 * The name must be unique across the server: each connection prepares a text once under it
 * (never with `DATABASE_PREPARED_STATEMENTS=0`, infra/db/repeated-statements.ts).
 */
export function preparedPerExecutor<Statement>(build: (executor: Executor) => Statement): (executor: Executor) => Statement {
  const kept = new WeakMap<Executor, Statement>();
  return (executor) => {
    let statement = kept.get(executor);
    if (statement === undefined) {
      statement = build(executor);
      kept.set(executor, statement);
    }
    return statement;
  };
}
