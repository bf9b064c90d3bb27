import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, LOCKED_EXIT_CODE } from './infra/db/data-dir-lock.ts';
import { users } from './features/accounts/accounts.table.ts';
import { prepareGracefulStop } from './infra/http/graceful-stop.ts';
import { runPrimary } from './infra/cluster/primary.ts';

/** Process entry: configuration from the environment, start, and a clean stop on SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // WORKERS>1: this process supervises the workers, each of which runs the rest of main().
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(LOCKED_EXIT_CODE);
    }
    throw error;
  }
  await app.listen({ port: config.port, host: config.host });

  // A worker's primary says when all are ready.
  if (cluster.isWorker) app.log.debug({ worker: cluster.worker?.id }, 'worker ready');
  else {
    const [{ count } = { count: 0 }] = await app.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count === 0) {
      app.log.info(`Homeroom is ready. No accounts yet: register the first one at ${config.publicUrl}/register`);
    } else {
      app.log.info(`Homeroom is ready at ${config.publicUrl}`);
    }
  }

  const gracefulStop = prepareGracefulStop(app, { timeoutMs: config.shutdownTimeoutMs });
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    // Whatever is down or hangs (Redis, the database, the mail server), the process ends in time.
    setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'unclean stop: not closed in time');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    try {
      await gracefulStop.stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean stop');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
