import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
// s3rver ships no types: a local server that speaks the S3 protocol, for tests.
// @ts-expect-error no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerUser } from '../../test/factories.ts';
import { jpegWithGpsPosition, multipartPayload } from '../../test/multipart.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createMediaSigner } from './media-signing.ts';
import type { MediaStorage } from './media-storage.ts';
import { ORPHAN_GRACE_MS, sweepOrphanMedia } from './orphan-sweep.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';

const signer = createMediaSigner({ secret: 'orphan-sweep-test', publicUrl: 'http://homeroom.test', ttlSeconds: 60, longLivedTtlSeconds: 60 });

let s3Directory: string;
let s3Server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3Settings: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

beforeAll(async () => {
  s3Directory = await mkdtemp(path.join(os.tmpdir(), 'homeroom-s3-'));
  s3Server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory });
  const { port } = await s3Server.run();
  s3Settings = { endpoint: `http://127.0.0.1:${port}`, bucket: 'homeroom-sweep', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  await createS3Client(s3Settings).send(new CreateBucketCommand({ Bucket: s3Settings.bucket }));
});
afterAll(async () => {
  await s3Server.close();
  await rm(s3Directory, { recursive: true, force: true });
});

async function keysOf(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.listStoredFiles()) keys.push(file.key);
  return keys.sort();
}

describe.each(['disk', 's3'] as const)('the orphan sweep on %s', (backend) => {
  let testApp: TestApp;
  let storage: MediaStorage;
  beforeAll(async () => {
    testApp = await createTestApp(backend === 's3' ? { s3: s3Settings } : {});
    storage =
      backend === 's3'
        ? createS3Storage(createS3Client(s3Settings), s3Settings.bucket, signer)
        : createDiskStorage(path.join(testApp.config.dataDir, 'media'), signer);
  });
  afterAll(() => testApp.close());

  it('removes old files no row references and keeps referenced and fresh ones', async () => {
    const user = await registerUser(testApp.app);
    const upload = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/school/profile-upload/',
      headers: user.headers,
      payload: multipartPayload({ field: 'profile_picture', name: 'me.jpg', type: 'image/jpeg', data: await jpegWithGpsPosition() }),
    });
    const picture = new URL(upload.json().profile_picture).pathname.replace(/^\/media\//, '');
    await storage.put('responses/left-by-a-deleted-hand-in.jpg', Buffer.from('orphan'));
    const { db } = testApp.app.database;

    // Now: every file is younger than the grace age, so even the orphan stays.
    expect(await sweepOrphanMedia({ db, storage })).toEqual({ ran: true, deleted: [] });
    expect(await keysOf(storage)).toEqual([picture, 'responses/left-by-a-deleted-hand-in.jpg'].sort());

    // A day and a minute later: the orphan is old enough to go, the picture a row holds stays.
    const later = () => new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    expect(await sweepOrphanMedia({ db, storage, now: later })).toEqual({ ran: true, deleted: ['responses/left-by-a-deleted-hand-in.jpg'] });
    expect(await keysOf(storage)).toEqual([picture]);
  });

  it.runIf(process.env.DATABASE_URL)('does nothing while another instance holds the sweep', async () => {
    await storage.put('stories/orphan-while-locked.jpg', Buffer.from('orphan'));
    const { db } = testApp.app.database;
    const later = () => new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const otherInstance = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x686d5357})`);
      locked();
      await held;
    });
    await isLocked;
    expect(await sweepOrphanMedia({ db, storage, now: later })).toEqual({ ran: false, deleted: [] });
    release();
    await otherInstance;
    expect(await keysOf(storage)).toContain('stories/orphan-while-locked.jpg');
    expect((await sweepOrphanMedia({ db, storage, now: later })).deleted).toContain('stories/orphan-while-locked.jpg');
  });
});
