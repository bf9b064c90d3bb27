import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const DEMO_DEVICES = [
  {
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    endpoint: 'https://fcm.googleapis.com/fcm/send/',
  },
  {
    userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    endpoint: 'https://web.push.apple.com/',
  },
];

/**
 * Two devices in a parent's Settings, "Chrome on Android" and "Safari on iPad", subscribed
 * through the API as those browsers would (with the User-Agent they send). Their endpoints are
 * made up: a push service answers them 404 when the demo is online, and Homeroom then forgets
 * them, as it does any gone subscription.
 */
export async function seedDemoPushDevices(app: FastifyInstance, token: string): Promise<void> {
  for (const device of DEMO_DEVICES) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/school/push-subscription-create/',
      headers: { authorization: `Token ${token}`, 'user-agent': device.userAgent },
      payload: {
        endpoint: `${device.endpoint}${randomBytes(16).toString('hex')}`,
        keys: {
          p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    });
    if (response.statusCode !== 201) throw new Error(`demo: push-subscription-create answered ${response.statusCode}: ${response.body}`);
  }
}
