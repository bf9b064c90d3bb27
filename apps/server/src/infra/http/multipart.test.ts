import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerUser, type TestUser } from '../../test/factories.ts';
import { jpegWithGpsPosition } from '../../test/multipart.ts';

let testApp: TestApp;
let user: TestUser;
let port: number;
beforeAll(async () => {
  testApp = await createTestApp();
  user = await registerUser(testApp.app);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => testApp.close());

const BOUNDARY = 'homeroomlimits';

function textPart(name: string, value: string | Buffer): Buffer {
  return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n')]);
}

function filePart(name: string, data: Buffer, type = 'image/jpeg'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from('\r\n'),
  ]);
}

const end = () => Buffer.from(`--${BOUNDARY}--\r\n`);

/** The two kinds of multipart route: a picture read whole, and the anonymous hand-in. */
const routes = [
  { method: 'PUT' as const, url: '/api/v1/school/profile-upload/', fileField: 'profile_picture', headers: () => user.headers, maxFiles: 1 },
  { method: 'POST' as const, url: '/api/v1/school/assignment-response-create/', fileField: 'image', headers: () => ({}), maxFiles: 2 },
];

function send(route: (typeof routes)[number], parts: Buffer[]) {
  return testApp.app.inject({
    method: route.method,
    url: route.url,
    headers: { ...route.headers(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([...parts, end()]),
  });
}

describe('every multipart form', () => {
  it.each(routes)('refuses more text fields than allowed on $url', async (route) => {
    const fields = Array.from({ length: 11 }, (_, index) => textPart(`field${index}`, 'x'));
    const response = await send(route, fields);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The form has too many fields.' });
  });

  it.each(routes)('refuses a text field above 64 KiB, and a long field name, on $url', async (route) => {
    const tooLarge = await send(route, [textPart('text', 'x'.repeat(64 * 1024 + 1))]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: 'A field of the form is too large.' });
    const longName = await send(route, [textPart('n'.repeat(200), 'x')]);
    expect(longName.statusCode).toBe(413);
    expect(longName.json()).toEqual({ detail: 'A field of the form is too large.' });
    // The parser keeps at most 80 KiB of a part's headers, and the name is refused all the same.
    const hugeName = await send(route, [textPart('n'.repeat(1024 * 1024), 'x')]);
    expect(hugeName.statusCode).toBe(413);
    expect(hugeName.json()).toEqual({ detail: 'A field of the form is too large.' });
  });

  it.each(routes)('refuses more files than the route takes on $url', async (route) => {
    const picture = await jpegWithGpsPosition();
    const files = Array.from({ length: route.maxFiles + 1 }, () => filePart(route.fileField, picture));
    const response = await send(route, files);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The form has too many files.' });
  });

  it('takes a form within the limits', async () => {
    const response = await send(routes[0]!, [
      ...Array.from({ length: 9 }, (_, index) => textPart(`field${index}`, 'x'.repeat(64 * 1024))),
      filePart('profile_picture', await jpegWithGpsPosition()),
    ]);
    expect(response.statusCode).toBe(200);
  });

  it('never holds more than the limits allow, however large the form', async () => {
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    async function* hostileForm() {
      for (let index = 0; index < 100; index += 1) {
        yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="field${index}"\r\n\r\n`);
        yield megabyte;
        yield Buffer.from('\r\n');
      }
      yield end();
    }
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const answers: number[] = [];
    for (let form = 0; form < 5; form += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/school/assignment-response-create/`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: Readable.toWeb(Readable.from(hostileForm())) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      answers.push(response.status);
      expect(await response.json()).toEqual({ detail: 'A field of the form is too large.' });
    }
    clearInterval(sampler);
    expect(answers).toEqual([413, 413, 413, 413, 413]);
    // 500 MB of fields went out; the server kept at most a few of them.
    expect(peak - before).toBeLessThan(80 * 1024 * 1024);
  });
});
