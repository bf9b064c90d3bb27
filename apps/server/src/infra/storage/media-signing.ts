import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const MEDIA_URL_PREFIX = '/media/';

/** Where the generated secret lives when MEDIA_SIGNING_SECRET is not set. */
export const MEDIA_SIGNING_SECRET_FILE = 'media-signing-secret';

const MEDIA_FORBIDDEN = 'This media address is missing its signature or has expired.';

export interface MediaUrlOptions {
  /** Adults' profile pictures: the longer lifetime, so a cached profile keeps its picture. */
  isLongLived?: boolean;
}

export interface MediaSigningSettings {
  secret: string;
  /** The address users reach Homeroom at; signed URLs are absolute. */
  publicUrl: string;
  ttlSeconds: number;
  longLivedTtlSeconds: number;
  /** The clock, in milliseconds. */
  now?: () => number;
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;

/**
 * Every media address the API hands out is made here, and every media request is checked here:
 * children's pictures and videos are reachable only through an address that expires, signed
 * with HMAC-SHA256 over its path and expiry.
 *
 * The expiry is rounded up to a step of a quarter of the lifetime, so the same file gets the same
 * address from every answer within that step: browsers keep their cached copy while a page
 * refetches its data, and an address is valid for at least the lifetime, at most 1.25 times it.
 * Addresses never travel in stored or replayed socket and notification payloads, which would
 * outlive them; those carry ids and the page refetches the answer with fresh addresses. The
 * exceptions: a ringing call's caller, whose picture is shown for the half minute it rings, and a
 * live chat message's attachments, signed as it is sent to the chat's open sockets (a replay
 * after a reconnect reads and signs them afresh; the page refetches its chat as it does for all
 * media).
 */
export function createMediaSigner({ secret, publicUrl, ttlSeconds, longLivedTtlSeconds, now = Date.now }: MediaSigningSettings) {
  const nowSeconds = () => Math.floor(now() / 1000);

  function signatureOf(mediaPath: string, expires: number | string): string {
    return createHmac('sha256', secret).update(`${mediaPath}\n${expires}`).digest('hex');
  }

  function expiryFor(lifetimeSeconds: number): number {
    const step = Math.max(1, Math.floor(lifetimeSeconds / 4));
    return Math.ceil((nowSeconds() + lifetimeSeconds) / step) * step;
  }

  /** Seconds the signed path stays valid, or null for a missing, altered or expired signature. */
  function remainingValidity(mediaPath: string, query: URLSearchParams): number | null {
    const expiresText = query.get('expires');
    const signature = query.get('signature');
    if (!expiresText || !signature || !/^\d{1,12}$/.test(expiresText) || !/^[0-9a-f]{64}$/.test(signature)) return null;
    // Signed as sent: an expiry written differently (leading zeros) is another address.
    const expected = Buffer.from(signatureOf(mediaPath, expiresText), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
    const remaining = Number(expiresText) - nowSeconds();
    return remaining > 0 ? remaining : null;
  }

  return {
    /**
     * The expiries addresses signed now get, both lifetimes: an answer kept with its addresses is
     * served again only while this is unchanged, so it carries the addresses a fresh one would.
     */
    expiryStamp(): string {
      return `${expiryFor(ttlSeconds)}.${expiryFor(longLivedTtlSeconds)}`;
    },

    /** The absolute, signed, expiring address of a stored file. */
    urlFor(key: string, { isLongLived = false }: MediaUrlOptions = {}): string {
      const mediaPath = `${MEDIA_URL_PREFIX}${key}`;
      const expires = expiryFor(isLongLived ? longLivedTtlSeconds : ttlSeconds);
      return `${publicUrl}${encodeURI(mediaPath)}?expires=${expires}&signature=${signatureOf(mediaPath, expires)}`;
    },

    /**
     * An `onRequest` hook for the media routes: 403 without any byte of the file unless the
     * signature is valid; a valid answer may be kept by the browser only, and no longer than the
     * address stays valid.
     */
    async checkMediaRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      // The path exactly as sent, not normalised: `a/../b` is not the address that was signed.
      const queryStart = request.url.indexOf('?');
      const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
      const query = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
      let mediaPath: string;
      try {
        mediaPath = decodeURIComponent(rawPath);
      } catch {
        mediaPath = '';
      }
      const remaining = mediaPath.startsWith(MEDIA_URL_PREFIX) ? remainingValidity(mediaPath, query) : null;
      if (remaining === null) {
        return reply.code(403).header('cache-control', 'no-store').send({ detail: MEDIA_FORBIDDEN });
      }
      reply.header('cache-control', `private, max-age=${remaining}`);
      return undefined;
    },
  };
}

/**
 * MEDIA_SIGNING_SECRET when set; otherwise a secret generated once into DATA_DIR (readable by
 * the server's user only) and reused at every start, so addresses survive a restart. It is
 * published with a hard link, which fails if the file exists: instances starting together on a
 * shared DATA_DIR all end up with the one that won.
 */
export async function loadMediaSigningSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, MEDIA_SIGNING_SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  const draft = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable media signing secret: delete it to make a new one`);
  return secret;
}
