import { useEffect, useState } from 'react';

/** How many stories are drawn now, and how many of them with their comments. */
export interface StoriesDrawn {
  stories: number;
  withComments: number;
}

/**
 * How much of `total` stories to draw now: the newest story whole with the page (a phone's first
 * screen shows it, and it keeps the page's foot below that screen), then one part in each following
 * task: the next story's text and pictures, its comments, the next story, and so on. A story with
 * its comments and comment form takes a slow phone some 60 ms to draw, and a task of more than
 * 50 ms keeps it from answering a tap (Lighthouse's "total blocking time"); half a story does not.
 * `mustShow` stories are drawn whole at once: a story the address points to (`#story-41`) is there
 * to scroll to. Past the first story, nothing more is drawn until `isReady` (the stories' comments
 * are in, or failed): each later story is then drawn once, with its comments, rather than with a
 * spinner first and all of them again, in one long task, when the comments come.
 */
export function useStoriesInSteps(total: number, mustShow = 0, isReady = true): StoriesDrawn {
  const [steps, setSteps] = useState(2);
  useEffect(() => {
    if (steps >= total * 2 || !isReady) return;
    const timer = window.setTimeout(() => setSteps((count) => count + 1), 0);
    return () => window.clearTimeout(timer);
  }, [steps, total, isReady]);
  return {
    stories: Math.min(total, Math.max(Math.ceil(steps / 2), mustShow)),
    withComments: Math.min(total, Math.max(Math.floor(steps / 2), mustShow)),
  };
}
