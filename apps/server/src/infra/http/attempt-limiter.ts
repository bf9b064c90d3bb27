import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/**
 * Counts attempts per key in fixed windows. In memory for one instance; the interface lets a
 * shared store (Redis) take its place when several instances run.
 */
export interface AttemptCounter {
  /** Adds one attempt for the key and answers how many it has in the current window. */
  increment(key: string, windowMs: number): Promise<number>;
}

export function createMemoryAttemptCounter(): AttemptCounter {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  let nextSweep = 0;
  return {
    async increment(key, windowMs) {
      const now = Date.now();
      if (now >= nextSweep) {
        // Forget finished windows now and then, so the map does not grow without end.
        for (const [staleKey, window] of windows) if (window.resetsAt <= now) windows.delete(staleKey);
        nextSweep = now + windowMs;
      }
      const window = windows.get(key);
      if (!window || window.resetsAt <= now) {
        windows.set(key, { count: 1, resetsAt: now + windowMs });
        return 1;
      }
      window.count += 1;
      return window.count;
    },
  };
}

export interface AttemptLimit {
  /** Names the counter, so that different limits never share counts. */
  name: string;
  max: number;
  windowMs: number;
  /** What the attempts are counted by; an empty key is not counted. */
  keyOf: (request: FastifyRequest) => string;
}

/** A preHandler that refuses with 429 once any of the limits is used up. */
export function limitAttempts(counter: AttemptCounter, limits: AttemptLimit[], message: string): preHandlerAsyncHookHandler {
  return async (request) => {
    for (const limit of limits) {
      const key = limit.keyOf(request);
      if (!key) continue;
      const attempts = await counter.increment(`${limit.name}:${key}`, limit.windowMs);
      if (attempts > limit.max) throw AppError.tooManyRequests(message);
    }
  };
}

/** Counts attempts in Redis, so that every instance shares the same limits. */
export function createRedisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async increment(key, windowMs) {
      const fullKey = `${prefix}attempts:${key}`;
      const [[, count]] = (await redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').exec()) as [[null, number], unknown];
      return count;
    },
  };
}
