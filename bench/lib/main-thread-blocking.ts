/**
 * The blocking time of a page load computed from Chromium's trace of it, twice: once from each
 * main-thread task's wall-clock time, as Lighthouse's simulation reads it, and once from the time
 * the thread really ran (the trace's thread clock). On a machine whose cores the browser's other
 * processes, the server and Lighthouse share with the page, the page's main thread waits for a
 * core inside its tasks: the wall clock counts that wait, the thread clock does not. The second
 * figure is the page's own work, the first what the machine made of it.
 */

/** The fields of a Chromium trace event read here. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall-clock duration, µs. */
  dur?: number;
  /** Thread-clock duration (time the thread ran), µs. */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

export interface MainThreadBlocking {
  /** Σ max(0, slowdown × wall − 50 ms) over the main thread's tasks after the first contentful paint. */
  wallMs: number;
  /** The same sum over each task's thread-clock time. */
  threadMs: number;
  /** The tasks' thread-clock time ÷ their wall-clock time: 1 when the thread never waited for a core. */
  ranShare: number;
}

/** The path of a document's address; null for none or one that is no URL (an empty one, say). */
function pathOf(url: string | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  return new URL(url).pathname;
}

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks. */
const BLOCKING_AFTER_MS = 50;

/**
 * The page's main thread is the one that started loading `pagePath` in the main frame; its tasks
 * count from its first contentful paint to the end of the trace (Lighthouse stops counting at the
 * page's time to interactive, and counts the part after the paint of a task begun before it,
 * which this leaves out: the sums are near Lighthouse's, not equal to them). Null when the trace
 * holds no such load.
 */
export function mainThreadBlocking(
  traceEvents: readonly TraceEvent[],
  pagePath: string,
  slowdown: number,
): MainThreadBlocking | null {
  const navigation = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      pathOf(event.args.data.documentLoaderURL) === pagePath,
  );
  if (!navigation) return null;
  const paint = traceEvents.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  if (!paint) return null;
  let wallMs = 0;
  let threadMs = 0;
  let wallTotal = 0;
  let threadTotal = 0;
  for (const event of traceEvents) {
    if (
      event.name !== 'RunTask' ||
      event.ph !== 'X' ||
      event.pid !== navigation.pid ||
      event.tid !== navigation.tid
    )
      continue;
    if (event.ts < paint.ts) continue;
    const wall = (event.dur ?? 0) / 1000;
    const thread = (event.tdur ?? 0) / 1000;
    wallMs += Math.max(0, slowdown * wall - BLOCKING_AFTER_MS);
    threadMs += Math.max(0, slowdown * thread - BLOCKING_AFTER_MS);
    wallTotal += wall;
    threadTotal += thread;
  }
  return { wallMs, threadMs, ranShare: wallTotal > 0 ? threadTotal / wallTotal : 1 };
}
