import { useEffect, useSyncExternalStore } from 'react';

/**
 * How long the frame's extras (the bell, the call dialog) wait at most for the first page to draw
 * its content: a page without a `PageGate` does not tell, and they then come after this.
 */
export const FIRST_SCREEN_WAIT_MS = 2000;

let isShown = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The first page's own content is on screen: what the frame holds back until then may load. Once
 * per visit; later pages change nothing.
 */
export function markFirstScreenShown(): void {
  if (isShown) return;
  isShown = true;
  for (const listener of listeners) listener();
}

/**
 * False until the first page has drawn its content (or `FIRST_SCREEN_WAIT_MS` passed), then true
 * for good. The signed-in frame's bell and call dialog wait for it, so that on a slow phone their
 * code and requests do not compete with the page's for the network before the page has painted
 * (docs/decisions.md, "The class page's first screen on a phone, round 3").
 */
export function useIsFirstScreenShown(): boolean {
  const shown = useSyncExternalStore(subscribe, () => isShown);
  useEffect(() => {
    if (shown) return;
    const timer = window.setTimeout(markFirstScreenShown, FIRST_SCREEN_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return shown;
}

/**
 * A page calls this with true once its content (or its error) is drawn. Effects run after the
 * browser paints, so what waited starts after the page's first paint, not before it.
 */
export function useMarkFirstScreenShown(isDrawn: boolean): void {
  useEffect(() => {
    if (isDrawn) markFirstScreenShown();
  }, [isDrawn]);
}
