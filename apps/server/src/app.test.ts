import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('the web app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const webDistDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-web-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDistDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    // What the build writes beside each asset (apps/web/vite.config.ts).
    await writeFile(path.join(webDistDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
    await writeFile(path.join(webDistDir, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));
    testApp = await createTestApp({ webDistDir });
  });
  afterAll(() => testApp.close());

  it('answers index.html for any page address, so that the router in the browser takes over', async () => {
    for (const url of ['/', '/profile', '/class/12', '/resetPassword/confirm/3/abc']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for good and pages never stale', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await testApp.app.inject({ method: 'GET', url: '/profile' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends assets compressed to browsers that accept it, and plain to the others', async () => {
    const brotli = await testApp.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await testApp.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers JSON 404 for unknown API, media and socket addresses', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    const unsignedMedia = await testApp.app.inject({ method: 'GET', url: '/media/missing.jpg' });
    expect(unsignedMedia.statusCode).toBe(403);
    expect(unsignedMedia.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers a clear 400 for a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/dj-rest-auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'JSON parse error.' });
  });
});

describe('CORS', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ corsOrigins: ['https://app.example.org'] });
  });
  afterAll(() => testApp.close());

  it('allows the configured origins only', async () => {
    const allowed = await testApp.app.inject({ method: 'OPTIONS', url: '/api/v1/dj-rest-auth/login/', headers: { origin: 'https://app.example.org', 'access-control-request-method': 'POST' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.org');
    const refused = await testApp.app.inject({ method: 'OPTIONS', url: '/api/v1/dj-rest-auth/login/', headers: { origin: 'https://evil.example.org', 'access-control-request-method': 'POST' } });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets an allowed origin update, patch and delete with a token, and refuses another origin', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const headers = { 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' };
      const allowed = await testApp.app.inject({ method: 'OPTIONS', url: '/api/v1/school/class/1/', headers: { origin: 'https://app.example.org', ...headers } });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.org');
      expect(String(allowed.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
      const allowedHeaders = String(allowed.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
      expect(allowedHeaders).toEqual(expect.arrayContaining(['authorization', 'content-type']));
      const refused = await testApp.app.inject({ method: 'OPTIONS', url: '/api/v1/school/class/1/', headers: { origin: 'https://evil.example.org', ...headers } });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('stopping', () => {
  it('finishes a request in flight before closing the database', async () => {
    const testApp = await createTestApp();
    const { app } = testApp;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const arrived = new Promise((resolve) => app.server.once('request', resolve));
    // Registration hashes a password, which keeps the request busy for a moment.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/dj-rest-auth/registration/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.org', first_name: 'Late', password1: 'Plum-Orchard-42', password2: 'Plum-Orchard-42' }),
    });
    await arrived;
    const closing = testApp.close();
    const response = await inFlight;
    expect(response.status).toBe(201);
    await closing;
    await expect(app.database.db.execute('select 1')).rejects.toThrow();
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8000, host: '0.0.0.0', publicUrl: 'http://localhost:8000', database: { kind: 'pglite' } });
  });

  it('uses PostgreSQL when DATABASE_URL is set, and strips a trailing slash of PUBLIC_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/homeroom', PUBLIC_URL: 'https://school.example.org/' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/homeroom', preparedStatements: 200 });
    expect(config.publicUrl).toBe('https://school.example.org');
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', TRUST_PROXY: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', TRUST_PROXY: 'maybe' });
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual(['PORT', 'PUBLIC_URL', 'TRUST_PROXY']);
    }
  });
});
