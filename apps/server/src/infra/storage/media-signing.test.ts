import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom } from '../../test/factories.ts';
import { mediaAddress } from '../../test/media.ts';
import { multipartPayload, pngImage } from '../../test/multipart.ts';
import { createMediaSigner, loadMediaSigningSecret, MEDIA_SIGNING_SECRET_FILE } from './media-signing.ts';

const HOUR_MS = 3_600_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A signer with the app's own secret, as another instance (or another moment) would have it. */
async function signerOfApp(app: TestApp, now = Date.now) {
  const secret = await loadMediaSigningSecret(app.config.media.signingSecret, app.config.dataDir);
  return createMediaSigner({ secret, publicUrl: app.config.publicUrl, ttlSeconds: app.config.media.urlTtlSeconds, longLivedTtlSeconds: app.config.media.profileUrlTtlSeconds, now });
}

async function uploadStudentPhoto(app: TestApp): Promise<string> {
  const { teacher, student } = await createClassroom(app.app);
  const response = await app.app.inject({
    method: 'PUT',
    url: `/api/v1/school/student-image-upload/${student.id}/`,
    headers: teacher.headers,
    payload: multipartPayload({ field: 'image', name: 'mia.png', type: 'image/png', data: await pngImage() }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().image;
}

function expectRefusal(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(403);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ detail: 'This media address is missing its signature or has expired.' });
}

describe('signed media addresses', () => {
  it('serves a child photo at its signed address, cached privately no longer than the address lasts', async () => {
    const url = new URL(await uploadStudentPhoto(testApp));
    expect(url.origin).toBe('http://homeroom.test');
    const expires = Number(url.searchParams.get('expires'));
    const ttl = testApp.config.media.urlTtlSeconds;
    const now = Date.now() / 1000;
    expect(expires).toBeGreaterThanOrEqual(Math.floor(now) + ttl);
    expect(expires).toBeLessThanOrEqual(Math.ceil(now) + ttl * 1.25);

    const served = await testApp.app.inject({ method: 'GET', url: mediaAddress(url.href) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(expires - Math.floor(now));
  });

  it('refuses an expired address with 403 and none of the file', async () => {
    const url = new URL(await uploadStudentPhoto(testApp));
    const key = url.pathname.slice('/media/'.length);
    const yesterday = await signerOfApp(testApp, () => Date.now() - 24 * HOUR_MS);
    const expired = await testApp.app.inject({ method: 'GET', url: mediaAddress(yesterday.urlFor(key)) });
    expectRefusal(expired);
    const fresh = await signerOfApp(testApp);
    expect((await testApp.app.inject({ method: 'GET', url: mediaAddress(fresh.urlFor(key)) })).statusCode).toBe(200);
  });

  it('refuses an altered path, expiry or signature, and a missing one', async () => {
    const url = new URL(await uploadStudentPhoto(testApp));
    const other = new URL(await uploadStudentPhoto(testApp));
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const attempts = [
      `${other.pathname}${url.search}`,
      `${url.pathname}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `${url.pathname}?expires=0${expires}&signature=${signature}`,
      `${url.pathname}?expires=${expires}&signature=${flipped}`,
      `${url.pathname}?expires=${expires}&signature=${signature.toUpperCase()}`,
      `${url.pathname}?expires=${expires}`,
      `${url.pathname}?signature=${signature}`,
      url.pathname,
      `${url.pathname.replace('/media/students/', '/media/Students/')}${url.search}`,
    ];
    for (const attempt of attempts) {
      const response = await testApp.app.inject({ method: 'GET', url: attempt });
      expect(`${attempt} ${response.statusCode}`).toBe(`${attempt} 403`);
      expectRefusal(response);
    }
    expect((await testApp.app.inject({ method: 'GET', url: mediaAddress(url.href) })).statusCode).toBe(200);
  });

  it('serves Range requests of a video at its signed address', async () => {
    const video = randomBytes(4096);
    await mkdir(path.join(testApp.config.dataDir, 'media', 'responses'), { recursive: true });
    await writeFile(path.join(testApp.config.dataDir, 'media', 'responses', 'clip.mp4'), video);
    const address = mediaAddress((await signerOfApp(testApp)).urlFor('responses/clip.mp4'));
    const part = await testApp.app.inject({ method: 'GET', url: address, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    expectRefusal(await testApp.app.inject({ method: 'GET', url: '/media/responses/clip.mp4', headers: { range: 'bytes=100-199' } }));
  });

  it('signs adults’ profile pictures for the longer lifetime', async () => {
    const { parent } = await createClassroom(testApp.app);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/school/profile-upload/',
      headers: parent.headers,
      payload: multipartPayload({ field: 'profile_picture', name: 'me.png', type: 'image/png', data: await pngImage() }),
    });
    const url = new URL(response.json().profile_picture);
    expect(Number(url.searchParams.get('expires'))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + testApp.config.media.profileUrlTtlSeconds);
    expect((await testApp.app.inject({ method: 'GET', url: mediaAddress(url.href) })).statusCode).toBe(200);
  });
});

describe('the media signing secret', () => {
  it('is generated once into DATA_DIR, readable by the server only, and kept across restarts', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-signing-'));
    try {
      const first = await createTestApp({ dataDir });
      const address = mediaAddress(await uploadStudentPhoto(first));
      await first.close();
      const secretFile = path.join(dataDir, MEDIA_SIGNING_SECRET_FILE);
      expect((await stat(secretFile)).mode & 0o777).toBe(0o600);

      const restarted = await createTestApp({ dataDir });
      try {
        const served = await restarted.app.inject({ method: 'GET', url: address });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
      } finally {
        await restarted.close();
      }
      // Another installation has a secret of its own and refuses the address.
      const elsewhere = await createTestApp();
      try {
        expectRefusal(await elsewhere.app.inject({ method: 'GET', url: address }));
      } finally {
        await elsewhere.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('is the configured MEDIA_SIGNING_SECRET when set, so that several instances accept each other’s addresses', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-signing-'));
    const media = { ...testApp.config.media, signingSecret: randomBytes(32).toString('hex') };
    try {
      const first = await createTestApp({ dataDir, media });
      const second = await createTestApp({ dataDir, media });
      try {
        const address = mediaAddress(await uploadStudentPhoto(first));
        expect((await second.app.inject({ method: 'GET', url: address })).statusCode).toBe(200);
        expect(existsSync(path.join(dataDir, MEDIA_SIGNING_SECRET_FILE))).toBe(false);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('must be set for several instances, and be long enough', () => {
    const several = { DATABASE_URL: 'postgres://u@db:5432/homeroom', REDIS_URL: 'redis://cache:6379' };
    expect(() => loadConfig(several)).toThrow(/MEDIA_SIGNING_SECRET/);
    expect(loadConfig({ ...several, MEDIA_SIGNING_SECRET: 'a'.repeat(64) }).media).toEqual({ signingSecret: 'a'.repeat(64), urlTtlSeconds: 14400, profileUrlTtlSeconds: 604800 });
    try {
      loadConfig({ MEDIA_SIGNING_SECRET: 'short', MEDIA_URL_TTL_SECONDS: '60' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual(['MEDIA_SIGNING_SECRET', 'MEDIA_URL_TTL_SECONDS']);
    }
  });
});
