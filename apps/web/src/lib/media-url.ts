import { useState } from 'react';

/**
 * Media addresses in answers are signed and expire (at least an hour after they are given, four
 * hours by default). Visible pages refetch their data this often, so that what they show always
 * holds addresses that still work; hidden pages refetch when shown again.
 */
export const MEDIA_REFRESH_INTERVAL_MS = 30 * 60_000;

/** A held address is swapped for a fresh one once it would not outlive the next refetch. */
const RENEWAL_MARGIN_MS = MEDIA_REFRESH_INTERVAL_MS + 5 * 60_000;

/** When a signed media address stops working, in milliseconds; null for an unsigned one. */
export function mediaExpiryOf(url: string): number | null {
  try {
    const expires = Number(new URL(url, 'http://media.invalid').searchParams.get('expires'));
    return Number.isFinite(expires) && expires > 0 ? expires * 1000 : null;
  } catch {
    return null;
  }
}

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

/**
 * Which address to keep showing: the one already held while it is the same file and stays valid
 * past the next refetch, otherwise the incoming one.
 */
export function pickMediaUrl(held: string | null, incoming: string | null, now: number): string | null {
  if (held === null || incoming === null || pathOf(held) !== pathOf(incoming)) return incoming;
  const expiry = mediaExpiryOf(held);
  return expiry !== null && expiry - now > RENEWAL_MARGIN_MS ? held : incoming;
}

/**
 * The address of a file, changed only when it must be: a video keyed on it is not restarted by
 * each refetch that brings a newer signature of the same file.
 */
export function useStableMediaUrl(url: string | null): string | null {
  const [held, setHeld] = useState(url);
  const picked = pickMediaUrl(held, url, Date.now());
  if (picked !== held) setHeld(picked);
  return picked;
}
