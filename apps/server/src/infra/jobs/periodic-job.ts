import type { FastifyBaseLogger } from 'fastify';

/** A job every instance runs on a timer: the minute jobs of delivery, sign-up and conference reminders. */
export interface PeriodicJob {
  /** One run now, at the job's clock; a failure is logged, never thrown. */
  runOnce(): Promise<void>;
  start(): void;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

interface PeriodicJobOptions {
  everyMs: number;
  /** The work of one run, at `now`. Several instances may run it at once: it claims what it does. */
  run: (now: Date) => Promise<unknown>;
  log: FastifyBaseLogger;
  /** Logged, with the error, when a run fails; the next run tries again. */
  failureMessage: string;
  clock?: () => Date;
}

/**
 * Runs `run` every `everyMs`, never twice at once on one instance (a slow run makes the next
 * tick skip), and never keeping the process alive on its own.
 */
export function createPeriodicJob({
  everyMs,
  run,
  log,
  failureMessage,
  clock = () => new Date(),
}: PeriodicJobOptions): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    try {
      await run(clock());
    } catch (error) {
      log.warn({ err: error }, failureMessage);
    }
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runOnce().finally(() => {
          running = null;
        });
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
