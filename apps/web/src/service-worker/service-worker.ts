/**
 * Homeroom's service worker (docs/decisions.md, "Installable app"): it keeps this build's files
 * in a versioned cache so the app opens offline, keeps the last answer of the API pages a person
 * reads again (per session), shows pushed notifications and opens their page on click. Built into
 * `dist/sw.js` by the Vite build, which fills in BUILD_MANIFEST from the build's output.
 */
import { isPageToWorkerMessage, type WorkerToPageMessage } from '../lib/pwa/worker-messages.ts';
import { appAddress, readPushedNotification } from './push-notification.ts';
import { chooseStrategy } from './request-policy.ts';

declare const self: ServiceWorkerGlobalScope;
/** This build's version and files (paths from `/`), written in by the build. */
declare const BUILD_MANIFEST: { version: string; files: string[] };

const SHELL_CACHE_PREFIX = 'homeroom-shell-';
const API_CACHE_PREFIX = 'homeroom-api-';
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${BUILD_MANIFEST.version}`;
// Tied to the version too: a new app never reads an answer shaped by an older server.
const API_CACHE = `${API_CACHE_PREFIX}${BUILD_MANIFEST.version}`;
const SHELL_PAGE = '/index.html';
/** Which session a kept answer belongs to: only the same session reads it back. */
const SESSION_HEADER = 'x-homeroom-session';
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

const precachedPaths = new Set(BUILD_MANIFEST.files);

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the page offers the user a reload.
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(BUILD_MANIFEST.files)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        const isOurs = name.startsWith(SHELL_CACHE_PREFIX) || name.startsWith(API_CACHE_PREFIX);
        if (isOurs && name !== SHELL_CACHE && name !== API_CACHE) await caches.delete(name);
      }
      // The first install controls the page that registered it, so it works offline at once.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (!isPageToWorkerMessage(event.data)) return;
  if (event.data.type === 'skip-waiting') void self.skipWaiting();
  else event.waitUntil(caches.delete(API_CACHE));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = chooseStrategy(
    { method: request.method, url: new URL(request.url), mode: request.mode },
    self.location.origin,
    precachedPaths,
  );
  if (strategy === 'page') event.respondWith(answerPage(request));
  else if (strategy === 'precached') event.respondWith(answerPrecached(request));
  else if (strategy === 'last-seen-api') event.respondWith(answerLastSeen(event));
});

async function answerPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function answerPrecached(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE, ignoreSearch: true });
  return cached ?? fetch(request);
}

/** A short fingerprint of the request's credentials: the session an answer was given to. */
async function sessionOf(request: Request): Promise<string> {
  const credentials = request.headers.get('authorization') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(credentials));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function answerLastSeen(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const session = await sessionOf(request);
  try {
    const response = await fetch(request);
    // Kept while the page already reads the answer: keeping it never delays the page.
    if (response.status === 200) event.waitUntil(keepAnswer(request, response.clone(), session));
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: API_CACHE });
    if (cached && cached.headers.get(SESSION_HEADER) === session) return cached;
    throw error;
  }
}

async function keepAnswer(request: Request, response: Response, session: string): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(SESSION_HEADER, session);
  const kept = new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  await (await caches.open(API_CACHE)).put(request, kept);
}

self.addEventListener('push', (event) => {
  const notification = readPushedNotification(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      ...(notification.tag ? { tag: notification.tag } : {}),
      data: { url: notification.url },
      icon: ICON,
      badge: BADGE,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' ? data.url : '/home';
  event.waitUntil(openApp(appAddress(url, self.location.origin)));
});

/** Brings a window of the app forward on `address` (its router moves there), or opens one. */
async function openApp(address: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const appWindow = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!appWindow) {
    await self.clients.openWindow(address);
    return;
  }
  const message: WorkerToPageMessage = { type: 'open-url', url: address };
  appWindow.postMessage(message);
  // Focusing may be refused (the browser decides); the page has moved to the address either way.
  await appWindow.focus().catch(() => undefined);
}
