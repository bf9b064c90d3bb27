import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../infra/db/schema.ts';

/** A column whose foreign key points at another table's id, found by walking the schema. */
export interface ReferencingColumn {
  table: PgTable;
  column: AnyPgColumn;
  isNullable: boolean;
}

/**
 * Every column of every table that references `target.id`. Walking the schema instead of listing
 * the columns by hand means a new table that points at a user or a student is covered by account
 * deletion and by its test without anyone remembering to.
 */
export function listColumnsReferencing(target: PgTable): ReferencingColumn[] {
  const found: ReferencingColumn[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    for (const foreignKey of getTableConfig(value).foreignKeys) {
      const reference = foreignKey.reference();
      if (reference.foreignTable !== target || reference.columns.length !== 1) continue;
      const column = reference.columns[0]!;
      const columns = getTableColumns(value) as Record<string, AnyPgColumn>;
      const ownColumn = Object.values(columns).find((candidate) => candidate.name === column.name) ?? column;
      found.push({ table: value, column: ownColumn, isNullable: !ownColumn.notNull });
    }
  }
  return found;
}
