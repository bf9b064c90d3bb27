import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { createMemoryAttemptCounter, createRedisAttemptCounter, type AttemptCounter } from '../http/attempt-limiter.ts';
import { createMemoryBus, type Bus } from './bus.ts';
import { createMemoryPresence, type Presence } from './presence.ts';
import { createRedisBus } from './redis-bus.ts';
import { quitRedis } from './redis-connection.ts';
import { createRedisPresence } from './redis-presence.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type MessageRateLimiter } from './socket-rate-limit.ts';

/** A limit check that Redis has not answered in this long goes ahead without it. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

export interface Realtime {
  bus: Bus;
  presence: Presence;
  attempts: AttemptCounter;
  /** Socket message rates per user (socket-guard.ts). */
  messageRates: MessageRateLimiter;
  close(): Promise<void>;
}

/** In memory for one instance; over Redis, shared by all, when REDIS_URL is set. */
export function createRealtime(redis: Config['redis'], log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Realtime {
  if (!redis) {
    const bus = createMemoryBus();
    return { bus, presence: createMemoryPresence(), attempts: createMemoryAttemptCounter(), messageRates: createMemoryRateLimiter(), close: () => bus.close() };
  }
  const bus = createRedisBus(redis.url, redis.prefix, log);
  const presence = createRedisPresence(redis.url, redis.prefix);
  // The limits' counters fail at once while Redis is away (or after a second if it hangs) rather
  // than queue: neither a request nor a socket message ever waits on Redis.
  const counters = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  counters.on('error', () => {});
  return {
    bus,
    presence,
    attempts: createRedisAttemptCounter(counters, redis.prefix, log),
    messageRates: createRedisRateLimiter(counters, redis.prefix),
    async close() {
      await Promise.all([bus.close(), presence.close(), quitRedis(counters)]);
    },
  };
}
