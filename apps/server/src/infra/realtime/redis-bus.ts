import { Redis } from 'ioredis';
import type { Bus } from './bus.ts';

/**
 * The bus over Redis pub/sub, so that instances behind a load balancer reach each other's
 * sockets. One connection publishes, one listens; a channel is subscribed while this instance
 * has a handler for it.
 */
export function createRedisBus(redisUrl: string, prefix: string): Bus {
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  const subscriber = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  // ioredis reconnects by itself; errors while it does are not the caller's.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});

  subscriber.on('message', (channel: string, raw: string) => {
    const channelHandlers = handlers.get(channel.slice(prefix.length));
    if (!channelHandlers) return;
    const message = JSON.parse(raw) as unknown;
    for (const handler of channelHandlers) handler(message);
  });

  return {
    async publish(channel, message) {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    subscribe(channel, handler) {
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
        void subscriber.subscribe(prefix + channel).catch(() => {});
      }
      channelHandlers.add(handler);
      return () => {
        channelHandlers.delete(handler);
        if (channelHandlers.size === 0 && handlers.get(channel) === channelHandlers) {
          handlers.delete(channel);
          void subscriber.unsubscribe(prefix + channel).catch(() => {});
        }
      };
    },
    async close() {
      handlers.clear();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
