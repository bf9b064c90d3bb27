import type { FastifyBaseLogger } from 'fastify';
import type { AlertDelivery } from './alert-delivery.ts';
import type { DailyDigest } from './daily-digest.ts';

/** How often each instance looks for digests and held alerts that are due. */
export const DELIVERY_JOB_INTERVAL_MS = 60_000;

/**
 * The minute job of every instance: releases the held alerts that are due and sends the digests
 * that are due. Several instances may run it at once; each alert and digest is claimed by one.
 */
export function createDeliveryJobs(dependencies: { delivery: AlertDelivery; digest: DailyDigest; log: FastifyBaseLogger; clock?: () => Date }) {
  const { delivery, digest, log } = dependencies;
  const clock = dependencies.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    try {
      const now = clock();
      await delivery.releaseDueAlerts(now);
      await digest.sendDueDigests(now);
    } catch (error) {
      log.warn({ err: error }, 'delivery job failed; it runs again in a minute');
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
      }, DELIVERY_JOB_INTERVAL_MS);
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
