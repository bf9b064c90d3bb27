import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';

/** A subscription handed out by the local push service, as `PushSubscription.toJSON()` gives it, with its id there. */
export interface TestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

interface WebPushTestingServer {
  startServer(): void;
  _server: Server;
}

const require = createRequire(import.meta.url);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The app's push settings for tests that push to the local service: fresh keys, and loopback endpoints allowed. */
export const PUSH_TO_LOOPBACK = {
  vapidPublicKey: undefined,
  vapidPrivateKey: undefined,
  vapidSubject: 'mailto:office@school.example',
  allowPrivateEndpoints: true,
};

/**
 * A real Web Push protocol service on loopback (the web-push-testing package): it hands out
 * subscriptions as a browser's push service does, checks the VAPID signature, decrypts what it
 * receives (RFC 8291), and answers 410 for a subscription expired on purpose. One per process.
 */
export async function startWebPushService() {
  const port = await freePort();
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => object };
  const Server = require('web-push-testing/src/server.js') as new (model: object, port: number) => WebPushTestingServer;
  const server = new Server(new PushApiModel(), port);
  const log = console.log;
  console.log = () => {};
  server.startServer();
  await new Promise<void>((resolve) => {
    if (server._server.listening) resolve();
    else server._server.once('listening', () => resolve());
  });
  console.log = log;
  const base = `http://localhost:${port}`;

  async function call<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return (isJson ? await response.json() : await response.text()) as T;
  }

  return {
    /** A new browser subscription for the server's VAPID public key (the service wants the flag as text). */
    async subscribe(applicationServerKey: string): Promise<TestPushSubscription> {
      return (await call<{ data: TestPushSubscription }>('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).data;
    },
    /** The decrypted payloads the subscription received, oldest first. */
    async received(subscription: TestPushSubscription): Promise<string[]> {
      return (await call<{ data: { messages: string[] } }>('/get-notifications', { clientHash: subscription.clientHash })).data.messages;
    },
    /** From now on the service answers 410 Gone for this subscription, as when a user revokes it. */
    async expire(subscription: TestPushSubscription): Promise<void> {
      await call(`/expire-subscription/${subscription.clientHash}`, {});
    },
    close(): Promise<void> {
      return new Promise((resolve) => server._server.close(() => resolve()));
    },
  };
}
