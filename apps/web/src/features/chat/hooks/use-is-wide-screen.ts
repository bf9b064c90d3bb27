import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the hub shows contacts and chats side by side. */
const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isWideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

/** Whether the screen is wide enough for two columns; follows the window as it is resized or turned. */
export function useIsWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWideScreen, () => false);
}
