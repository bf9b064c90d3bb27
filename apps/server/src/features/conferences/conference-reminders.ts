import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from '../../infra/jobs/periodic-job.ts';
import type { ConferencesService } from './conferences.service.ts';

/** How often each instance looks for conference reminders that are due. */
export const REMINDER_JOB_INTERVAL_MS = 60_000;

/**
 * The minute job of every instance that sends the conference reminders that are due. Several
 * instances may run it at once; each booking's reminder is taken by one (conferences.repo.ts).
 */
export function createConferenceReminders(dependencies: {
  conferences: Pick<ConferencesService, 'sendDueReminders'>;
  log: FastifyBaseLogger;
  clock?: () => Date;
}): PeriodicJob {
  const { conferences, log, clock } = dependencies;
  return createPeriodicJob({
    everyMs: REMINDER_JOB_INTERVAL_MS,
    run: (now) => conferences.sendDueReminders(now),
    log,
    failureMessage: 'conference reminders failed; they run again in a minute',
    ...(clock ? { clock } : {}),
  });
}
