import { z } from 'zod';
import { text } from './validation.ts';

/**
 * What a push message carries to the service worker: it shows `title` and `body`, opens `url`
 * (a path of the web app such as `/chatGroup/12`) on click, and a newer message with the same
 * `tag` (`chat-12`) replaces the older one instead of piling up.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The longest endpoint accepted: push services' addresses are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

export const PUSH_MESSAGES = {
  endpointRequired: 'Enter the push endpoint of this browser.',
  endpointInvalid: 'The push endpoint must be an https address.',
  endpointPrivate: 'The push endpoint must be a public address.',
  keysRequired: 'The subscription keys p256dh and auth are required.',
  keyInvalid: 'This subscription key is not valid.',
} as const;

/** Decodes base64url (with or without padding) to bytes, or null when it is not base64url. */
function base64UrlBytes(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  const base64 = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A P-256 public key as browsers send it: 65 bytes, uncompressed (0x04 first). */
function isP256PublicKey(value: string): boolean {
  const bytes = base64UrlBytes(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 0x04;
}

/** The authentication secret of RFC 8291: 16 bytes. */
function isAuthSecret(value: string): boolean {
  const bytes = base64UrlBytes(value);
  return bytes !== null && bytes.length === 16;
}

/**
 * POST school/push-subscription-create/: what `PushSubscription.toJSON()` gives in a browser.
 * The endpoint is any http(s) address here; the server refuses plain http and private addresses
 * unless it is told otherwise (docs/decisions.md, "Web Push").
 */
export const PushSubscriptionCreateBodySchema = z.object({
  endpoint: text({ error: PUSH_MESSAGES.endpointRequired })
    .trim()
    .min(1, PUSH_MESSAGES.endpointRequired)
    .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.endpointInvalid)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), PUSH_MESSAGES.endpointInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: text({ error: PUSH_MESSAGES.keysRequired }).refine(isP256PublicKey, PUSH_MESSAGES.keyInvalid),
      auth: text({ error: PUSH_MESSAGES.keysRequired }).refine(isAuthSecret, PUSH_MESSAGES.keyInvalid),
    },
    { error: PUSH_MESSAGES.keysRequired },
  ),
});
export type PushSubscriptionCreateBody = z.infer<typeof PushSubscriptionCreateBodySchema>;

/** GET school/push-key/: the VAPID public key browsers subscribe with (`applicationServerKey`), base64url. */
export const PushKeyDtoSchema = z.object({ public_key: z.string() });
export type PushKeyDto = z.infer<typeof PushKeyDtoSchema>;

/** One of the user's devices that receives push messages. */
export const PushSubscriptionDtoSchema = z.object({
  id: z.number().int(),
  /** The browser's endpoint, so that the web app recognises "this device". */
  endpoint: z.string(),
  /** The browser and system named from the User-Agent, e.g. "Chrome", "Android"; empty when unknown. */
  browser: z.string(),
  os: z.string(),
  /** The same in English, e.g. "Chrome on Android", for clients that show one line. */
  device: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PushSubscriptionDto = z.infer<typeof PushSubscriptionDtoSchema>;
