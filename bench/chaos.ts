import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { cleanUpOnInterrupt, repoRoot } from './lib/processes.ts';
import { round, sleep } from './lib/stats.ts';
import { seedBenchSchool, type BenchUser } from './seed.ts';

/**
 * `npm run bench -- chaos`: what a group chat across two instances goes through when a part
 * fails. Everything runs on ports of its own (BENCH_CHAOS_* below): a PostgreSQL cluster made
 * with initdb, a Redis, and two built Homeroom processes, which the faults kill, stop and freeze.
 */
const PG_PORT = Number(process.env.BENCH_CHAOS_PG_PORT ?? 5581);
const REDIS_PORT = Number(process.env.BENCH_CHAOS_REDIS_PORT ?? 6481);
const APP_PORTS = [Number(process.env.BENCH_CHAOS_APP_PORT ?? 7484), Number(process.env.BENCH_CHAOS_APP_PORT ?? 7484) + 1];
/** Members of the class group: half on each instance. */
const CLIENTS = 12;
const MESSAGES_PER_SECOND = 30;
const FAULT_SECONDS = 10;
const WARM_UP_MS = 2000;
/** After the fault ends, how long the bench waits for delivery to come back before it calls it not recovered. */
const RECOVERY_LIMIT_MS = 30_000;
/** After recovery, traffic goes on this long, then stops; the bench waits for the last deliveries. */
const SETTLE_MS = 3000;
const DRAIN_MS = 3000;
/**
 * HTTP reads per second per instance during a fault, each given this long to answer: longer than
 * the server's own bound on a statement (DATABASE_STATEMENT_TIMEOUT_SECONDS + 1 s), so that the
 * bench sees what the server answers rather than its own impatience.
 */
const HTTP_PER_SECOND = 5;
const HTTP_TIMEOUT_MS = 15_000;
/** The web app's reconnection schedule (apps/web/src/lib/reconnecting-socket.ts): 1 s, 2 s, 4 s … 30 s. */
const reconnectDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 30));

const PG_BIN = process.env.BENCH_CHAOS_PG_BIN ?? '';
const pgTool = (name: string) => (PG_BIN ? path.join(PG_BIN, name) : name);
/** PostgreSQL refuses to run as root: its tools run as `postgres` when the bench is root. */
const asPostgres = (command: string, args: string[]) => (process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]) as [string, string[]];

function run(command: string, args: string[], options: { cwd?: string } = {}): void {
  const result = spawnSync(command, args, { cwd: options.cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

// ---------------------------------------------------------------------------------------------
// The services

interface Services {
  databaseUrl: string;
  redisUrl: string;
  killRedis(): Promise<void>;
  startRedis(): Promise<void>;
  stopPostgres(): void;
  startPostgres(): void;
  /** Freezes (SIGSTOP) or thaws (SIGCONT) every PostgreSQL process. */
  signalPostgres(signal: 'SIGSTOP' | 'SIGCONT'): Promise<void>;
  stop(): Promise<void>;
}

async function startServices(workDir: string): Promise<Services> {
  const pgData = path.join(workDir, 'pg');
  const pgLog = path.join(workDir, 'pg.log');
  await chmod(workDir, 0o777);
  run(...asPostgres(pgTool('initdb'), ['-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']));
  const pgCtl = (...args: string[]) => run(...asPostgres(pgTool('pg_ctl'), ['-D', pgData, ...args]));
  const startPostgres = () =>
    pgCtl('-l', pgLog, '-w', '-o', `-p ${PG_PORT} -k ${workDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start');
  startPostgres();

  let redis: ChildProcess | undefined;
  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return;
      await sleep(50);
    }
    throw new Error(`redis on ${REDIS_PORT} did not start`);
  };
  const killRedis = async () => {
    if (!redis || redis.exitCode !== null) return;
    const exited = once(redis, 'exit');
    redis.kill('SIGKILL');
    await exited;
  };
  await startRedis();

  const postgresPids = async () => {
    const postmaster = Number((await readFile(path.join(pgData, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const children: number[] = [];
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) children.push(Number(entry));
    }
    return [postmaster, ...children];
  };

  const signalPostgres = async (signal: 'SIGSTOP' | 'SIGCONT') => {
    for (const pid of await postgresPids()) process.kill(pid, signal);
  };

  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
    redisUrl: `redis://127.0.0.1:${REDIS_PORT}`,
    killRedis,
    startRedis,
    stopPostgres: () => pgCtl('-m', 'fast', '-w', 'stop'),
    startPostgres,
    signalPostgres,
    async stop() {
      await signalPostgres('SIGCONT').catch(() => {});
      await killRedis();
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        /* already stopped */
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Homeroom

interface Instance {
  name: string;
  origin: string;
  child: ChildProcess;
  stopped: boolean;
}

async function startInstance(name: string, port: number, env: Record<string, string>, log: NodeJS.WritableStream): Promise<Instance> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      await fetch(`${origin}/api/v1/dj-rest-auth/user/`);
      break;
    } catch {
      if (attempt > 600) throw new Error(`${name} does not answer`);
      await sleep(100);
    }
  }
  return { name, origin, child, stopped: false };
}

// ---------------------------------------------------------------------------------------------
// The chat clients, reconnecting as the web app does

interface Receipt {
  id: number;
  at: number;
}

class ChatMember {
  socket: WebSocket | null = null;
  lastId = 0;
  /** Messages of this bench by text: every receipt, in order. */
  readonly receipts = new Map<string, Receipt[]>();
  readonly order: { text: string; id: number }[] = [];
  private attempt = 0;
  private closed = false;
  reconnects = 0;

  constructor(
    readonly user: BenchUser,
    readonly groupId: number,
    public instance: Instance,
    private readonly pickInstance: (member: ChatMember) => Instance,
  ) {}

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  connect(): void {
    if (this.closed) return;
    const url = `${this.instance.origin.replace(/^http/, 'ws')}/ws/chat/${this.groupId}/${this.user.token}/?after=${this.lastId}`;
    const socket = new WebSocket(url, { perMessageDeflate: false });
    this.socket = socket;
    socket.on('open', () => {
      this.attempt = 0;
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type?: string; id?: number; message?: string };
      if (message.type !== 'chat_message' || message.id === undefined || message.message === undefined) return;
      this.lastId = Math.max(this.lastId, message.id);
      if (!message.message.startsWith('chaos ')) return;
      const receipts = this.receipts.get(message.message) ?? [];
      receipts.push({ id: message.id, at: Date.now() });
      this.receipts.set(message.message, receipts);
      this.order.push({ text: message.message, id: message.id });
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (this.socket !== socket || this.closed) return;
      this.socket = null;
      const delay = reconnectDelay(this.attempt);
      this.attempt += 1;
      setTimeout(() => {
        this.reconnects += 1;
        this.instance = this.pickInstance(this);
        this.connect();
      }, delay);
    });
  }

  send(text: string): boolean {
    if (!this.isOpen) return false;
    this.socket?.send(JSON.stringify({ message: text }));
    return true;
  }

  close(): void {
    this.closed = true;
    this.socket?.terminate();
  }
}

// ---------------------------------------------------------------------------------------------
// A fault and what it did

export interface ChaosRow {
  fault: string;
  sent: number;
  acknowledged: number;
  stored: number;
  /** Messages of the fault each live client received, lowest and highest. */
  deliveredMin: number;
  deliveredMax: number;
  lost: number;
  duplicated: number;
  outOfOrder: number;
  http: Record<string, number>;
  /** 503 answers without Retry-After. */
  http503WithoutRetryAfter: number;
  /** From the end of the fault until messages reach every client and both HTTP reads answer 200 again; null if not within the limit. */
  recoveryMs: number | null;
}

interface Fault {
  name: string;
  begin(): Promise<void>;
  /** Ends the fault; the time it answers is when recovery is counted from. */
  end(): Promise<void>;
}

/** The texts of the messages of this fault that the database holds. */
async function storedTexts(databaseUrl: string, prefix: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ content: string }>(`SELECT content FROM chat_messages WHERE content LIKE $1`, [`${prefix}%`]);
    return new Set(result.rows.map((row) => row.content));
  } finally {
    await client.end();
  }
}

async function runFault(
  fault: Fault,
  index: number,
  members: ChatMember[],
  instances: Instance[],
  read: { path: string; headers: Record<string, string> },
  databaseUrl: string,
): Promise<ChaosRow> {
  const prefix = `chaos ${index} `;
  const sent = new Map<string, { at: number; sender: ChatMember }>();
  const http: Record<string, number> = {};
  let http503WithoutRetryAfter = 0;
  const okAt: number[][] = instances.map(() => []);
  let sending = true;
  let probing = false;
  let sequence = 0;

  // Traffic: 30 messages a second from the members in turn.
  const sender = (async () => {
    const started = Date.now();
    while (sending) {
      sequence += 1;
      const member = members[sequence % members.length] as ChatMember;
      const text = `${prefix}${sequence}`;
      if (member.send(text)) sent.set(text, { at: Date.now(), sender: member });
      const next = started + (sequence * 1000) / MESSAGES_PER_SECOND;
      await sleep(Math.max(0, next - Date.now()));
    }
  })();
  // HTTP reads on both instances while the fault lasts and until recovery.
  const probes = instances.map(async (instance, instanceIndex) => {
    while (sending) {
      const tick = sleep(1000 / HTTP_PER_SECOND);
      // A stopping instance is read until its process ends: what its last clients get counts.
      const running = instance.child.exitCode === null && instance.child.signalCode === null;
      if (probing && running) {
        const status = await fetch(`${instance.origin}${read.path}`, { headers: read.headers, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) }).then(
          (response) => {
            if (response.status === 503 && !response.headers.get('retry-after')) http503WithoutRetryAfter += 1;
            void response.arrayBuffer().catch(() => {});
            return String(response.status);
          },
          (error: { name?: string }) => (error.name === 'TimeoutError' ? 'timeout' : 'no connection'),
        );
        http[status] = (http[status] ?? 0) + 1;
        if (status === '200') okAt[instanceIndex]?.push(Date.now());
      }
      await tick;
    }
  });

  await sleep(WARM_UP_MS);
  probing = true;
  await fault.begin();
  await sleep(FAULT_SECONDS * 1000);
  await fault.end();
  const endedAt = Date.now();

  // Recovered: a message sent after the fault reached every live client, and each live instance answered a read.
  const live = () => members;
  const deliveredToAll = (text: string) => live().every((member) => member.receipts.has(text));
  let recoveryMs: number | null = null;
  while (Date.now() - endedAt < RECOVERY_LIMIT_MS) {
    const delivered = [...sent].filter(([text, { at }]) => at >= endedAt && deliveredToAll(text));
    const httpBack = instances.every((instance, instanceIndex) => instance.stopped || (okAt[instanceIndex] ?? []).some((at) => at >= endedAt));
    if (delivered.length > 0 && httpBack) {
      const messageBack = Math.min(...delivered.map(([text]) => Math.max(...live().map((member) => member.receipts.get(text)?.[0]?.at ?? 0))));
      const readBack = Math.max(
        ...instances.map((instance, instanceIndex) => (instance.stopped ? endedAt : Math.min(...(okAt[instanceIndex] ?? []).filter((at) => at >= endedAt)))),
      );
      recoveryMs = Math.max(messageBack, readBack) - endedAt;
      break;
    }
    await sleep(100);
  }
  probing = false;
  await sleep(SETTLE_MS);
  sending = false;
  await Promise.all([sender, ...probes]);
  await sleep(DRAIN_MS);

  const texts = [...sent.keys()];
  const acknowledged = texts.filter((text) => sent.get(text)?.sender.receipts.has(text));
  const stored = await storedTexts(databaseUrl, prefix);
  const delivered = live().map((member) => [...member.receipts.keys()].filter((text) => text.startsWith(prefix)).length);
  // Lost: acknowledged or stored, yet some client never got it.
  const lost = [...new Set([...acknowledged, ...stored])].filter((text) => !deliveredToAll(text)).length;
  let duplicated = 0;
  let outOfOrder = 0;
  for (const member of live()) {
    for (const [text, receipts] of member.receipts) if (text.startsWith(prefix)) duplicated += receipts.length - 1;
    // Out of order: a message older (a lower id) than the one the client got just before it.
    let previous = 0;
    for (const { text, id } of member.order) {
      if (!text.startsWith(prefix)) continue;
      if (id < previous) outOfOrder += 1;
      previous = id;
    }
  }
  return {
    fault: fault.name,
    sent: texts.length,
    acknowledged: acknowledged.length,
    stored: stored.size,
    deliveredMin: Math.min(...delivered),
    deliveredMax: Math.max(...delivered),
    lost,
    duplicated,
    outOfOrder,
    http,
    http503WithoutRetryAfter,
    recoveryMs,
  };
}

// ---------------------------------------------------------------------------------------------

export async function benchChaos(): Promise<ChaosRow[]> {
  console.log('chaos: building the server');
  run('node', ['build.mjs'], { cwd: path.join(repoRoot, 'apps/server') });
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-chaos-'));
  const logFile = path.join(workDir, 'homeroom.log');
  const log = createWriteStream(logFile);
  let services: Services | undefined;
  const instances: Instance[] = [];
  const members: ChatMember[] = [];
  const cleanUp = async () => {
    for (const member of members) member.close();
    for (const instance of instances) instance.child.kill('SIGKILL');
    await services?.stop().catch((error: unknown) => console.warn('chaos cleanup:', error));
    log.end();
  };
  const forget = cleanUpOnInterrupt(cleanUp);
  try {
    console.log(`chaos: PostgreSQL on ${PG_PORT}, Redis on ${REDIS_PORT}, Homeroom on ${APP_PORTS.join(' and ')}; logs in ${logFile}`);
    services = await startServices(workDir);
    const env: Record<string, string> = {
      DATA_DIR: workDir,
      DATABASE_URL: services.databaseUrl,
      REDIS_URL: services.redisUrl,
      REDIS_PREFIX: 'homeroom-chaos:',
      MEDIA_SIGNING_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://homeroom.chaos',
      WEB_DIST_DIR: path.join(workDir, 'no-web-app'),
    };
    const seeder = await buildApp(loadConfig(env));
    const school = await seedBenchSchool(seeder.database.db, { analyze: true }).finally(() => seeder.close());
    for (const [index, port] of APP_PORTS.entries()) instances.push(await startInstance(`homeroom-${index + 1}`, port, env, log));

    const schoolClass = school.classes[0];
    if (!schoolClass) throw new Error('the seed made no class');
    const users = [schoolClass.teacher, ...schoolClass.parents].slice(0, CLIENTS);
    // A client goes back to its own instance, or to another one when its own is stopped.
    const pickInstance = (member: ChatMember) => (member.instance.stopped ? (instances.find((instance) => !instance.stopped) ?? member.instance) : member.instance);
    for (const [index, user] of users.entries()) {
      members.push(new ChatMember(user, schoolClass.groupId, instances[index % instances.length] as Instance, pickInstance));
    }
    for (const member of members) member.connect();
    for (let attempt = 0; attempt < 300 && !members.every((member) => member.isOpen); attempt += 1) await sleep(100);
    await sleep(1000);
    const read = { path: `/api/v1/school/class/${schoolClass.id}/`, headers: { authorization: `Token ${schoolClass.teacher.token}` } };

    const parts = services;
    const faults: Fault[] = [
      { name: 'Redis killed for 10 s', begin: () => parts.killRedis(), end: () => parts.startRedis() },
      { name: 'PostgreSQL stopped for 10 s', begin: async () => parts.stopPostgres(), end: async () => parts.startPostgres() },
      { name: 'PostgreSQL frozen for 10 s', begin: () => parts.signalPostgres('SIGSTOP'), end: () => parts.signalPostgres('SIGCONT') },
      {
        name: 'one instance stopped (SIGTERM)',
        begin: async () => {
          const instance = instances[1] as Instance;
          instance.stopped = true;
          instance.child.kill('SIGTERM');
        },
        end: async () => {},
      },
    ];
    const rows: ChaosRow[] = [];
    for (const [index, fault] of faults.entries()) {
      console.log(`chaos: ${fault.name}`);
      const row = await runFault(fault, index + 1, members, instances, read, services.databaseUrl);
      console.log(`  ${JSON.stringify(row)}`);
      rows.push(row);
    }
    const stopped = instances[1] as Instance;
    const exitCode = stopped.child.exitCode ?? (await Promise.race([once(stopped.child, 'exit').then(([code]) => code as number | null), sleep(1000).then(() => 'still running')]));
    console.log(`chaos: the stopped instance exited with ${String(exitCode)}; clients reconnected ${members.reduce((sum, member) => sum + member.reconnects, 0)} times in all`);
    return rows;
  } finally {
    forget();
    await cleanUp();
    await rm(workDir, { recursive: true, force: true }).catch(() => {});
  }
}

export function chaosTable(rows: ChaosRow[]): string[][] {
  return rows.map((row) => [
    row.fault,
    String(row.sent),
    String(row.acknowledged),
    String(row.stored),
    row.deliveredMin === row.deliveredMax ? String(row.deliveredMin) : `${row.deliveredMin}–${row.deliveredMax}`,
    String(row.lost),
    String(row.duplicated),
    String(row.outOfOrder),
    Object.entries(row.http)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ') + (row.http503WithoutRetryAfter ? ` (${row.http503WithoutRetryAfter} 503 without Retry-After)` : ''),
    row.recoveryMs === null ? `not within ${RECOVERY_LIMIT_MS / 1000} s` : `${round(row.recoveryMs / 1000, 1)} s`,
  ]);
}
