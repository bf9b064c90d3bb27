import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerUser } from '../../test/factories.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { failureDelayMs } from '../../infra/http/attempt-limiter.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    rateLimit: { windowMs: 60_000, authPerAddress: 8, authPerEmail: 3, inviteCodePerUser: 3, guardianInvitesPerUser: 10_000 },
    loginSlowDown: { freeFailures: 3, baseDelayMs: 1, maxDelayMs: 5 },
  });
});
afterAll(() => testApp.close());

const post = (app: TestApp, url: string, payload: object, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url: `/api/v1/dj-rest-auth/${url}`, payload, remoteAddress });

describe('rate limits on sign-in, sign-up and reset', () => {
  it('lets the real user log in from their address after an attacker failed ten times from another', async () => {
    const user = await registerUser(testApp.app, { email: 'target@example.org' });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push((await post(testApp, 'login/', { email: user.email, password: `Guess-Number-${attempt}` }, '10.0.0.66')).statusCode);
    }
    // Slowed down, then stopped by the ceiling of that address: never a lock on the e-mail.
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429, 429]);
    const login = await post(testApp, 'login/', { email: user.email, password: user.password }, '10.0.0.1');
    expect(login.statusCode).toBe(200);
  });

  it('answers 429 after too many attempts from one address, whatever the e-mail', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await post(testApp, 'password/reset/', { email: `someone${attempt}@example.org` }, '10.9.9.9');
      expect(response.statusCode).toBe(200);
    }
    const blocked = await post(testApp, 'registration/', { email: 'fresh@example.org', first_name: 'F', password1: 'Plum-Orchard-42', password2: 'Plum-Orchard-42' }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many attempts. Please wait a few minutes and try again.');
    // The refused registration created nothing.
    expect((await post(testApp, 'login/', { email: 'fresh@example.org', password: 'Plum-Orchard-42' }, '10.1.1.1')).statusCode).toBe(400);
  });

  it('limits reset mails per e-mail', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post(testApp, 'password/reset/', { email: 'flooded@example.org' }, `10.2.0.${attempt}`)).statusCode).toBe(200);
    }
    expect((await post(testApp, 'password/reset/', { email: 'flooded@example.org' }, '10.2.0.50')).statusCode).toBe(429);
  });
});

describe('slowing down failed logins', () => {
  it('waits longer after each failure beyond the free ones, up to a bound', () => {
    const slowDown = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 20_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 100].map((failures) => failureDelayMs(failures, slowDown))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 20_000, 20_000,
    ]);
  });

  it('answers the failures of one address and e-mail later and later, and their right password at once', async () => {
    const slow = await createTestApp({ loginSlowDown: { freeFailures: 1, baseDelayMs: 250, maxDelayMs: 500 } });
    try {
      const user = await registerUser(slow.app);
      const fail = async () => {
        const started = performance.now();
        const response = await post(slow, 'login/', { email: user.email, password: 'Not-The-One-1' }, '10.3.0.1');
        expect(response.statusCode).toBe(400);
        return performance.now() - started;
      };
      await fail();
      expect(await fail()).toBeGreaterThanOrEqual(240);
      expect(await fail()).toBeGreaterThanOrEqual(490);
      expect((await post(slow, 'login/', { email: user.email, password: user.password }, '10.3.0.1')).statusCode).toBe(200);
    } finally {
      await slow.close();
    }
  });
});

describe('password reset requests', () => {
  it('run the same code for an address with an account as for one without, and mail only the first', async () => {
    const inbox = await startSmtpInbox();
    const mailing = await createTestApp({ smtpUrl: inbox.url });
    try {
      const user = await registerUser(mailing.app, { email: 'known@example.org' });
      const { queries } = mailing.app.database;
      // The answer does not wait on the lookup: it runs the same statements (none) either way.
      const forKnown = await queries.countDuring(() => post(mailing, 'password/reset/', { email: user.email }));
      const forUnknown = await queries.countDuring(() => post(mailing, 'password/reset/', { email: 'unknown@example.org' }));
      expect(forKnown).toBe(forUnknown);
      await inbox.waitForMail('known@example.org', 'http://homeroom.test/resetPassword/confirm/');
      await mailing.app.outbox.flush();
      expect(inbox.received.some((mail) => mail.to.includes('unknown@example.org'))).toBe(false);
    } finally {
      await mailing.close();
      await inbox.close();
    }
  });
});
