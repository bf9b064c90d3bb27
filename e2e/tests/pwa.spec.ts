import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { chromiumLaunchOptions } from '../chromium.ts';
import { DESKTOP, PHONE, callApi, logIn, openDirectChat, person, setUpLinkedClassroom } from '../fixtures.ts';
import { snap } from '../support.ts';

/** Waits until the app's service worker controls the page (it claims the page on first install). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** How many API answers the worker keeps for offline reading. */
function keptApiAnswers(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys()) {
      if (name.startsWith('homeroom-api-')) count += (await (await caches.open(name)).keys()).length;
    }
    return count;
  });
}

/** A signed-in page on `context`, its worker in control before the first answer to keep. */
async function signedInPage(context: BrowserContext, user: Parameters<typeof logIn>[1]): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await waitForServiceWorker(page);
  await logIn(page, user);
  return page;
}

test('the app is installable: a valid manifest, icons, and a worker that controls the page', async ({ request, baseURL }) => {
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Homeroom', short_name: 'Homeroom', start_url: '/home', scope: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((entry) => entry.sizes === size && entry.purpose === purpose);
      expect(icon, `${purpose} ${size}`).toBeDefined();
      const picture = await request.get(icon?.src ?? '');
      expect(picture.headers()['content-type']).toBe('image/png');
      // The PNG's own width and height (IHDR) are what the manifest says.
      const body = await picture.body();
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(size);
    }
  }
  const workerResponse = await request.get('/sw.js');
  expect(workerResponse.headers()['cache-control']).toBe('no-cache');

  // A browser with a profile of its own: an incognito window is never offered the install.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'homeroom-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, ...DESKTOP, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // Chromium's own installability criteria, those Lighthouse's audit reads.
  const cdp = await page.context().newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await context.close();
  await rm(profile, { recursive: true, force: true });
});

test('offline, the app opens with the last-seen class story and says it is offline; logging out forgets it', async ({ browser, request }) => {
  const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
    teacher: person('pwa-teacher', 'Iris', 'Brook'),
    parent: person('pwa-parent', 'Omar', 'Haddad'),
    className: 'Year 2 Herons',
    studentName: 'Lina Haddad',
  });
  const story = await callApi<{ id: number }>(request, 'POST', 'school/story-create/', teacher, {
    title: 'Seeds in jars',
    content: 'Our beans have sprouted on the windowsill.',
    school_class: classId,
  });
  await callApi(request, 'POST', 'school/story-comment-create/', teacher, { story: story.id, content: 'Water them on Friday.' });

  const context = await browser.newContext(DESKTOP);
  const page = await signedInPage(context, parent);
  await page.goto(`/class/${classId}`);
  await expect(page.getByText('Our beans have sprouted on the windowsill.')).toBeVisible();
  await expect(page.getByText('Water them on Friday.')).toBeVisible();
  await expect.poll(() => keptApiAnswers(page)).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline — showing what you saw last.' })).toBeVisible();
  await expect(page.getByText('Our beans have sprouted on the windowsill.')).toBeVisible();
  await expect(page.getByText('Water them on Friday.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Year 2 Herons' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'pwa-offline-class-desktop');

  // Back online and signed out: what this user saw is no longer kept for the next one.
  await context.setOffline(false);
  await expect(page.getByText('You are offline — showing what you saw last.')).toBeHidden();
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => keptApiAnswers(page)).toBe(0);
  await context.close();
});

test('offline on a phone in Arabic, the class page reads right to left with the offline banner', async ({ browser, request }) => {
  const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
    teacher: person('pwa-teacher-ar', 'Iris', 'Brook'),
    parent: person('pwa-parent-ar', 'Omar', 'Haddad'),
    className: 'Year 2 Herons',
    studentName: 'Lina Haddad',
  });
  await callApi(request, 'POST', 'school/story-create/', teacher, {
    title: 'Seeds in jars',
    content: 'Our beans have sprouted on the windowsill.',
    school_class: classId,
  });
  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'ar' });

  const context = await browser.newContext(PHONE);
  const page = await signedInPage(context, parent);
  await page.goto(`/class/${classId}`);
  await expect(page.getByText('Our beans have sprouted on the windowsill.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => keptApiAnswers(page)).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('أنت غير متصل — نعرض آخر ما شاهدته.')).toBeVisible();
  await expect(page.getByText('Our beans have sprouted on the windowsill.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await snap(page, 'pwa-offline-class-phone-ar');
  await context.close();
});

test('a push shows a notification whose click opens the chat in the app', async ({ browser, request, baseURL }) => {
  const { teacher, parent } = await setUpLinkedClassroom(request, {
    teacher: person('pwa-push-teacher', 'Iris', 'Brook'),
    parent: person('pwa-push-parent', 'Omar', 'Haddad'),
    className: 'Year 2 Herons',
    studentName: 'Lina Haddad',
  });
  const chatId = await openDirectChat(request, parent, teacher);
  const origin = new URL(baseURL ?? '').origin;

  const context = await browser.newContext(DESKTOP);
  await context.grantPermissions(['notifications'], { origin });
  const page = await signedInPage(context, parent);

  // The DevTools protocol plays the push service: it hands a message to the registered worker.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  // A push reaches an active worker only: one delivered while it still installs is dropped.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const deliverChatPush = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify({ title: 'Iris Brook', body: 'See you at pick-up.', url: `/chatGroup/${chatId}`, tag: `chat-${chatId}` }),
    });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        data: notification.data as unknown,
      })),
    );
  // Delivered again if the first went astray: the same tag replaces, so one notification shows.
  await expect(async () => {
    await deliverChatPush();
    await expect.poll(shown, { timeout: 5_000 }).toEqual([
      { title: 'Iris Brook', body: 'See you at pick-up.', tag: `chat-${chatId}`, data: { url: `/chatGroup/${chatId}` } },
    ]);
  }).toPass({ timeout: 30_000 });

  // A click on the notification, as the browser would dispatch it to the worker.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventClass = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification?: Notification }) => Event })
      .NotificationEvent;
    const click = new NotificationEventClass('notificationclick', { notification });
    // A click made here is not the browser's own, whose waitUntil it would refuse: keep its promise instead.
    let handled: Promise<unknown> = Promise.resolve();
    Object.defineProperty(click, 'waitUntil', { value: (promise: Promise<unknown>) => (handled = promise) });
    scope.dispatchEvent(click);
    await handled;
  });
  await expect(page).toHaveURL(new RegExp(`/chatGroup/${chatId}$`));
  await expect.poll(shown).toEqual([]);

  // A push with nothing readable still shows something: the browser requires it. Delivered again
  // if it went astray, as the first (the worker may have been stopped after the click).
  await expect(async () => {
    // A late first showing must not count twice: an untagged notification does not replace.
    await page.evaluate(async () => {
      for (const notification of await (await navigator.serviceWorker.ready).getNotifications()) notification.close();
    });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: '' });
    await expect.poll(shown, { timeout: 5_000 }).toEqual([{ title: 'Homeroom', body: '', tag: '', data: { url: '/home' } }]);
  }).toPass({ timeout: 30_000 });
  await context.close();
});

/** The built worker and the compressed copies the server sends in its place. */
const WORKER_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((file) => path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', file));

test('a new version waits until the user chooses Reload, then the page runs on it', async ({ browser }) => {
  const originals = await Promise.all(WORKER_FILES.map((file) => readFile(file)));
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await waitForServiceWorker(page);
    const shellCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('homeroom-shell-')));
    const [firstVersion] = await shellCaches();
    expect(firstVersion).toBeDefined();

    // The next build is deployed: the same files under a new version.
    const nextWorker = originals[0]?.toString().replace(/"version":"([0-9a-f]+)"/, '"version":"$1next"') ?? '';
    expect(nextWorker).toContain('next"');
    await writeFile(WORKER_FILES[0] ?? '', nextWorker);
    await writeFile(WORKER_FILES[1] ?? '', brotliCompressSync(nextWorker));
    await writeFile(WORKER_FILES[2] ?? '', gzipSync(nextWorker));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Homeroom is ready.' });
    await expect(prompt).toBeVisible();
    // Until the user chooses, the page keeps running on the version it started with.
    expect(await shellCaches()).toContain(firstVersion);
    await snap(page, 'pwa-update-ready-desktop');

    await page.evaluate(() => Object.assign(window, { isOldPage: true }));
    await prompt.getByRole('button', { name: 'Reload' }).click();
    // While the page reloads there is no page to ask: it counts as the old one until the new one answers.
    await expect.poll(() => page.evaluate(() => 'isOldPage' in window).catch(() => true)).toBe(false);
    await page.waitForLoadState();
    await expect(prompt).toBeHidden();
    await expect.poll(shellCaches).toEqual([`${firstVersion}next`]);
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  } finally {
    await Promise.all(WORKER_FILES.map((file, index) => writeFile(file, originals[index] ?? '')));
    await context.close();
  }
});
