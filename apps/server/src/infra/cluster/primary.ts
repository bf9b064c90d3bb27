import cluster, { type Worker } from 'node:cluster';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { Config } from '../../config.ts';
import { users } from '../../features/accounts/accounts.table.ts';
import { connectDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

/** A worker that lived at least this long was healthy: the next one starts at once. */
const HEALTHY_LIFETIME_MS = 10_000;
const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Beyond the workers' own stop timeout: the primary's last word before it kills them. */
const STOP_MARGIN_MS = 2000;

/**
 * The primary of `WORKERS>1`: it migrates the database once, forks the workers (each a whole
 * Homeroom instance, sharing the port through node:cluster and everything else through
 * PostgreSQL and Redis, as separate instances do), replaces a worker that dies, and on SIGTERM
 * stops them all gracefully. It serves nothing itself.
 */
export async function runPrimary(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } });
  let isStopping = false;
  const restartTimers = new Set<NodeJS.Timeout>();
  const exitCodes: (number | null)[] = [];
  let restartDelayMs = FIRST_RESTART_DELAY_MS;
  /** Workers forked and not yet exited, with when each started (cluster.workers may keep one until its channel closes). */
  const running = new Map<Worker, number>();

  const exitWhenAllStopped = () => {
    if (running.size > 0) return;
    const isClean = exitCodes.every((code) => code === 0);
    log.info({ workers: exitCodes.length }, isClean ? 'stopped' : 'stopped, not every worker cleanly');
    process.exit(isClean ? 0 : 1);
  };
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    log.info({ signal }, 'stopping: every worker finishes its requests in flight');
    for (const timer of restartTimers) clearTimeout(timer);
    setTimeout(() => {
      log.error({ timeoutMs: config.shutdownTimeoutMs + STOP_MARGIN_MS }, 'unclean stop: workers killed, not stopped in time');
      for (const worker of running.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownTimeoutMs + STOP_MARGIN_MS).unref();
    for (const worker of running.keys()) worker.process.kill('SIGTERM');
    exitWhenAllStopped();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // Once, before any worker starts: the workers then find nothing left to migrate.
  const hasAccounts = await prepareDatabase(config);
  if (isStopping) return exitWhenAllStopped();

  let listening = 0;
  const fork = () => {
    const worker = cluster.fork();
    running.set(worker, Date.now());
    worker.once('listening', () => {
      listening += 1;
      if (listening !== config.workers) return;
      const ready = `Homeroom is ready on port ${config.port} with ${config.workers} workers`;
      log.info(hasAccounts ? `${ready}, at ${config.publicUrl}` : `${ready}. No accounts yet: register the first one at ${config.publicUrl}/register`);
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    const lifetimeMs = Date.now() - (running.get(worker) ?? 0);
    running.delete(worker);
    if (isStopping) {
      exitCodes.push(code);
      return exitWhenAllStopped();
    }
    // A worker dying young may die again at once (the database refusing, say): wait longer each time.
    const delayMs = lifetimeMs >= HEALTHY_LIFETIME_MS ? 0 : restartDelayMs;
    restartDelayMs = lifetimeMs >= HEALTHY_LIFETIME_MS ? FIRST_RESTART_DELAY_MS : Math.min(restartDelayMs * 2, MAX_RESTART_DELAY_MS);
    log.error({ worker: worker.process.pid, code, signal, restartInMs: delayMs }, 'a worker stopped unexpectedly: starting another');
    const timer = setTimeout(() => {
      restartTimers.delete(timer);
      if (!isStopping) fork();
    }, delayMs);
    restartTimers.add(timer);
  });
  for (let index = 0; index < config.workers; index += 1) fork();
}

/** Migrates the database, and answers whether it has any account yet (for the ready message). */
async function prepareDatabase(config: Config): Promise<boolean> {
  const database = await connectDatabase(config.database, config.databaseTimeouts);
  try {
    await migrateDatabase(database);
    const [{ count } = { count: 0 }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    return count > 0;
  } finally {
    await database.close();
  }
}
