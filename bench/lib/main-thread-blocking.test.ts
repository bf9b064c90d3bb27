import { describe, expect, it } from 'vitest';
import { mainThreadBlocking } from './main-thread-blocking.ts';

const PAGE = 'http://127.0.0.1:4000/class/1';

/** A navigation as Chromium traces it: on a thread, to an address, in the main frame or not. */
function navigation(thread: { pid: number; tid: number }, atMs: number, url: string, isMainFrame = true) {
  return {
    name: 'navigationStart',
    ph: 'R',
    ...thread,
    ts: atMs * 1000,
    args: { data: { documentLoaderURL: url, isLoadingMainFrame: isMainFrame } },
  };
}

const PAGE_THREAD = { pid: 7, tid: 1 };
const FRAME_THREAD = { pid: 9, tid: 3 };

/** A renderer's main thread (pid 7, tid 1) that loads the page, paints at 100 ms, then runs `tasks`. */
function traceOf(tasks: { at: number; wallMs: number; threadMs: number; tid?: number }[]) {
  return [
    // The bench's own first page (a small file of the origin) on the same thread: not the load measured.
    navigation(PAGE_THREAD, 0, 'http://127.0.0.1:4000/favicon.svg'),
    // The same address in a frame inside a page of another process: not the page's load.
    navigation(FRAME_THREAD, 1, PAGE, false),
    { name: 'firstContentfulPaint', ph: 'R', ...FRAME_THREAD, ts: 2_000 },
    { name: 'RunTask', ph: 'X', ...FRAME_THREAD, ts: 3_000, dur: 500_000, tdur: 500_000 },
    // A frame's navigation with no address yet (Chromium writes one for the first, empty document).
    navigation(PAGE_THREAD, 5, ''),
    navigation(PAGE_THREAD, 10, PAGE),
    { name: 'firstContentfulPaint', ph: 'R', ...PAGE_THREAD, ts: 100_000 },
    ...tasks.map((task) => ({
      name: 'RunTask',
      ph: 'X',
      pid: PAGE_THREAD.pid,
      tid: task.tid ?? PAGE_THREAD.tid,
      ts: task.at * 1000,
      dur: task.wallMs * 1000,
      tdur: task.threadMs * 1000,
    })),
  ];
}

describe("the main thread's blocking time", () => {
  it('sums 4 × task − 50 ms after the first paint, by the wall clock and by the time the thread ran', () => {
    const trace = traceOf([
      { at: 50, wallMs: 100, threadMs: 100 }, // before the first paint: not counted
      { at: 120, wallMs: 40, threadMs: 10 }, // 160 − 50 by the wall clock; 40 < 50 by the thread
      { at: 200, wallMs: 30, threadMs: 20 }, // 70 and 30
      { at: 300, wallMs: 10, threadMs: 10 }, // 40 and 40: no blocking
      { at: 400, wallMs: 90, threadMs: 90, tid: 2 }, // another thread: not counted
    ]);
    const blocking = mainThreadBlocking(trace, '/class/1', 4);
    expect(blocking?.wallMs).toBeCloseTo(110 + 70, 6);
    expect(blocking?.threadMs).toBeCloseTo(30, 6);
    expect(blocking?.ranShare).toBeCloseTo(40 / 80, 6);
  });

  it('answers null when the trace holds no load of the page, or no paint of it', () => {
    expect(mainThreadBlocking(traceOf([]), '/class/2', 4)).toBeNull();
    expect(
      mainThreadBlocking(
        traceOf([]).filter((event) => event.name !== 'firstContentfulPaint'),
        '/class/1',
        4,
      ),
    ).toBeNull();
  });
});
