import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const probe = path.join(repoRoot, 'bench/lib/memory-probe.ts');

export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export interface BenchProcess {
  name: string;
  origin: string;
  child: ChildProcess;
  /** The process's memory after a full garbage collection, with its workers' (`WORKERS`). */
  memory(): Promise<MemorySample>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
const interruptCleanups = new Set<() => Promise<unknown>>();
/** Whatever happens to the bench, the servers it started do not outlive it. */
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGKILL');
    void Promise.allSettled([...interruptCleanups].map((cleanup) => cleanup())).then(() => process.exit(130));
  });
}

/** Runs the cleanup (a database to drop, files to remove) if the bench is interrupted; answers the function that forgets it. */
export function cleanUpOnInterrupt(cleanup: () => Promise<unknown>): () => void {
  interruptCleanups.add(cleanup);
  return () => interruptCleanups.delete(cleanup);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nothing serves ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Starts a TypeScript entry point as a process of its own on a free port (`PORT`), with the
 * memory probe, and waits until `readyPath` answers.
 */
export async function startProcess(name: string, script: string, env: Record<string, string>, readyPath: string): Promise<BenchProcess> {
  const port = await freePort();
  // A CPU profile of each process, written when it stops (Node refuses --cpu-prof in NODE_OPTIONS).
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--expose-gc', '--import', 'tsx', '--import', probe, path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${origin}${readyPath}`, child);
  const workers = Number(env.WORKERS ?? 1);
  if (workers > 1) await waitForWorkers(name, child, workers);
  return {
    name,
    origin,
    child,
    memory() {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name}: no memory answer`)), 10_000);
        const onMessage = (message: unknown) => {
          const sample = message as { type?: string } & MemorySample;
          if (sample.type !== 'bench:memory') return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve({ rss: sample.rss, heapUsed: sample.heapUsed, external: sample.external, arrayBuffers: sample.arrayBuffers });
        };
        child.on('message', onMessage);
        child.send('bench:memory');
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Until the primary of `WORKERS` says that many workers listen (the memory probe answers). */
async function waitForWorkers(name: string, child: ChildProcess, workers: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const listening = await new Promise<number>((resolve) => {
      const timer = setTimeout(() => resolve(0), 2000);
      const onMessage = (message: unknown) => {
        const answer = message as { type?: string; listening?: number };
        if (answer.type !== 'bench:workers') return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(answer.listening ?? 0);
      };
      child.on('message', onMessage);
      child.send('bench:workers');
    });
    if (listening >= workers) return;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${name}: ${listening} of ${workers} workers listen`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The process and its descendants (a primary's workers), from /proc. */
async function processTree(pid: number): Promise<number[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const parents = new Map<number, number[]>();
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(parents.get(tree[index] as number) ?? []));
  return tree;
}

/** CPU time (user + system) a process and its descendants (workers) have used so far, in clock ticks. */
export async function cpuTicks(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  let ticks = 0;
  for (const member of await processTree(pid)) {
    const stat = await readFile(`/proc/${member}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks;
}

/**
 * Waits until the processes are idle (under 5% of a core over 200 ms): a load generator that
 * stops leaves requests queued in the server, whose work must not fall on the next measurement.
 */
export async function waitIdle(processes: BenchProcess[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const before = await Promise.all(processes.map((entry) => cpuTicks(entry.child.pid ?? 0)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await Promise.all(processes.map((entry) => cpuTicks(entry.child.pid ?? 0)));
    // 100 ticks per second: 5% of a core over 200 ms is one tick.
    if (after.every((ticks, index) => ticks - (before[index] ?? 0) <= 1) || Date.now() > deadline) return;
  }
}
