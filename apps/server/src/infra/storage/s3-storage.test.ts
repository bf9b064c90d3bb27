import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
// s3rver ships no types: a local server that speaks the S3 protocol, for tests.
// @ts-expect-error no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, registerUser } from '../../test/factories.ts';
import { jpegWithGpsPosition, mp4Clip, multipartPayload } from '../../test/multipart.ts';
import { createS3Client } from './s3-storage.ts';

let testApp: TestApp;
let s3Directory: string;
let s3Server: { run(): Promise<{ port: number }>; close(): Promise<void> };

beforeAll(async () => {
  s3Directory = await mkdtemp(path.join(os.tmpdir(), 'homeroom-s3-'));
  s3Server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory });
  const { port } = await s3Server.run();
  const s3 = { endpoint: `http://127.0.0.1:${port}`, bucket: 'homeroom-media', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  await createS3Client(s3).send(new CreateBucketCommand({ Bucket: s3.bucket }));
  testApp = await createTestApp({ s3 });
});
afterAll(async () => {
  await testApp.close();
  await s3Server.close();
  await rm(s3Directory, { recursive: true, force: true });
});

describe('media in an S3-compatible bucket', () => {
  it('stores a profile picture in the bucket and serves it at its /media/ address', async () => {
    const user = await registerUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/school/profile-upload/',
      headers: user.headers,
      payload: multipartPayload({ field: 'profile_picture', name: 'me.jpg', type: 'image/jpeg', data: await jpegWithGpsPosition() }),
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().profile_picture);
    const served = await testApp.app.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect((await testApp.app.inject({ method: 'GET', url: '/media/profile-pictures/missing.jpg' })).statusCode).toBe(404);
  });

  it('streams a video hand-in to the bucket and serves it with Range requests', async () => {
    const { teacher, schoolClass, student } = await createClassroom(testApp.app);
    const assignment = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/school/assignment-create/',
        headers: teacher.headers,
        payload: { title: 'Film', description: 'Film it', maximum_score: 5, response_format: 'Video', school_class: schoolClass.id },
      })
    ).json();
    const [assignee] = (
      await testApp.app.inject({ method: 'POST', url: `/api/v1/school/assignee-create/${assignment.id}/`, headers: teacher.headers, payload: [{ assignment: assignment.id, student: student.id }] })
    ).json();
    const clip = await mp4Clip();
    const handIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/school/assignment-response-create/',
      payload: multipartPayload({ field: 'video', name: 'clip.mp4', type: 'video/mp4', data: clip }, { assignee: String(assignee.id), code: assignment.code }),
    });
    expect(handIn.statusCode).toBe(201);
    const videoPath = new URL(handIn.json().video).pathname;
    const whole = await testApp.app.inject({ method: 'GET', url: videoPath });
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(clip)).toBe(true);
    const part = await testApp.app.inject({ method: 'GET', url: videoPath, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(10, 20))).toBe(true);
  });
});
