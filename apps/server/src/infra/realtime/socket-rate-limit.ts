import type { Redis } from 'ioredis';

/** So many messages a second on average, with bursts of at most `burst`. */
export interface MessageRate {
  perSecond: number;
  burst: number;
}

/** A token bucket in memory: full at first, refilled at the rate, one token per message. */
export class TokenBucket {
  private tokens: number;
  private refilledAt = Date.now();

  constructor(private readonly rate: MessageRate) {
    this.tokens = rate.burst;
  }

  /** Takes a token if there is one; answers whether the message may pass. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.refilledAt) * this.rate.perSecond) / 1000);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Token buckets by key (a user and a kind of message), shared by every instance over Redis. */
export interface MessageRateLimiter {
  take(key: string, rate: MessageRate): Promise<boolean>;
}

export function createMemoryRateLimiter(): MessageRateLimiter {
  const buckets = new Map<string, { bucket: TokenBucket; usedAt: number }>();
  let nextSweep = 0;
  return {
    async take(key, rate) {
      const now = Date.now();
      if (now >= nextSweep) {
        // A bucket unused for a minute is full again: forgetting it changes nothing.
        for (const [staleKey, entry] of buckets) if (now - entry.usedAt > 60_000) buckets.delete(staleKey);
        nextSweep = now + 60_000;
      }
      const entry = buckets.get(key) ?? { bucket: new TokenBucket(rate), usedAt: now };
      entry.usedAt = now;
      buckets.set(key, entry);
      return entry.bucket.take(now);
    },
  };
}

/**
 * The same bucket in a Redis hash, refilled and taken from in one script, on Redis's clock, so
 * that instances never race nor disagree on the time. The key expires once the bucket is full.
 */
const TAKE_SCRIPT = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + (now - at) * rate / 1000)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return allowed
`;

/**
 * Counts in Redis. The connection must not queue commands while Redis is away: a limiter that
 * cannot answer lets the message through (each socket's own bucket still holds), as sockets
 * never wait on Redis.
 */
export function createRedisRateLimiter(redis: Redis, prefix: string): MessageRateLimiter {
  return {
    async take(key, rate) {
      try {
        const allowed = await redis.eval(TAKE_SCRIPT, 1, `${prefix}socket-rate:${key}`, rate.perSecond, rate.burst);
        return allowed === 1;
      } catch {
        return true;
      }
    },
  };
}
