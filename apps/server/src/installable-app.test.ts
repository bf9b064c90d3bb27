import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** The files the web build adds to make Homeroom installable (apps/web/vite.config.ts, public/). */
describe('the installable app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const webDistDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-web-'));
    await mkdir(path.join(webDistDir, 'icons'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDistDir, 'sw.js'), 'const BUILD_MANIFEST = {};');
    await writeFile(path.join(webDistDir, 'manifest.webmanifest'), '{"name":"Homeroom"}');
    await writeFile(path.join(webDistDir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    testApp = await createTestApp({ webDistDir });
  });
  afterAll(() => testApp.close());

  it('serves the service worker as JavaScript that the browser checks for a new version every time', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as a web app manifest and the icons as pictures', async () => {
    const manifest = await testApp.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.json()).toEqual({ name: 'Homeroom' });
    const icon = await testApp.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('lets the page load its own worker, manifest and icons under the content security policy', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/home' });
    const directives = new Map(
      String(page.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );
    // worker-src falls back to script-src, manifest-src to default-src.
    const workerSources = directives.get('worker-src') ?? directives.get('script-src');
    expect(workerSources).toContain("'self'");
    expect(directives.get('manifest-src') ?? directives.get('default-src')).toContain("'self'");
    expect(directives.get('img-src')).toContain("'self'");
  });
});
