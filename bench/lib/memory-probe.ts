/**
 * Preloaded (`--import`) into every server the benchmarks start, with `--expose-gc`: on the
 * message `bench:memory` from the parent it collects garbage and answers the process's memory,
 * so that memory per socket is measured on live objects, not on garbage not yet collected.
 */
const collect = (globalThis as { gc?: () => void }).gc;
process.on('message', (message) => {
  if (message !== 'bench:memory') return;
  collect?.();
  collect?.();
  process.send?.({ type: 'bench:memory', ...process.memoryUsage() });
});
// The channel must not keep a server alive that is told to stop.
process.channel?.unref();
export {};
