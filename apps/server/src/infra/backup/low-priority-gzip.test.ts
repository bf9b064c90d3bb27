import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gzipAtLowPriority } from './low-priority-gzip.ts';

describe('gzip at the lowest priority', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-gzip-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes what it is given, gzipped, readable by its owner only', async () => {
    const content = Buffer.from('a line of a backup\n'.repeat(50_000));
    const target = path.join(dir, 'copy.gz');
    await gzipAtLowPriority(Readable.from([content.subarray(0, 1000), content.subarray(1000)]), target);
    expect(gunzipSync(await readFile(target)).equals(content)).toBe(true);
    expect((await stat(target)).mode & 0o777).toBe(0o600);
  });

  it('fails with the reason when the file cannot be written', async () => {
    const target = path.join(dir, 'missing', 'copy.gz');
    await expect(gzipAtLowPriority(Readable.from([Buffer.from('x')]), target)).rejects.toThrow(/ENOENT/);
  });
});
