import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteClient } from './open-pglite.ts';
import { DatabaseBusyError } from './database-errors.ts';

/**
 * PGlite runs one statement at a time and queues the rest without limit: behind a long
 * statement, requests would wait for as long as it lasts. Work waits here instead, in order,
 * and gives up after `waitTimeoutMs` before it ever reaches the database, so a refused write
 * never happens later. Work started inside running work (the statements of a transaction) goes
 * straight through.
 */
export function createPgliteQueue(client: PgliteClient, waitTimeoutMs: number) {
  const running = new AsyncLocalStorage<true>();
  const waiting: { start: () => void }[] = [];
  let isBusy = false;

  function next() {
    const waiter = waiting.shift();
    if (waiter) waiter.start();
    else isBusy = false;
  }

  /** Runs the work when its turn comes; waits at most `waitMs` for it. */
  async function run<T>(work: () => Promise<T>, waitMs: number | null = waitTimeoutMs): Promise<T> {
    if (running.getStore()) return work();
    if (isBusy) {
      await new Promise<void>((resolve, reject) => {
        const waiter = {
          start: () => {
            if (timer) clearTimeout(timer);
            resolve();
          },
        };
        const timer =
          waitMs === null
            ? null
            : setTimeout(() => {
                waiting.splice(waiting.indexOf(waiter), 1);
                reject(new DatabaseBusyError(waitMs));
              }, waitMs);
        waiting.push(waiter);
      });
    } else {
      isBusy = true;
    }
    try {
      return await running.run(true, work);
    } finally {
      next();
    }
  }

  /** What Drizzle calls on its client: the same methods, through the queue. */
  const queuedClient = {
    query: ((...args: Parameters<PGlite['query']>) => run(() => client.query(...args))) as PGlite['query'],
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
      run(() => client.transaction(callback))) as PGlite['transaction'],
    exec: ((...args: Parameters<PGlite['exec']>) => run(() => client.exec(...args))) as PGlite['exec'],
  };
  return { run, client: queuedClient };
}
