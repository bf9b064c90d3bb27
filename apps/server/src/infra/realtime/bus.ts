/**
 * Every broadcast goes through the bus, so that a sender on one instance reaches sockets on
 * another. In memory for one instance; Redis pub/sub when several run.
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Answers the function that ends the subscription. */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

export function createMemoryBus(): Bus {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  return {
    async publish(channel, message) {
      // A copy, so a handler never shares an object with the publisher, as over a real bus.
      const delivered = structuredClone(message);
      for (const handler of handlers.get(channel) ?? []) handler(delivered);
    },
    subscribe(channel, handler) {
      const channelHandlers = handlers.get(channel) ?? new Set();
      channelHandlers.add(handler);
      handlers.set(channel, channelHandlers);
      return () => {
        channelHandlers.delete(handler);
        if (channelHandlers.size === 0) handlers.delete(channel);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
