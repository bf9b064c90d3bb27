import { useEffect, useState } from 'react';

/** Stories drawn with the page: a phone's first screen shows one or two, a laptop's two or three. */
const FIRST_STEP = 3;
/** Stories added by each later task: a story with its comments takes a slow phone tens of milliseconds to draw. */
const NEXT_STEP = 2;

/**
 * How many of `total` stories to draw now: the first screen with the page, then a few more in
 * each following task, so that no one task keeps a slow phone from answering a tap (Lighthouse's
 * "total blocking time") and the first story shows sooner. `mustShow` are drawn at once: a story
 * the address points to (`#story-41`) is there to scroll to.
 */
export function useStoriesInSteps(total: number, mustShow = 0): number {
  const [drawn, setDrawn] = useState(() => Math.max(FIRST_STEP, mustShow));
  useEffect(() => {
    if (drawn >= total) return;
    const timer = window.setTimeout(() => setDrawn((count) => count + NEXT_STEP), 0);
    return () => window.clearTimeout(timer);
  }, [drawn, total]);
  return Math.min(total, Math.max(drawn, mustShow));
}
