import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import { startSmtpInbox } from './smtp-inbox.ts';
import { listenForSockets } from './sockets.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface LiveTestApp {
  testApp: TestApp;
  /** Where the server's mail goes. */
  inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  /** The `ws://` origin of its live sockets. */
  origin: string;
}

/**
 * A test file's server as its journeys watch it: its mail in an inbox of its own, its sockets
 * listening. Started before the file's tests, closed after them; read its fields inside the tests.
 */
export function useLiveTestApp(overrides: Partial<Config> = {}): LiveTestApp {
  const live = {} as LiveTestApp;
  beforeAll(async () => {
    live.inbox = await startSmtpInbox();
    live.testApp = await createTestApp({ smtpUrl: live.inbox.url, ...overrides });
    live.origin = await listenForSockets(live.testApp.app);
  });
  afterAll(async () => {
    await live.testApp.close();
    await live.inbox.close();
  });
  return live;
}
