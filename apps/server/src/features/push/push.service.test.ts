import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload, PushSubscriptionDto } from '@homeroom/contract/push';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerUser, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { PUSH_TO_LOOPBACK, startWebPushService, type TestPushSubscription } from '../../test/web-push-service.ts';

/** Sending through a real Web Push protocol service on loopback, which decrypts what it receives. */

let testApp: TestApp;
let pushService: Awaited<ReturnType<typeof startWebPushService>>;
const inject = createInject(() => testApp.app);

beforeAll(async () => {
  pushService = await startWebPushService();
  testApp = await createTestApp({ push: PUSH_TO_LOOPBACK });
});
afterAll(async () => {
  await testApp.close();
  await pushService.close();
});

async function publicKey(user: TestUser): Promise<string> {
  return (await inject('GET', 'push-key/', user)).json<{ public_key: string }>().public_key;
}

/** A browser of the user's, subscribed at the push service and registered with Homeroom. */
async function subscribeDevice(user: TestUser): Promise<{ browser: TestPushSubscription; device: PushSubscriptionDto }> {
  const browser = await pushService.subscribe(await publicKey(user));
  const response = await inject('POST', 'push-subscription-create/', user, { endpoint: browser.endpoint, keys: browser.keys });
  expect(response.statusCode, response.body).toBe(201);
  return { browser, device: response.json() };
}

async function devicesOf(user: TestUser): Promise<PushSubscriptionDto[]> {
  return (await inject('GET', 'push-subscriptions/', user)).json();
}

/** A push service that answers every request with one status, counting them. */
async function startAnsweringService(status: number): Promise<{ server: Server; url: string; requests: () => number }> {
  let count = 0;
  const server = createServer((request, response) => {
    count += 1;
    request.resume();
    request.on('end', () => response.writeHead(status).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/`, requests: () => count };
}

const validKeys = async (user: TestUser) => (await pushService.subscribe(await publicKey(user))).keys;

describe('sendToUsers', () => {
  it('delivers the payload encrypted to every device of each user, which the push service decrypts unchanged', async () => {
    const parent = await registerUser(testApp.app);
    const teacher = await registerUser(testApp.app);
    const phone = await subscribeDevice(parent);
    const laptop = await subscribeDevice(parent);
    const teacherPhone = await subscribeDevice(teacher);
    const toParent: PushPayload = { title: 'Class 3B', body: 'Ms Ortiz: Boots tomorrow, please — 雨 ☔', url: '/chatGroup/12', tag: 'chat-12' };
    const toTeacher: PushPayload = { title: 'Missed call', body: 'Robin Mendez called you.', url: '/chatGroup/7', tag: 'call-7' };

    await testApp.app.push.sendToUsers([
      { userId: parent.id, payload: toParent },
      { userId: teacher.id, payload: toTeacher },
    ]);

    expect((await pushService.received(phone.browser)).map((text) => JSON.parse(text))).toEqual([toParent]);
    expect((await pushService.received(laptop.browser)).map((text) => JSON.parse(text))).toEqual([toParent]);
    expect((await pushService.received(teacherPhone.browser)).map((text) => JSON.parse(text))).toEqual([toTeacher]);
    const devices = await devicesOf(parent);
    expect(devices.every((device) => device.last_used_at !== null)).toBe(true);
  });

  it('removes a subscription the push service calls gone (410) and keeps the others', async () => {
    const parent = await registerUser(testApp.app);
    const revoked = await subscribeDevice(parent);
    const kept = await subscribeDevice(parent);
    await pushService.expire(revoked.browser);

    await testApp.app.push.sendToUsers([{ userId: parent.id, payload: { title: 'Story', body: 'New story', url: '/class/1', tag: 'story-1' } }]);

    expect((await devicesOf(parent)).map((device) => device.id)).toEqual([kept.device.id]);
    expect(await pushService.received(kept.browser)).toHaveLength(1);
  });

  it('removes a subscription answered 404 but keeps one whose push service fails otherwise, without throwing', async () => {
    const parent = await registerUser(testApp.app);
    const notFound = await startAnsweringService(404);
    const failing = await startAnsweringService(503);
    const keys = await validKeys(parent);
    const goneDevice = await inject('POST', 'push-subscription-create/', parent, { endpoint: `${notFound.url}a`, keys });
    const failingDevice = await inject('POST', 'push-subscription-create/', parent, { endpoint: `${failing.url}b`, keys });
    expect(goneDevice.statusCode).toBe(201);
    expect(failingDevice.statusCode).toBe(201);

    await expect(
      testApp.app.push.sendToUsers([{ userId: parent.id, payload: { title: 'Event', body: 'Fair', url: '/class/1', tag: 'event-1' } }]),
    ).resolves.toBeUndefined();

    expect(notFound.requests()).toBe(1);
    expect(failing.requests()).toBe(1);
    const devices = await devicesOf(parent);
    expect(devices.map((device) => device.id)).toEqual([failingDevice.json<PushSubscriptionDto>().id]);
    expect(devices[0]!.last_used_at).toBeNull();
    notFound.server.close();
    failing.server.close();
  });

  it('sends nothing to users without devices', async () => {
    const lonely = await registerUser(testApp.app);
    await expect(testApp.app.push.sendToUsers([{ userId: lonely.id, payload: { title: 'a', body: 'b', url: '/', tag: 't' } }])).resolves.toBeUndefined();
    await expect(testApp.app.push.sendToUsers([])).resolves.toBeUndefined();
  });
});

describe('private endpoints', () => {
  it('refuses loopback and plain http endpoints unless PUSH_ALLOW_PRIVATE_ENDPOINTS is set, and never sends to them', async () => {
    const strict = await createTestApp({
      push: { vapidPublicKey: undefined, vapidPrivateKey: undefined, vapidSubject: 'mailto:office@school.example', allowPrivateEndpoints: false },
    });
    try {
      const parent = await registerUser(strict.app);
      const strictInject = createInject(() => strict.app);
      const key = (await strictInject('GET', 'push-key/', parent)).json<{ public_key: string }>().public_key;
      const { keys } = await pushService.subscribe(key);
      const trap = await startAnsweringService(201);
      for (const endpoint of [
        trap.url,
        'https://127.0.0.1/push',
        'https://[::1]/push',
        'https://10.0.0.5/push',
        'https://169.254.169.254/latest',
        'https://localhost/push',
        'https://intranet/push',
        'http://push.example.org/push',
      ]) {
        const response = await strictInject('POST', 'push-subscription-create/', parent, { endpoint, keys });
        expect(response.statusCode, endpoint).toBe(400);
        expect(Object.keys(response.json()), endpoint).toEqual(['endpoint']);
      }
      expect((await strictInject('GET', 'push-subscriptions/', parent)).json()).toEqual([]);
      expect(trap.requests()).toBe(0);
      trap.server.close();
    } finally {
      await strict.close();
    }
  });
});
