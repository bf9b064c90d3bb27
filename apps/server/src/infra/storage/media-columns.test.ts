import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { MEDIA_COLUMNS } from './media-columns.ts';

describe('MEDIA_COLUMNS', () => {
  it('names every column of the schema that looks like it holds a stored file', () => {
    const fileLike = /(image|picture|photo|video|file|attachment|media)$/;
    const found: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      for (const column of Object.values(getTableColumns(table))) {
        if (column.columnType === 'PgText' && fileLike.test(column.name) && !MEDIA_COLUMNS.includes(column)) found.push(column.name);
      }
    }
    // A file column left out here would see its files removed by the orphan sweep.
    expect(found).toEqual([]);
  });
});
