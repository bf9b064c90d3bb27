import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createParent } from '../../test/factories.ts';

/** helmet's headers with Homeroom's options, as every answer must carry them. */
const EXPECTED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('the security headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('are on an answer, a refusal, an unknown address and a 304 alike, worked out once', async () => {
    const parent = await createParent(testApp.app);
    const url = '/api/v1/school/notifications-get/';
    const answer = await testApp.app.inject({ method: 'GET', url, headers: parent.headers });
    const unchanged = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...parent.headers, 'if-none-match': String(answer.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    const refused = await testApp.app.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(401);
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/v1/school/no-such-thing/' });
    expect(unknown.statusCode).toBe(404);
    for (const response of [answer, unchanged, refused, unknown]) {
      expect(response.headers).toMatchObject(EXPECTED);
      const policy = String(response.headers['content-security-policy']).split(';');
      expect(policy).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "img-src 'self' data: blob: http://homeroom.test",
          "media-src 'self' blob: http://homeroom.test",
          "connect-src 'self' ws: wss:",
          "frame-ancestors 'self'",
          "object-src 'none'",
        ]),
      );
      expect(policy.some((directive) => directive.startsWith('upgrade-insecure-requests'))).toBe(false);
    }
  });
});
