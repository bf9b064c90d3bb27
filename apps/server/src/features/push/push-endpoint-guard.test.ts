import { describe, expect, it } from 'vitest';
import { createGuardedLookup, isPrivateAddress, refuseEndpoint } from './push-endpoint-guard.ts';

function resolve(hostname: string, allowPrivate: boolean): Promise<{ error: NodeJS.ErrnoException | null; address: string }> {
  return new Promise((done) => {
    createGuardedLookup(allowPrivate)(hostname, { family: 0 }, (error, address) => done({ error, address: String(address) }));
  });
}

describe('push endpoint guard', () => {
  it('knows loopback, private, link-local and mapped addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '142.250.185.78', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('accepts https endpoints on public names and refuses the rest unless private endpoints are allowed', () => {
    expect(refuseEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(refuseEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', false)).toBeNull();
    expect(refuseEndpoint('http://fcm.googleapis.com/fcm/send/abc', false)).not.toBeNull();
    expect(refuseEndpoint('https://192.168.0.10/push', false)).not.toBeNull();
    expect(refuseEndpoint('https://printer.local/push', false)).not.toBeNull();
    expect(refuseEndpoint('http://localhost:8090/notify/abc', true)).toBeNull();
  });

  it('fails the connection when a name resolves to a private address at send time', async () => {
    const refused = await resolve('localhost', false);
    expect(refused.error?.code).toBe('EPRIVATEADDRESS');
    const allowed = await resolve('localhost', true);
    expect(allowed.error).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(allowed.address);
  });
});
