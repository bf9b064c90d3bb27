import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True while the browser knows it has no network (then the app shows what it saw last). */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribe, () => !navigator.onLine);
}
