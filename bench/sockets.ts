import { openMany, wsOrigin, type ChatClient } from './lib/chat-clients.ts';
import { cpuTicks, startProcess, waitIdle, type BenchProcess, type MemorySample } from './lib/processes.ts';
import { kib, round, settings, sleep } from './lib/stats.ts';
import type { Target } from './lib/target.ts';

/** Sockets opened (and left open) before the baseline, so that warm-up does not count as per-socket memory. */
const WARM_UP = 200;
/** How long the servers are watched while the sockets sit idle. */
const IDLE_SECONDS = 4;

export interface SocketsResult {
  opened: number;
  failures: number;
  firstError?: string;
  /** Sockets set up per second while opening them 50 at a time. */
  openedPerSecond: number;
  /** Per socket, after a full collection, summed over the instances. */
  rssPerSocket: number;
  heapPerSocket: number;
  /** CPU the servers use while the sockets sit idle, in % of one core (all instances together). */
  idleCpu: number;
}

export interface SocketsRow {
  reference: SocketsResult;
  subject: SocketsResult;
  /** Subject's memory per socket (heap) over the reference's. */
  heapRatio: number;
}

const total = (samples: MemorySample[], key: keyof MemorySample) => samples.reduce((sum, sample) => sum + sample[key], 0);

async function measure(urls: string[], processes: BenchProcess[]): Promise<SocketsResult> {
  const warm = await openMany(urls.slice(0, WARM_UP), 50);
  await waitIdle(processes);
  const before = await Promise.all(processes.map((entry) => entry.memory()));
  const started = performance.now();
  const opened = await openMany(urls.slice(WARM_UP), 50);
  const seconds = (performance.now() - started) / 1000;
  await waitIdle(processes);
  await sleep(500);
  const after = await Promise.all(processes.map((entry) => entry.memory()));
  // Idle sockets should cost nothing: nobody sends anything for these seconds.
  const ticksBefore = await Promise.all(processes.map((entry) => cpuTicks(entry.child.pid ?? 0)));
  await sleep(IDLE_SECONDS * 1000);
  const ticksAfter = await Promise.all(processes.map((entry) => cpuTicks(entry.child.pid ?? 0)));
  const idleCpu = ticksAfter.reduce((sum, ticks, index) => sum + ticks - (ticksBefore[index] ?? 0), 0) / IDLE_SECONDS;
  const count = Math.max(opened.clients.length, 1);
  const all: ChatClient[] = [...warm.clients, ...opened.clients];
  for (const client of all) client.close();
  await waitIdle(processes);
  return {
    opened: opened.clients.length,
    failures: opened.failures + warm.failures,
    firstError: opened.firstError ?? warm.firstError,
    openedPerSecond: opened.clients.length / seconds,
    rssPerSocket: (total(after, 'rss') - total(before, 'rss')) / count,
    idleCpu,
    heapPerSocket: (total(after, 'heapUsed') + total(after, 'external') - total(before, 'heapUsed') - total(before, 'external')) / count,
  };
}

/**
 * Idle chat sockets held open: every member of every chat (class groups and direct chats) as
 * many times as needed, spread over the instances, against a bare `ws` server holding the same.
 * Memory per socket is measured after a full garbage collection in each server.
 */
export async function benchSockets(target: Target): Promise<SocketsRow> {
  const { memberships } = target.school;
  const count = settings.sockets + WARM_UP;
  const paths = Array.from({ length: count }, (_, index) => {
    const membership = memberships[index % memberships.length];
    return `/ws/chat/${membership?.groupId}/${membership?.user.token}/`;
  });
  const references: BenchProcess[] = [];
  try {
    for (let index = 0; index < target.origins.length; index += 1) {
      const redisEnv: Record<string, string> = target.redis ? { BENCH_REDIS_URL: target.redis.url, BENCH_REDIS_PREFIX: `${target.redis.prefix}reference:` } : {};
      references.push(await startProcess(`reference-ws-${index + 1}`, 'bench/lib/reference-ws-server.ts', redisEnv, '/'));
    }
    const urlsFor = (origins: string[]) => paths.map((socketPath, index) => `${wsOrigin(origins[index % origins.length] as string)}${socketPath}`);
    const reference = await measure(urlsFor(references.map((entry) => entry.origin)), references);
    const subject = await measure(urlsFor(target.origins), target.instances);
    const row = { reference, subject, heapRatio: subject.heapPerSocket / reference.heapPerSocket };
    console.log(
      `  sockets: Homeroom held ${subject.opened} (${subject.failures} failed${subject.firstError ? `: ${subject.firstError}` : ''}), ${round(subject.openedPerSecond)}/s, ${kib(subject.heapPerSocket)} KiB heap and ${kib(subject.rssPerSocket)} KiB RSS per socket, ${round(subject.idleCpu, 1)}% CPU idle; reference ${reference.opened}, ${round(reference.openedPerSecond)}/s, ${kib(reference.heapPerSocket)} KiB heap, ${kib(reference.rssPerSocket)} KiB RSS, ${round(reference.idleCpu, 1)}% CPU idle; heap ratio ${round(row.heapRatio, 2)}`,
    );
    return row;
  } finally {
    await Promise.all(references.map((reference) => reference.stop()));
  }
}
