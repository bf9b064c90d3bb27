import { readFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type MailSettings } from '../../config.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerUser } from '../../test/factories.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { emailVerificationMail } from '../../features/auth/auth.mail.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail-transport.ts';
import { createOutbox, retryDelayMs } from './outbox.ts';

const defaults = loadConfig({}).mail;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function outboxRows(testApp: TestApp, to: string) {
  const result = await testApp.app.database.db.execute(
    `SELECT status, attempts, message_id AS "messageId" FROM mail_outbox WHERE "to" = '${to}' ORDER BY id`,
  );
  return (result as unknown as { rows: { status: string; attempts: number; messageId: string }[] }).rows;
}

const messageIdOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

/** A logger whose JSON lines the test reads. */
function capturedLogger(level: 'info' | 'debug') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { log: pino({ level }, stream), lines };
}

/**
 * An outbox of the test's own on the app's database, with the app's own outbox stopped: it polls
 * the same table, and would otherwise take mail (and log its failures) elsewhere.
 */
async function soleOutbox(
  testApp: TestApp,
  smtpUrl: string,
  settings: MailSettings,
  options: { log?: FastifyBaseLogger; db?: Database; transport?: (smtp: MailTransport) => MailTransport } = {},
) {
  await testApp.app.outbox.stop();
  const smtp = createSmtpTransport(smtpUrl, testApp.config.mailFrom, settings);
  return createOutbox(options.db ?? testApp.app.database.db, options.transport?.(smtp) ?? smtp, options.log ?? testApp.app.log, {
    ...settings,
    from: testApp.config.mailFrom,
  });
}

describe('mail without an SMTP server', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('writes each mail as an .eml file in DATA_DIR/outbox and marks it sent', async () => {
    await registerUser(testApp.app, { email: 'offline@example.org', firstName: 'Noor' });
    await testApp.app.outbox.flush();
    const outbox = path.join(testApp.config.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(mail).toMatch(/^To: offline@example\.org$/m);
    expect(mail).toMatch(/^Subject: Confirm your e-mail address for Homeroom$/m);
    expect(mail).toContain('http://homeroom.test/verify-email/');
    const [row] = await outboxRows(testApp, 'offline@example.org');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(messageIdOf(mail)).toBe(row?.messageId);
  });
});

describe('the log line of a mail written to the outbox folder', () => {
  const secret = 'Zq8-verification-secret-41';
  const mail = { ...emailVerificationMail({ email: 'private.parent@example.org', firstName: 'Ada', language: null }, `http://homeroom.test/verify-email/${secret}`), id: 7, messageId: '<m7@homeroom.local>' };
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names the file and the page of the link, but neither its secret nor the recipient', async () => {
    const { log, lines } = capturedLogger('info');
    await createFileTransport(dir, 'Homeroom <no-reply@homeroom.local>', log).send(mail);
    const logged = lines.join('\n');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('private.parent@example.org');
    const line = JSON.parse(lines.find((entry) => entry.includes('outbox folder')) ?? '{}') as { file?: string; page?: string };
    expect(line.page).toBe('http://homeroom.test/verify-email/…');
    // The full link is where the log line says.
    expect(await readFile(line.file ?? '', 'utf8')).toContain(secret);
  });

  it('names the recipient at debug level only, and never the secret', async () => {
    const { log, lines } = capturedLogger('debug');
    await createFileTransport(dir, 'Homeroom <no-reply@homeroom.local>', log).send(mail);
    const logged = lines.join('\n');
    expect(logged).toContain('private.parent@example.org');
    expect(logged).not.toContain(secret);
  });
});

describe('retry delays', () => {
  it('double from 30 seconds and stop growing at an hour, for two days', () => {
    expect([1, 2, 3, 4, 8, 20].map((attempts) => retryDelayMs(attempts, defaults) / 1000)).toEqual([30, 60, 120, 240, 3600, 3600]);
    expect(defaults.retryForMs).toBeGreaterThanOrEqual(2 * 24 * 3_600_000);
  });

  it('wait as long as RFC 5321 lets a server take over the final reply of DATA', () => {
    expect(defaults.smtpReplyTimeoutMs).toBe(10 * 60_000);
    expect(defaults.smtpGreetingTimeoutMs).toBe(5 * 60_000);
  });
});

describe('mail through an SMTP server', () => {
  /** The defaults with the schedule shrunk: milliseconds stand for minutes. */
  const quick = (overrides: Partial<MailSettings>): MailSettings => ({
    ...defaults,
    retryFirstDelayMs: 10,
    retryMaxDelayMs: 40,
    smtpConnectionTimeoutMs: 2000,
    ...overrides,
  });

  it('retries through an outage longer than the hour the first delays add up to, and delivers the mail once', async () => {
    const probe = await startSmtpInbox();
    const { port } = probe;
    await probe.close();
    // Nothing listens on the port: the mail server is down.
    const testApp = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mail: quick({ retryForMs: 120_000 }) });
    try {
      await registerUser(testApp.app, { email: 'outage@example.org' });
      // The old schedule gave up after 8 attempts; the outage lasts for more.
      for (let round = 0; round < 100; round += 1) {
        await testApp.app.outbox.flush();
        const [row] = await outboxRows(testApp, 'outage@example.org');
        if ((row?.attempts ?? 0) >= 12) break;
        await sleep(20);
      }
      const [duringOutage] = await outboxRows(testApp, 'outage@example.org');
      expect(duringOutage).toMatchObject({ status: 'pending' });
      expect(duringOutage?.attempts).toBeGreaterThanOrEqual(12);

      const inbox = await startSmtpInbox({ port });
      try {
        for (let round = 0; round < 100 && inbox.received.length === 0; round += 1) {
          await testApp.app.outbox.flush();
          await sleep(20);
        }
        const mail = await inbox.waitForMail('outage@example.org');
        expect(inbox.received).toHaveLength(1);
        const [row] = await outboxRows(testApp, 'outage@example.org');
        expect(row?.status).toBe('sent');
        expect(messageIdOf(mail.raw)).toBe(row?.messageId);
      } finally {
        await inbox.close();
      }
    } finally {
      await testApp.close();
    }
  });

  it('gives a mail up once the retry window has passed', async () => {
    const testApp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1', mail: quick({ retryForMs: 200 }) });
    try {
      await registerUser(testApp.app, { email: 'never@example.org' });
      for (let round = 0; round < 100; round += 1) {
        await testApp.app.outbox.flush();
        const [row] = await outboxRows(testApp, 'never@example.org');
        if (row?.status !== 'pending') break;
        await sleep(20);
      }
      const [row] = await outboxRows(testApp, 'never@example.org');
      expect(row?.status).toBe('failed');
    } finally {
      await testApp.close();
    }
  });

  it('keeps one Message-ID across the attempts of a mail', async () => {
    const inbox = await startSmtpInbox();
    const testApp = await createTestApp({ smtpUrl: inbox.url, mail: quick({}) });
    try {
      inbox.refuseNext(2);
      await registerUser(testApp.app, { email: 'twice-refused@example.org' });
      for (let round = 0; round < 100 && inbox.received.length === 0; round += 1) {
        await testApp.app.outbox.flush();
        await sleep(20);
      }
      await inbox.waitForMail('twice-refused@example.org');
      expect(inbox.attempts).toHaveLength(3);
      const [row] = await outboxRows(testApp, 'twice-refused@example.org');
      expect(row?.messageId).toMatch(/^<[\w-]+@homeroom\.local>$/);
      expect(inbox.attempts.map((attempt) => messageIdOf(attempt.raw))).toEqual([row?.messageId, row?.messageId, row?.messageId]);
    } finally {
      await testApp.close();
      await inbox.close();
    }
  });

  it('logs a failed attempt without the recipient', async () => {
    const inbox = await startSmtpInbox();
    const settings = quick({});
    const testApp = await createTestApp({ smtpUrl: inbox.url, mail: settings });
    const { log, lines } = capturedLogger('info');
    const outbox = await soleOutbox(testApp, inbox.url, settings, { log });
    try {
      inbox.refuseNext(1);
      await outbox.enqueue(emailVerificationMail({ email: 'hidden.parent@example.org', firstName: 'Kim', language: null }, 'http://homeroom.test/verify-email/k'));
      await outbox.flush();
      const failure = lines.find((line) => line.includes('sending mail failed'));
      expect(failure).toContain('busy, try later');
      expect(failure).not.toContain('hidden.parent@example.org');
    } finally {
      await outbox.stop();
      await testApp.close();
      await inbox.close();
    }
  });

  it('waits for a slow final reply while another instance polls, and the mail arrives once', async () => {
    const inbox = await startSmtpInbox();
    // A claim lease far shorter than the reply: only renewing it keeps the other instance off.
    const settings = quick({ claimLeaseMs: 300 });
    const testApp = await createTestApp({ smtpUrl: inbox.url, mail: settings });
    const otherInstance = createOutbox(
      testApp.app.database.db,
      createSmtpTransport(inbox.url, testApp.config.mailFrom, settings),
      testApp.app.log,
      { ...settings, from: testApp.config.mailFrom },
    );
    try {
      inbox.delayFinalReply(1500);
      await registerUser(testApp.app, { email: 'slow-server@example.org' });
      const sending = testApp.app.outbox.flush();
      for (let round = 0; round < 20; round += 1) {
        await otherInstance.flush();
        await sleep(100);
      }
      await sending;
      await inbox.waitForMail('slow-server@example.org');
      await otherInstance.flush();
      await testApp.app.outbox.flush();
      expect(inbox.attempts.filter((attempt) => attempt.to.includes('slow-server@example.org'))).toHaveLength(1);
      const [row] = await outboxRows(testApp, 'slow-server@example.org');
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await otherInstance.stop();
      await testApp.close();
      await inbox.close();
    }
  });

  it('keeps a whole batch claimed while a slow server answers, so another instance sends none of it again', async () => {
    const inbox = await startSmtpInbox();
    // A lease far shorter than the batch: the first mail is sent and unmarked, the second waits its turn.
    const settings = quick({ claimLeaseMs: 300 });
    const testApp = await createTestApp({ smtpUrl: inbox.url, mail: settings });
    const outbox = await soleOutbox(testApp, inbox.url, settings);
    const otherInstance = await soleOutbox(testApp, inbox.url, settings);
    const mailTo = (email: string) => emailVerificationMail({ email, firstName: 'Ada', language: null }, 'http://homeroom.test/verify-email/b');
    try {
      inbox.delayFinalReply(800);
      await testApp.app.database.db.transaction(async (tx) => {
        await outbox.enqueue(mailTo('batch-first@example.org'), tx);
        await outbox.enqueue(mailTo('batch-second@example.org'), tx);
      });
      const sending = outbox.flush();
      for (let round = 0; round < 20; round += 1) {
        await otherInstance.flush();
        await sleep(100);
      }
      await sending;
      await otherInstance.flush();
      for (const address of ['batch-first@example.org', 'batch-second@example.org']) {
        expect(inbox.attempts.filter((attempt) => attempt.to.includes(address))).toHaveLength(1);
        expect(await outboxRows(testApp, address)).toMatchObject([{ status: 'sent', attempts: 1 }]);
      }
    } finally {
      await otherInstance.stop();
      await outbox.stop();
      await testApp.close();
      await inbox.close();
    }
  });

  it('marks the mails of a batch that went even when a failed one could not be noted', async () => {
    const inbox = await startSmtpInbox();
    const settings = quick({});
    const testApp = await createTestApp({ smtpUrl: inbox.url, mail: settings });
    const db = testApp.app.database.db;
    // The first UPDATE claims the batch; the second, noting the failed attempt, fails as a database can.
    let updates = 0;
    const failingDb = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'update' && ++updates === 2) {
          return () => {
            throw new Error('the database went away');
          };
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const refusingOne = (smtp: MailTransport): MailTransport => ({
      send: (mail) => (mail.to === 'batch-refused@example.org' ? Promise.reject(new Error('450 try later')) : smtp.send(mail)),
      close: () => smtp.close(),
    });
    const outbox = await soleOutbox(testApp, inbox.url, settings, { db: failingDb, transport: refusingOne, log: capturedLogger('info').log });
    const mailTo = (email: string) => emailVerificationMail({ email, firstName: 'Ada', language: null }, 'http://homeroom.test/verify-email/f');
    try {
      await db.transaction(async (tx) => {
        await outbox.enqueue(mailTo('batch-sent@example.org'), tx);
        await outbox.enqueue(mailTo('batch-refused@example.org'), tx);
      });
      await outbox.flush();
      expect(inbox.received.map((mail) => mail.to)).toEqual([['batch-sent@example.org']]);
      // Marked: no later run sends it again.
      expect(await outboxRows(testApp, 'batch-sent@example.org')).toMatchObject([{ status: 'sent', attempts: 1 }]);
    } finally {
      await outbox.stop();
      await testApp.close();
      await inbox.close();
    }
  });

  it('serves the kicks that come during a run with one run after it, not one run a mail', async () => {
    const inbox = await startSmtpInbox();
    const settings = quick({});
    const testApp = await createTestApp({ smtpUrl: inbox.url, mail: settings });
    let updates = 0;
    const db = testApp.app.database.db;
    // Each run claims its batch with one UPDATE and marks the batch's mails sent with one more.
    const countingDb = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'update') updates += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const outbox = await soleOutbox(testApp, inbox.url, settings, { db: countingDb });
    const mailTo = (email: string) => emailVerificationMail({ email, firstName: 'Ada', language: null }, 'http://homeroom.test/verify-email/q');
    try {
      inbox.delayFinalReply(500);
      await outbox.enqueue(mailTo('first@example.org'));
      // The five come while the first mail's run waits for the server's reply.
      while (inbox.attempts.length === 0) await sleep(10);
      for (let index = 0; index < 5; index += 1) await outbox.enqueue(mailTo(`queued-${index}@example.org`));
      await outbox.flush();
      expect(inbox.received).toHaveLength(6);
      // Two claims (the first mail's run, then one run for the five), and each batch marked sent once.
      expect(updates).toBe(4);
    } finally {
      await outbox.stop();
      await testApp.close();
      await inbox.close();
    }
  });

  it('starts no run and writes nothing once its stop has given up waiting, so the closed database is left alone', async () => {
    const inbox = await startSmtpInbox();
    const settings = quick({ flushOnStopMs: 100 });
    const testApp = await createTestApp({ smtpUrl: inbox.url, mail: settings });
    const { log, lines } = capturedLogger('info');
    const outbox = await soleOutbox(testApp, inbox.url, settings, { log });
    const mailTo = (email: string) => emailVerificationMail({ email, firstName: 'Ada', language: null }, 'http://homeroom.test/verify-email/s');
    try {
      inbox.delayFinalReply(1000);
      // The first run waits for the server's reply; the next one is queued behind it.
      await outbox.enqueue(mailTo('sending@example.org'));
      await outbox.enqueue(mailTo('waiting@example.org'));
      await outbox.stop();
      await testApp.close();
      await sleep(1500);
      expect(lines.filter((line) => line.includes('outbox run failed'))).toEqual([]);
      // The mail the server was answering went, unmarked: one warning says it may go again.
      expect(lines.filter((line) => line.includes('may be sent again'))).toHaveLength(1);
    } finally {
      await inbox.close();
    }
  });

  it('sends what is due when the server stops, but does not wait for a server that hangs', async () => {
    const inbox = await startSmtpInbox();
    const mail = emailVerificationMail({ email: 'last-call@example.org', firstName: 'Lin', language: null }, 'http://homeroom.test/verify-email/x');
    const stopping = await createTestApp({ smtpUrl: inbox.url, mail: quick({ flushOnStopMs: 5000 }) });
    // Queued in a transaction: no sending starts before the stop.
    await stopping.app.database.db.transaction((tx) => stopping.app.outbox.enqueue(mail, tx));
    await stopping.close();
    expect(inbox.received.map((received) => received.to)).toEqual([['last-call@example.org']]);

    inbox.delayFinalReply(3000);
    const hanging = await createTestApp({ smtpUrl: inbox.url, mail: quick({ flushOnStopMs: 200 }) });
    await hanging.app.database.db.transaction((tx) => hanging.app.outbox.enqueue({ ...mail, to: 'too-late@example.org' }, tx));
    await hanging.close();
    // The stop did not wait for the server's reply.
    expect(inbox.received).toHaveLength(1);
    await inbox.close();
  }, 60_000);
});
