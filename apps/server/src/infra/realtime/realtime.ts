import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { createMemoryAttemptCounter, createRedisAttemptCounter, type AttemptCounter } from '../http/attempt-limiter.ts';
import { createMemoryBus, type Bus } from './bus.ts';
import { createMemoryPresence, type Presence } from './presence.ts';
import { createRedisBus } from './redis-bus.ts';
import { createRedisPresence } from './redis-presence.ts';

export interface Realtime {
  bus: Bus;
  presence: Presence;
  attempts: AttemptCounter;
  close(): Promise<void>;
}

/** In memory for one instance; over Redis, shared by all, when REDIS_URL is set. */
export function createRealtime(redis: Config['redis']): Realtime {
  if (!redis) {
    const bus = createMemoryBus();
    return { bus, presence: createMemoryPresence(), attempts: createMemoryAttemptCounter(), close: () => bus.close() };
  }
  const bus = createRedisBus(redis.url, redis.prefix);
  const presence = createRedisPresence(redis.url, redis.prefix);
  const counters = new Redis(redis.url, { maxRetriesPerRequest: null });
  counters.on('error', () => {});
  return {
    bus,
    presence,
    attempts: createRedisAttemptCounter(counters, redis.prefix),
    async close() {
      await Promise.all([bus.close(), presence.close(), counters.quit().catch(() => counters.disconnect())]);
    },
  };
}
