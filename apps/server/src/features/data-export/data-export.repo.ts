import { asc, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/db/client.ts';
import type { ExportedTable, ExportRow } from './data-export.registry.ts';

/**
 * One table's rows for the scope, in one query whatever their number, keyed by the database's
 * column names and without the omitted columns. Selected through Drizzle rather than as raw SQL, so
 * that dates read the same from PGlite and from PostgreSQL.
 */
export async function selectExportRows<Scope>(executor: Executor, entry: ExportedTable<Scope>, scope: Scope): Promise<ExportRow[]> {
  const columns = Object.entries(getTableColumns(entry.table)).filter(([, column]) => !entry.omit?.includes(column.name));
  const selection = Object.fromEntries(columns.map(([, column]) => [column.name, column]));
  const firstColumn = columns[0]![1];
  const rows = await executor.select(selection).from(entry.table).where(entry.rowsOf(scope)).orderBy(asc(firstColumn));
  return rows as ExportRow[];
}

export function exportTableName(entry: { table: PgTable }): string {
  return getTableName(entry.table);
}
