import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicJob } from './periodic-job.ts';

function fakeLog() {
  return { warn: vi.fn() } as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };
}

describe('createPeriodicJob', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at each tick on its clock, skips a tick while a run is under way, and stop waits for it', async () => {
    vi.useFakeTimers();
    const now = new Date('2031-05-03T08:00:00Z');
    let finish: () => void = () => {};
    const run = vi.fn((_at: Date) => new Promise<void>((resolve) => (finish = resolve)));
    const job = createPeriodicJob({ everyMs: 1000, run, log: fakeLog(), failureMessage: 'failed', clock: () => now });
    job.start();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(now);
    const stopped = job.stop();
    finish();
    await stopped;
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('logs a failed run and tries again at the next tick', async () => {
    const log = fakeLog();
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const job = createPeriodicJob({ everyMs: 1000, run, log, failureMessage: 'reminders failed' });
    await job.runOnce();
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'reminders failed');
    await job.runOnce();
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
