import type { Redis } from 'ioredis';

/** How long a stop waits for Redis's last answers before it drops the connection. */
const CLOSE_TIMEOUT_MS = 1000;

/**
 * Runs a last command (if any) and closes the connection, never waiting longer than a second on
 * a Redis that is away or frozen: a stop must not hang on it.
 */
export async function quitRedis(redis: Redis, lastCommand?: () => Promise<unknown>): Promise<void> {
  if (redis.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS)));
    const goodbye = (async () => {
      await lastCommand?.();
      await redis.quit();
    })().catch(() => undefined);
    await Promise.race([goodbye, timedOut]);
    clearTimeout(timer);
  }
  redis.disconnect();
}
