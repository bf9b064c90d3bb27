import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteClient } from './open-pglite.ts';
import { DatabaseBusyError } from './database-errors.ts';

interface Waiter {
  isExclusive: boolean;
  start: () => void;
}

/**
 * PGlite runs one statement at a time and queues the rest without limit: behind a long
 * statement, requests would wait for as long as it lasts. Work waits here instead, in order,
 * and gives up after `waitTimeoutMs` before it ever reaches the database, so a refused write
 * never happens later. Work started inside running work (the statements of a transaction) goes
 * straight through.
 *
 * `statementsInFlight` lets that many single statements be handed over at once: PGlite on its
 * own thread (pglite-thread.ts) then starts the next as soon as one ends, without waiting for
 * the server's thread to read the answer and send it. A transaction, and any other work given
 * to `run`, waits for those to end and holds the database alone: a statement sent while a
 * transaction is open would run inside it.
 */
export function createPgliteQueue(client: PgliteClient, waitTimeoutMs: number, statementsInFlight = 1) {
  const running = new AsyncLocalStorage<true>();
  const waiting: Waiter[] = [];
  let active = 0;
  let isExclusiveActive = false;

  function canStart(isExclusive: boolean): boolean {
    if (isExclusiveActive) return false;
    return isExclusive ? active === 0 : active < statementsInFlight;
  }

  function begin(isExclusive: boolean) {
    active += 1;
    if (isExclusive) isExclusiveActive = true;
  }

  function end(isExclusive: boolean) {
    active -= 1;
    if (isExclusive) isExclusiveActive = false;
    // In order: the first waiter that cannot start yet holds back the ones behind it.
    for (let waiter = waiting[0]; waiter && canStart(waiter.isExclusive); waiter = waiting[0]) {
      waiting.shift();
      begin(waiter.isExclusive);
      waiter.start();
    }
  }

  async function take<T>(work: () => Promise<T>, isExclusive: boolean, waitMs: number | null): Promise<T> {
    if (running.getStore()) return work();
    if (waiting.length === 0 && canStart(isExclusive)) {
      begin(isExclusive);
    } else {
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          isExclusive,
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
    }
    try {
      return await running.run(true, work);
    } finally {
      end(isExclusive);
    }
  }

  /** Runs the work alone when its turn comes; waits at most `waitMs` for it. */
  function run<T>(work: () => Promise<T>, waitMs: number | null = waitTimeoutMs): Promise<T> {
    return take(work, true, waitMs);
  }

  /** One statement: it may be handed over beside others (`statementsInFlight`). */
  function runStatement<T>(work: () => Promise<T>): Promise<T> {
    return take(work, statementsInFlight === 1, waitTimeoutMs);
  }

  /** What Drizzle calls on its client: the same methods, through the queue. */
  const queuedClient = {
    query: ((...args: Parameters<PGlite['query']>) =>
      runStatement(() => client.query(...args))) as PGlite['query'],
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
      run(() => client.transaction(callback))) as PGlite['transaction'],
    exec: ((...args: Parameters<PGlite['exec']>) =>
      runStatement(() => client.exec(...args))) as PGlite['exec'],
  };
  return { run, client: queuedClient };
}
