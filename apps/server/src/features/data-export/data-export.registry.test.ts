import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../infra/db/schema.ts';
import { ACCOUNT_EXPORT, STUDENT_EXPORT, type ExportEntry } from './data-export.registry.ts';

/** Every table of the schema index, by name. */
const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

function referencedTables(table: PgTable): string[] {
  return getTableConfig(table).foreignKeys.map((foreignKey) => getTableName(foreignKey.reference().foreignTable));
}

/** The tables whose rows reference one of `roots`, directly or through another such table. */
function tablesReaching(roots: string[]): string[] {
  const reached = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const table of TABLES) {
      const name = getTableName(table);
      if (!reached.has(name) && referencedTables(table).some((target) => reached.has(target))) {
        reached.add(name);
        grew = true;
      }
    }
  }
  return [...reached].sort();
}

/** The tables that reference one of `roots` directly. */
function tablesReferencing(roots: string[]): string[] {
  const names = TABLES.filter((table) => referencedTables(table).some((target) => roots.includes(target))).map((table) => getTableName(table));
  return [...new Set([...roots, ...names])].sort();
}

const named = (entries: ExportEntry<unknown>[]) => new Set(entries.map((entry) => getTableName(entry.table)));

/**
 * The schema check (docs/decisions.md, "Data export"): a table that holds a child's or a user's
 * rows and is not in the export registry fails here, naming itself, so that nobody adds one
 * without deciding how it is exported.
 */
describe('the export registry against the schema', () => {
  it('finds the tables of the schema and walks their references', () => {
    expect(TABLES.length).toBeGreaterThan(20);
    // A hand-in references its assignee, which references the student.
    expect(tablesReaching(['students'])).toEqual(expect.arrayContaining(['stickers', 'assignees', 'assignment_responses', 'guardians']));
    expect(tablesReferencing(['users', 'teachers', 'parents'])).toEqual(expect.arrayContaining(['chat_messages', 'story_comments', 'event_helpers']));
  });

  it('names every table that references a student, directly or through another', () => {
    const registered = named(STUDENT_EXPORT as ExportEntry<unknown>[]);
    const missing = tablesReaching(['students']).filter((table) => !registered.has(table));
    expect(
      missing,
      `These tables hold a child's rows but the child's export does not say how to select them: add an entry for each to STUDENT_EXPORT in apps/server/src/features/data-export/data-export.registry.ts (or a { table, notExported: 'why' } entry).`,
    ).toEqual([]);
  });

  it('names every table that references a user, a teacher or a parent', () => {
    const registered = named(ACCOUNT_EXPORT as ExportEntry<unknown>[]);
    const missing = tablesReferencing(['users', 'teachers', 'parents']).filter((table) => !registered.has(table));
    expect(
      missing,
      `These tables hold a user's rows but the account export does not say how to select them: add an entry for each to ACCOUNT_EXPORT in apps/server/src/features/data-export/data-export.registry.ts (or a { table, notExported: 'why' } entry).`,
    ).toEqual([]);
  });

  it('names each table once and only tables of the schema', () => {
    const schemaNames = new Set(TABLES.map((table) => getTableName(table)));
    for (const entries of [STUDENT_EXPORT, ACCOUNT_EXPORT] as ExportEntry<unknown>[][]) {
      const names = entries.map((entry) => getTableName(entry.table));
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(schemaNames.has(name), name).toBe(true);
    }
  });
});
