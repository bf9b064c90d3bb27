import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8765);
/** A fresh data folder for each run: the embedded database, media and the outbox of mails. */
export const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'homeroom-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      // The end-to-end run is one instance on the embedded database of its own data folder.
      DATABASE_URL: '',
      REDIS_URL: '',
      S3_ENDPOINT: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_EMAIL: '1000',
      RATE_LIMIT_AUTH_PER_ADDRESS: '10000',
      RATE_LIMIT_HAND_IN_PER_ADDRESS: '10000',
      // Every journey links children from the same address; the per-address limit is tested by the server's tests.
      RATE_LIMIT_INVITE_CODE_PER_ADDRESS: '10000',
      // A journey writes a page's worth of chat messages at once to set a long chat up.
      SOCKET_CHAT_MESSAGE_BURST: '1000',
    },
  },
});
