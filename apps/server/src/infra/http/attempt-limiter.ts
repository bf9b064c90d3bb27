import type { FastifyBaseLogger, FastifyRequest, onErrorAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/**
 * Counts attempts per key in fixed windows. In memory for one instance; the interface lets a
 * shared store (Redis) take its place when several instances run.
 */
export interface AttemptCounter {
  /** Adds one attempt for the key and answers how many it has in the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Adds one attempt and answers the count with the time left until the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetsInMs: number }>;
}

export function createMemoryAttemptCounter(): AttemptCounter {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  let nextSweep = 0;
  async function hit(key: string, windowMs: number) {
    const now = Date.now();
    if (now >= nextSweep) {
      // Forget finished windows now and then, so the map does not grow without end.
      for (const [staleKey, window] of windows) if (window.resetsAt <= now) windows.delete(staleKey);
      nextSweep = now + windowMs;
    }
    let window = windows.get(key);
    if (!window || window.resetsAt <= now) {
      window = { count: 0, resetsAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetsInMs: window.resetsAt - now };
  }
  return { hit, increment: async (key, windowMs) => (await hit(key, windowMs)).count };
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

export interface FailureSlowDown {
  /** Names the counter, so that different limits never share counts. */
  name: string;
  /** Failures answered at once; each one beyond waits twice as long as the one before. */
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
  /** What the failures are counted by; an empty key is not counted. */
  keyOf: (request: FastifyRequest) => string;
}

/** How long to wait before answering the n-th failure of a window: nothing, then 1, 2, 4 ... times the base, bounded. */
export function failureDelayMs(failures: number, slowDown: Pick<FailureSlowDown, 'freeFailures' | 'baseDelayMs' | 'maxDelayMs'>): number {
  const beyond = failures - slowDown.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(slowDown.baseDelayMs * 2 ** Math.min(beyond - 1, 30), slowDown.maxDelayMs);
}

/**
 * An onError hook that answers refused attempts (400) later and later, per key. Unlike a lock,
 * it never keeps the rightful user out: their own key (their address) has no failures, and a
 * guesser's answers come slowly. Parallel guessing is held by the per-address ceiling.
 */
export function slowDownFailures(counter: AttemptCounter, slowDown: FailureSlowDown): onErrorAsyncHookHandler {
  return async (request, _reply, error) => {
    if (!(error instanceof AppError) || error.statusCode !== 400) return;
    const key = slowDown.keyOf(request);
    if (!key) return;
    const failures = await counter.increment(`${slowDown.name}:${key}`, slowDown.windowMs);
    const delayMs = failureDelayMs(failures, slowDown);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  };
}

/**
 * Counts attempts in Redis, so that every instance shares the same limits. While Redis is away
 * (its connection fails commands at once rather than queue them), each instance counts in its
 * own memory: the limits hold per instance, and no request waits on Redis.
 */
export function createRedisAttemptCounter(
  redis: Redis,
  prefix: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  fallback: AttemptCounter = createMemoryAttemptCounter(),
): AttemptCounter {
  let isFallingBack = false;
  async function hit(key: string, windowMs: number) {
    const fullKey = `${prefix}attempts:${key}`;
    try {
      const [[, count], , [, ttl]] = (await redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').pttl(fullKey).exec()) as [
        [null, number],
        unknown,
        [null, number],
      ];
      isFallingBack = false;
      return { count, resetsInMs: ttl > 0 ? ttl : windowMs };
    } catch {
      if (!isFallingBack) log.warn('attempt limits: Redis unreachable, counting in this instance until it is back');
      isFallingBack = true;
      return fallback.hit(key, windowMs);
    }
  }
  return { hit, increment: async (key, windowMs) => (await hit(key, windowMs)).count };
}
