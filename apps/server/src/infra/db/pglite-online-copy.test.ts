import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from './client.ts';
import { copyPgliteDataDir } from './pglite-online-copy.ts';

/** Rows of about 30 MB in all: enough that reading the folder takes a while. */
const FILLER_ROWS = 150_000;

describe('copying the embedded database while it runs', () => {
  let dataDir: string;
  let connection: DatabaseConnection;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-online-copy-'));
    connection = await connectDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), thread: true });
    await connection.db.execute(sql`create table filler (body text)`);
    await connection.db.execute(
      sql`insert into filler select repeat(md5(n::text), 6) from generate_series(1, ${FILLER_ROWS}) n`,
    );
    await connection.db.execute(sql`create table written (id int primary key)`);
  });
  afterEach(async () => {
    await connection.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers writes during the copy, and the copy opens with every write answered before it began and no half one', { timeout: 120_000 }, async () => {
    let answered = 0;
    let isCopying = true;
    const writer = (async () => {
      while (isCopying) {
        await connection.db.execute(sql`insert into written values (${answered + 1})`);
        answered += 1;
      }
    })();
    // Some writes first, so that the copy starts in the middle of them.
    while (answered < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const answeredBeforeCopy = answered;
    const tarFile = path.join(dataDir, 'copy.tar');
    const folder = connection.embeddedFolder;
    if (!folder) throw new Error('an embedded database on disk has its folder');
    await copyPgliteDataDir(folder.path, folder.runStatement, tarFile);
    const answeredDuringCopy = answered - answeredBeforeCopy;
    isCopying = false;
    await writer;
    // The copy held the database only for its two statements: before, the whole dump did, and
    // not a write was answered until it ended.
    expect(answeredDuringCopy).toBeGreaterThan(3);

    const restored = await PGlite.create({ loadDataDir: new Blob([await readFile(tarFile)]) });
    try {
      const { rows } = await restored.query<{ count: number; highest: number; filler: number }>(
        'select count(*)::int as count, coalesce(max(id), 0) as highest, (select count(*)::int from filler) as filler from written',
      );
      const [counts] = rows;
      expect(counts?.filler).toBe(FILLER_ROWS);
      expect(counts?.count).toBeGreaterThanOrEqual(answeredBeforeCopy);
      // One write after another: the copy holds a beginning of them, without a gap.
      expect(counts?.highest).toBe(counts?.count);
    } finally {
      await restored.close();
    }
  });
});
