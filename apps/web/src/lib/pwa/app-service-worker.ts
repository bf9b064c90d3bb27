import { useSyncExternalStore } from 'react';
import { useAuthStore } from '../auth-store.ts';
import { createServiceWorkerUpdates, type ServiceWorkerUpdates } from './service-worker-updates.ts';

let updates: ServiceWorkerUpdates | null = null;

/**
 * Starts the app's service worker in a built app (the development server has none) and ties it
 * to the session: whenever the signed-in user changes, the answers kept for offline reading go.
 */
export function startServiceWorker(openUrl: (url: string) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const started = createServiceWorkerUpdates(navigator.serviceWorker, { reload: () => window.location.reload(), openUrl });
  setServiceWorkerUpdates(started);
  useAuthStore.subscribe((state, previous) => {
    if (state.token !== previous.token) started.clearApiCache();
  });
  // A phone keeps the app open for days: look for a new version whenever it comes back to view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void started.checkForUpdate().catch(() => undefined);
  });
  // After the page's own loading, so the worker's downloads never compete with the first paint.
  const register = () => void started.register().catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const storeListeners = new Set<() => void>();
let stopForwarding: (() => void) | null = null;

/** Makes `next` the service worker the page's components see. */
export function setServiceWorkerUpdates(next: ServiceWorkerUpdates | null): void {
  stopForwarding?.();
  updates = next;
  stopForwarding = next?.subscribe(notifyStore) ?? null;
  notifyStore();
}

function notifyStore(): void {
  for (const listener of storeListeners) listener();
}

function subscribe(listener: () => void): () => void {
  storeListeners.add(listener);
  return () => storeListeners.delete(listener);
}

/** Whether a new version waits, and the reload that switches to it. */
export function useUpdateReady(): { isUpdateReady: boolean; applyUpdate: () => void } {
  const isUpdateReady = useSyncExternalStore(subscribe, () => updates?.isUpdateReady() ?? false);
  return { isUpdateReady, applyUpdate: () => updates?.applyUpdate() };
}
