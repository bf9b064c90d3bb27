import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from './client.ts';

/** The rows of a raw statement, whichever driver answered it. */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

describe('the embedded database on disk', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-fsync-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'flushes each commit to the disk, and keeps what it wrote across a reopening',
    { timeout: 120_000 },
    async () => {
      const database = { kind: 'pglite' as const, dataDir: path.join(dataDir, 'db') };
      const first = await connectDatabase(database);
      try {
        const settings = await first.db.execute(
          sql`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method', 'synchronous_commit') order by name`,
        );
        expect(rowsOf(settings)).toEqual([
          { name: 'fsync', setting: 'on' },
          { name: 'synchronous_commit', setting: 'on' },
          { name: 'wal_sync_method', setting: 'fsync' },
        ]);
        await first.db.execute(sql`create table notes (body text)`);
        await first.db.execute(sql`insert into notes values ('kept')`);
      } finally {
        await first.close();
      }

      const second = await connectDatabase(database);
      try {
        expect(rowsOf(await second.db.execute(sql`select body from notes`))).toEqual([{ body: 'kept' }]);
      } finally {
        await second.close();
      }
    },
  );

  it('can be told to leave the flushing to the operating system', { timeout: 120_000 }, async () => {
    const connection = await connectDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'db'),
      fsync: false,
    });
    try {
      expect(rowsOf(await connection.db.execute(sql`show fsync`))).toEqual([{ fsync: 'off' }]);
    } finally {
      await connection.close();
    }
  });
});
