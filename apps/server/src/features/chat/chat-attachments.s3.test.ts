import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
// s3rver ships no types: a local server that speaks the S3 protocol, for tests.
// @ts-expect-error no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDirectChat, type TestUser } from '../../test/factories.ts';
import { mediaAddress, signedMediaPattern } from '../../test/media.ts';
import { jpegWithGpsPosition, multipartPayload, SAMPLE_PDF } from '../../test/multipart.ts';
import { createS3Client } from '../../infra/storage/s3-storage.ts';

let testApp: TestApp;
let s3Directory: string;
let s3Server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3Client: S3Client;
const bucket = 'homeroom-media';

beforeAll(async () => {
  s3Directory = await mkdtemp(path.join(os.tmpdir(), 'homeroom-s3-'));
  s3Server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory });
  const { port } = await s3Server.run();
  const s3 = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  s3Client = createS3Client(s3);
  await s3Client.send(new CreateBucketCommand({ Bucket: bucket }));
  testApp = await createTestApp({ s3 });
});
afterAll(async () => {
  await testApp.close();
  await s3Server.close();
  await rm(s3Directory, { recursive: true, force: true });
});

function upload(user: TestUser, groupId: number, file: { name: string; type: string; data: Buffer }) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/school/chat-attachment-upload/${groupId}/`,
    headers: user.headers,
    payload: multipartPayload({ field: 'file', ...file }),
  });
}

async function bucketKeys(): Promise<string[]> {
  const page = await s3Client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'chat/' }));
  return (page.Contents ?? []).map((item) => item.Key ?? '');
}

describe('chat attachments in an S3-compatible bucket', () => {
  it('store a re-encoded picture and a PDF in the bucket, served at their signed addresses, and sweep unsent ones', async () => {
    const { parent, groupId } = await createDirectChat(testApp.app);
    const picture = await upload(parent, groupId, { name: 'beach.jpg', type: 'image/jpeg', data: await jpegWithGpsPosition(800, 600) });
    expect(picture.statusCode).toBe(201);
    expect(picture.json().url).toMatch(signedMediaPattern('chat', 'jpg'));
    const served = await testApp.app.inject({ method: 'GET', url: mediaAddress(picture.json().url) });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const letter = await upload(parent, groupId, { name: 'letter.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    expect(letter.statusCode).toBe(201);
    const pdf = await testApp.app.inject({ method: 'GET', url: mediaAddress(letter.json().url) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(await bucketKeys()).toHaveLength(3);

    await testApp.app.chatAttachments.sweepUnsent(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await bucketKeys()).toEqual([]);
  });
});
