import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerUser } from '../../test/factories.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ rateLimit: { windowMs: 60_000, authPerAddress: 8, authPerEmail: 3, inviteCodePerUser: 3 } });
});
afterAll(() => testApp.close());

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/dj-rest-auth/${url}`, payload, remoteAddress });

describe('rate limits on sign-in, sign-up and reset', () => {
  it('answers 429 with a clear message after too many logins for one e-mail, from any address', async () => {
    const user = await registerUser(testApp.app, { email: 'target@example.org' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await post('login/', { email: user.email, password: 'Guess-Number-1' }, `10.0.0.${attempt + 1}`);
      expect(response.statusCode).toBe(400);
    }
    const blocked = await post('login/', { email: user.email, password: user.password }, '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many attempts. Please wait a few minutes and try again.' });
    // Another e-mail from the same address is not held up.
    expect((await post('login/', { email: 'other@example.org', password: 'x' }, '10.0.0.99')).statusCode).toBe(400);
  });

  it('answers 429 after too many attempts from one address, whatever the e-mail', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await post('password/reset/', { email: `someone${attempt}@example.org` }, '10.9.9.9');
      expect(response.statusCode).toBe(200);
    }
    const blocked = await post('registration/', { email: 'fresh@example.org', first_name: 'F', password1: 'Plum-Orchard-42', password2: 'Plum-Orchard-42' }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many attempts. Please wait a few minutes and try again.');
    // The refused registration created nothing.
    expect((await post('login/', { email: 'fresh@example.org', password: 'Plum-Orchard-42' }, '10.1.1.1')).statusCode).toBe(400);
  });

  it('limits reset mails per e-mail', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('password/reset/', { email: 'flooded@example.org' }, `10.2.0.${attempt}`)).statusCode).toBe(200);
    }
    expect((await post('password/reset/', { email: 'flooded@example.org' }, '10.2.0.50')).statusCode).toBe(429);
  });
});
