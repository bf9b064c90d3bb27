import cluster, { type Worker } from 'node:cluster';

/**
 * Preloaded (`--import`) into every server the benchmarks start, with `--expose-gc`: on the
 * message `bench:memory` from the parent it collects garbage and answers the process's memory,
 * so that memory per socket is measured on live objects, not on garbage not yet collected.
 * A primary of several workers (`WORKERS`; they load this probe too) answers its own memory and
 * theirs together, and `bench:workers` with how many of them listen.
 */
interface MemoryAnswer {
  type: 'bench:memory';
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}
const collect = (globalThis as { gc?: () => void }).gc;
const listeningWorkers = new Set<number>();
if (cluster.isPrimary) {
  cluster.on('listening', (worker) => listeningWorkers.add(worker.id));
  cluster.on('exit', (worker) => listeningWorkers.delete(worker.id));
}

function memoryOf(worker: Worker): Promise<MemoryAnswer | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 5000);
    const onMessage = (message: unknown) => {
      if ((message as { type?: string }).type !== 'bench:memory') return;
      clearTimeout(timer);
      worker.off('message', onMessage);
      resolve(message as MemoryAnswer);
    };
    worker.on('message', onMessage);
    worker.send('bench:memory');
  });
}

process.on('message', (message) => {
  if (message === 'bench:workers') {
    process.send?.({ type: 'bench:workers', listening: listeningWorkers.size });
    return;
  }
  if (message !== 'bench:memory') return;
  collect?.();
  collect?.();
  const own = process.memoryUsage();
  const workers = cluster.isPrimary ? Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker)) : [];
  void Promise.all(workers.map(memoryOf)).then((answers) => {
    const total: MemoryAnswer = { type: 'bench:memory', rss: own.rss, heapUsed: own.heapUsed, external: own.external, arrayBuffers: own.arrayBuffers };
    for (const answer of answers) {
      if (!answer) continue;
      total.rss += answer.rss;
      total.heapUsed += answer.heapUsed;
      total.external += answer.external;
      total.arrayBuffers += answer.arrayBuffers;
    }
    process.send?.(total);
  });
});
// The channel must not keep a server alive that is told to stop.
process.channel?.unref();
export {};
