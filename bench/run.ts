import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchChaos, chaosTable, type ChaosRow } from './chaos.ts';
import { benchChatFanout, type FanoutRow } from './chat-fanout.ts';
import { benchDay, DAY_HEADERS, DAY_SUMMARY_HEADERS, daySettings, daySummary, dayTable, type DayResult } from './day.ts';
import { benchExport, type ExportResult } from './export.ts';
import { benchHttp, type HttpRow } from './http.ts';
import { benchLighthouse, LIGHTHOUSE_GOALS, requireChromium } from './lighthouse.ts';
import { repoRoot } from './lib/processes.ts';
import { kib, percentile, round, settings, table } from './lib/stats.ts';
import { POSTGRES_URL, startTarget, targetName, type TargetKind } from './lib/target.ts';
import { benchSockets, type SocketsRow } from './sockets.ts';
import { benchWebBytes } from './web-bytes.ts';

/**
 * `npm run bench -- [http] [chat] [sockets] [web] [day] [lighthouse] [chaos] [export] [--targets=pglite-1,postgres-1,postgres-2,postgres-1w2]`
 * runs the benchmarks (all but chaos and export by default) on each target and prints markdown tables for
 * bench/README.md; the raw figures go to bench/results/.
 */
const BENCHES = ['http', 'chat', 'sockets', 'web', 'day', 'lighthouse', 'chaos', 'export'] as const;
type Bench = (typeof BENCHES)[number];
/**
 * `chaos` kills and freezes services; `export` seeds a school of its own with hundreds of MiB of
 * pictures on each target: they run only when asked for.
 */
const DEFAULT_BENCHES = BENCHES.filter((bench) => bench !== 'chaos' && bench !== 'export');
const TARGETS: Record<string, TargetKind> = {
  'pglite-1': { db: 'pglite', instances: 1 },
  'postgres-1': { db: 'postgres', instances: 1 },
  'postgres-2': { db: 'postgres', instances: 2 },
  // One instance whose two workers share its port, PostgreSQL and Redis (WORKERS=2).
  'postgres-1w2': { db: 'postgres', instances: 1, workers: 2 },
};

const args = process.argv.slice(2);
const chosen = args.filter((arg) => !arg.startsWith('--'));
for (const name of chosen) if (!BENCHES.includes(name as Bench)) throw new Error(`unknown benchmark ${name}: choose among ${BENCHES.join(', ')}`);
const benches = new Set<Bench>(chosen.length > 0 ? (chosen as Bench[]) : DEFAULT_BENCHES);
const targetNames = (args.find((arg) => arg.startsWith('--targets='))?.slice('--targets='.length) ?? Object.keys(TARGETS).join(',')).split(',');
for (const name of targetNames) if (!TARGETS[name]) throw new Error(`unknown target ${name}: choose among ${Object.keys(TARGETS).join(', ')}`);

// Lighthouse comes last: a machine without its browser is told now, not half an hour into the run.
if (benches.has('lighthouse')) await requireChromium();

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
/** How PostgreSQL is reached (its socket or TCP) changes the figures: the tables say which. */
const postgresUrl = new URL(POSTGRES_URL);
const postgresVia = postgresUrl.searchParams.get('host') ?? postgresUrl.host;
const machine = `${os.cpus().length} cores (${cpu}), ${round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()}; PostgreSQL at ${postgresVia}`;
console.log(`Homeroom bench on ${machine}; ${settings.seconds} s per measurement, ${settings.rounds} rounds\n`);
const started = Date.now();

const results: {
  machine: string;
  settings: typeof settings;
  targets: { name: string; seedMs: number; rows: Record<string, number>; http?: HttpRow[]; chat?: FanoutRow; sockets?: SocketsRow }[];
  web?: Awaited<ReturnType<typeof benchWebBytes>>;
  lighthouse?: Awaited<ReturnType<typeof benchLighthouse>>;
  chaos?: ChaosRow[];
  exports?: (ExportResult & { name: string })[];
  day?: DayResult[];
} = { machine, settings, targets: [] };

for (const name of targetNames) {
  if (!benches.has('http') && !benches.has('chat') && !benches.has('sockets')) break;
  const kind = TARGETS[name] as TargetKind;
  console.log(`${targetName(kind)}:`);
  const target = await startTarget(kind);
  console.log(`  seeded in ${target.seedMs} ms`);
  const entry: (typeof results.targets)[number] = { name: target.name, seedMs: target.seedMs, rows: target.rows };
  results.targets.push(entry);
  try {
    if (benches.has('http')) entry.http = await benchHttp(target);
    if (benches.has('chat')) entry.chat = await benchChatFanout(target);
    if (benches.has('sockets')) entry.sockets = await benchSockets(target);
  } finally {
    await target.stop();
  }
}
if (benches.has('export')) {
  results.exports = [];
  // An export is one request to one process: two instances or workers would measure the same thing.
  for (const name of targetNames.filter((candidate) => TARGETS[candidate]?.instances === 1 && (TARGETS[candidate]?.workers ?? 1) === 1)) {
    const kind = TARGETS[name] as TargetKind;
    console.log(`${targetName(kind)}, export:`);
    results.exports.push({ name: targetName(kind), ...(await benchExport(kind)) });
  }
}
if (benches.has('day')) {
  results.day = [];
  // The school day seeds a school of its own, sized for its largest step, on each target.
  for (const name of targetNames) {
    const kind = TARGETS[name] as TargetKind;
    console.log(`${targetName(kind)}, school day:`);
    results.day.push(await benchDay(kind));
  }
}
if (benches.has('web')) results.web = await benchWebBytes();
if (benches.has('lighthouse')) results.lighthouse = await benchLighthouse();
if (benches.has('chaos')) results.chaos = await benchChaos();

// The tables of bench/README.md.
const out: string[] = [`Machine: ${machine}. Run took ${round((Date.now() - started) / 1000)} s.`];
const withHttp = results.targets.filter((entry) => entry.http);
if (withHttp.length > 0) {
  out.push(
    '### HTTP (req/s; ratio = Homeroom ÷ bare Fastify with the same JSON)',
    table(
      ['target', 'request', 'conns', 'answer', 'Homeroom req/s', 'p50 / p99 ms', 'reference req/s', 'ratio'],
      withHttp.flatMap((entry) =>
        (entry.http ?? []).map((row) => [
          entry.name,
          row.scenario,
          row.connections,
          `${kib(row.bytes)} KiB`,
          `${round(row.subject.rps)}${row.subject.failures ? ` (${row.subject.failures} failed)` : ''}`,
          `${round(row.subject.p50)} / ${round(row.subject.p99)}`,
          round(row.reference.rps),
          round(row.ratio, 3),
        ]),
      ),
    ),
  );
}
const withChat = results.targets.filter((entry) => entry.chat);
if (withChat.length > 0) {
  out.push(
    '### Chat fan-out (30 clients in one group; latency at a steady 20 msg/s)',
    table(
      ['target', 'Homeroom msg/s', 'p50 / p99 ms', 'reference msg/s', 'p50 / p99 ms', 'ratio'],
      withChat.map(({ name, chat }) => [
        name,
        `${round(chat?.subject.messagesPerSecond ?? 0)}${chat?.subject.lost ? ` (${chat.subject.lost} lost)` : ''}`,
        `${round(chat?.subject.p50 ?? 0, 1)} / ${round(chat?.subject.p99 ?? 0, 1)}`,
        round(chat?.reference.messagesPerSecond ?? 0),
        `${round(chat?.reference.p50 ?? 0, 1)} / ${round(chat?.reference.p99 ?? 0, 1)}`,
        round(chat?.ratio ?? 0, 3),
      ]),
    ),
  );
}
const withSockets = results.targets.filter((entry) => entry.sockets);
if (withSockets.length > 0) {
  out.push(
    '### Idle chat sockets (memory per socket after a full GC, all instances together)',
    table(
      ['target', 'held (failed)', 'set up /s', 'heap+external / socket', 'RSS / socket', 'CPU while idle', 'reference set up /s', 'reference heap / socket', 'reference CPU idle', 'heap ratio'],
      withSockets.map(({ name, sockets }) => [
        name,
        `${sockets?.subject.opened} (${sockets?.subject.failures})`,
        round(sockets?.subject.openedPerSecond ?? 0),
        `${kib(sockets?.subject.heapPerSocket ?? 0)} KiB`,
        `${kib(sockets?.subject.rssPerSocket ?? 0)} KiB`,
        `${round(sockets?.subject.idleCpu ?? 0, 1)}%`,
        round(sockets?.reference.openedPerSecond ?? 0),
        `${kib(sockets?.reference.heapPerSocket ?? 0)} KiB`,
        `${round(sockets?.reference.idleCpu ?? 0, 1)}%`,
        round(sockets?.heapRatio ?? 0, 2),
      ]),
    ),
  );
}
if (results.web) {
  const { rows, reference, ratio } = results.web;
  out.push(
    `### Web (KiB; gzip -9 of what a first visit to the page loads; reference: React + ReactDOM + React Router alone, ${kib(reference.js + reference.css)} KiB; first page ratio ${round(ratio, 2)})`,
    table(
      ['page', 'JS gzip', 'CSS gzip', 'uncompressed', 'as Homeroom sends it', 'more than the first page'],
      rows.map((row) => [row.page, kib(row.js), kib(row.css), kib(row.raw), kib(row.wire), kib(row.extra)]),
    ),
  );
}
if (results.day && results.day.length > 0) {
  out.push(
    `### School day (users with a mean think time of ${round(Number(process.env.BENCH_DAY_THINK_MS ?? 10_000) / 1000)} s, ${daySettings.holdSeconds} s a step; held: average ≤ 100 ms, p99 ≤ 2 s, no error, every chat message delivered within 2 s${process.env.BENCH_DAY_SKIP ? `; actions not done: ${process.env.BENCH_DAY_SKIP}` : ''})`,
    table(DAY_SUMMARY_HEADERS, daySummary(results.day)),
    'Every step measured:',
    table(DAY_HEADERS, dayTable(results.day)),
  );
}
if (results.lighthouse) {
  const { page, lighthouseVersion, runs, median } = results.lighthouse;
  const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'missed');
  out.push(
    `### Lighthouse ${lighthouseVersion} (${page} of a signed-in parent; mobile profile, simulated slow 4G and 4× CPU; median of ${runs.length} runs by score)`,
    table(
      ['metric', 'measured', 'goal', '', 'all runs'],
      [
        ['LCP', `${round(median.lcp)} ms`, `≤ ${LIGHTHOUSE_GOALS.lcp} ms`, verdict(median.lcp, LIGHTHOUSE_GOALS.lcp), runs.map((entry) => round(entry.lcp)).join(', ')],
        ['TBT', `${round(median.tbt)} ms`, `≤ ${LIGHTHOUSE_GOALS.tbt} ms`, verdict(median.tbt, LIGHTHOUSE_GOALS.tbt), runs.map((entry) => round(entry.tbt)).join(', ')],
        ['CLS', round(median.cls, 3), `≤ ${LIGHTHOUSE_GOALS.cls}`, verdict(median.cls, LIGHTHOUSE_GOALS.cls), runs.map((entry) => round(entry.cls, 3)).join(', ')],
        ['FCP', `${round(median.fcp)} ms`, '', '', runs.map((entry) => round(entry.fcp)).join(', ')],
        ['bytes transferred', `${round(median.bytes / 1024, 1)} KiB`, '', '', runs.map((entry) => round(entry.bytes / 1024, 1)).join(', ')],
        ['performance score', median.score, '', '', runs.map((entry) => entry.score).join(', ')],
        ['main thread busy, as recorded', `${round(median.observedTaskMs)} ms`, '', '', runs.map((entry) => round(entry.observedTaskMs)).join(', ')],
        ["machine's benchmark index", round(median.benchmarkIndex), '', '', runs.map((entry) => round(entry.benchmarkIndex)).join(', ')],
        ['blocking after the first paint, 4 × tasks by the wall clock', `${round(median.blockingByWallMs)} ms`, '', '', runs.map((entry) => round(entry.blockingByWallMs)).join(', ')],
        ["blocking after the first paint, 4 × the main thread's running time", `${round(median.blockingByThreadMs)} ms`, '', '', runs.map((entry) => round(entry.blockingByThreadMs)).join(', ')],
        ["share of its tasks' time the main thread ran", round(median.ranShare, 2), '', '', runs.map((entry) => round(entry.ranShare, 2)).join(', ')],
      ],
    ),
  );
}
if (results.chaos) {
  out.push(
    '### Chaos (a group chat of 12 clients on two instances, 30 messages a second, one fault at a time)',
    table(
      ['fault', 'sent', 'acknowledged', 'stored', 'delivered to each client', 'lost', 'duplicated', 'out of order', 'HTTP during the fault', 'recovery'],
      chaosTable(results.chaos),
    ),
  );
}
if (results.exports && results.exports.length > 0) {
  const mib = (bytes: number) => round(bytes / 2 ** 20, 1);
  out.push(
    `### Export (a guardian's export of their child and of their account; ${results.exports[0]?.measures[0]?.times.length ?? 0} rounds each)`,
    table(
      ['target', 'export', 'zip MiB', 'files', 'median / slowest s', 'MiB/s', 'RSS before MiB', 'peak RSS MiB', 'rise MiB', 'rise ÷ zip'],
      results.exports.flatMap((entry) =>
        entry.measures.map((row) => [
          entry.name,
          row.export,
          mib(row.zipBytes),
          row.zipEntries,
          `${round(percentile(row.times, 0.5) / 1000, 2)} / ${round(Math.max(...row.times) / 1000, 2)}`,
          round(row.zipBytes / 2 ** 20 / (percentile(row.times, 0.5) / 1000), 1),
          mib(row.rssBefore),
          mib(row.rssPeak),
          mib(row.rssRise),
          round(row.rssRise / row.zipBytes, 2),
        ]),
      ),
    ),
  );
}
const report = out.join('\n\n');
console.log(`\n${report}\n`);
const resultsDir = path.join(repoRoot, 'bench/results');
await mkdir(resultsDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
await writeFile(path.join(resultsDir, `${stamp}.json`), JSON.stringify(results, null, 2));
await writeFile(path.join(resultsDir, `${stamp}.md`), `${report}\n`);
console.log(`figures written to bench/results/${stamp}.{json,md}`);
