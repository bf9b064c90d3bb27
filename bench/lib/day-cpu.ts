import { readdir, readFile } from 'node:fs/promises';

/**
 * CPU time as the school-day bench reads it, from /proc: of a process and its children (an
 * instance may run workers of its own), of the PostgreSQL backends serving one database, and of
 * the whole machine. Ticks are 1/100 s.
 */

interface ProcStat {
  pid: number;
  ppid: number;
  ticks: number;
}

async function readStat(pid: number): Promise<ProcStat | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (stat === '') return null;
  // Fields after the command name (which may hold spaces): ppid is the 4th, utime and stime the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { pid, ppid: Number(fields[1] ?? 0), ticks: Number(fields[11] ?? 0) + Number(fields[12] ?? 0) };
}

async function listPids(): Promise<number[]> {
  return (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number);
}

/** Ticks used so far by each process of the trees under `roots`, by pid (a process that ends drops out). */
export async function treeTicks(roots: number[]): Promise<Map<number, number>> {
  const stats = (await Promise.all((await listPids()).map(readStat))).filter(
    (stat): stat is ProcStat => stat !== null,
  );
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const byPid = new Map(stats.map((stat) => [stat.pid, stat]));
  const ticks = new Map<number, number>();
  const visit = (pid: number) => {
    const stat = byPid.get(pid);
    if (!stat || ticks.has(pid)) return;
    ticks.set(pid, stat.ticks);
    for (const child of children.get(pid) ?? []) visit(child.pid);
  };
  for (const root of roots) visit(root);
  return ticks;
}

/** Ticks used so far by the PostgreSQL backends connected to `database` (their title names it), by pid. */
export async function postgresTicks(database: string): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  await Promise.all(
    (await listPids()).map(async (pid) => {
      const title = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      if (!title.startsWith('postgres: ') || !title.includes(` ${database} `)) return;
      const stat = await readStat(pid);
      if (stat) ticks.set(pid, stat.ticks);
    }),
  );
  return ticks;
}

/** Ticks between two readings, for the processes present in both. */
export function ticksBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ticks] of after) {
    const start = before.get(pid);
    if (start !== undefined) sum += ticks - start;
  }
  return sum;
}

/** The machine's busy and total ticks so far (all cores). */
export async function machineTicks(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th.
  return { busy: total - (values[3] ?? 0) - (values[4] ?? 0), total };
}

/** The database an instance serves, from its environment (null on PGlite). */
export async function databaseOf(pid: number): Promise<string | null> {
  const environ = await readFile(`/proc/${pid}/environ`, 'utf8').catch(() => '');
  const url = environ.split('\0').find((entry) => entry.startsWith('DATABASE_URL='));
  if (!url) return null;
  return new URL(url.slice('DATABASE_URL='.length)).pathname.slice(1) || null;
}
