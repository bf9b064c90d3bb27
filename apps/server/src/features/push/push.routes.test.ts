import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushSubscriptionDto } from '@homeroom/contract/push';
import { PUSH_MESSAGES } from '@homeroom/contract/push';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, registerUser, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
const inject = createInject(() => testApp.app);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const p256dh = (seed: number) => Buffer.concat([Buffer.from([4]), Buffer.alloc(64, seed)]).toString('base64url');
const auth = Buffer.alloc(16, 9).toString('base64url');
let endpointCount = 0;
const newEndpoint = () => `https://push.example.org/send/${(endpointCount += 1)}`;

async function subscribe(user: TestUser, endpoint = newEndpoint(), userAgent = ANDROID_CHROME): Promise<PushSubscriptionDto> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/school/push-subscription-create/',
    headers: { ...user.headers, 'user-agent': userAgent },
    payload: { endpoint, expirationTime: null, keys: { p256dh: p256dh(1), auth } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const devicesOf = async (user: TestUser): Promise<PushSubscriptionDto[]> => (await inject('GET', 'push-subscriptions/', user)).json();

describe('push devices', () => {
  it('gives the VAPID public key to signed-in users only', async () => {
    const user = await registerUser(testApp.app);
    const key = (await inject('GET', 'push-key/', user)).json<{ public_key: string }>().public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await inject('GET', 'push-key/')).statusCode).toBe(401);
  });

  it('stores a subscription named after the browser and lists it to its owner', async () => {
    const user = await registerUser(testApp.app);
    const device = await subscribe(user);
    expect(device).toMatchObject({ browser: 'Chrome', os: 'Android', device: 'Chrome on Android', last_used_at: null });
    expect(await devicesOf(user)).toEqual([device]);
  });

  it('moves an endpoint subscribed again to the new user (a shared device)', async () => {
    const first = await registerUser(testApp.app);
    const second = await registerUser(testApp.app);
    const endpoint = newEndpoint();
    await subscribe(first, endpoint);
    await subscribe(second, endpoint, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0');
    expect(await devicesOf(first)).toEqual([]);
    expect((await devicesOf(second)).map((device) => [device.endpoint, device.device])).toEqual([[endpoint, 'Firefox on Windows']]);
  });

  it('removes one of the owner’s devices', async () => {
    const user = await registerUser(testApp.app);
    const phone = await subscribe(user);
    const laptop = await subscribe(user);
    expect((await inject('DELETE', `push-subscription/${phone.id}/`, user)).statusCode).toBe(204);
    expect((await devicesOf(user)).map((device) => device.id)).toEqual([laptop.id]);
    expect((await inject('DELETE', `push-subscription/${phone.id}/`, user)).statusCode).toBe(404);
  });

  it('refuses everyone else: anonymous, another parent, the class teacher, a leader; nothing changes', async () => {
    const { teacher, parent } = await createClassroom(testApp.app);
    const otherParent = (await createClassroom(testApp.app)).parent;
    const device = await subscribe(parent);
    expect((await inject('GET', 'push-subscriptions/')).statusCode).toBe(401);
    expect((await inject('DELETE', `push-subscription/${device.id}/`)).statusCode).toBe(401);
    expect((await inject('POST', 'push-subscription-create/', undefined, { endpoint: newEndpoint(), keys: { p256dh: p256dh(1), auth } })).statusCode).toBe(401);
    for (const stranger of [otherParent, teacher]) {
      expect(await devicesOf(stranger)).toEqual([]);
      expect((await inject('DELETE', `push-subscription/${device.id}/`, stranger)).statusCode).toBe(404);
    }
    expect(await devicesOf(parent)).toEqual([device]);
  });

  it('explains a bad endpoint or missing and malformed keys field by field; nothing is stored', async () => {
    const user = await registerUser(testApp.app);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ keys: { p256dh: p256dh(1), auth } }, { endpoint: [PUSH_MESSAGES.endpointRequired] }],
      [{ endpoint: 'not an address', keys: { p256dh: p256dh(1), auth } }, { endpoint: [PUSH_MESSAGES.endpointInvalid] }],
      [{ endpoint: 'ftp://push.example.org/x', keys: { p256dh: p256dh(1), auth } }, { endpoint: [PUSH_MESSAGES.endpointInvalid] }],
      [{ endpoint: 'http://push.example.org/x', keys: { p256dh: p256dh(1), auth } }, { endpoint: [PUSH_MESSAGES.endpointInvalid] }],
      [{ endpoint: 'https://127.0.0.1/x', keys: { p256dh: p256dh(1), auth } }, { endpoint: [PUSH_MESSAGES.endpointPrivate] }],
    ];
    for (const [body, errors] of cases) {
      const response = await inject('POST', 'push-subscription-create/', user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual(errors);
    }
    for (const body of [
      { endpoint: newEndpoint() },
      { endpoint: newEndpoint(), keys: { auth } },
      { endpoint: newEndpoint(), keys: { p256dh: 'short', auth } },
      { endpoint: newEndpoint(), keys: { p256dh: p256dh(1), auth: 'c2hvcnQ' } },
    ]) {
      const response = await inject('POST', 'push-subscription-create/', user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json())).toMatch(new RegExp(`${PUSH_MESSAGES.keysRequired}|${PUSH_MESSAGES.keyInvalid}`));
    }
    expect(await devicesOf(user)).toEqual([]);
  });
});
