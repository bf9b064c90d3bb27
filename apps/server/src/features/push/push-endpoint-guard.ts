import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { PUSH_MESSAGES } from '@homeroom/contract/push';

/**
 * The server POSTs to whatever endpoint a browser gave, so a user could point it at the school's
 * own network (SSRF). Unless private endpoints are allowed (tests, a push service inside the
 * network), an endpoint must be https on a public address: checked when it is stored, by name,
 * and again when a message is sent, on every address its name resolves to then.
 */
const PRIVATE_RANGES = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local or otherwise not on the internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE_RANGES.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE_RANGES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why an endpoint may not be stored, or null when it may. */
export function refuseEndpoint(endpoint: string, allowPrivate: boolean): string | null {
  const url = new URL(endpoint);
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:' ? null : PUSH_MESSAGES.endpointInvalid;
  if (url.protocol !== 'https:') return PUSH_MESSAGES.endpointInvalid;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) return isPrivateAddress(host) ? PUSH_MESSAGES.endpointPrivate : null;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || !host.includes('.')) {
    return PUSH_MESSAGES.endpointPrivate;
  }
  return null;
}

/** A DNS lookup for outgoing push requests that fails when a name resolves to a private address. */
export function createGuardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = allowPrivate ? addresses : addresses.filter((entry) => !isPrivateAddress(entry.address));
      if (usable.length === 0) {
        const refusal = Object.assign(new Error(`push endpoint ${hostname} resolves to a private address`), { code: 'EPRIVATEADDRESS' });
        return callback(refusal, '', 0);
      }
      if (options.all) return callback(null, usable);
      const first = usable[0]!;
      return callback(null, first.address, first.family);
    });
  };
}
