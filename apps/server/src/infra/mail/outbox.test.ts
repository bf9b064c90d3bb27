import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerUser } from '../../test/factories.ts';
import { retryDelaySeconds } from './outbox.ts';

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
    const result = await testApp.app.database.db.execute(`SELECT status, attempts FROM mail_outbox`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'sent', attempts: 1 }]);
  });
});

describe('retry delays', () => {
  it('double from 30 seconds and stop growing at an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});
