import { options } from 'preact';

/**
 * Preact runs a render's effects, and the cleanups of components taken away, "after the next
 * frame": on `requestAnimationFrame`, or after 35 ms if no frame comes. When a test file ends,
 * Vitest closes jsdom's window, which drops its frames, and takes `cancelAnimationFrame` off the
 * global. A render just before that (an answer arriving as the last test ended) left Preact's
 * 35 ms timer running; it then called the missing function and failed the whole web run (CI,
 * 2026-11-29).
 *
 * So in the tests Preact asks here for its frames, which wait the same way (a frame, or 35 ms),
 * and the setup runs every frame still waiting once a test's components are gone
 * (`runWaitingFrames`), while the window is there.
 */
const FRAME_TIMEOUT_MS = 35;

const waitingFrames = new Set<() => void>();

export function waitForFramesThroughTests(): void {
  options.requestAnimationFrame = (afterFrame) => {
    const run = () => {
      if (!waitingFrames.delete(run)) return;
      clearTimeout(timeout);
      cancelAnimationFrame(frame);
      afterFrame();
    };
    const timeout = setTimeout(run, FRAME_TIMEOUT_MS);
    const frame = requestAnimationFrame(run);
    waitingFrames.add(run);
  };
}

/** How many of Preact's frames wait to run. */
export function waitingFrameCount(): number {
  return waitingFrames.size;
}

/**
 * Runs now every frame still waiting, and those their effects ask for, up to a bound: effects
 * that keep rendering would otherwise never let the test end.
 */
export function runWaitingFrames(): void {
  for (let round = 0; round < 10 && waitingFrames.size > 0; round += 1) {
    for (const run of [...waitingFrames]) run();
  }
}
