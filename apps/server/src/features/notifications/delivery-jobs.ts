import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from '../../infra/jobs/periodic-job.ts';
import type { AlertDelivery } from './alert-delivery.ts';
import type { DailyDigest } from './daily-digest.ts';

/** How often each instance looks for digests and held alerts that are due. */
export const DELIVERY_JOB_INTERVAL_MS = 60_000;

/**
 * The minute job of every instance: releases the held alerts that are due and sends the digests
 * that are due. Several instances may run it at once; each alert and digest is claimed by one.
 */
export function createDeliveryJobs(dependencies: {
  delivery: AlertDelivery;
  digest: DailyDigest;
  log: FastifyBaseLogger;
  clock?: () => Date;
}): PeriodicJob {
  const { delivery, digest, log, clock } = dependencies;
  return createPeriodicJob({
    everyMs: DELIVERY_JOB_INTERVAL_MS,
    run: async (now) => {
      await delivery.releaseDueAlerts(now);
      await digest.sendDueDigests(now);
    },
    log,
    failureMessage: 'delivery job failed; it runs again in a minute',
    ...(clock ? { clock } : {}),
  });
}
