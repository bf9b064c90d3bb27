/** What a push message shows: the server sends `{ title, body, url, tag }` as JSON. */
export interface PushedNotification {
  title: string;
  body: string;
  /** A path of the app to open on click. */
  url: string;
  tag?: string;
}

/** What a browser shows when a push carries nothing readable: it must show something. */
const GENERIC_NOTIFICATION: PushedNotification = { title: 'Homeroom', body: '', url: '/home' };

function textField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads a push message's text; anything unknown or empty becomes the generic notification. */
export function readPushedNotification(text: string | null | undefined): PushedNotification {
  if (!text) return GENERIC_NOTIFICATION;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return GENERIC_NOTIFICATION;
  }
  if (typeof data !== 'object' || data === null) return GENERIC_NOTIFICATION;
  const fields = data as Record<string, unknown>;
  const title = textField(fields.title);
  if (!title) return GENERIC_NOTIFICATION;
  const tag = textField(fields.tag);
  return { title, body: textField(fields.body) ?? '', url: textField(fields.url) ?? GENERIC_NOTIFICATION.url, ...(tag ? { tag } : {}) };
}

/**
 * The address a click opens: a path of this app only, so a payload cannot send the user
 * elsewhere; anything else opens Home.
 */
export function appAddress(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin) return GENERIC_NOTIFICATION.url;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return GENERIC_NOTIFICATION.url;
  }
}
