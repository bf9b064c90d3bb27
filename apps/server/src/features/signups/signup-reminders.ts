import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from '../../infra/jobs/periodic-job.ts';
import type { SignupsService } from './signups.service.ts';

/** How often each instance looks for sign-up slots to remind. */
export const SIGNUP_REMINDER_INTERVAL_MS = 60_000;

/**
 * The minute job that reminds families of a timed slot the day before. Several instances may run
 * it at once: each slot is claimed by one (`sendDueReminders`).
 */
export function createSignupReminders(dependencies: {
  signups: Pick<SignupsService, 'sendDueReminders'>;
  log: FastifyBaseLogger;
  clock?: () => Date;
}): PeriodicJob {
  const { signups, log, clock } = dependencies;
  return createPeriodicJob({
    everyMs: SIGNUP_REMINDER_INTERVAL_MS,
    run: (now) => signups.sendDueReminders(now),
    log,
    failureMessage: 'sign-up reminders failed; they run again in a minute',
    ...(clock ? { clock } : {}),
  });
}
