import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, createStudent } from '../../test/factories.ts';
import { mp4Clip, mp4ClipWithLocation, mp4Duration, multipartPayload, readMp4Boxes, VIDEO_LOCATION } from '../../test/multipart.ts';
import { mediaAddress } from '../../test/media.ts';

let testApp: TestApp;
let port: number;
beforeAll(async () => {
  // Generous, so that probing and uploads here are not cut short by the limit per address.
  testApp = await createTestApp({ handInRateLimit: { windowMs: 60_000, perAddress: 10_000 } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => testApp.close());

type Format = 'Text' | 'Image' | 'Video';

/** A classroom with an assignment of that format set to its student and to four more. */
async function assignedWork(app: TestApp['app'], responseFormat: Format) {
  const room = await createClassroom(app);
  const others = [];
  for (const name of ['Ava', 'Ben', 'Cleo', 'Dan']) others.push(await createStudent(app, room.teacher, room.schoolClass.id, name));
  const assignment = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/school/assignment-create/',
      headers: room.teacher.headers,
      payload: { title: 'Film', description: 'Film it', maximum_score: 5, response_format: responseFormat, school_class: room.schoolClass.id },
    })
  ).json();
  const students = [room.student, ...others];
  const assigned = await app.inject({
    method: 'POST',
    url: `/api/v1/school/assignee-create/${assignment.id}/`,
    headers: room.teacher.headers,
    payload: students.map((student) => ({ assignment: assignment.id, student: student.id })),
  });
  expect(assigned.statusCode).toBe(201);
  const assigneeIds: number[] = assigned.json().map((assignee: { id: number }) => assignee.id);
  return { ...room, assignment, assigneeId: assigneeIds[0]!, assigneeIds };
}

function handIn(app: TestApp['app'], fields: Record<string, string>, file?: { field: 'image' | 'video'; data: Buffer }) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/school/assignment-response-create/',
    payload: multipartPayload(file ? { field: file.field, name: `work.${file.field === 'video' ? 'mp4' : 'jpg'}`, type: file.field === 'video' ? 'video/mp4' : 'image/jpeg', data: file.data } : null, fields),
  });
}

/** Every file under the media folder, partial uploads included. */
async function storedFiles(): Promise<string[]> {
  const media = path.join(testApp.config.dataDir, 'media');
  const entries = await readdir(media, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const BOUNDARY = 'homeroomhandin';
const fieldPart = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const videoHead = () => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;

describe('assignee ids', () => {
  it('are random, so probing 600 ids around a known one finds nothing', async () => {
    const { assigneeId, assigneeIds, assignment } = await assignedWork(testApp.app, 'Text');
    for (const id of assigneeIds) expect(id).toBeGreaterThan(0);
    for (const id of assigneeIds) expect(id).toBeLessThanOrEqual(2_147_483_647);
    const own = await assignedWork(testApp.app, 'Text');
    const answers = new Map<string, number>();
    for (let id = assigneeId - 300; id <= assigneeId + 300; id += 1) {
      if (id === assigneeId) continue;
      // As an attacker would: without a code, and with the code of an assignment of their own.
      const attempts: Record<string, string>[] = [{ assignee: String(id), text: 'Hi' }, { assignee: String(id), code: own.assignment.code, text: 'Hi' }];
      for (const fields of attempts) {
        const response = await handIn(testApp.app, fields);
        answers.set(`${response.statusCode} ${response.body}`, (answers.get(`${response.statusCode} ${response.body}`) ?? 0) + 1);
      }
    }
    const unknown = `400 ${JSON.stringify({ assignee: ['Select your name first.'] })}`;
    const notHere = `400 ${JSON.stringify({ assignee: ['This student is not assigned this work.'] })}`;
    expect(Object.fromEntries(answers)).toEqual({ [unknown]: 600, [notHere]: 600 });
    // A real assignee of another assignment answers exactly as an id that does not exist.
    const real = await handIn(testApp.app, { assignee: String(assigneeId), code: own.assignment.code, text: 'Hi' });
    expect(`${real.statusCode} ${real.body}`).toBe(notHere);
    // The student with the link still hands in, with or without the code.
    expect((await handIn(testApp.app, { assignee: String(assigneeId), code: assignment.code, text: 'Mine' })).statusCode).toBe(201);
    expect((await handIn(testApp.app, { assignee: String(assigneeIds[1]), text: 'Mine too' })).statusCode).toBe(201);
  });
});

describe('the hand-in limit per address', () => {
  it('refuses hand-ins above the limit with 429, counted before the form is read', async () => {
    const limited = await createTestApp({ handInRateLimit: { windowMs: 60_000, perAddress: 3 } });
    try {
      const { assigneeIds, assignment } = await assignedWork(limited.app, 'Text');
      const statuses = [];
      for (const assigneeId of assigneeIds.slice(0, 3)) statuses.push((await handIn(limited.app, { assignee: String(assigneeId), code: assignment.code, text: 'Hi' })).statusCode);
      expect(statuses).toEqual([201, 201, 201]);
      const refused = await handIn(limited.app, { assignee: String(assigneeIds[3]), code: assignment.code, text: 'Hi' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: 'Too many hand-ins from this address. Please wait a few minutes and try again.' });
      const fromElsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/school/assignment-response-create/',
        remoteAddress: '10.1.2.3',
        payload: multipartPayload(null, { assignee: String(assigneeIds[3]), code: assignment.code, text: 'Hi' }),
      });
      expect(fromElsewhere.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('files of a hand-in', () => {
  it('writes nothing to storage for a made-up assignee, however large the video', async () => {
    const { assignment } = await assignedWork(testApp.app, 'Video');
    const clip = await mp4Clip();
    const chunk = Buffer.alloc(1024 * 1024, 7);
    async function* body() {
      yield Buffer.from(fieldPart('assignee', '123456789') + fieldPart('code', assignment.code) + videoHead());
      yield clip;
      for (let index = 0; index < 40; index += 1) yield chunk;
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    const seen = new Set<string>();
    const watcher = setInterval(() => {
      void storedFiles().then((files) => files.forEach((file) => seen.add(file)));
    }, 10);
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/school/assignment-response-create/`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: Readable.toWeb(Readable.from(body())) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    clearInterval(watcher);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ assignee: ['This student is not assigned this work.'] });
    expect([...seen, ...(await storedFiles())]).toEqual([]);
  });

  it('refuses a file sent before the assignee, storing nothing', async () => {
    const { assignment, assigneeId, teacher } = await assignedWork(testApp.app, 'Video');
    const clip = await mp4Clip();
    const form = Buffer.concat([Buffer.from(videoHead()), clip, Buffer.from('\r\n' + fieldPart('assignee', String(assigneeId)) + fieldPart('code', assignment.code) + `--${BOUNDARY}--\r\n`)]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/school/assignment-response-create/',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ assignee: ['Select your name first.'] });
    expect(await storedFiles()).toEqual([]);
    const list = await testApp.app.inject({ method: 'GET', url: `/api/v1/school/assignee-list/${assignment.id}/`, headers: teacher.headers });
    expect(list.json().every((assignee: { submitted: boolean }) => !assignee.submitted)).toBe(true);
  });

  it('leaves no file behind when the client goes away half-way through a video', async () => {
    const { assignment, assigneeId } = await assignedWork(testApp.app, 'Video');
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/v1/school/assignment-response-create/ HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(fieldPart('assignee', String(assigneeId)) + fieldPart('code', assignment.code) + videoHead());
    socket.write(await mp4Clip());
    for (let index = 0; index < 4; index += 1) socket.write(Buffer.alloc(1024 * 1024, 7));
    // The video is being written: a partial file, under its temporary name only.
    await expect.poll(storedFiles, { timeout: 10_000 }).toEqual([expect.stringContaining(`${path.sep}.partial${path.sep}`)]);
    socket.destroy();
    await expect.poll(storedFiles, { timeout: 10_000 }).toEqual([]);
  });

  it('serves a video without the location the phone wrote into it, still playable', async () => {
    const { assignment, assigneeId } = await assignedWork(testApp.app, 'Video');
    const video = await mp4ClipWithLocation();
    expect(video.includes(VIDEO_LOCATION)).toBe(true);
    const response = await handIn(testApp.app, { assignee: String(assigneeId), code: assignment.code }, { field: 'video', data: video });
    expect(response.statusCode).toBe(201);
    const served = (await testApp.app.inject({ method: 'GET', url: mediaAddress(response.json().video) })).rawPayload;
    for (const trace of [VIDEO_LOCATION, '+48.8584', 'GPSLatitude', 'Eiffel']) expect(served.includes(trace)).toBe(false);
    const boxes = readMp4Boxes(served);
    expect(boxes.filter((box) => ['\u00a9xyz', 'loci', 'XMP_'].includes(box.type))).toEqual([]);
    // Same size, same boxes in the same places, same media: nothing was re-encoded or moved.
    expect(served.length).toBe(video.length);
    expect(boxes.map((box) => [box.offset, box.size])).toEqual(readMp4Boxes(video).map((box) => [box.offset, box.size]));
    expect(mp4Duration(served)).toBe(mp4Duration(video));
    const mdat = boxes.find((box) => box.type === 'mdat')!;
    expect(served.subarray(mdat.offset, mdat.offset + mdat.size).equals(video.subarray(mdat.offset, mdat.offset + mdat.size))).toBe(true);
    // What is not a location stays: the encoder's name and the camera's make.
    expect(served.includes('PhoneMaker')).toBe(true);
    expect(boxes.some((box) => box.path === 'moov/udta/meta/ilst/\u00a9too')).toBe(true);
  });
});

describe('partial uploads left by a stopped process', () => {
  it('are swept at start when older than a day; fresh ones are kept', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-sweep-'));
    const partial = path.join(dataDir, 'media', '.partial');
    await mkdir(partial, { recursive: true });
    await writeFile(path.join(partial, 'old.partial'), 'half a video');
    await writeFile(path.join(partial, 'fresh.partial'), 'a video being written');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
    await utimes(path.join(partial, 'old.partial'), twoDaysAgo, twoDaysAgo);
    const started = await createTestApp({ dataDir });
    try {
      expect(await readdir(partial)).toEqual(['fresh.partial']);
    } finally {
      await started.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
