import type { FastifyBaseLogger } from 'fastify';
import type { SignupsService } from './signups.service.ts';

/** How often each instance looks for sign-up slots to remind. */
export const SIGNUP_REMINDER_INTERVAL_MS = 60_000;

/**
 * The minute job that reminds families of a timed slot the day before. Several instances may run
 * it at once: each slot is claimed by one (`sendDueReminders`).
 */
export function createSignupReminders(dependencies: { signups: Pick<SignupsService, 'sendDueReminders'>; log: FastifyBaseLogger; clock?: () => Date }) {
  const { signups, log } = dependencies;
  const clock = dependencies.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    try {
      await signups.sendDueReminders(clock());
    } catch (error) {
      log.warn({ err: error }, 'sign-up reminders failed; they run again in a minute');
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
      }, SIGNUP_REMINDER_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
