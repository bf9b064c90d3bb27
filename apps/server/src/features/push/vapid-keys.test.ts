import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.ts';

const unset = { publicKey: undefined, privateKey: undefined, subject: 'mailto:office@school.example' };
let dataDir: string;
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('VAPID keys', () => {
  it('generates one pair at first start, kept private in DATA_DIR and agreed on by instances starting together', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-vapid-'));
    const pairs = await Promise.all(Array.from({ length: 6 }, () => loadVapidKeys(unset, dataDir)));
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.privateKey)).size).toBe(1);
    expect((await stat(path.join(dataDir, VAPID_KEYS_FILE))).mode & 0o777).toBe(0o600);
    expect(await loadVapidKeys(unset, dataDir)).toEqual(pairs[0]);
    expect(JSON.parse(await readFile(path.join(dataDir, VAPID_KEYS_FILE), 'utf8')).publicKey).toBe(pairs[0]!.publicKey);
  });

  it('uses the configured keys and writes nothing', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-vapid-'));
    const keys = await loadVapidKeys({ ...unset, publicKey: 'public', privateKey: 'private' }, dataDir);
    expect(keys).toEqual({ publicKey: 'public', privateKey: 'private', subject: unset.subject });
    await expect(stat(path.join(dataDir, VAPID_KEYS_FILE))).rejects.toThrow();
  });

  it('stops with a clear error on a broken key file', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-vapid-'));
    await writeFile(path.join(dataDir, VAPID_KEYS_FILE), '{"publicKey": "nope"');
    await expect(loadVapidKeys(unset, dataDir)).rejects.toThrow(/holds no usable VAPID keys/);
  });
});
