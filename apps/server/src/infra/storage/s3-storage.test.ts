import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
// s3rver ships no types: a local server that speaks the S3 protocol, for tests.
// @ts-expect-error no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, registerUser } from '../../test/factories.ts';
import { jpegWithGpsPosition, mp4Clip, multipartPayload } from '../../test/multipart.ts';
import { mediaAddress, signedMediaPattern } from '../../test/media.ts';
import { createS3Client } from './s3-storage.ts';

let testApp: TestApp;
let s3Directory: string;
let s3Server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3Client: S3Client;
let bucket: string;

beforeAll(async () => {
  s3Directory = await mkdtemp(path.join(os.tmpdir(), 'homeroom-s3-'));
  s3Server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory });
  const { port } = await s3Server.run();
  const s3 = { endpoint: `http://127.0.0.1:${port}`, bucket: 'homeroom-media', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  s3Client = createS3Client(s3);
  bucket = s3.bucket;
  await s3Client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
  testApp = await createTestApp({ s3 });
});
afterAll(async () => {
  await testApp.close();
  await s3Server.close();
  await rm(s3Directory, { recursive: true, force: true });
});

describe('media in an S3-compatible bucket', () => {
  it('stores a profile picture in the bucket and serves it at its signed /media/ address only', async () => {
    const user = await registerUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/school/profile-upload/',
      headers: user.headers,
      payload: multipartPayload({ field: 'profile_picture', name: 'me.jpg', type: 'image/jpeg', data: await jpegWithGpsPosition() }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile_picture).toMatch(signedMediaPattern('profile-pictures', 'jpg'));
    const url = new URL(response.json().profile_picture);
    const served = await testApp.app.inject({ method: 'GET', url: mediaAddress(url.href) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const unsigned = await testApp.app.inject({ method: 'GET', url: url.pathname });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.rawPayload.length).toBeLessThan(200);
    const forged = await testApp.app.inject({ method: 'GET', url: `${url.pathname}?expires=9999999999&${url.searchParams.toString().split('&')[1]}` });
    expect(forged.statusCode).toBe(403);
    const missingFile = `/media/profile-pictures/missing.jpg${url.search}`;
    expect((await testApp.app.inject({ method: 'GET', url: missingFile })).statusCode).toBe(403);
  });

  it('copies a file from the bucket into a data export, streamed', async () => {
    const user = await registerUser(testApp.app);
    const upload = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/school/profile-upload/',
      headers: user.headers,
      payload: multipartPayload({ field: 'profile_picture', name: 'me.jpg', type: 'image/jpeg', data: await jpegWithGpsPosition() }),
    });
    const served = await testApp.app.inject({ method: 'GET', url: mediaAddress(upload.json().profile_picture) });
    const key = new URL(upload.json().profile_picture).pathname.replace(/^\/media\//, '');
    const exported = await testApp.app.inject({ method: 'GET', url: '/api/v1/school/account-export/', headers: user.headers });
    expect(exported.statusCode).toBe(200);
    const copied = await new Promise<Buffer>((resolve, reject) => {
      yauzl.fromBuffer(exported.rawPayload, (error, zip) => {
        if (error || !zip) return reject(error);
        let found = false;
        zip.on('entry', (entry: yauzl.Entry) => {
          if (entry.fileName !== `media/${key}`) return;
          found = true;
          zip.openReadStream(entry, (streamError, stream) => {
            if (streamError || !stream) return reject(streamError);
            const chunks: Buffer[] = [];
            stream.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
          });
        });
        zip.on('end', () => {
          if (!found) reject(new Error('no media entry'));
        });
      });
    });
    expect(copied.equals(served.rawPayload)).toBe(true);
  });

  it('streams a video hand-in to the bucket and serves it with Range requests', async () => {
    const { assignment, assignee } = await videoAssignment();
    const clip = await mp4Clip();
    const handIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/school/assignment-response-create/',
      payload: multipartPayload({ field: 'video', name: 'clip.mp4', type: 'video/mp4', data: clip }, { assignee: String(assignee.id), code: assignment.code }),
    });
    expect(handIn.statusCode).toBe(201);
    expect(handIn.json().video).toMatch(signedMediaPattern('responses', 'mp4'));
    const videoPath = mediaAddress(handIn.json().video);
    const whole = await testApp.app.inject({ method: 'GET', url: videoPath });
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(clip)).toBe(true);
    const part = await testApp.app.inject({ method: 'GET', url: videoPath, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(10, 20))).toBe(true);
  });

  it('keeps no object of a video whose client goes away half-way', async () => {
    const { assignment, assignee } = await videoAssignment();
    const objectsBefore = await storedKeys();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const boundary = 'homeroomaborted';
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/v1/school/assignment-response-create/ HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="assignee"\r\n\r\n${assignee.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="code"\r\n\r\n${assignment.code}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    socket.write(await mp4Clip());
    // More than one part of a multipart upload (5 MB), so the upload to the bucket has begun.
    for (let index = 0; index < 12; index += 1) socket.write(Buffer.alloc(1024 * 1024, 7));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await storedKeys()).toEqual(objectsBefore);
    const list = await testApp.app.inject({ method: 'GET', url: `/api/v1/school/assignee-list/${assignment.id}/`, headers: assignment.teacherHeaders });
    expect(list.json()[0].submitted).toBe(false);
  });
});

async function storedKeys(): Promise<string[]> {
  const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

/** A video assignment set to one student. */
async function videoAssignment() {
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
  return { assignment: { ...assignment, teacherHeaders: teacher.headers }, assignee };
}
