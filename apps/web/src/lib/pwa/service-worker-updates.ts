import { isWorkerToPageMessage, type PageToWorkerMessage } from './worker-messages.ts';

/** Where the worker is built to: `/sw.js`, so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerUpdates {
  /** Registers the worker and starts watching for a new version. */
  register: () => Promise<void>;
  /** Asks the server whether a new version exists (the browser also does so on navigation). */
  checkForUpdate: () => Promise<void>;
  /** True once a new version has installed and waits for the user's reload. */
  isUpdateReady: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** The user chose Reload: the waiting version takes over, then the page reloads once. */
  applyUpdate: () => void;
  /** Forgets the API answers kept for offline reading (at login and logout). */
  clearApiCache: () => void;
}

export interface ServiceWorkerUpdatesOptions {
  reload: () => void;
  /** A notification was clicked: show this path of the app. */
  openUrl: (url: string) => void;
}

/**
 * The page's side of the service worker (docs/decisions.md, "Installable app"): a new version
 * waits until the user chooses to reload, so no page runs on a mix of old and new files.
 */
export function createServiceWorkerUpdates(
  container: ServiceWorkerContainer,
  { reload, openUrl }: ServiceWorkerUpdatesOptions,
): ServiceWorkerUpdates {
  let registration: ServiceWorkerRegistration | null = null;
  let waiting: ServiceWorker | null = null;
  let isReloadRequested = false;
  let hasReloaded = false;
  const listeners = new Set<() => void>();

  function offer(worker: ServiceWorker): void {
    // Without a controller this is the first install, not an update: nothing to reload into.
    if (!container.controller || waiting === worker) return;
    waiting = worker;
    for (const listener of listeners) listener();
  }

  function watch(worker: ServiceWorker): void {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  }

  function post(worker: ServiceWorker | null | undefined, message: PageToWorkerMessage): void {
    worker?.postMessage(message);
  }

  container.addEventListener('controllerchange', () => {
    if (!isReloadRequested || hasReloaded) return;
    hasReloaded = true;
    reload();
  });
  container.addEventListener('message', (event: MessageEvent) => {
    if (isWorkerToPageMessage(event.data)) openUrl(event.data.url);
  });

  return {
    async register() {
      registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
      if (registration.waiting) offer(registration.waiting);
      if (registration.installing) watch(registration.installing);
      registration.addEventListener('updatefound', () => {
        if (registration?.installing) watch(registration.installing);
      });
    },
    async checkForUpdate() {
      await registration?.update();
    },
    isUpdateReady: () => waiting !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyUpdate() {
      if (!waiting) return;
      isReloadRequested = true;
      post(waiting, { type: 'skip-waiting' });
    },
    clearApiCache() {
      post(registration?.active ?? container.controller, { type: 'clear-api-cache' });
    },
  };
}
