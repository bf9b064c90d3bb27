import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { cleanUpOnInterrupt, repoRoot } from './lib/processes.ts';
import { databaseOf, machineTicks, postgresTicks, ticksBetween, treeTicks } from './lib/day-cpu.ts';
import { postgresTransactions } from './lib/day-database.ts';
import {
  CHAT_DEADLINE_MS,
  type FromWorker,
  type SimUser,
  type ToWorker,
  type WorkerReport,
} from './lib/day-protocol.ts';
import { mean, percentile, round, sleep } from './lib/stats.ts';
import { POSTGRES_URL, startTarget, type SeedTarget, type TargetKind } from './lib/target.ts';
import { countRows, seedBenchSchool, type BenchClass, type BenchSchool } from './seed.ts';

/**
 * The school day (`npm run bench -- day`): simulated parents and teachers, each with their own
 * sockets, a think time of 10 s on average and the action mix of bench/lib/day-worker.ts, on a
 * school that grows with them (classes of 25 children, one teacher each). The number of users
 * goes up step by step until the service level breaks; the last step that held is the result.
 */

/** The service level a step must keep (issue 23). */
export const SERVICE_LEVEL = { averageMs: 100, p99Ms: 2000, chatMs: CHAT_DEADLINE_MS };

export const daySettings = {
  steps: (process.env.BENCH_DAY_STEPS ?? '1000,2000,3000,4000,5000,6000,7500,10000,12500,15000').split(',').map(Number),
  /** Seconds each step is measured, once its users are in and settled. */
  holdSeconds: Number(process.env.BENCH_DAY_HOLD_SECONDS ?? 40),
  /** New users signing in per second while a step ramps up. */
  openPerSecond: Number(process.env.BENCH_DAY_OPEN_PER_SECOND ?? 100),
  /** Simulated users per load process: each holds 1–2 sockets per user, and a process may open 20,000 files. */
  usersPerWorker: Number(process.env.BENCH_DAY_USERS_PER_WORKER ?? 2500),
  settleSeconds: Number(process.env.BENCH_DAY_SETTLE_SECONDS ?? 5),
};
const STUDENTS_PER_CLASS = 25;
/** A little below the users a class brings (about 51.6), so the school is large enough for the last step. */
const USERS_PER_CLASS_AT_LEAST = 48;

export interface DayStep {
  users: number;
  classes: number;
  held: boolean;
  /** What broke the service level, if anything. */
  broke: string[];
  /** Answers measured: HTTP requests and socket set-ups. */
  requests: number;
  /** HTTP requests a second. */
  requestsPerSecond: number;
  averageMs: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  errorSamples: string[];
  actionsPerSecond: number;
  chatSent: number;
  chatDeliveries: number;
  chatP99Ms: number;
  chatLate: number;
  socketsOpen: number;
  socketSetupP99Ms: number;
  notificationsPushed: number;
  /** CPU in cores (1 = one core busy) over the measured window. */
  homeroomCores: number;
  postgresCores: number | null;
  /** PostgreSQL's transactions (a statement outside one is one) per HTTP request and socket set-up; null on PGlite. */
  transactionsPerRequest: number | null;
  loadCores: number;
  machineBusyCores: number;
  actions: Record<string, number>;
  /** Each route's answers, the most waited-for first. */
  routes: { route: string; count: number; averageMs: number; p99Ms: number }[];
}

export interface DayResult {
  name: string;
  seedMs: number;
  rows: Record<string, number>;
  steps: DayStep[];
  /** The most users a step held at the service level (0 if the first step broke). */
  held: number;
}

/** The simulated users of a class: its teacher on one device, each guardian on one or two. */
function usersOfClass(schoolClass: BenchClass, seen: Set<number>): Omit<SimUser, 'origin'>[] {
  const users: Omit<SimUser, 'origin'>[] = [
    {
      key: `${schoolClass.teacher.userId}.1`,
      userId: schoolClass.teacher.userId,
      token: schoolClass.teacher.token,
      role: 'teacher',
      classId: schoolClass.id,
      groupId: schoolClass.groupId,
      childIds: [],
      assignmentIds: schoolClass.assignmentIds,
    },
  ];
  for (const guardian of schoolClass.guardians) {
    // A guardian with children in two classes is simulated once, in the first.
    if (seen.has(guardian.userId)) continue;
    seen.add(guardian.userId);
    const devices = guardian.userId % 2 === 0 ? 2 : 1;
    for (let device = 1; device <= devices; device += 1) {
      users.push({
        key: `${guardian.userId}.${device}`,
        userId: guardian.userId,
        token: guardian.token,
        role: 'parent',
        classId: schoolClass.id,
        groupId: schoolClass.groupId,
        childIds: guardian.childIds,
        assignmentIds: [],
      });
    }
  }
  return users;
}

interface Worker {
  child: ChildProcess;
  users: number;
}

function spawnWorker(): Promise<Worker> {
  const child = fork(path.join(repoRoot, 'bench/lib/day-worker.ts'), [], {
    cwd: repoRoot,
    // Profiled with the servers when asked (bench/README.md, BENCH_CPU_PROF_DIR): its CPU is the machine's too.
    execArgv: [...(process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : []), '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // A message to a process that has stopped fails here; its report then breaks the step.
  child.on('error', (error) => console.warn(`  a load process: ${error.message}`));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a load process did not start')), 60_000);
    child.once('exit', (code) => reject(new Error(`a load process exited with ${code}`)));
    child.on('message', (message: FromWorker) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve({ child, users: 0 });
    });
  });
}

/** What a load process that stopped or does not answer reports: one error, so the step breaks. */
function failedReport(reason: string): WorkerReport {
  return {
    latencies: {},
    errors: 1,
    errorSamples: [reason],
    actions: {},
    chatSent: 0,
    chatDelays: [],
    chatLate: 0,
    socketSetups: [],
    socketFailures: 0,
    socketDrops: 0,
    socketsOpen: 0,
    usersRunning: 0,
    notificationsPushed: 0,
    cpuMicros: 0,
    windowMs: 0,
  };
}

function askReport(worker: Worker): Promise<WorkerReport> {
  const { child } = worker;
  if (child.exitCode !== null || child.signalCode !== null || !child.connected) {
    return Promise.resolve(failedReport(`a load process stopped (${child.exitCode ?? child.signalCode})`));
  }
  return new Promise((resolve) => {
    const done = (report: WorkerReport) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(report);
    };
    const timer = setTimeout(() => done(failedReport('a load process did not report within 60 s')), 60_000);
    const onMessage = (message: FromWorker) => {
      if (message.type === 'report') done(message.report);
    };
    const onExit = (code: number | null) => done(failedReport(`a load process stopped (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ type: 'report' } satisfies ToWorker);
  });
}

async function stopWorker(worker: Worker): Promise<void> {
  const { child } = worker;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.connected) child.send({ type: 'stop' } satisfies ToWorker);
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Why a step broke the service level; empty if it held. */
function judge(step: Omit<DayStep, 'held' | 'broke'>): string[] {
  const broke: string[] = [];
  if (step.requests === 0) broke.push('no answer');
  if (step.averageMs > SERVICE_LEVEL.averageMs) broke.push(`average ${round(step.averageMs)} ms`);
  if (step.p99Ms > SERVICE_LEVEL.p99Ms) broke.push(`p99 ${round(step.p99Ms)} ms`);
  if (step.errors > 0) broke.push(`${step.errors} errors`);
  if (step.chatLate > 0) broke.push(`${step.chatLate} chat deliveries over ${SERVICE_LEVEL.chatMs / 1000} s`);
  return broke;
}

/** Runs the ramp on one target; starts and stops the target itself (its school is sized for the ramp). */
export async function benchDay(kind: TargetKind): Promise<DayResult> {
  const steps = [...daySettings.steps].sort((a, b) => a - b);
  const classes = Math.ceil((steps.at(-1) ?? 1000) / USERS_PER_CLASS_AT_LEAST);
  const seed: SeedTarget<BenchSchool> = async (db, _dataDir, options) => {
    const school = await seedBenchSchool(db, {
      ...options,
      size: { classes, studentsPerClass: STUDENTS_PER_CLASS, secondGuardians: true },
    });
    return { school, rows: await countRows(db) };
  };
  const target = await startTarget(kind, seed);
  console.log(`  school of ${classes} classes seeded in ${target.seedMs} ms`);
  const workers: Worker[] = [];
  const killWorkers = () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
  };
  process.once('exit', killWorkers);
  const forget = cleanUpOnInterrupt(async () => killWorkers());
  const result: DayResult = {
    name: target.name,
    seedMs: target.seedMs,
    rows: target.rows,
    steps: [],
    held: 0,
  };
  try {
    const seen = new Set<number>();
    const classUsers = target.school.classes.map((schoolClass) => usersOfClass(schoolClass, seen));
    const instancePids = target.instances.map((instance) => instance.child.pid ?? 0);
    const database = await databaseOf(instancePids[0] ?? 0);
    let classesInUse = 0;
    let usersInUse = 0;
    let devices = 0;
    for (const stepUsers of steps) {
      // Whole classes join until the step's number of users is reached.
      const joining: SimUser[][] = [];
      while (usersInUse < stepUsers && classesInUse < classUsers.length) {
        const users = (classUsers[classesInUse] ?? []).map((user) => {
          devices += 1;
          return { ...user, origin: target.origins[devices % target.origins.length] as string };
        });
        classesInUse += 1;
        usersInUse += users.length;
        joining.push(users);
      }
      if (joining.length === 0) {
        console.log(`  the school has no more users than ${usersInUse}: the ramp stops`);
        break;
      }
      // A load process holds whole classes, so that it knows every chat socket a message must reach.
      const batches = new Map<Worker, SimUser[]>();
      for (const users of joining) {
        let worker = workers.at(-1);
        if (!worker || worker.users + users.length > daySettings.usersPerWorker) {
          worker = await spawnWorker();
          workers.push(worker);
        }
        worker.users += users.length;
        batches.set(worker, [...(batches.get(worker) ?? []), ...users]);
      }
      const newUsers = joining.reduce((sum, users) => sum + users.length, 0);
      const overMs = (newUsers / daySettings.openPerSecond) * 1000;
      for (const [worker, users] of batches)
        worker.child.send({ type: 'start', users, overMs } satisfies ToWorker);
      process.stdout.write(
        `  ${usersInUse} users (${classesInUse} classes, ${workers.length} load processes): signing in over ${round(overMs / 1000)} s, `,
      );
      await sleep(overMs + daySettings.settleSeconds * 1000);

      process.stdout.write(`measuring ${daySettings.holdSeconds} s … `);
      for (const worker of workers) worker.child.send({ type: 'measure' } satisfies ToWorker);
      const started = Date.now();
      const ownCpu = process.cpuUsage();
      const before = {
        homeroom: await treeTicks(instancePids),
        postgres: database ? await postgresTicks(database) : null,
        transactions: database ? await postgresTransactions(POSTGRES_URL, database) : null,
        machine: await machineTicks(),
      };
      await sleep(daySettings.holdSeconds * 1000);
      const after = {
        homeroom: await treeTicks(instancePids),
        postgres: database ? await postgresTicks(database) : null,
        transactions: database ? await postgresTransactions(POSTGRES_URL, database) : null,
        machine: await machineTicks(),
      };
      const reports = await Promise.all(workers.map(askReport));
      const seconds = (Date.now() - started) / 1000;
      const own = process.cpuUsage(ownCpu);
      const byRoute = new Map<string, number[]>();
      for (const report of reports) {
        for (const [route, values] of Object.entries(report.latencies))
          byRoute.set(route, [...(byRoute.get(route) ?? []), ...values]);
      }
      // Answers: HTTP requests and socket set-ups alike.
      const latencies = [...byRoute.values()].flat();
      const httpRequests = [...byRoute].reduce(
        (total, [route, values]) => total + (route.startsWith('WS ') ? 0 : values.length),
        0,
      );
      // Where the server's time goes: the routes by their share of all the waiting.
      const routes = [...byRoute]
        .map(([route, values]) => ({
          route,
          count: values.length,
          averageMs: mean(values),
          p99Ms: percentile(values, 0.99),
          totalMs: values.reduce((total, value) => total + value, 0),
        }))
        .sort((a, b) => b.totalMs - a.totalMs)
        .map(({ totalMs: _totalMs, ...route }) => route);
      const chatDelays = reports.flatMap((report) => report.chatDelays);
      const sum = (pick: (report: WorkerReport) => number) =>
        reports.reduce((total, report) => total + pick(report), 0);
      const actions: Record<string, number> = {};
      for (const report of reports)
        for (const [action, count] of Object.entries(report.actions))
          actions[action] = (actions[action] ?? 0) + count;
      const measured: Omit<DayStep, 'held' | 'broke'> = {
        users: usersInUse,
        classes: classesInUse,
        requests: latencies.length,
        requestsPerSecond: httpRequests / seconds,
        averageMs: latencies.length > 0 ? mean(latencies) : Number.NaN,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
        errors: sum((report) => report.errors),
        errorSamples: reports.flatMap((report) => report.errorSamples).slice(0, 10),
        actionsPerSecond: Object.values(actions).reduce((total, count) => total + count, 0) / seconds,
        chatSent: sum((report) => report.chatSent),
        chatDeliveries: chatDelays.length,
        chatP99Ms: percentile(chatDelays, 0.99),
        // A delivery that came after the deadline, before the sweep counted it, is late too.
        chatLate:
          sum((report) => report.chatLate) + chatDelays.filter((delay) => delay > CHAT_DEADLINE_MS).length,
        socketsOpen: sum((report) => report.socketsOpen),
        socketSetupP99Ms: percentile(
          reports.flatMap((report) => report.socketSetups),
          0.99,
        ),
        notificationsPushed: sum((report) => report.notificationsPushed),
        homeroomCores: ticksBetween(before.homeroom, after.homeroom) / 100 / seconds,
        postgresCores:
          before.postgres && after.postgres
            ? ticksBetween(before.postgres, after.postgres) / 100 / seconds
            : null,
        transactionsPerRequest:
          before.transactions !== null && after.transactions !== null && latencies.length > 0
            ? (after.transactions - before.transactions) / latencies.length
            : null,
        loadCores: (sum((report) => report.cpuMicros) + own.user + own.system) / 1e6 / seconds,
        machineBusyCores:
          ((after.machine.busy - before.machine.busy) /
            Math.max(1, after.machine.total - before.machine.total)) *
          os.cpus().length,
        actions,
        routes,
      };
      const broke = judge(measured);
      const step: DayStep = { ...measured, held: broke.length === 0, broke };
      result.steps.push(step);
      console.log(
        `${round(step.requestsPerSecond)} req/s, average ${round(step.averageMs)} ms, p99 ${round(step.p99Ms)} ms, ${step.errors} errors, ` +
          `chat p99 ${step.chatDeliveries > 0 ? round(step.chatP99Ms) : '-'} ms (${step.chatLate} late), Homeroom ${round(step.homeroomCores, 2)} cores, ` +
          `PostgreSQL ${step.postgresCores === null ? '-' : round(step.postgresCores, 2)}${step.transactionsPerRequest == null ? '' : ` (${round(step.transactionsPerRequest, 2)} transactions a request)`}, load ${round(step.loadCores, 2)}: ${step.held ? 'held' : `broke (${broke.join(', ')})`}`,
      );
      if (step.errorSamples.length > 0)
        console.log(`    errors such as: ${step.errorSamples.slice(0, 5).join('; ')}`);
      if (!step.held) {
        const slowest = step.routes
          .slice(0, 5)
          .map((route) => `${route.route} ${route.count}× avg ${round(route.averageMs)} ms`);
        console.log(`    most waited for: ${slowest.join('; ')}`);
      }
      if (!step.held) break;
      result.held = step.users;
    }
  } finally {
    await Promise.all(workers.map(stopWorker));
    process.off('exit', killWorkers);
    forget();
    await target.stop();
  }
  return result;
}

/** The rows of the README's school-day table: every step measured, the last one held in bold. */
export function dayTable(results: DayResult[]): (string | number)[][] {
  return results.flatMap((result) =>
    result.steps.map((step) => [
      result.name,
      step.held && step.users === result.held ? `**${step.users}**` : step.users,
      step.classes,
      round(step.requestsPerSecond),
      `${round(step.averageMs)} / ${round(step.p50Ms)} / ${round(step.p99Ms)}`,
      step.errors,
      step.chatSent > 0 ? `${round(step.chatP99Ms)} (${step.chatLate} late)` : '-',
      round(step.homeroomCores, 2),
      step.postgresCores === null ? '-' : round(step.postgresCores, 2),
      step.transactionsPerRequest == null ? '-' : round(step.transactionsPerRequest, 2),
      round(step.loadCores, 2),
      round(step.machineBusyCores, 2),
      step.held ? 'held' : `broke: ${step.broke.join(', ')}`,
    ]),
  );
}

export const DAY_HEADERS = [
  'target',
  'users',
  'classes',
  'req/s',
  'avg / p50 / p99 ms',
  'errors',
  'chat delivery p99 ms',
  'Homeroom cores',
  'PostgreSQL cores',
  'PostgreSQL transactions a request',
  'load generator cores',
  'machine busy cores',
  'service level',
];

export const DAY_SUMMARY_HEADERS = [
  'target',
  'most users held',
  'avg / p50 / p99 ms',
  'errors',
  'chat delivery p99 ms',
  'Homeroom cores',
  'PostgreSQL cores',
  'load generator cores',
  'next step',
];

/** One row a target: the last step that held, and what broke the next. */
export function daySummary(results: DayResult[]): (string | number)[][] {
  return results.map((result) => {
    const held = result.steps.filter((step) => step.held).at(-1);
    const broken = result.steps.find((step) => !step.held);
    return [
      result.name,
      result.held,
      held ? `${round(held.averageMs)} / ${round(held.p50Ms)} / ${round(held.p99Ms)}` : '-',
      held ? held.errors : '-',
      held && held.chatSent > 0 ? round(held.chatP99Ms) : '-',
      held ? round(held.homeroomCores, 2) : '-',
      held?.postgresCores == null ? '-' : round(held.postgresCores, 2),
      held ? round(held.loadCores, 2) : '-',
      broken ? `${broken.users}: ${broken.broke.join(', ')}` : 'not reached',
    ];
  });
}
