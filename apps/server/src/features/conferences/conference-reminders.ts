import type { FastifyBaseLogger } from 'fastify';
import type { ConferencesService } from './conferences.service.ts';

/** How often each instance looks for conference reminders that are due. */
export const REMINDER_JOB_INTERVAL_MS = 60_000;

/**
 * The minute job of every instance that sends the conference reminders that are due. Several
 * instances may run it at once; each booking's reminder is taken by one (conferences.repo.ts).
 */
export function createConferenceReminders(dependencies: { conferences: Pick<ConferencesService, 'sendDueReminders'>; log: FastifyBaseLogger; clock?: () => Date }) {
  const { conferences, log } = dependencies;
  const clock = dependencies.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    try {
      await conferences.sendDueReminders(clock());
    } catch (error) {
      log.warn({ err: error }, 'conference reminders failed; they run again in a minute');
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
      }, REMINDER_JOB_INTERVAL_MS);
      // The job never keeps the process alive on its own.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
